import type { DashboardStats } from '../contracts/journal.js';
import { daysBetween, localDate } from './dates.js';
import { achievementHint } from './achievements.js';

/** What is stored in the one stats item per user. */
export interface StatsState {
  totalEntries: number;
  totalWords: number;
  moodSum: number;
  moodCount: number;
  currentStreak: number;
  longestStreak: number;
  /** Local calendar date ('yyyy-MM-dd') of the newest entry, in the user's time zone. */
  lastEntryDate: string | null;
}

export const EMPTY_STATS: StatsState = {
  totalEntries: 0,
  totalWords: 0,
  moodSum: 0,
  moodCount: 0,
  currentStreak: 0,
  longestStreak: 0,
  lastEntryDate: null,
};

/** Adds one entry written on local date `date` to the stats. */
export function addEntryToStats(prev: StatsState, entry: { wordCount: number; moodScore: number | null; date: string }): StatsState {
  let currentStreak = prev.currentStreak;
  let lastEntryDate = prev.lastEntryDate;
  if (lastEntryDate === null) {
    currentStreak = 1;
    lastEntryDate = entry.date;
  } else {
    const gap = daysBetween(lastEntryDate, entry.date);
    if (gap === 1) currentStreak += 1;
    else if (gap > 1) currentStreak = 1;
    // gap 0: same day, streak unchanged; gap < 0: a back-dated entry does not move the streak.
    if (gap > 0) lastEntryDate = entry.date;
  }
  return {
    totalEntries: prev.totalEntries + 1,
    totalWords: prev.totalWords + entry.wordCount,
    moodSum: prev.moodSum + (entry.moodScore ?? 0),
    moodCount: prev.moodCount + (entry.moodScore === null ? 0 : 1),
    currentStreak,
    longestStreak: Math.max(prev.longestStreak, currentStreak),
    lastEntryDate,
  };
}

/** Stats of a whole history at once, for seeding and repair. */
export function statsFromEntries(entries: { wordCount: number; moodScore: number | null; createdAt: string }[], timeZone: string): StatsState {
  return [...entries]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .reduce((s, e) => addEntryToStats(s, { ...e, date: localDate(e.createdAt, timeZone) }), EMPTY_STATS);
}

/**
 * The dashboard view of the stored stats on a given local day: a streak whose last entry is older
 * than yesterday is broken and counts 0.
 */
export function dashboardStats(s: StatsState, today: string): DashboardStats {
  const alive = s.lastEntryDate !== null && daysBetween(s.lastEntryDate, today) <= 1;
  const journalStreak = alive ? s.currentStreak : 0;
  const averageMood = s.moodCount === 0 ? 0 : Math.round((s.moodSum / s.moodCount) * 10) / 10;
  return {
    totalEntries: s.totalEntries,
    journalStreak,
    longestJournalStreak: s.longestStreak,
    streakBroken: !alive && s.totalEntries > 0,
    averageMood,
    moodCount: s.moodCount,
    totalWords: s.totalWords,
    achievement: achievementHint(journalStreak, s.totalEntries),
  };
}
