import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseloadAnalytics, StudentAnalytics, StudentAnalyticsRow } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { makeSettings, testUser, USER_ID } from '@/testing/data';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

const coach = { ...testUser, name: 'Dr. Maya Chen', role: 'coach' as const };
const CASELOAD = `GET /api/users/${USER_ID}/coach/analytics`;

const row = (over: Partial<StudentAnalyticsRow>): StudentAnalyticsRow => ({
  studentId: 'ana',
  name: 'Ana Lopez',
  relationshipType: 'coach',
  entries: 6,
  entriesPerWeek: 1.4,
  moodAverage: 6.5,
  moodTrend: 'improving',
  adherence: { scheduled: 10, answered: 8, rate: 0.8 },
  currentStreak: 2,
  longestStreak: 4,
  lastEntryAt: '2026-11-20T01:00:00.000Z',
  topThemes: [{ theme: 'recovery', count: 3 }],
  ...over,
});
const ANA = row({});
const BEN = row({ studentId: 'ben', name: 'Ben Ortiz', moodAverage: 3.2, moodTrend: 'declining', adherence: { scheduled: 10, answered: 3, rate: 0.3 } });
const CY = row({ studentId: 'cy', name: 'Cy Quiet', entries: 0, entriesPerWeek: 0, moodAverage: null, moodTrend: 'stable', topThemes: [], lastEntryAt: null });

const studentOf = (r: StudentAnalyticsRow): StudentAnalytics => ({
  rangeDays: 30,
  generatedAt: '2026-11-23T12:00:00.000Z',
  start: '2026-10-25',
  end: '2026-11-23',
  timeZone: 'America/New_York',
  student: r,
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
    averageMood: i === 29 ? 6 : null,
    entries: i === 29 ? 1 : 0,
  })),
  weeks: [{ weekStart: '2026-11-16', days: 7, entries: 1, averageMood: 6, adherence: r.adherence, themes: [{ theme: 'recovery', count: 1 }] }],
  themes: [{ theme: 'recovery', count: 1 }],
});

function setup(caseload: RouteHandler | { status?: number; body?: unknown }) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: coach },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ timeZone: 'America/New_York' }) },
    [`GET /api/users/${USER_ID}/coach/alerts`]: { body: [] },
    [CASELOAD]: caseload,
    [`GET /api/users/${USER_ID}/coach/students/ana/analytics`]: { body: studentOf(ANA) },
    [`GET /api/users/${USER_ID}/coach/students/ben/analytics`]: { body: studentOf(BEN) },
    [`GET /api/coaches/${USER_ID}/clients/ana/form-scores`]: { body: [] },
    [`GET /api/coaches/${USER_ID}/clients/ben/form-scores`]: { body: [] },
  });
  return { ...net, user: userEvent.setup(), ...renderApp('/coach-dashboard/analytics') };
}

const names = () => screen.getAllByTestId('caseload-row').map((r) => within(r).getByRole('rowheader').querySelector('button')!.textContent);

describe('Coach analytics', { timeout: 20_000 }, () => {
  it('shows the caseload, sorts it from the keyboard, and switches the range', async () => {
    const { user, requests } = setup({
      body: { rangeDays: 30, generatedAt: '2026-11-23T12:00:00.000Z', students: [ANA, BEN, CY] } satisfies CaseloadAnalytics,
    });
    await screen.findByTestId('caseload-table', {}, { timeout: 8000 });
    expect(names()).toEqual(['Ana Lopez', 'Ben Ortiz', 'Cy Quiet']);
    const ben = screen.getAllByTestId('caseload-row')[1]!;
    expect(ben).toHaveTextContent('3.2/10');
    expect(ben).toHaveTextContent('Declining');
    expect(ben).toHaveTextContent('30% (3 of 10)');

    const moodHeader = screen.getByRole('columnheader', { name: /Avg mood/ });
    within(moodHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(moodHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ben Ortiz', 'Ana Lopez', 'Cy Quiet']); // no mood sorts last
    await user.keyboard('{Enter}');
    expect(moodHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Ana Lopez', 'Ben Ortiz', 'Cy Quiet']);

    // The first student's charts show; the picker changes them.
    expect(await screen.findByTestId('analytics-mood-chart-summary')).toHaveTextContent(
      'Average mood 6.5/10 over 1 day with shared entries; trend: improving.',
    );
    await user.selectOptions(screen.getByLabelText('Student'), 'ben');
    await waitFor(() => expect(screen.getByTestId('analytics-adherence-chart-summary')).toHaveTextContent('Answered 3 of 10 scheduled check-in calls (30%).'));

    await user.click(screen.getByRole('button', { name: '90 days' }));
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.some((r) => r.path === CASELOAD.slice(4) && r.url.includes('range=90'))).toBe(true));
  });

  it('an error offers Try again; an empty caseload says what to do next', async () => {
    let fail = true;
    const { user } = setup(() =>
      fail ? { status: 500, body: { message: 'Internal server error' } } : { body: { rangeDays: 30, generatedAt: '', students: [] } },
    );
    expect(await screen.findByText('Error Loading Analytics', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No students share their journal with you yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a student' })).toHaveAttribute('href', '/my-circle');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
