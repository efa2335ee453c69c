import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySafetyPlan, type CareTeamContact, type SafetyPlan } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { makeEntry, makeSettings, makeStats, testUser, USER_ID, makeAgenda } from '@/testing/data';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

const plan: SafetyPlan = {
  ...emptySafetyPlan(USER_ID),
  warningSigns: ['I stop answering my phone'],
  copingStrategies: ['Walk around the block'],
  helpContacts: [{ name: 'Dana', phone: '(415) 555-0144' }],
  safeEnvironment: ['Dana keeps my pills'],
  reasonForLiving: 'My daughter',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const team: CareTeamContact[] = [{ memberId: 'coach-1', name: 'Dr. Maya Chen', phoneNumber: '+14155550102', relationshipType: 'coach' }];

function setup(entries: ReturnType<typeof makeEntry>[]) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: testUser },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
    [`GET /api/users/${USER_ID}/stats`]: { body: makeStats({ journalStreak: 4, achievement: '3 more days to unlock Week Champion' }) },
    [`GET /api/users/${USER_ID}/journal-entries`]: { body: entries },
    [`GET /api/users/${USER_ID}/artifacts`]: { body: [] },
    [`GET /api/users/${USER_ID}/agenda`]: { body: makeAgenda() },
    [`GET /api/users/${USER_ID}/weekly-analyses`]: { body: [] },
    [`GET /api/users/${USER_ID}/safety-plan`]: { body: plan },
    [`GET /api/users/${USER_ID}/care-team`]: { body: team },
  });
  return { ...net, user: userEvent.setup(), ...renderApp('/dashboard') };
}

const recentCrisis = () => makeEntry({ id: 'crisis-1', crisisDetected: true, createdAt: new Date(Date.now() - 3_600_000).toISOString() });

describe('the dashboard while the crisis panel shows', { timeout: 20_000 }, () => {
  it('shows the panel, the safety plan summary and the care team in place of the streak and achievement nudges', async () => {
    setup([recentCrisis(), makeEntry({ id: 'calm-1' })]);
    // The first test of the file also loads the lazy dashboard route: give it the time the others get.
    const panel = await screen.findByRole('region', { name: 'Crisis support' }, { timeout: 8000 });
    expect(await within(panel).findByRole('link', { name: 'Call Dana' })).toHaveAttribute('href', 'tel:4155550144');
    const summary = await screen.findByTestId('safety-plan-summary');
    expect(summary).toHaveTextContent('What matters most to you: My daughter');
    expect(within(summary).getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
    const care = await screen.findByRole('region', { name: 'Contact your care team' });
    expect(within(care).getByRole('link', { name: 'Call Dr. Maya Chen' })).toHaveAttribute('href', 'tel:+14155550102');
    // The stats stay; the nudges do not.
    expect(await screen.findByTestId('streak-card')).toHaveTextContent('4 days');
    expect(screen.queryByTestId('achievement-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daily Check-in' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/streak alive|day streak|in a row|Building Momentum/);
  });

  it('Hide for now brings the usual dashboard back, and stays hidden for that entry', async () => {
    const { user, unmount } = setup([recentCrisis()]);
    await user.click(await screen.findByRole('button', { name: 'Hide for now' }, { timeout: 8000 }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Crisis support' })).not.toBeInTheDocument());
    expect(await screen.findByTestId('achievement-banner')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Daily Check-in' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(`crisisPanelDismissed:${USER_ID}`)!)).toEqual(['crisis-1']);
    unmount();
    setup([recentCrisis()]);
    expect(await screen.findByTestId('achievement-banner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Crisis support' })).not.toBeInTheDocument();
  });

  it('a new crisis entry after a hidden one shows the panel again', async () => {
    window.localStorage.setItem(`crisisPanelDismissed:${USER_ID}`, JSON.stringify(['crisis-1']));
    setup([makeEntry({ id: 'crisis-2', crisisDetected: true, createdAt: new Date().toISOString() }), recentCrisis()]);
    expect(await screen.findByRole('region', { name: 'Crisis support' })).toBeInTheDocument();
  });

  it('without a recent crisis it keeps the nudges and asks for neither the plan nor the care team', async () => {
    const { requests } = setup([makeEntry({ id: 'calm-1' }), makeEntry({ id: 'old', crisisDetected: true, createdAt: '2020-01-01T00:00:00.000Z' })]);
    expect(await screen.findByTestId('achievement-banner')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Daily Check-in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Crisis support' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/safety-plan') || r.path.endsWith('/care-team'))).toBe(false);
  });
});
