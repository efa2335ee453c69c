import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { achievementsFromStats } from '@steady/shared';
import { AchievementsBoard } from '../achievements-board';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { USER_ID } from '@/testing/data';

const PATH = `GET /api/users/${USER_ID}/achievements`;
/** Ten entries, a best streak of 8 days, 1,200 words. */
const LIST = achievementsFromStats({ longestStreak: 8, totalEntries: 10, totalWords: 1200 });

function setup(reply: Parameters<typeof stubFetch>[0][string] = { body: LIST }) {
  seedSession(USER_ID);
  const net = stubFetch({ [PATH]: reply });
  const user = userEvent.setup();
  renderWithProviders(<AchievementsBoard userId={USER_ID} />);
  return { ...net, user };
}

const names = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('AchievementsBoard', () => {
  it('shows skeletons while loading, then every achievement with its state in words and an accessible progress value', async () => {
    setup(() => new Promise((resolve) => setTimeout(() => resolve({ body: LIST }), 50)));
    expect(screen.getByRole('status', { name: 'Loading achievements' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(screen.getByText('5 of 10')).toBeInTheDocument();
    expect(names()).toHaveLength(10);

    const week = screen.getByRole('article', { name: 'Week Champion' });
    expect(within(week).getByText('Unlocked')).toBeInTheDocument();
    expect(within(week).getByText('Uncommon')).toBeInTheDocument();
    const legend = screen.getByRole('article', { name: 'Streak Legend' });
    expect(within(legend).getByText('Locked')).toBeInTheDocument();
    expect(within(legend).getByText('Legendary')).toBeInTheDocument();
    const bar = within(legend).getByRole('progressbar', { name: 'Progress toward Streak Legend' });
    expect(bar).toHaveAttribute('aria-valuenow', '27');
    expect(bar).toHaveAttribute('aria-valuetext', '8 of 30 days, 27%');
    // Progress past the requirement is shown capped.
    expect(within(screen.getByRole('article', { name: 'First Entry' })).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 1 entries, 100%');
  });

  it('filters by Unlocked, Streaks, Milestones and Special, by click and by arrow keys', async () => {
    const { user } = setup();
    await screen.findByRole('tab', { name: 'All' });

    await user.click(screen.getByRole('tab', { name: 'Unlocked' }));
    expect(names()).toEqual(['Getting Started', 'Week Champion', 'Journaling Enthusiast', 'First Entry', 'Finding Your Words']);

    await user.click(screen.getByRole('tab', { name: 'Streaks' }));
    expect(names()).toEqual(['Getting Started', 'Week Champion', 'Two Week Warrior', 'Streak Legend']);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Milestones' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Milestones' })).toHaveFocus();
    expect(names()).toEqual(['Journaling Enthusiast', 'Regular Writer', 'Journal Master']);

    await user.keyboard('{ArrowRight}');
    expect(names()).toEqual(['First Entry', 'Finding Your Words', 'Wordsmith']);

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(names()).toHaveLength(10);
  });

  it('says so when no achievement is unlocked yet', async () => {
    const { user } = setup({ body: achievementsFromStats({ longestStreak: 0, totalEntries: 0, totalWords: 0 }) });
    await user.click(await screen.findByRole('tab', { name: 'Unlocked' }));
    expect(screen.getByText(/No achievements unlocked yet/)).toBeInTheDocument();
  });

  it("shows 'Error Loading Achievements' when the request fails, and can try again", async () => {
    let calls = 0;
    const { user } = setup(() => (++calls === 1 ? { status: 500, body: { message: 'Internal server error' } } : { body: LIST }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Achievements')).toBeInTheDocument();
    expect(within(alert).getByText('Please try refreshing the page.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
  });
});
