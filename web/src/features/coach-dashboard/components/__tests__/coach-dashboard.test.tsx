import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttentionItem, CoachInsights, CoachStudent } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { makeSettings, testUser, USER_ID } from '@/testing/data';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

const coach = { ...testUser, name: 'Dr. Maya Chen', role: 'coach' as const };

const student = (over: Partial<CoachStudent>): CoachStudent => ({
  userId: 'student-1',
  name: 'Jordan Rivera',
  email: null,
  status: 'active',
  relationshipType: 'coach',
  canViewEntries: true,
  canCommentEntries: true,
  totalSessions: 12,
  lastInteractionAt: '2025-06-05T23:00:00.000Z',
  latestEntryId: '01JENTRY',
  connectedAt: '2025-05-01T00:00:00.000Z',
  ...over,
});

const INSIGHTS: CoachInsights = {
  stats: { students: 2, active: 2, sessions: 12, averageMood: null, activity: 0, upcoming: 1 },
  recentActivity: [],
  activeStudents: [student({})],
};
const ATTENTION: AttentionItem[] = [
  { userId: 'student-1', name: 'Jordan Rivera', severity: 100, reasons: [{ signal: 'crisis_alert', text: 'Open urgent crisis alert, not yet acknowledged' }] },
];

function setup(path: string, user = coach as typeof testUser) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: user },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ timeZone: 'America/Los_Angeles' }) },
    [`GET /api/users/${USER_ID}/coach/alerts`]: { body: [] },
    [`GET /api/users/${USER_ID}/coach/insights`]: { body: INSIGHTS },
    [`GET /api/users/${USER_ID}/coach/needs-attention`]: { body: ATTENTION },
    [`GET /api/users/${USER_ID}/coach/students`]: {
      body: [student({}), student({ userId: 'student-2', name: 'Theo Nguyen', canViewEntries: false, canCommentEntries: false, latestEntryId: null })],
    },
    [`POST /api/users/${USER_ID}/coach/needs-attention/student-1/dismiss`]: { status: 204 },
  });
  return { ...net, user: userEvent.setup(), ...renderApp(path) };
}

describe('Coach Dashboard', { timeout: 20_000 }, () => {
  it('shows the frame, six stat cards (no mood without one), the tabs and Needs attention with its reason', async () => {
    setup('/coach-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Manage your students and provide personalized coaching support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coach Settings' })).toHaveAttribute('href', '/coach-dashboard/settings');
    const stats = await screen.findAllByTestId('coach-stat');
    expect(stats.map((s) => s.querySelector('h2')?.textContent)).toEqual(['Students', 'Active', 'Sessions', 'Avg Mood', 'Activity', 'Upcoming']);
    expect(stats[3]).toHaveTextContent('—');
    const tabs = within(screen.getByRole('navigation', { name: 'Coach Dashboard sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Students',
      'Journal Entries',
      'Forms',
      'Analytics',
      'Availability',
      'Sessions',
      'Marketplace',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    const item = await screen.findByTestId('attention-item');
    expect(item).toHaveTextContent('Jordan Rivera');
    expect(item).toHaveTextContent('Open urgent crisis alert, not yet acknowledged');
  });

  it('dismisses a student for today', async () => {
    const { user, requests } = setup('/coach-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Dismiss Jordan Rivera for today' }, { timeout: 8000 }));
    expect(await screen.findByText('Nobody needs attention right now.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/needs-attention/student-1/dismiss'))).toBe(true);
  });

  it('Students: View only with canViewEntries, Comment only with canCommentEntries, Message opens the conversation', async () => {
    setup('/coach-dashboard/students');
    expect(await screen.findByRole('heading', { name: 'Your Students' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View entries of Jordan Rivera' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'View entries of Theo Nguyen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comment on the latest entry of Theo Nguyen' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Message Jordan Rivera' })).toHaveAttribute('href', '/messages/student-1');
  });

  it("a patient sees 'Coach Access Required' and nothing of the caseload is asked for", async () => {
    const { requests } = setup('/coach-dashboard', testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach Access Required' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('This dashboard is only available for users with coach privileges.')).toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('/coach/insights'))).toBe(false);
  });
});
