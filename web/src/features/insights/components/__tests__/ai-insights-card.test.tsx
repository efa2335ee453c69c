import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MonthlyReport, UserSettings, WeeklyAnalysis } from '@steady/shared';
import { AiInsightsCard } from '../ai-insights-card';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { makeSettings, USER_ID } from '@/testing/data';
import { makeMonthly, makeWeekly } from './fixtures';

const WEEKLY = `GET /api/users/${USER_ID}/weekly-analyses`;
const MONTHLY = `GET /api/users/${USER_ID}/monthly-reports`;
const GENERATE = `POST /api/users/${USER_ID}/unified-analysis`;

function setup(
  weekly: () => WeeklyAnalysis[],
  monthly: () => MonthlyReport[],
  extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {},
  settings: Partial<UserSettings> = {},
) {
  seedSession(USER_ID);
  const net = stubFetch({
    [WEEKLY]: () => ({ body: weekly() }),
    [MONTHLY]: () => ({ body: monthly() }),
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ callTime: '19:30', ...settings }) },
    ...extra,
  });
  const user = userEvent.setup();
  renderWithProviders(<AiInsightsCard userId={USER_ID} />);
  return { ...net, user };
}

describe('AiInsightsCard (dashboard)', () => {
  it('with nothing: No Insights Available and Generate First Insights, which generates and then shows the tabs', async () => {
    let weekly: WeeklyAnalysis[] = [];
    let monthly: MonthlyReport[] = [];
    let release: () => void = () => {};
    const { user, requests } = setup(
      () => weekly,
      () => monthly,
      {
        [GENERATE]: () =>
          new Promise((resolve) => {
            release = () => {
              weekly = [makeWeekly()];
              monthly = [makeMonthly()];
              resolve({ body: { weeklyAnalysis: weekly[0], monthlyReport: monthly[0] } });
            };
          }),
      },
    );
    expect(await screen.findByText('No Insights Available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate First Insights' }));
    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('tab', { name: 'Current Insights', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Insights Generated')).toBeInTheDocument();
    expect(screen.getByText('Your unified insights have been generated successfully.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('Current Insights: the week pattern, up to 3 themes, 2 recommendations cut to 80 characters, and the call schedule', async () => {
    const { requests } = setup(
      () => [makeWeekly()],
      () => [],
    );
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: "This Week's Pattern" })).toBeInTheDocument();
    expect(within(panel).getByTestId('week-pattern')).toHaveTextContent('Mostly about sleep, work and family; your mood improved over the period.');
    expect(
      within(within(panel).getByRole('list', { name: 'Dominant themes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sleep', 'work', 'family']);
    const recs = within(within(panel).getByTestId('ai-recommendations')).getAllByRole('listitem');
    expect(recs).toHaveLength(2);
    expect(recs[0]!.textContent).toBe(`${makeWeekly().recommendations[0]!.slice(0, 80).trimEnd()}…`);
    expect(recs[1]!.textContent).toBe('Plan one short break in each work block; work was on your mind a lot.');
    expect(await within(panel).findByText('Scheduled')).toBeInTheDocument();
    expect(within(panel).getByText('Daily at 7:30 PM')).toBeInTheDocument();
    // One request on the dashboard: the latest weekly analysis (the monthly report waits for its tab).
    const mine = requests.filter((r) => r.path.endsWith('/weekly-analyses') || r.path.endsWith('/monthly-reports'));
    expect(mine.map((r) => `${r.path.split('/').pop()}?limit=${new URL(r.url, 'http://x').searchParams.get('limit')}`)).toEqual(['weekly-analyses?limit=1']);
    expect(screen.getByRole('link', { name: 'View All insights' })).toHaveAttribute('href', '/insights');
  });

  it("Weekly Analysis shows 'Completed'; Monthly Reports without a report shows the pending card", async () => {
    const { user, requests } = setup(
      () => [makeWeekly()],
      () => [],
    );
    await user.click(await screen.findByRole('tab', { name: 'Weekly Analysis' }));
    const weekly = screen.getByRole('tabpanel');
    expect(within(weekly).getByText('Completed')).toBeInTheDocument();
    expect(within(weekly).getByRole('heading', { name: 'Nov 16 – Nov 22, 2026' })).toBeInTheDocument();
    expect(within(weekly).getByText('4 entries')).toBeInTheDocument();
    expect(within(weekly).getByText('Mood 7.3/10')).toBeInTheDocument();
    expect(within(weekly).getByText(`${makeWeekly().insights.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(within(weekly).getByRole('link', { name: 'View Full Report' })).toHaveAttribute('href', '/insights');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monthly Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Not yet available')).toBeInTheDocument();
    const monthly = screen.getByRole('tabpanel');
    expect(requests.filter((r) => r.path.endsWith('/monthly-reports'))).toHaveLength(1);
    expect(
      within(monthly).getByText('Monthly reports are generated automatically at the end of each month with comprehensive life optimization insights.'),
    ).toBeInTheDocument();
    expect(within(monthly).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/insights');
  });

  it("Monthly Reports shows 'Available'; with weekly analyses switched off, Weekly Analysis says there are none", async () => {
    const { user } = setup(
      () => [],
      () => [makeMonthly()],
      {},
      { weeklyAnalysisEnabled: false },
    );
    await user.click(await screen.findByRole('tab', { name: 'Monthly Reports' }));
    expect(await screen.findByText('Available')).toBeInTheDocument();
    const monthly = screen.getByRole('tabpanel');
    expect(within(monthly).getByText('Available')).toBeInTheDocument();
    expect(within(monthly).getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Weekly Analysis' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No weekly analyses available yet.')).toBeInTheDocument();
  });

  it('a failed generation toasts Generation Failed with the message', async () => {
    const { user } = setup(
      () => [],
      () => [],
      { [GENERATE]: { status: 500, body: { message: 'Internal server error' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Generate First Insights' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate First Insights' })).toBeEnabled());
  });
});
