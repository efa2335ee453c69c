import { achievementsFromStats, type Achievement } from '@steady/shared';
import { notFound } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';

/**
 * Achievements from the one stats item (one GetItem), read as the journal's stats are. Streaks use
 * the longest streak, so a badge once earned stays earned.
 */
export async function getAchievements(rt: Runtime, userId: string): Promise<Achievement[]> {
  const { data } = await rt.db.entities.stats.get({ userId }).go();
  if (!data) throw notFound('User not found');
  return achievementsFromStats(data);
}
