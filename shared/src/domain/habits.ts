import type { HabitFrequency, HabitSummary, HabitWeekProgress } from '../contracts/habits.js';
import { daysBetween, shiftDate } from './dates.js';

/**
 * Wellness Habits: the current streak and the weekly score (the spec's client showed fixed
 * placeholders; these are the working figures). All dates are the user's local 'yyyy-MM-dd'.
 *
 * Weekly score, defined:
 * - The week is Monday to Sunday of the user's local calendar (weekly analyses run on Mondays too).
 * - Each active habit expects a number of units per week from its frequency (HABIT_WEEKLY_UNITS):
 *   daily 7, weekdays 5, weekends 2, 3x_week 3 — one unit per qualifying day — and weekly 1,
 *   custom 1 — one unit for the whole week.
 * - A day-based habit earns, for each qualifying day, min(1, value logged that day / targetValue)
 *   (half of a 2-glass target is half a day); qualifying days are every day for daily and
 *   3x_week, Monday-Friday for weekdays, Saturday-Sunday for weekends. Its units are capped at
 *   what it expects (a 3x_week habit logged on 5 days earns 3).
 * - A weekly or custom habit earns min(1, value logged in the week / targetValue): its target is
 *   per week.
 * - Score = round(100 × Σ earned / Σ expected) over active habits; 0 with no active habits.
 *   The expectation is the whole week's, so the score grows through the week toward 100.
 */
export const HABIT_WEEKLY_UNITS: Record<HabitFrequency, number> = {
  daily: 7,
  weekdays: 5,
  weekends: 2,
  '3x_week': 3,
  weekly: 1,
  custom: 1,
};

/** Frequencies whose target is for the whole week rather than per day. */
const PER_WEEK: ReadonlySet<HabitFrequency> = new Set(['weekly', 'custom']);

/** Day of the week of a local date: 0 Monday ... 6 Sunday. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** Monday and Sunday of the week that holds `date`. */
export function weekOf(date: string): { weekStart: string; weekEnd: string } {
  const weekStart = shiftDate(date, -weekdayIndex(date));
  return { weekStart, weekEnd: shiftDate(weekStart, 6) };
}

function qualifies(frequency: HabitFrequency, date: string): boolean {
  const day = weekdayIndex(date);
  if (frequency === 'weekdays') return day < 5;
  if (frequency === 'weekends') return day >= 5;
  return true;
}

export interface HabitForScore {
  id: string;
  frequency: HabitFrequency;
  targetValue: number;
  isActive: boolean;
}

export interface EntryForScore {
  habitId: string;
  date: string;
  value: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Each active habit's units earned this week (the week holding `today`), and today's value. */
export function weeklyHabitProgress(habits: readonly HabitForScore[], entries: readonly EntryForScore[], today: string): HabitWeekProgress[] {
  const { weekStart, weekEnd } = weekOf(today);
  return habits
    .filter((h) => h.isActive)
    .map((h) => {
      const expected = HABIT_WEEKLY_UNITS[h.frequency];
      const target = Math.max(h.targetValue, Number.EPSILON);
      const byDay = new Map<string, number>();
      for (const e of entries) {
        if (e.habitId !== h.id || e.date < weekStart || e.date > weekEnd) continue;
        byDay.set(e.date, (byDay.get(e.date) ?? 0) + e.value);
      }
      let achieved: number;
      if (PER_WEEK.has(h.frequency)) {
        const total = [...byDay.values()].reduce((a, b) => a + b, 0);
        achieved = Math.min(1, total / target);
      } else {
        let sum = 0;
        for (const [date, value] of byDay) if (qualifies(h.frequency, date)) sum += Math.min(1, value / target);
        achieved = Math.min(expected, sum);
      }
      return { habitId: h.id, achieved: round2(achieved), expected, today: round2(byDay.get(today) ?? 0) };
    });
}

/** Percentage (0-100, whole) of this week's expected units earned across active habits. */
export function weeklyScore(progress: readonly HabitWeekProgress[]): number {
  const expected = progress.reduce((a, p) => a + p.expected, 0);
  if (expected === 0) return 0;
  const achieved = progress.reduce((a, p) => a + Math.min(p.achieved, p.expected), 0);
  return Math.min(100, Math.round((achieved / expected) * 100));
}

/**
 * Consecutive local days with at least one habit entry, ending today, or yesterday when nothing
 * is logged yet today (the streak is still alive until the day is over); 0 otherwise.
 * `days` may hold duplicates and be in any order.
 */
export function habitStreak(days: readonly string[], today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : shiftDate(today, -1);
  if (!set.has(day)) return 0;
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = shiftDate(day, -1);
  }
  return streak;
}

/**
 * Whether a page of days (newest first) may hide an older part of the streak: the streak reaches
 * the oldest day read. The service then reads the next page.
 */
export function streakMayContinue(daysNewestFirst: readonly string[], today: string): boolean {
  const oldest = daysNewestFirst[daysNewestFirst.length - 1];
  if (oldest === undefined) return false;
  const streak = habitStreak(daysNewestFirst, today);
  if (streak === 0) return false;
  const start = daysNewestFirst.includes(today) ? today : shiftDate(today, -1);
  return daysBetween(oldest, start) === streak - 1;
}

/** The whole summary of the Wellness Habits screen. */
export function habitSummary(
  habits: readonly HabitForScore[],
  weekEntries: readonly EntryForScore[],
  streakDays: readonly string[],
  today: string,
): HabitSummary {
  const progress = weeklyHabitProgress(habits, weekEntries, today);
  const { weekStart, weekEnd } = weekOf(today);
  return {
    today,
    weekStart,
    weekEnd,
    activeHabits: progress.length,
    loggedToday: progress.filter((p) => p.today > 0).length,
    currentStreak: habitStreak(streakDays, today),
    weeklyScore: weeklyScore(progress),
    progress,
  };
}

/** The wellness message by the number of active habits (spec: it changes at 0, fewer than 3, and 3 or more). */
export function wellnessMessage(activeHabits: number): { title: string; text: string } {
  if (activeHabits <= 0) {
    return {
      title: 'Start your wellness journey',
      text: 'Create your first habit: one small, steady action is the best place to begin.',
    };
  }
  if (activeHabits < 3) {
    return {
      title: 'Great start!',
      text: 'You are building a foundation. When these feel natural, add another habit that supports your recovery.',
    };
  }
  return {
    title: 'Strong wellness routine',
    text: `You are tracking ${activeHabits} habits. Keep showing up for yourself; consistency matters more than perfection.`,
  };
}
