import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachChatResponse } from '@steady/shared';
import { CoachChat, SUGGESTED_PROMPTS, WELCOME_MESSAGE } from '../coach-chat';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { USER_ID } from '@/testing/data';

const CHAT = `/api/users/${USER_ID}/ai-coach/chat`;
const reply = (overrides: Partial<CoachChatResponse> = {}): CoachChatResponse => ({
  message: 'Cravings have come up in your recent entries too. What was happening just before the last one?',
  recommendations: ['Take a 10-minute walk outside today.'],
  insights: ['Recurring themes in your recent journaling: cravings.'],
  journalEntryId: null,
  crisisDetected: false,
  ...overrides,
});

function setup(handler: RouteHandler = () => ({ body: reply() })) {
  seedSession(USER_ID);
  const net = stubFetch({ [`POST ${CHAT}`]: handler });
  const user = userEvent.setup();
  const view = renderWithProviders(<CoachChat userId={USER_ID} />);
  const posts = () => net.requests.filter((r) => r.method === 'POST');
  return { ...net, ...view, user, posts, input: screen.getByLabelText('Message') };
}

describe('CoachChat', () => {
  it('starts with the welcome message and suggested prompts; a suggestion fills the message', async () => {
    const { user, input, posts } = setup();
    expect(screen.getByRole('log')).toHaveTextContent(WELCOME_MESSAGE);
    await user.click(screen.getByRole('button', { name: SUGGESTED_PROMPTS[2] }));
    expect(input).toHaveValue(SUGGESTED_PROMPTS[2]);
    expect(input).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('Enter sends; Shift+Enter adds a line; the reply shows with its insights and the suggestions go away', async () => {
    const { user, input, posts } = setup();
    await user.type(input, 'Rough day{Shift>}{Enter}{/Shift}with cravings');
    expect(input).toHaveValue('Rough day\nwith cravings');
    expect(posts()).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1), { timeout: 5000 });
    expect(posts()[0]!.body).toEqual({ message: 'Rough day\nwith cravings', saveAsJournalEntry: false, history: [], userId: USER_ID });
    expect(input).toHaveValue('');
    const log = screen.getByRole('log');
    expect(await within(log).findByText(reply().message, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(log).getByText('Recurring themes in your recent journaling: cravings.')).toBeInTheDocument();
    expect(within(log).getByText('Take a 10-minute walk outside today.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SUGGESTED_PROMPTS[0] })).not.toBeInTheDocument();

    // The next message carries the conversation so far (without the welcome).
    await user.type(input, 'Thanks{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(2), { timeout: 5000 });
    expect(posts()[1]!.body).toMatchObject({
      history: [
        { role: 'user', content: 'Rough day\nwith cravings' },
        { role: 'coach', content: reply().message },
      ],
    });
  });

  it('does not send an empty or whitespace message', async () => {
    const { user, input, posts } = setup();
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posts()).toHaveLength(0);
  });

  it('shows the loading state while waiting, then the reply', async () => {
    let release!: () => void;
    const { user, input } = setup(() => new Promise((resolve) => (release = () => resolve({ body: reply() }))));
    await user.type(input, 'Hello{Enter}');
    expect(await screen.findByText('Your coach is thinking...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText(reply().message, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Your coach is thinking...')).not.toBeInTheDocument();
  });

  it('saves to the journal when checked, then resets the checkbox, toasts and refreshes journal and stats', async () => {
    const { user, input, posts, queryClient } = setup(() => ({ body: reply({ journalEntryId: '01JENTRY' }) }));
    queryClient.setQueryData(['journal-entries', USER_ID, { limit: 100 }], []);
    queryClient.setQueryData(['stats', USER_ID], { totalEntries: 0 });
    const box = screen.getByRole('checkbox', { name: 'Save this conversation to my journal' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.type(input, 'Save this one{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1), { timeout: 5000 });
    expect(posts()[0]!.body).toMatchObject({ saveAsJournalEntry: true });
    expect(box).not.toBeChecked();
    expect(await screen.findByText('Conversation Saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('This conversation has been saved to your journal.')).toBeInTheDocument();
    expect(queryClient.getQueryState(['journal-entries', USER_ID, { limit: 100 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['stats', USER_ID])?.isInvalidated).toBe(true);
  });

  it('a reply to crisis language shows the 988 banner', async () => {
    const { user, input } = setup(() => ({ body: reply({ crisisDetected: true, message: 'Your safety comes first. Please call or text 988 now.' }) }));
    await user.type(input, "I don't want to be here anymore{Enter}");
    const banner = await screen.findByRole('region', { name: 'Crisis support' }, { timeout: 5000 });
    expect(within(banner).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(banner).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  });

  it('toasts the spec error when the coach cannot answer', async () => {
    const { user, input } = setup(() => ({ status: 500, body: { message: 'Internal server error' } }));
    await user.type(input, 'Hello{Enter}');
    expect(await screen.findByText('Failed to get response from AI coach. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
