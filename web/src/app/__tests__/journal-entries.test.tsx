import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JournalEntry } from '@steady/shared';
import { renderApp } from '@/testing/render';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { makeEntry, makeSettings, testUser, USER_ID } from '@/testing/data';

const ENTRIES: JournalEntry[] = [
  makeEntry({
    id: '01A',
    title: 'Bright morning',
    moodScore: 9,
    sentiment: 'positive',
    themes: ['gratitude', 'family'],
    createdAt: '2025-06-05T14:00:00.000Z',
  }),
  makeEntry({ id: '01B', title: 'A hard evening', moodScore: 3, sentiment: 'negative', themes: ['cravings'], createdAt: '2025-06-04T23:30:00.000Z' }),
  makeEntry({ id: '01C', title: 'Calm afternoon', moodScore: 7, sentiment: 'mixed', themes: ['sleep'], createdAt: '2025-06-02T18:00:00.000Z' }),
];

function setup(extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}, entries = ENTRIES) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: testUser },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ timeZone: 'America/New_York' }) },
    [`GET /api/users/${USER_ID}/journal-entries`]: { body: entries },
    ...extra,
  });
  const user = userEvent.setup();
  renderApp('/journal-entries');
  return { ...net, user };
}

const titles = () => screen.getAllByTestId('journal-entry').map((a) => within(a).getByRole('heading').textContent);
/** The first render loads the route chunk and the session: allow it more than findBy's 1 s. */
const loaded = () => screen.findByText('3 of 3 entries', {}, { timeout: 8000 });
const counter = () => screen.getByTestId('entry-counter').textContent;

