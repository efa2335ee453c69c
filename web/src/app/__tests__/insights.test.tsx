import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JournalEntry, MonthlyReport, WeeklyAnalysis } from '@steady/shared';
import { renderApp } from '@/testing/render';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { makeEntry, makeSettings, testUser, USER_ID } from '@/testing/data';
import { makeMonthly, makeWeekly } from '@/features/insights/components/__tests__/fixtures';

function setup(
  path: string,
  data: { weekly?: () => WeeklyAnalysis[]; monthly?: () => MonthlyReport[]; entries?: JournalEntry[] } = {},
  extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {},
) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: testUser },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ timeZone: 'America/New_York' }) },
    [`GET /api/users/${USER_ID}/journal-entries`]: { body: data.entries ?? [] },
    [`GET /api/users/${USER_ID}/weekly-analyses`]: () => ({ body: data.weekly?.() ?? [] }),
    [`GET /api/users/${USER_ID}/monthly-reports`]: () => ({ body: data.monthly?.() ?? [] }),
    ...extra,
  });
  const user = userEvent.setup();
  return { ...net, user, ...renderApp(path) };
}

const daysAgo = (n: number, hour = 20) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe('Recovery Insights screen', { timeout: 20_000 }, () => {
  it('with nothing: the info hint, No Insights Available Yet, and Generate Insights', async () => {
    setup('/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovery Insights' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Insights Available Yet' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveAttribute('data-insight-type', 'info');
    expect(screen.getAllByRole('button', { name: 'Generate Insights' }).length).toBeGreaterThanOrEqual(1);
    // The chart says there is nothing to draw yet.
    expect(await screen.findByText('No moods recorded in the last 30 days yet.')).toBeInTheDocument();
  });

  it('weekly cards: date range, counts, mood badge variant, key insights, 3 themes, recommendations; wellness hint under 3 items', async () => {
    setup('/insights', {
      weekly: () => [makeWeekly(), makeWeekly({ weekStart: '2026-11-09', weekEnd: '2026-11-15', averageMood: 4.5, moodTrend: 'volatile' })],
    });
    const cards = await screen.findAllByTestId('weekly-analysis-card', {}, { timeout: 8000 });
    expect(cards).toHaveLength(2);
    const first = screen.getByRole('article', { name: 'Nov 16 – Nov 22, 2026' });
    expect(within(first).getByText('1,234')).toBeInTheDocument();
    expect(within(first).getByText('Entries')).toBeInTheDocument();
    expect(within(first).getByTestId('average-mood-badge')).toHaveTextContent('Mood 7.3/10');
    expect(within(first).getByTestId('average-mood-badge')).toHaveClass('bg-primary'); // >= 7: default
    expect(within(first).getByTestId('mood-trend-badge')).toHaveTextContent('Improving');
    expect(within(first).getByTestId('weekly-insights')).toHaveTextContent(makeWeekly().insights);
    expect(within(within(first).getByRole('list', { name: 'Dominant themes' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first).getByText('A third recommendation the dashboard does not show.')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Nov 9 – Nov 15, 2026' });
    expect(within(second).getByTestId('average-mood-badge')).toHaveClass('bg-destructive'); // < 5
    // A week with a steep low day is never labelled stable.
    expect(within(second).getByTestId('mood-trend-badge')).toHaveTextContent('Ups and downs');
    expect(screen.getByRole('note')).toHaveAttribute('data-insight-type', 'wellness');
    expect(screen.getByText('Weekly analyses are generated every Monday for the week before.')).toBeInTheDocument();
  });

  it('/monthly-reports opens the Monthly Reports tab; the progress hint shows the count', async () => {
    setup('/monthly-reports', { weekly: () => [makeWeekly(), makeWeekly({ weekStart: '2026-11-09', weekEnd: '2026-11-15' })], monthly: () => [makeMonthly()] });
    expect(await screen.findByRole('tab', { name: 'Monthly Reports', selected: true }, { timeout: 8000 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'October 2026' });
    expect(within(card).getByTestId('mood-trend-badge')).toHaveTextContent('Declining');
    for (const heading of ['Key Insights', 'Life Optimizations', 'Goals Achieved', 'Areas for Growth']) {
      expect(within(card).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('note')).toHaveAttribute('data-insight-type', 'progress');
    expect(screen.getByRole('note')).toHaveTextContent('You have 3 insights so far.');
    expect(screen.getByText('Monthly reports are generated on the first Monday of each month.')).toBeInTheDocument();
  });

  it('empty tabs say No Weekly Analyses Yet / No Monthly Reports Yet', async () => {
    const { user } = setup('/weekly-analysis', { monthly: () => [makeMonthly()] });
    expect(await screen.findByRole('heading', { name: 'No Weekly Analyses Yet' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Monthly Reports' }));
    expect(await screen.findByRole('article', { name: 'October 2026' })).toBeInTheDocument();
  });

  it("Generate Insights: 'Generating...' and disabled, then the lists refetch and a toast confirms", async () => {
    let weekly: WeeklyAnalysis[] = [];
    let release: () => void = () => {};
    const { user } = setup(
      '/insights',
      { weekly: () => weekly },
      {
        [`POST /api/users/${USER_ID}/unified-analysis`]: () =>
          new Promise((resolve) => {
            release = () => {
              weekly = [makeWeekly()];
              resolve({ body: { weeklyAnalysis: weekly[0], monthlyReport: makeMonthly() } });
            };
          }),
      },
    );
    await screen.findByRole('heading', { name: 'No Insights Available Yet' }, { timeout: 8000 });
    const [button] = screen.getAllByRole('button', { name: 'Generate Insights' });
    await user.click(button!);
    expect(await screen.findAllByRole('button', { name: 'Generating...' })).not.toHaveLength(0);
    for (const b of screen.getAllByRole('button', { name: 'Generating...' })) expect(b).toBeDisabled();
    release();
    expect(await screen.findByTestId('weekly-analysis-card')).toBeInTheDocument();
    expect(await screen.findByText('Insights Generated')).toBeInTheDocument();
  });

  it("a failed generation says Generation Failed with '{status}: {text}' when the server sends no message", async () => {
    const { user } = setup('/insights', {}, { [`POST /api/users/${USER_ID}/unified-analysis`]: { status: 503 } });
    await screen.findByRole('heading', { name: 'No Insights Available Yet' }, { timeout: 8000 });
    await user.click(screen.getAllByRole('button', { name: 'Generate Insights' })[0]!);
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('503: Error')).toBeInTheDocument();
  });

  it('the mood chart draws the last 30 days with a summary and a hidden table of the figures', async () => {
    const entries = [
      makeEntry({ id: 'a', moodScore: 4, createdAt: daysAgo(10) }),
      makeEntry({ id: 'b', moodScore: 6, createdAt: daysAgo(10, 21) }),
      makeEntry({ id: 'c', moodScore: 8, createdAt: daysAgo(2) }),
      makeEntry({ id: 'old', moodScore: 1, createdAt: daysAgo(45) }),
    ];
    setup('/insights', { entries });
    const chart = await screen.findByTestId('mood-chart', {}, { timeout: 8000 });
    const img = await within(chart).findByRole('img');
    expect(img).toHaveAccessibleName(/Mood Over the Last 30 Days.*Average mood 6\.0\/10 over 2 days with entries; your mood has been improving\./);
    expect(within(chart).getAllByTestId('mood-point')).toHaveLength(2);
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2 days
    expect(rows[1]).toHaveTextContent('5.0/10');
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[2]).toHaveTextContent('8.0/10');
    expect(within(chart).getByText('Mood (1-10)')).toBeInTheDocument();
  });
});
