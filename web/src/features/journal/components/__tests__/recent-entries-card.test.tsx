import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecentEntriesCard } from '../recent-entries-card';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { makeEntry, USER_ID } from '@/testing/data';

const ENTRIES = `GET /api/users/${USER_ID}/journal-entries`;

describe('RecentEntriesCard', () => {
  it('asks for 3 entries, cuts text at 150 characters, shows reading time, 2 themes and the date', async () => {
    const long = 'I noticed the urge and named it. '.repeat(10); // 330 characters
    const { requests } = stubFetch({
      [ENTRIES]: {
        body: [
          makeEntry({
            id: '1',
            title: 'Long day',
            content: long,
            wordCount: 201,
            themes: ['cravings', 'coping', 'family'],
            createdAt: '2025-06-05T23:30:00.000Z',
          }),
          makeEntry({ id: '2', title: 'Short note', content: 'Slept well.', wordCount: 2 }),
          makeEntry({ id: '3', title: 'Third' }),
          makeEntry({ id: '4', title: 'Fourth, not shown' }),
        ],
      },
    });
    renderWithProviders(<RecentEntriesCard userId={USER_ID} timeZone="America/New_York" />);

    const items = await screen.findAllByTestId('recent-entry');
    expect(items).toHaveLength(3);
    expect(screen.queryByText('Fourth, not shown')).not.toBeInTheDocument();
    expect(requests[0]!.url).toContain('limit=3');

    const first = within(items[0]!);
    const text = first.getByTestId('recent-entry-text').textContent!;
    expect(text).toBe(`${long.slice(0, 150).trimEnd()}…`);
    expect(text.replace('…', '').length).toBeLessThanOrEqual(150);
    expect(first.getByText('2 min read')).toBeInTheDocument();
    expect(first.getByText('cravings')).toBeInTheDocument();
    expect(first.getByText('coping')).toBeInTheDocument();
    expect(first.queryByText('family')).not.toBeInTheDocument();
    expect(first.getByText('Jun 5, 2025 7:30 PM')).toBeInTheDocument();
    expect(first.getByText('Mood 7/10')).toBeInTheDocument();

    const second = within(items[1]!);
    expect(second.getByTestId('recent-entry-text')).toHaveTextContent(/^Slept well\.$/);
    expect(second.getByText('1 min read')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View All recent entries' })).toHaveAttribute('href', '/journal-entries');
  });

  it('shows 3 placeholder rows while loading', () => {
    stubFetch({ [ENTRIES]: () => new Promise(() => {}) });
    renderWithProviders(<RecentEntriesCard userId={USER_ID} />);
    expect(screen.getByRole('status', { name: 'Loading recent entries' })).toBeInTheDocument();
    expect(screen.getAllByTestId('entry-skeleton')).toHaveLength(3);
  });

  it('shows the empty state', async () => {
    stubFetch({ [ENTRIES]: { body: [] } });
    renderWithProviders(<RecentEntriesCard userId={USER_ID} />);
    expect(await screen.findByText('No journal entries yet.')).toBeInTheDocument();
    expect(screen.getByText('Your entries will appear here after your daily calls.')).toBeInTheDocument();
  });
});
