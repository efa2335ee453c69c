import { ENTRY_THRESHOLDS, STREAK_THRESHOLDS, WORD_THRESHOLDS } from '../constants.js';
import type { Achievement } from '../contracts/achievements.js';
import { formatCount } from './text.js';

export type StreakBadge = 'Streak Broken' | 'Legend!' | 'On Fire!' | 'Building Momentum' | null;

/** Streak card badge: 'Streak Broken' when broken, else by length (30+, 7+, 3+ days), else none. */
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
 * The next achievement to reach. The spec's client always said "4 more days" for
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

/** Progress toward an achievement: current over requirement as a percentage, capped at 100. */
export function achievementProgress(current: number, requirement: number): number {
  if (!(requirement > 0)) return 100;
  const pct = Math.round((Math.max(0, current) / requirement) * 100);
  return Math.min(100, pct);
}

type Measure = 'longestStreak' | 'totalEntries' | 'totalWords';
type AchievementDef = Omit<Achievement, 'current' | 'unlocked' | 'unit'> & { measure: Measure };
const UNITS: Record<Measure, Achievement['unit']> = { longestStreak: 'days', totalEntries: 'entries', totalWords: 'words' };

/**
 * Every achievement, in display order. Streak achievements measure the longest streak so that a badge
 * once earned stays earned when a streak breaks; entry and word achievements only ever grow.
 */
export const ACHIEVEMENTS: readonly AchievementDef[] = [
  {
    id: 'getting-started',
    name: 'Getting Started',
    description: `Journal ${STREAK_THRESHOLDS[0]} days in a row`,
    icon: 'sprout',
    type: 'streak',
    rarity: 'common',
    requirement: STREAK_THRESHOLDS[0],
    measure: 'longestStreak',
  },
  {
    id: 'week-champion',
    name: 'Week Champion',
    description: `Journal ${STREAK_THRESHOLDS[1]} days in a row`,
    icon: 'flame',
    type: 'streak',
    rarity: 'uncommon',
    requirement: STREAK_THRESHOLDS[1],
    measure: 'longestStreak',
  },
  {
    id: 'two-week-warrior',
    name: 'Two Week Warrior',
    description: `Journal ${STREAK_THRESHOLDS[2]} days in a row`,
    icon: 'shield',
    type: 'streak',
    rarity: 'rare',
    requirement: STREAK_THRESHOLDS[2],
    measure: 'longestStreak',
  },
  {
    id: 'streak-legend',
    name: 'Streak Legend',
    description: `Journal ${STREAK_THRESHOLDS[3]} days in a row`,
    icon: 'crown',
    type: 'streak',
    rarity: 'legendary',
    requirement: STREAK_THRESHOLDS[3],
    measure: 'longestStreak',
  },
  {
    id: 'journaling-enthusiast',
    name: 'Journaling Enthusiast',
    description: `Write ${ENTRY_THRESHOLDS[0]} journal entries`,
    icon: 'book-open',
    type: 'milestone',
    rarity: 'common',
    requirement: ENTRY_THRESHOLDS[0],
    measure: 'totalEntries',
  },
  {
    id: 'regular-writer',
    name: 'Regular Writer',
    description: `Write ${ENTRY_THRESHOLDS[1]} journal entries`,
    icon: 'notebook-pen',
    type: 'milestone',
    rarity: 'uncommon',
    requirement: ENTRY_THRESHOLDS[1],
    measure: 'totalEntries',
  },
  {
    id: 'journal-master',
    name: 'Journal Master',
    description: `Write ${ENTRY_THRESHOLDS[2]} journal entries`,
    icon: 'library',
    type: 'milestone',
    rarity: 'epic',
    requirement: ENTRY_THRESHOLDS[2],
    measure: 'totalEntries',
  },
  {
    id: 'first-entry',
    name: 'First Entry',
    description: 'Write your first journal entry',
    icon: 'pen-line',
    type: 'special',
    rarity: 'common',
    requirement: 1,
    measure: 'totalEntries',
  },
  {
    id: 'finding-your-words',
    name: 'Finding Your Words',
    description: `Write ${formatCount(WORD_THRESHOLDS.firstWords)} words in your journal`,
    icon: 'message-square-text',
    type: 'special',
    rarity: 'uncommon',
    requirement: WORD_THRESHOLDS.firstWords,
    measure: 'totalWords',
  },
  {
    id: 'wordsmith',
    name: 'Wordsmith',
    description: `Write ${formatCount(WORD_THRESHOLDS.wordsmith)} words in your journal`,
    icon: 'feather',
    type: 'special',
    rarity: 'epic',
    requirement: WORD_THRESHOLDS.wordsmith,
    measure: 'totalWords',
  },
];

/** The achievements of a person from their stored stats. */
export function achievementsFromStats(s: { longestStreak: number; totalEntries: number; totalWords: number }): Achievement[] {
  return ACHIEVEMENTS.map(({ measure, ...def }) => {
    const current = Math.max(0, Math.floor(s[measure]));
    return { ...def, current, unit: UNITS[measure], unlocked: current >= def.requirement };
  });
}
