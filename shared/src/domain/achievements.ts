import { ENTRY_THRESHOLDS, STREAK_THRESHOLDS } from '../constants.js';

export type StreakBadge = 'Streak Broken' | 'Legend!' | 'On Fire!' | 'Building Momentum' | null;

/** Streak card badge (spec section 4). */
export function streakBadge(streak: number, broken: boolean): StreakBadge {
  if (broken) return 'Streak Broken';
  if (streak >= 30) return 'Legend!';
  if (streak >= 7) return 'On Fire!';
  if (streak >= 3) return 'Building Momentum';
  return null;
}

const days = (n: number) => `${n} more day${n === 1 ? '' : 's'}`;
const entries = (n: number) => `${n} more ${n === 1 ? 'entry' : 'entries'}`;

/**
 * The next achievement to reach (spec section 4). The spec's client always said "4 more days" for
 * Week Champion; here the count is the real one.
 */
export function achievementHint(streak: number, totalEntries: number): string {
  const [s3, s7, s14, s30] = STREAK_THRESHOLDS;
  const [e10, e20, e50] = ENTRY_THRESHOLDS;
  if (streak < s3) return `Write ${s3} days in a row to unlock Getting Started`;
  if (streak < s7) return `${days(s7 - streak)} to unlock Week Champion`;
  if (streak < s14) return `${days(s14 - streak)} to unlock Two Week Warrior`;
  if (streak < s30) return `${days(s30 - streak)} to unlock Streak Legend`;
  if (totalEntries < e10) return `${entries(e10 - totalEntries)} to unlock Journaling Enthusiast`;
  if (totalEntries < e20) return `${entries(e20 - totalEntries)} to unlock Regular Writer`;
  if (totalEntries < e50) return `${entries(e50 - totalEntries)} to unlock Journal Master`;
  return 'You have earned all achievements. Keep going!';
}
