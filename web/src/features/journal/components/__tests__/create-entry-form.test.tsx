import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateEntryForm } from '../create-entry-form';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { makeEntry, makeSettings, USER_ID } from '@/testing/data';

const ENTRIES = `/api/users/${USER_ID}/journal-entries`;

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const net = stubFetch(routes);
  const onDone = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(<CreateEntryForm userId={USER_ID} onDone={onDone} />);
  const posts = () => net.requests.filter((r) => r.method === 'POST');
  return { ...net, ...view, onDone, user, posts };
}

describe('CreateEntryForm', () => {
  it('shows the spec messages for empty input, focuses the title and sends nothing', async () => {
    const { user, posts, onDone } = setup();
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(posts()).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('rejects a title over 200 characters and content over 5000 characters', async () => {
    const { user, posts } = setup();
    await user.click(screen.getByLabelText('Title'));
    await user.paste('t'.repeat(201));
    await user.click(screen.getByLabelText('Content'));
    await user.paste('c'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    expect(await screen.findByText('Title must be under 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Content must be under 5000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('moves focus to the content when only the content is too short, and treats spaces as nothing', async () => {
    const { user, posts } = setup();
    await user.type(screen.getByLabelText('Title'), 'A hard morning');
    await user.type(screen.getByLabelText('Content'), '   short   ');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    expect(await screen.findByText('Content must be at least 10 characters')).toBeInTheDocument();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('posts a valid entry with the user id and the access token, then toasts and closes', async () => {
    const token = seedSession(USER_ID);
    const { user, posts, onDone } = setup({
      [`POST ${ENTRIES}`]: (req) => ({ status: 201, body: makeEntry({ title: (req.body as { title: string }).title }) }),
    });
    await user.type(screen.getByLabelText('Title'), 'Grateful today');
    await user.type(screen.getByLabelText('Content'), 'I reached out to my sister and it felt good.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posts()).toHaveLength(1);
    const [post] = posts();
    expect(post!.body).toEqual({ title: 'Grateful today', content: 'I reached out to my sister and it felt good.', userId: USER_ID });
    expect(post!.headers.authorization).toBe(`Bearer ${token}`);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(await screen.findByText('Journal entry created')).toBeInTheDocument();
  });

  it('offers Speaking as Part only in coherence mode, and sends the chosen part or null for myself', async () => {
    seedSession(USER_ID);
    const { user, posts, onDone } = setup({
      [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ coherenceModeEnabled: true }) },
      [`GET /api/users/${USER_ID}/parts`]: {
        body: [
          {
            id: 'p1',
            userId: USER_ID,
            name: 'The Protector',
            description: 'Keeps me safe',
            role: 'protector',
            color: '#6B7280',
            characteristics: [],
            triggers: [],
            strengths: [],
            challenges: [],
            isActive: true,
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
          },
        ],
      },
      [`POST ${ENTRIES}`]: (req) => ({ status: 201, body: makeEntry({ title: (req.body as { title: string }).title }) }),
    });
    const select = await screen.findByLabelText('Speaking as Part');
    expect(await screen.findByRole('option', { name: 'The Protector' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Myself (integrated)' })).toBeInTheDocument();
    await user.selectOptions(select, 'p1');
    await user.type(screen.getByLabelText('Title'), 'From the protector');
    await user.type(screen.getByLabelText('Content'), 'Stay away from the old bar tonight.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posts()[0]!.body).toMatchObject({ speakingAsPartId: 'p1' });
  });

  it('has no part selector without coherence mode', async () => {
    setup({ [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ coherenceModeEnabled: false }) } });
    await waitFor(() => expect(screen.getByLabelText('Title')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText('Speaking as Part')).not.toBeInTheDocument();
  });

  it("puts the server's field errors under the fields and toasts the failure", async () => {
    seedSession(USER_ID);
    const { user, onDone } = setup({
      [`POST ${ENTRIES}`]: {
        status: 400,
        body: { message: 'Content must be at least 10 characters', errors: [{ path: 'content', message: 'Content must be at least 10 characters' }] },
      },
    });
    await user.type(screen.getByLabelText('Title'), 'Server says no');
    await user.type(screen.getByLabelText('Content'), 'Long enough for the client.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    expect(await screen.findByText('Failed to create entry')).toBeInTheDocument();
    expect(screen.getAllByText('Content must be at least 10 characters').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Content')).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends an optional self-rated mood chosen from a keyboard-accessible radio group, and none by default', async () => {
    const { user, posts } = setup({
      [`POST ${ENTRIES}`]: (req) => ({ status: 201, body: makeEntry({ title: (req.body as { title: string }).title }) }),
    });
    const group = screen.getByRole('group', { name: 'How is your mood? (1–10, optional)' });
    expect(screen.getByRole('radio', { name: 'Not rated' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(group).toHaveAccessibleDescription(/estimates it from your words/);
    await user.click(screen.getByRole('radio', { name: 'Mood 6 out of 10' }));
    // Arrow keys move within the group, as for any radio group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Mood 7 out of 10' })).toBeChecked();
    await user.type(screen.getByLabelText('Title'), 'Rated');
    await user.type(screen.getByLabelText('Content'), 'A steady day with a walk at lunch.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ moodRating: 7 });
  });
});
