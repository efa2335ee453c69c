import type { AnalyticsWeek, CallAdherence, MoodDay } from '../contracts/coach-analytics.js';
import type { MoodTrend, ThemeCount } from '../contracts/insights.js';
import { daysBetween, localDate, shiftDate } from './dates.js';
import { averageMood, periodTrend, themeCounts, weekContaining } from './insights.js';

/**
 * The figures of the coach's Analytics tab (docs/architecture.md, "Coach analytics"), computed from
 * what the server read. The caller passes ONLY entries the coach may read (the entry-visibility
 * rule decides, on the server), so nothing here can see a private entry; calls carry their outcome
 * and day only, never what was said.
 */

/** What an analytics figure reads of an entry. */
export interface AnalyticsEntry {
  createdAt: string;
  moodScore: number | null;
  themes: readonly string[];
  crisisDetected: boolean;
}

/** What an analytics figure reads of a call. */
export interface AnalyticsCall {
  /** The student's local date the call was placed on. */
  localDate: string;
  trigger: 'scheduled' | 'manual';
  status: string;
}

/** A scheduled call counts as answered when a person picked up (a voicemail or no answer does not). */
export const ANSWERED_CALL_STATUSES: readonly string[] = ['completed', 'in-progress'];
/** A call still ringing has no outcome yet: it is left out of adherence until it has one. */
export const PENDING_CALL_STATUSES: readonly string[] = ['queued', 'ringing'];
/** Themes listed per student in the caseload table. */
export const TOP_THEMES = 3;

export interface AnalyticsWindow {
  start: string;
  end: string;
  days: number;
}

/** The range's local dates: `days` days ending today in the student's time zone. */
export function analyticsWindow(now: Date, timeZone: string, days: number): AnalyticsWindow {
  const end = localDate(now, timeZone);
  return { start: shiftDate(end, -(days - 1)), end, days };
}

/** Scheduled calls with an outcome, and how many were answered. Manual (self-started) calls are not part of the schedule. */
export function callAdherence(calls: readonly AnalyticsCall[]): CallAdherence {
  const decided = calls.filter((c) => c.trigger === 'scheduled' && !PENDING_CALL_STATUSES.includes(c.status));
  const answered = decided.filter((c) => ANSWERED_CALL_STATUSES.includes(c.status)).length;
  return {
    scheduled: decided.length,
    answered,
    rate: decided.length === 0 ? null : Math.round((answered / decided.length) * 100) / 100,
  };
}

/**
 * Streaks of days with at least one entry: the longest run, and the current one (the run that ends
 * today, or yesterday while today may still get an entry, as the dashboard's streak does).
 */
export function dayStreaks(dates: readonly string[], today: string): { current: number; longest: number } {
  const days = [...new Set(dates)].sort();
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && daysBetween(days[i - 1]!, days[i]!) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = days.at(-1);
  const current = last !== undefined && daysBetween(last, today) <= 1 ? run : 0;
  return { current, longest };
}

export interface StudentFigures {
  entries: number;
  entriesPerWeek: number;
  moodAverage: number | null;
  moodTrend: MoodTrend;
  adherence: CallAdherence;
  currentStreak: number;
  longestStreak: number;
  lastEntryAt: string | null;
  topThemes: ThemeCount[];
}

const inWindow = (date: string, w: AnalyticsWindow) => date >= w.start && date <= w.end;
const byTime = <T extends { createdAt: string }>(xs: readonly T[]) => [...xs].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const moodsOf = (entries: readonly AnalyticsEntry[]) => entries.flatMap((e) => (e.moodScore === null ? [] : [e.moodScore]));

/** One student's row of the caseload table. Entries and calls outside the window are ignored. */
export function studentFigures(entries: readonly AnalyticsEntry[], calls: readonly AnalyticsCall[], window: AnalyticsWindow, timeZone: string): StudentFigures {
  const mine = byTime(entries.filter((e) => inWindow(localDate(e.createdAt, timeZone), window)));
  const streaks = dayStreaks(
    mine.map((e) => localDate(e.createdAt, timeZone)),
    window.end,
  );
  const moods = moodsOf(mine);
  return {
    entries: mine.length,
    entriesPerWeek: Math.round((mine.length / (window.days / 7)) * 10) / 10,
    moodAverage: averageMood(moods),
    moodTrend: periodTrend(
      moods,
      mine.some((e) => e.crisisDetected),
    ),
    adherence: callAdherence(calls.filter((c) => inWindow(c.localDate, window))),
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    lastEntryAt: mine.at(-1)?.createdAt ?? null,
    topThemes: themeCounts(mine).slice(0, TOP_THEMES),
  };
}

/** Average mood and number of entries for every day of the window, oldest first. */
export function moodByDay(entries: readonly AnalyticsEntry[], window: AnalyticsWindow, timeZone: string): MoodDay[] {
  const byDay = new Map<string, AnalyticsEntry[]>();
  for (const e of entries) {
    const d = localDate(e.createdAt, timeZone);
    if (inWindow(d, window)) byDay.set(d, [...(byDay.get(d) ?? []), e]);
  }
  const days: MoodDay[] = [];
  for (let d = window.start; d <= window.end; d = shiftDate(d, 1)) {
    const mine = byDay.get(d) ?? [];
    days.push({ date: d, averageMood: averageMood(moodsOf(mine)), entries: mine.length });
  }
  return days;
}

/** The Monday-Sunday weeks that overlap the window, oldest first, each with its figures (the first and last may be partial). */
export function weeklyFigures(entries: readonly AnalyticsEntry[], calls: readonly AnalyticsCall[], window: AnalyticsWindow, timeZone: string): AnalyticsWeek[] {
  const weeks: AnalyticsWeek[] = [];
  for (let w = weekContaining(window.start).start; w <= window.end; w = shiftDate(w, 7)) {
    const first = w < window.start ? window.start : w;
    const weekEnd = shiftDate(w, 6);
    const last = weekEnd > window.end ? window.end : weekEnd;
    const part: AnalyticsWindow = { start: first, end: last, days: daysBetween(first, last) + 1 };
    const mine = entries.filter((e) => inWindow(localDate(e.createdAt, timeZone), part));
    weeks.push({
      weekStart: w,
      days: part.days,
      entries: mine.length,
      averageMood: averageMood(moodsOf(mine)),
      adherence: callAdherence(calls.filter((c) => inWindow(c.localDate, part))),
      themes: themeCounts(mine),
    });
  }
  return weeks;
}
