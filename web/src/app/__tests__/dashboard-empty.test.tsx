import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { emptySafetyPlan } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { makeSettings, makeStats, testUser, USER_ID, makeAgenda } from '@/testing/data';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

describe('the dashboard of a new account', { timeout: 20_000 }, () => {
  it('shows no mood average rather than 0.0/10 before any entry has a mood', async () => {
    seedSession(USER_ID);
    stubFetch({
      [`GET /api/users/${USER_ID}`]: { body: testUser },
      [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
      [`GET /api/users/${USER_ID}/stats`]: {
        body: makeStats({ totalEntries: 0, journalStreak: 0, longestJournalStreak: 0, averageMood: 0, moodCount: 0, totalWords: 0, achievement: undefined }),
      },
      [`GET /api/users/${USER_ID}/journal-entries`]: { body: [] },
      [`GET /api/users/${USER_ID}/artifacts`]: { body: [] },
      [`GET /api/users/${USER_ID}/agenda`]: { body: makeAgenda() },
      [`GET /api/users/${USER_ID}/weekly-analyses`]: { body: [] },
      [`GET /api/users/${USER_ID}/safety-plan`]: { body: emptySafetyPlan(USER_ID) },
      [`GET /api/users/${USER_ID}/care-team`]: { body: [] },
    });
    renderApp('/dashboard');
    const card = (await screen.findByText('Mood Average', {}, { timeout: 8000 })).closest('li')!;
    expect(within(card).getByText('No mood yet')).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/0\.0/);
    expect(within(card).getByText('your first entry sets it')).toBeInTheDocument();
  });
});
