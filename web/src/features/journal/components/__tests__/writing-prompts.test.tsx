import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateEntryForm } from '../create-entry-form';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { makeSettings, USER_ID } from '@/testing/data';

const PERSONAL = [
  'Sleep has come up in your recent entries. How have your nights been?',
  'What are your early warning signs of a craving?',
  'How are you feeling right now?',
];
const GRATITUDE = ['Name three small things that went well today.', 'Who made your day a little easier recently?'];

function setup(routes: Parameters<typeof stubFetch>[0] = {}, settings = makeSettings({ writingPromptsEnabled: true })) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}/settings`]: { body: settings },
    [`GET /api/users/${USER_ID}/prompts`]: { body: PERSONAL },
    'GET /api/prompts/mood/gratitude': { body: GRATITUDE },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<CreateEntryForm userId={USER_ID} onDone={vi.fn()} />);
  return { ...net, user };
}

describe('writing prompts in the create form', () => {
  it('opens and closes the panel, and Use This puts the prompt and a blank line in the content, focused', async () => {
    const { user } = setup();
    const toggle = await screen.findByRole('button', { name: 'Show Writing Prompts' }, { timeout: 5000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Writing Prompts' })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('writing-prompts');
    expect(within(panel).getByRole('tab', { name: 'Personal', selected: true })).toBeInTheDocument();
    expect(await within(panel).findByText(PERSONAL[0]!, {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: `Use This: ${PERSONAL[1]}` }));
    const content = screen.getByLabelText('Content') as HTMLTextAreaElement;
    expect(content.value).toBe(`${PERSONAL[1]}\n\n`);
    expect(content).toHaveFocus();
    expect(content.selectionStart).toBe(content.value.length);

    await user.click(screen.getByRole('button', { name: 'Hide Writing Prompts' }));
    expect(screen.queryByTestId('writing-prompts')).not.toBeInTheDocument();
  });

  it('shows the prompts of a mood category, and Refresh asks for another set', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Show Writing Prompts' }, { timeout: 5000 }));
    await user.click(screen.getByRole('tab', { name: 'Gratitude' }));
    expect(await screen.findByText(GRATITUDE[0]!, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/prompts/mood/gratitude')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/prompts/mood/gratitude?seed=1'))).toBe(true));
  });

  it("says 'No prompts available right now' when there are none, and Try Again asks again", async () => {
    const { user, requests } = setup({ [`GET /api/users/${USER_ID}/prompts`]: { body: [] } });
    await user.click(await screen.findByRole('button', { name: 'Show Writing Prompts' }, { timeout: 5000 }));
    expect(await screen.findByText('No prompts available right now', {}, { timeout: 5000 })).toBeInTheDocument();
    const before = requests.filter((r) => r.path.endsWith('/prompts')).length;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/prompts')).length).toBe(before + 1));
  });

  it('is not offered when the writing prompts setting is off', async () => {
    setup({}, makeSettings({ writingPromptsEnabled: false }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Show Writing Prompts' })).not.toBeInTheDocument();
  });
});