// Whole-page tests with many interactions: generous time when the machine is busy.
describe('Journal page', { timeout: 20_000 }, () => {
  it('fetches 100 entries and filters by mood, sentiment and tag, with the counter and the no-match state', async () => {
    const { user, requests } = setup();
    expect(await loaded()).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/journal-entries'))!.url).toContain('limit=100');
    expect(titles()).toEqual(['Bright morning', 'A hard evening', 'Calm afternoon']);

    const mood = screen.getByLabelText('Mood');
    expect([...(mood as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'High (8-10)', 'Medium (6-7)', 'Low (1-5)']);
    await user.selectOptions(mood, 'High (8-10)');
    expect(titles()).toEqual(['Bright morning']);
    await user.selectOptions(mood, 'Medium (6-7)');
    expect(titles()).toEqual(['Calm afternoon']);
    await user.selectOptions(mood, 'Low (1-5)');
    expect(titles()).toEqual(['A hard evening']);
    expect(counter()).toBe('1 of 3 entries');
    await user.selectOptions(mood, 'All');

    await user.selectOptions(screen.getByLabelText('Sentiment'), 'Mixed');
    expect(titles()).toEqual(['Calm afternoon']);
    await user.selectOptions(screen.getByLabelText('Sentiment'), 'All');

    await user.type(screen.getByLabelText('Tag'), 'FAM');
    expect(titles()).toEqual(['Bright morning']);
    await user.type(screen.getByLabelText('Tag'), 'xyz');
    expect(screen.getByText('No entries match your filters')).toBeInTheDocument();
    expect(counter()).toBe('0 of 3 entries');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Tag')).toHaveValue('');
    expect(counter()).toBe('3 of 3 entries');
  });

  it('sorts six ways', async () => {
    const { user } = setup();
    await loaded();
    const sort = screen.getByLabelText('Sort by');
    const expectations: [string, string[]][] = [
      ['Oldest first', ['Calm afternoon', 'A hard evening', 'Bright morning']],
      ['Highest mood', ['Bright morning', 'Calm afternoon', 'A hard evening']],
      ['Lowest mood', ['A hard evening', 'Calm afternoon', 'Bright morning']],
      ['Title A-Z', ['A hard evening', 'Bright morning', 'Calm afternoon']],
      ['Title Z-A', ['Calm afternoon', 'Bright morning', 'A hard evening']],
      ['Newest first', ['Bright morning', 'A hard evening', 'Calm afternoon']],
    ];
    for (const [label, expected] of expectations) {
      await user.selectOptions(sort, label);
      expect(titles(), label).toEqual(expected);
    }
  });

  it('shows a month calendar in the user’s time zone; picking a highlighted day shows its entries', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'June 2025' })).toBeInTheDocument();
    // 23:30 UTC on June 4 is 7:30 PM on June 4 in New York.
    const june4 = screen.getByRole('button', { name: 'Wednesday, June 4, 2025, 1 entry' });
    expect(screen.getByRole('button', { name: 'Tuesday, June 3, 2025, no entries' })).not.toHaveAttribute('data-has-entries');
    await user.click(june4);
    expect(june4).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['A hard evening']);

    // Keyboard: arrows move focus by day, Enter picks.
    june4.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thursday, June 5, 2025, 1 entry' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Bright morning']);
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('heading', { name: 'July 2025' })).toBeInTheDocument();
  });

  it('edits tags: Enter and Add, normalised, quick-add from other entries, removal; saves with the PATCH and a toast', async () => {
    let sent: unknown;
    const { user } = setup({
      [`PATCH /api/users/${USER_ID}/journal-entries/01C/tags`]: (req) => {
        sent = req.body;
        return { body: { ...ENTRIES[2], themes: (req.body as { themes: string[] }).themes } };
      },
    });
    await loaded();
    const card = screen.getAllByTestId('journal-entry')[2]!;
    await user.click(within(card).getByRole('button', { name: 'Edit tags of Calm afternoon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tags' });
    const input = within(dialog).getByLabelText('New tag');
    await user.type(input, '  Hope {Enter}');
    await user.type(input, 'SLEEP');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.type(input, 'Walks');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const current = () =>
      within(within(dialog).getByRole('list', { name: 'Current tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(current()).toEqual(['sleep', 'hope', 'walks']);
    await user.click(within(dialog).getByRole('button', { name: 'Add tag gratitude' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag sleep' }));
    expect(current()).toEqual(['hope', 'walks', 'gratitude']);
    expect(within(dialog).queryByRole('button', { name: 'Add tag gratitude' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Tags' }));
    expect(await screen.findByText('Tags updated')).toBeInTheDocument();
    expect(sent).toEqual({ themes: ['hope', 'walks', 'gratitude'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the spec toast when saving tags fails', async () => {
    const { user } = setup({
      [`PATCH /api/users/${USER_ID}/journal-entries/01A/tags`]: { status: 400, body: { message: 'An entry can have at most 20 tags' } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit tags of Bright morning' }));
    await user.click(await screen.findByRole('button', { name: 'Save Tags' }));
    expect(await screen.findByText('Failed to update tags')).toBeInTheDocument();
    expect(screen.getByText('An entry can have at most 20 tags')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Tags' })).toBeInTheDocument();
  });

  it('toggles Store Artifact / Stored with aria-pressed, the userId in the body, and the spec toasts', async () => {
    let stored = false;
    let sent: unknown;
    const { user } = setup({
      [`GET /api/users/${USER_ID}/journal-entries`]: () => ({ body: ENTRIES.map((e) => (e.id === '01A' ? { ...e, isArtifact: stored } : e)) }),
      'PATCH /api/journal-entries/01A/artifact': (req) => {
        sent = req.body;
        stored = (req.body as { isArtifact: boolean }).isArtifact;
        return { body: { ...ENTRIES[0], isArtifact: stored } };
      },
      'PATCH /api/journal-entries/01B/artifact': { status: 500, body: { message: 'Internal server error' } },
    });
    await loaded();
    const [first, second] = screen.getAllByTestId('journal-entry');
    const toggle = within(first!).getByRole('button', { name: 'Store Artifact' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Artifact stored')).toBeInTheDocument();
    expect(sent).toEqual({ isArtifact: true, userId: USER_ID });
    const storedButton = await within(first!).findByRole('button', { name: 'Stored' });
    expect(storedButton).toHaveAttribute('aria-pressed', 'true');
    await user.click(storedButton);
    expect(await screen.findByText('Artifact removed')).toBeInTheDocument();
    expect(sent).toEqual({ isArtifact: false, userId: USER_ID });

    await user.click(within(second!).getByRole('button', { name: 'Store Artifact' }));
    expect(await screen.findByText('Failed to update artifact status')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('says so when there are no entries yet', async () => {
    setup({}, []);
    expect(await screen.findByText('No journal entries yet', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Mood')).not.toBeInTheDocument();
  });
});
