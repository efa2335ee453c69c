import { TZDate } from '@date-fns/tz';
import { INSIGHTS } from '../constants.js';
import type { EntryGlimpse, MonthlyDetail, MoodTrend, PeriodFacts, ThemeCount } from '../contracts/insights.js';
import type { Sentiment } from '../contracts/journal.js';
import { localDate, shiftDate } from './dates.js';

/**
 * Insights arithmetic (docs/architecture.md, "Safety and analysis"): everything that is a number is computed here, in code;
 * the Ai port only writes words around these figures. Pure functions, unit-tested in shared/test.
 */

/** What the insights need of an entry. */
export interface InsightEntry {
  createdAt: string;
  title: string;
  content: string;
  wordCount: number;
  moodScore: number | null;
  sentiment: Sentiment | null;
  themes: string[];
  /** The entry held crisis language. */
  crisisDetected?: boolean;
}

export interface Period {
  /** First day, 'YYYY-MM-DD' (inclusive). */
  start: string;
  /** Last day, 'YYYY-MM-DD' (inclusive). */
  end: string;
}

// ---------------------------------------------------------------- calendar

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** Day of the week of a 'YYYY-MM-DD' date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Monday–Sunday week that contains a calendar date. */
export function weekContaining(date: string): Period {
  const start = shiftDate(date, -((weekday(date) + 6) % 7));
  return { start, end: shiftDate(start, 6) };
}

/** The week (Monday–Sunday) of an instant in the user's time zone. */
export function currentWeek(now: Date, timeZone: string): Period {
  return weekContaining(localDate(now, timeZone));
}

/** The last complete Monday–Sunday week before the instant's local week. */
export function previousWeek(now: Date, timeZone: string): Period {
  return weekContaining(shiftDate(currentWeek(now, timeZone).start, -7));
}

