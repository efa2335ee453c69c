import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JournalEntry } from '@steady/shared';
import { renderApp } from '@/testing/render';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { makeAgenda, makeEntry, makeSettings, makeStats, testUser, USER_ID } from '@/testing/data';

const art = (id: string, title: string, extra: Partial<JournalEntry> = {}) => makeEntry({ id, title, isArtifact: true, ...extra });

function setup(path: string, artifacts: () => JournalEntry[], extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: testUser },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
    [`GET /api/users/${USER_ID}/stats`]: { body: makeStats() },
    [`GET /api/users/${USER_ID}/journal-entries`]: { body: [] },
    [`GET /api/users/${USER_ID}/artifacts`]: () => ({ body: artifacts() }),
    // The dashboard's banner reads the newest three and the count from the agenda.
    [`GET /api/users/${USER_ID}/agenda`]: () => ({ body: makeAgenda({ artifacts: { recent: artifacts().slice(0, 3), total: artifacts().length } }) }),
    ...extra,
  });
  const user = userEvent.setup();
  return { ...net, user, ...renderApp(path) };
}

describe('Artifacts page', { timeout: 20_000 }, () => {
  it('shows the grid with the count, 200-character cut with Read more, 3 themes plus +N, cycling styles', async () => {
    const long = `${'m'.repeat(195)} tail of the story that goes past two hundred characters`;
    const list = [
      art('1', 'First light', { content: long, themes: ['a', 'b', 'c', 'd', 'e'] }),
      ...Array.from({ length: 6 }, (_, i) => art(`x${i}`, `Moment ${i}`)),
    ];
    const { user } = setup('/artifacts', () => list);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Artifacts' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('7 Treasured Moments')).toBeInTheDocument();
    const cards = screen.getAllByTestId('artifact-card');
    expect(cards.map((c) => c.dataset.style)).toEqual(['0', '1', '2', '3', '4', '5', '0']);
    const first = cards[0]!;
    expect(within(first).queryByText(long)).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Read more' }));
    expect(within(first).getByText(long)).toBeInTheDocument();
    const themes = within(within(first).getByRole('list', { name: 'Themes' })).getAllByRole('listitem');
    expect(themes.map((t) => t.textContent)).toEqual(['a', 'b', 'c', '+2and 2 more']);
  });

  it('says 1 Treasured Moment, removes with the x control and a toast, and shows the empty state', async () => {
    let list = [art('1', 'Only one')];
    let sent: unknown;
    const { user } = setup('/artifacts', () => list, {
      'PATCH /api/journal-entries/1/artifact': (req) => {
        sent = req.body;
        list = [];
        return { body: { ...art('1', 'Only one'), isArtifact: false } };
      },
    });
    expect(await screen.findByText('1 Treasured Moment', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Only one from artifacts' }));
    expect(await screen.findByText('Artifact removed')).toBeInTheDocument();
    expect(sent).toEqual({ isArtifact: false });
    expect(await screen.findByText('No artifacts yet')).toBeInTheDocument();
    expect(screen.getByText('0 Treasured Moments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Journal Entries' })).toHaveAttribute('href', '/journal-entries');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('toasts Failed to remove artifact when removal fails, and keeps the card', async () => {
    const { user } = setup('/artifacts', () => [art('1', 'Kept')], {
      'PATCH /api/journal-entries/1/artifact': { status: 500, body: { message: 'Internal server error' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Kept from artifacts' }, { timeout: 8000 }));
    expect(await screen.findByText('Failed to remove artifact')).toBeInTheDocument();
    expect(screen.getByTestId('artifact-card')).toBeInTheDocument();
  });
});

describe('Dashboard Artifacts Collection banner', () => {
  it('shows 3 artifacts cut at 80 characters, +N more and View All, only when there are artifacts', async () => {
    const list = Array.from({ length: 5 }, (_, i) => art(`a${i}`, `Keep ${i}`, { content: `${'k'.repeat(90)}${i}` }));
    setup('/dashboard', () => list);
    const banner = await screen.findByTestId('artifacts-banner', {}, { timeout: 8000 });
    expect(within(banner).getByRole('heading', { name: 'Artifacts Collection' })).toBeInTheDocument();
    expect(within(banner).getAllByRole('listitem')).toHaveLength(3);
    expect(within(banner).getAllByText(`${'k'.repeat(80)}…`)).toHaveLength(3);
    expect(within(banner).getByText('+2 more')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'View All artifacts' })).toHaveAttribute('href', '/artifacts');
  });

  it('is absent without artifacts', async () => {
    const { requests } = setup('/dashboard', () => []);
    await screen.findByRole('heading', { level: 1, name: 'Recovery Dashboard' }, { timeout: 8000 });
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/agenda'))).toBe(true));
    expect(screen.queryByTestId('artifacts-banner')).not.toBeInTheDocument();
  });
});
