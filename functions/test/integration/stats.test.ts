import { localDate, shiftDate } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { tableDb } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/**
 * The dashboard's stats are one read (docs/performance.md, "The request path of GET /stats"): the
 * stats item carries the time zone the streak is counted in, written with the settings.
 * Two zones 25 hours apart are always on different dates: a last entry "yesterday" in Pago Pago is
 * a live streak there and a broken one in Kiritimati.
 */
const EARLY = 'Pacific/Pago_Pago';
const LATE = 'Pacific/Kiritimati';

async function streakEndingYesterdayIn(zone: string, u: Caller) {
  const yesterday = shiftDate(localDate(new Date(), zone), -1);
  await tableDb().entities.stats.patch({ userId: u.id }).set({ totalEntries: 3, currentStreak: 3, longestStreak: 3, lastEntryDate: yesterday }).go();
}

const streak = async (u: Caller) => (await api(`/api/users/${u.id}/stats`, { token: u.token })).body as { journalStreak: number; streakBroken: boolean };
const saveZone = async (u: Caller, timeZone: string) =>
  expect((await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { timeZone } })).body).toMatchObject({ timeZone });

describe('GET /stats counts the streak in the time zone the person saved', () => {
  it('keeps the zone on the stats item from registration and every zone change, and counts the day there', async () => {
    const u = await newUser();
    expect((await tableDb().entities.stats.get({ userId: u.id }).go()).data?.timeZone).toBe('America/Chicago');
    await saveZone(u, EARLY);
    expect((await tableDb().entities.stats.get({ userId: u.id }).go()).data?.timeZone).toBe(EARLY);
    await streakEndingYesterdayIn(EARLY, u);
    expect(await streak(u)).toMatchObject({ journalStreak: 3, streakBroken: false });
    await saveZone(u, LATE);
    expect((await tableDb().entities.stats.get({ userId: u.id }).go()).data?.timeZone).toBe(LATE);
    expect(await streak(u)).toMatchObject({ journalStreak: 0, streakBroken: true });
  });

  it('reads the zone from the settings for a stats item written before it carried one', async () => {
    const u = await newUser();
    await saveZone(u, EARLY);
    await tableDb().entities.stats.patch({ userId: u.id }).remove(['timeZone']).go();
    await streakEndingYesterdayIn(EARLY, u);
    expect(await streak(u)).toMatchObject({ journalStreak: 3, streakBroken: false });
    await saveZone(u, LATE);
    await tableDb().entities.stats.patch({ userId: u.id }).remove(['timeZone']).go();
    expect(await streak(u)).toMatchObject({ journalStreak: 0, streakBroken: true });
  });
});