/** The calendar month that contains a date. */
export function monthContaining(date: string): Period & { month: string } {
  const [y, m] = parts(date);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { month: `${y}-${mm}`, start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The month of an instant in the user's time zone. */
export function currentMonth(now: Date, timeZone: string): Period & { month: string } {
  return monthContaining(localDate(now, timeZone));
}

/** The month before the instant's local month. */
export function previousMonth(now: Date, timeZone: string): Period & { month: string } {
  return monthContaining(shiftDate(currentMonth(now, timeZone).start, -1));
}

/** True when the date is the first Monday of its month (a Monday on day 1 to 7). */
export function isFirstMondayOfMonth(date: string): boolean {
  return weekday(date) === 1 && parts(date)[2] <= 7;
}

/** The instant at which a local calendar date begins in a time zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = parts(date);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone).getTime());
}

/** The instants [from, to) of a period of local dates: from its first midnight to the midnight after its last day. */
export function periodInstants(period: Period, timeZone: string): { from: Date; to: Date } {
  return { from: startOfLocalDay(period.start, timeZone), to: startOfLocalDay(shiftDate(period.end, 1), timeZone) };
}

/**
 * What the scheduled job does at an instant for a user in a time zone: on Monday (local), the
 * analysis of the week before; on the first Monday of a month, also the report of the month before.
 */
export function duePeriods(now: Date, timeZone: string): { week: Period | null; month: (Period & { month: string }) | null } {
  const today = localDate(now, timeZone);
  if (weekday(today) !== 1) return { week: null, month: null };
  return { week: previousWeek(now, timeZone), month: isFirstMondayOfMonth(today) ? previousMonth(now, timeZone) : null };
}

// ---------------------------------------------------------------- figures

/** Average rounded to one decimal (as the dashboard's mood average), null for none. */
export function averageMood(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

/** Points of mood difference between the halves of a period that count as a change. */
export const MOOD_TREND_THRESHOLD = 0.5;

/**
 * Mood trend of moods in time order: the average of the later half against the earlier half
 * (the middle value of an odd count is left out); a change of at least 0.5 is improving or
 * declining, otherwise stable. Fewer than two moods: stable.
 */
export function moodTrend(moodsInOrder: readonly number[]): MoodTrend {
  if (moodsInOrder.length < 2) return 'stable';
  const half = Math.floor(moodsInOrder.length / 2);
  const first = moodsInOrder.slice(0, half);
  const second = moodsInOrder.slice(moodsInOrder.length - half);
  const avg = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const diff = avg(second) - avg(first);
  if (diff >= MOOD_TREND_THRESHOLD) return 'improving';
  if (diff <= -MOOD_TREND_THRESHOLD) return 'declining';
  return 'stable';
}

/** A low day at or below this mood, with the period average this many points above it, makes a period volatile. */
export const STEEP_LOW_DAY = { mood: 3, belowAverage: 2 } as const;
/** A drop of this many points from one mood to the next makes a period volatile. */
export const STEEP_DROP = 4;

/**
 * True when the moods (in time order) hold a steep low: a mood of 3 or less with the period average
 * at least 2 points above it, or a drop of 4 or more from one mood to the next.
 */
export function hasSteepLow(moodsInOrder: readonly number[]): boolean {
  if (moodsInOrder.length < 2) return false;
  const avg = moodsInOrder.reduce((a, b) => a + b, 0) / moodsInOrder.length;
  if (moodsInOrder.some((m) => m <= STEEP_LOW_DAY.mood && avg - m >= STEEP_LOW_DAY.belowAverage)) return true;
  return moodsInOrder.some((m, i) => i > 0 && moodsInOrder[i - 1]! - m >= STEEP_DROP);
}

/**
 * The trend of a period: `concerning` whenever it holds crisis language, whatever the average does;
 * `volatile` when the halves would read stable but it holds a steep low day (`hasSteepLow`): a week
 * with a 2/10 day is never "stable"; else the halves' trend (a steep low followed by a clear rise
 * stays "improving", a fall stays "declining").
 */
export function periodTrend(moodsInOrder: readonly number[], hasCrisis: boolean): MoodTrend {
  if (hasCrisis) return 'concerning';
  const trend = moodTrend(moodsInOrder);
  if (trend === 'stable' && hasSteepLow(moodsInOrder)) return 'volatile';
  return trend;
}

/** Themes by how many entries mention them, then alphabetically (case-insensitive, first spelling kept). */
export function themeCounts(entries: readonly { themes: readonly string[] }[]): ThemeCount[] {
  const counts = new Map<string, ThemeCount>();
  for (const e of entries) {
    for (const theme of new Set(e.themes.map((t) => t.trim()).filter(Boolean))) {
      const key = theme.toLowerCase();
      const c = counts.get(key);
      if (c) c.count += 1;
      else counts.set(key, { theme, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme));
}

function byTime<T extends { createdAt: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The figures of a period's entries, in the shape the Ai port receives. */
export function summarizeEntries(entries: readonly InsightEntry[], period: Period, timeZone: string): PeriodFacts {
  const ordered = byTime(entries);
  const moods = ordered.filter((e) => e.moodScore !== null) as (InsightEntry & { moodScore: number })[];
  const sentimentCounts: Record<Sentiment, number> = { positive: 0, negative: 0, mixed: 0, neutral: 0 };
  for (const e of ordered) if (e.sentiment) sentimentCounts[e.sentiment] += 1;
  const tc = themeCounts(ordered);
  const crisisDays = [...new Set(ordered.filter((e) => e.crisisDetected).map((e) => localDate(e.createdAt, timeZone)))];
  const pick = (better: (a: number, b: number) => boolean) =>
    moods.reduce<{ date: string; moodScore: number } | null>(
      (best, e) => (best === null || better(e.moodScore, best.moodScore) ? { date: localDate(e.createdAt, timeZone), moodScore: e.moodScore } : best),
      null,
    );
  return {
    periodStart: period.start,
    periodEnd: period.end,
    totalEntries: ordered.length,
    totalWords: ordered.reduce((sum, e) => sum + e.wordCount, 0),
    averageMood: averageMood(moods.map((e) => e.moodScore)),
    moodTrend: periodTrend(
      moods.map((e) => e.moodScore),
      crisisDays.length > 0,
    ),
    crisisDays,
    daysWithEntries: new Set(ordered.map((e) => localDate(e.createdAt, timeZone))).size,
    dominantThemes: tc.slice(0, INSIGHTS.dominantThemes).map((t) => t.theme),
    themeCounts: tc,
    sentimentCounts,
    bestDay: pick((a, b) => a > b),
    hardestDay: pick((a, b) => a < b),
  };
}

/** Average mood and entry count per local day of a period (every day of it, in order). */
export function dailyMood(entries: readonly InsightEntry[], period: Period, timeZone: string) {
  const days: { date: string; averageMood: number | null; entries: number; crisis: boolean }[] = [];
  for (let d = period.start; d <= period.end; d = shiftDate(d, 1)) {
    const mine = entries.filter((e) => localDate(e.createdAt, timeZone) === d);
    days.push({
      date: d,
      averageMood: averageMood(mine.flatMap((e) => (e.moodScore === null ? [] : [e.moodScore]))),
      entries: mine.length,
      crisis: mine.some((e) => e.crisisDetected),
    });
  }
  return days;
}

/** Per Monday-start week overlapping a month: entries and average mood. */
export function weeksOfMonth(entries: readonly InsightEntry[], month: Period, timeZone: string): MonthlyDetail['weeks'] {
  const weeks: MonthlyDetail['weeks'] = [];
  for (let w = weekContaining(month.start).start; w <= month.end; w = shiftDate(w, 7)) {
    const end = shiftDate(w, 6);
    const mine = entries.filter((e) => {
      const d = localDate(e.createdAt, timeZone);
      return d >= w && d <= end && d >= month.start && d <= month.end;
    });
    weeks.push({ weekStart: w, entries: mine.length, averageMood: averageMood(mine.flatMap((e) => (e.moodScore === null ? [] : [e.moodScore]))) });
  }
  return weeks;
}

/** Characters of each entry excerpt given to the Ai port. */
export const GLIMPSE_CHARS = 200;
/** Entries given to the Ai port per period (the most recent ones). */
export const GLIMPSE_ENTRIES = 10;

/** Short looks at the most recent entries (oldest of them first): title, cut excerpt, mood, themes. */
export function entryGlimpses(entries: readonly InsightEntry[], timeZone: string, max = GLIMPSE_ENTRIES): EntryGlimpse[] {
  return byTime(entries)
    .slice(-max)
    .map((e) => ({
      date: localDate(e.createdAt, timeZone),
      title: e.title,
      excerpt: cut(e.content.replace(/\s+/g, ' ').trim(), GLIMPSE_CHARS),
      moodScore: e.moodScore,
      themes: e.themes,
    }));
}

/** Cuts text to at most `max` characters, ending in '…' when cut (for previews). */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** Average mood badge variant on the Insights screen (>=7 default, >=5 secondary, else destructive). */
export function insightMoodVariant(mood: number | null): 'default' | 'secondary' | 'destructive' {
  if (mood === null) return 'secondary';
  if (mood >= 7) return 'default';
  if (mood >= 5) return 'secondary';
  return 'destructive';
}

/** The hint's kind from the count of weekly plus monthly items. */
export function insightsHintKind(count: number): 'info' | 'wellness' | 'progress' {
  if (count === 0) return 'info';
  if (count < 3) return 'wellness';
  return 'progress';
}
