import {
  GLIMPSE_ENTRIES,
  currentMonth,
  currentWeek,
  dailyMood,
  entryGlimpses,
  periodInstants,
  previousMonth,
  shiftDate,
  summarizeEntries,
  weekContaining,
  weeksOfMonth,
  type InsightEntry,
  type MonthlyDetail,
  type MonthlyReport,
  type Period,
  type UnifiedAnalysisResponse,
  type WeeklyAnalysis,
  type WeeklyPatterns,
} from '@steady/shared';
import { encodeTime, ulid } from 'ulid';
import { toEntry } from '../journal/views.js';
import type { Runtime } from '../platform/runtime.js';
import { committed } from '../platform/transactions.js';
import { getSettings } from '../settings/service.js';
import { periodStory } from './story.js';
import { latestMonthlyReports, latestWeeklyAnalyses, type MonthlyReportItem, type WeeklyAnalysisItem } from './store.js';

/**
 * Insights (docs/architecture.md, "Safety and analysis"): weekly analyses and monthly reports. The figures come from the
 * period's entries, computed in code; the Ai port writes the words. One item per user and period:
 * the Monday job creates it only when absent (idempotent), Generate Insights replaces the current
 * period's.
 */

export type GeneratedBy = WeeklyAnalysisItem['generatedBy'];

export function toWeeklyAnalysis(i: WeeklyAnalysisItem): WeeklyAnalysis {
  return {
    id: i.analysisId,
    userId: i.userId,
    weekStart: i.weekStart,
    weekEnd: i.weekEnd,
    totalEntries: i.totalEntries,
    totalWords: i.totalWords,
    averageMood: i.averageMood ?? null,
    moodTrend: i.moodTrend,
    dominantThemes: i.dominantThemes ?? [],
    patterns: JSON.parse(i.patterns) as WeeklyPatterns,
    insights: i.insights,
    recommendations: i.recommendations ?? [],
    createdAt: i.createdAt,
  };
}

export function toMonthlyReport(i: MonthlyReportItem): MonthlyReport {
  return {
    id: i.reportId,
    userId: i.userId,
    month: i.month,
    monthStart: i.monthStart,
    monthEnd: i.monthEnd,
    totalEntries: i.totalEntries,
    totalWords: i.totalWords,
    averageMood: i.averageMood ?? null,
    moodTrend: i.moodTrend,
    keyInsights: i.keyInsights,
    lifeOptimizations: i.lifeOptimizations ?? [],
    goalsAchieved: i.goalsAchieved ?? [],
    areasForImprovement: i.areasForImprovement ?? [],
    detailedAnalysis: JSON.parse(i.detailedAnalysis) as MonthlyDetail,
    createdAt: i.createdAt,
  };
}

export async function listWeeklyAnalyses(rt: Runtime, userId: string, limit: number): Promise<WeeklyAnalysis[]> {
  return (await latestWeeklyAnalyses(rt, userId, limit)).map(toWeeklyAnalysis);
}

export async function listMonthlyReports(rt: Runtime, userId: string, limit: number): Promise<MonthlyReport[]> {
  return (await latestMonthlyReports(rt, userId, limit)).map(toMonthlyReport);
}

/**
 * The user's entries written in [from, to): ONE Query of the user's partition over a sort-key range.
 * Entries are keyed by ULID, whose first 10 characters encode the creation time in milliseconds, so
 * the range is from the smallest ULID at `from` to the largest at `to - 1 ms`.
 */
export async function entriesBetween(rt: Runtime, userId: string, from: Date, to: Date): Promise<InsightEntry[]> {
  const lo = `${encodeTime(from.getTime(), 10)}${'0'.repeat(16)}`;
  const hi = `${encodeTime(to.getTime() - 1, 10)}${'Z'.repeat(16)}`;
  const { data } = await rt.db.entities.journalEntry.query.byUser({ userId }).between({ entryId: lo }, { entryId: hi }).go({ pages: 'all' });
  return data.map((d) => {
    const e = toEntry(d);
    return {
      createdAt: e.createdAt,
      title: e.title,
      content: e.content,
      wordCount: e.wordCount,
      moodScore: e.moodScore,
      sentiment: e.sentiment,
      themes: e.themes,
      crisisDetected: e.crisisDetected,
    };
  });
}

function within(entries: readonly InsightEntry[], period: Period, timeZone: string): InsightEntry[] {
  const { from, to } = periodInstants(period, timeZone);
  return entries.filter((e) => {
    const t = Date.parse(e.createdAt);
    return t >= from.getTime() && t < to.getTime();
  });
}

/** The recommendations of the latest analysis of a week before `weekStart` (the wording step avoids them). */
export async function previousWeeklyRecommendations(rt: Runtime, userId: string, weekStart: string): Promise<string[]> {
  const prev = (await latestWeeklyAnalyses(rt, userId, 2)).find((i) => i.weekStart < weekStart);
  return prev?.recommendations ?? [];
}

/** The life optimizations and areas of the latest report of a month before `month`. */
export async function previousMonthlyRecommendations(rt: Runtime, userId: string, month: string): Promise<string[]> {
  const prev = (await latestMonthlyReports(rt, userId, 2)).find((i) => i.month < month);
  return [...(prev?.lifeOptimizations ?? []), ...(prev?.areasForImprovement ?? [])];
}

/** Builds (does not store) the weekly analysis item of a week from that week's entries. */
export async function buildWeekly(
  rt: Runtime,
  userId: string,
  week: Period,
  timeZone: string,
  entries: readonly InsightEntry[],
  goals: string[],
  generatedBy: GeneratedBy,
): Promise<WeeklyAnalysisItem> {
  const facts = summarizeEntries(entries, week, timeZone);
  const words = await rt.ports.ai.weeklyAnalysis({
    facts,
    entries: entryGlimpses(entries, timeZone, GLIMPSE_ENTRIES),
    goals,
    story: periodStory(entries, facts, timeZone),
    previousRecommendations: await previousWeeklyRecommendations(rt, userId, week.start),
  });
  const now = rt.ports.clock.now();
  const patterns: WeeklyPatterns = {
    summary: words.pattern,
    moodTrend: facts.moodTrend,
    daysWithEntries: facts.daysWithEntries,
    themeCounts: facts.themeCounts,
    sentimentCounts: facts.sentimentCounts,
    dailyMood: dailyMood(entries, week, timeZone),
  };
  return {
    userId,
    weekStart: week.start,
    weekEnd: week.end,
    analysisId: ulid(now.getTime()),
    timeZone,
    totalEntries: facts.totalEntries,
    totalWords: facts.totalWords,
    averageMood: facts.averageMood ?? undefined,
    moodTrend: facts.moodTrend,
    dominantThemes: facts.dominantThemes,
    patterns: JSON.stringify(patterns),
    insights: words.insights,
    recommendations: words.recommendations,
    generatedBy,
    createdAt: now.toISOString(),
  };
}

/** Builds (does not store) the monthly report item of a month from that month's entries. */
export async function buildMonthly(
  rt: Runtime,
  userId: string,
  month: Period & { month: string },
  timeZone: string,
  entries: readonly InsightEntry[],
  goals: string[],
  generatedBy: GeneratedBy,
): Promise<MonthlyReportItem> {
  const facts = summarizeEntries(entries, month, timeZone);
  const weeks = weeksOfMonth(entries, month, timeZone);
  const words = await rt.ports.ai.monthlyReport({
    facts,
    weeks,
    entries: entryGlimpses(entries, timeZone, GLIMPSE_ENTRIES),
    goals,
    story: periodStory(entries, facts, timeZone),
    previousRecommendations: await previousMonthlyRecommendations(rt, userId, month.month),
  });
  const now = rt.ports.clock.now();
  const detail: MonthlyDetail = {
    summary: words.summary,
    daysWithEntries: facts.daysWithEntries,
    themeCounts: facts.themeCounts,
    sentimentCounts: facts.sentimentCounts,
    weeks,
  };
  return {
    userId,
    month: month.month,
    monthStart: month.start,
    monthEnd: month.end,
    reportId: ulid(now.getTime()),
    timeZone,
    totalEntries: facts.totalEntries,
    totalWords: facts.totalWords,
    averageMood: facts.averageMood ?? undefined,
    moodTrend: facts.moodTrend,
    keyInsights: words.keyInsights,
    lifeOptimizations: words.lifeOptimizations,
    goalsAchieved: words.goalsAchieved,
    areasForImprovement: words.areasForImprovement,
    detailedAnalysis: JSON.stringify(detail),
    generatedBy,
    createdAt: now.toISOString(),
  };
}

function isConditionFailure(err: unknown): boolean {
  const e = err as { cause?: { name?: string }; name?: string; message?: string };
  return (
    e.cause?.name === 'ConditionalCheckFailedException' || e.name === 'ConditionalCheckFailedException' || /conditional request failed/i.test(e.message ?? '')
  );
}

/**
 * The job's write: creates the week's analysis only when none exists (condition on the key), so
 * a repeated or concurrent run leaves the first one. Returns false when it already existed.
 */
export async function createWeeklyOnce(rt: Runtime, item: WeeklyAnalysisItem): Promise<boolean> {
  try {
    await rt.db.entities.weeklyAnalysis.create(item).go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** As createWeeklyOnce, for a month's report. */
export async function createMonthlyOnce(rt: Runtime, item: MonthlyReportItem): Promise<boolean> {
  try {
    await rt.db.entities.monthlyReport.create(item).go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Whether the week's analysis / the month's report exists (GetItem each): the job skips the Ai call then. */
export async function weeklyExists(rt: Runtime, userId: string, weekStart: string): Promise<boolean> {
  const { data } = await rt.db.entities.weeklyAnalysis.get({ userId, weekStart }).go({ attributes: ['weekStart'] });
  return data !== null;
}

export async function monthlyExists(rt: Runtime, userId: string, month: string): Promise<boolean> {
  const { data } = await rt.db.entities.monthlyReport.get({ userId, month }).go({ attributes: ['month'] });
  return data !== null;
}

/** The span covering both periods, for one Query of the entries of both. */
export function spanOf(a: Period, b: Period): Period {
  return { start: a.start < b.start ? a.start : b.start, end: a.end > b.end ? a.end : b.end };
}

/**
 * Generate Insights: the current week's analysis and the current month's report (in the user's
 * time zone) from the user's entries, read with one key-range Query covering both periods, and
 * written together in one transaction (both replaced, or neither).
 */
export async function unifiedAnalysis(rt: Runtime, userId: string, generatedBy: GeneratedBy = 'on_demand'): Promise<UnifiedAnalysisResponse> {
  const settings = await getSettings(rt, userId);
  const now = rt.ports.clock.now();
  const tz = settings.timeZone;
  const week = currentWeek(now, tz);
  const month = currentMonth(now, tz);
  const span = periodInstants(spanOf(week, month), tz);
  const entries = await entriesBetween(rt, userId, span.from, span.to);
  const weekly = await buildWeekly(rt, userId, week, tz, within(entries, week, tz), settings.goals, generatedBy);
  const monthly = await buildMonthly(rt, userId, month, tz, within(entries, month, tz), settings.goals, generatedBy);
  const result = await rt.db.transaction
    .write(({ weeklyAnalysis, monthlyReport }) => [weeklyAnalysis.put(weekly).commit(), monthlyReport.put(monthly).commit()])
    .go();
  committed(result);
  return { weeklyAnalysis: toWeeklyAnalysis(weekly), monthlyReport: toMonthlyReport(monthly) };
}

/** Generates (when absent) the analysis of a given week for a user: used by the job and the seed. */
export async function ensureWeekly(rt: Runtime, userId: string, week: Period, timeZone: string, goals: string[], generatedBy: GeneratedBy): Promise<boolean> {
  if (await weeklyExists(rt, userId, week.start)) return false;
  const { from, to } = periodInstants(week, timeZone);
  const entries = await entriesBetween(rt, userId, from, to);
  return createWeeklyOnce(rt, await buildWeekly(rt, userId, week, timeZone, entries, goals, generatedBy));
}

/** Generates (when absent) the report of a given month for a user. */
export async function ensureMonthly(
  rt: Runtime,
  userId: string,
  month: Period & { month: string },
  timeZone: string,
  goals: string[],
  generatedBy: GeneratedBy,
): Promise<boolean> {
  if (await monthlyExists(rt, userId, month.month)) return false;
  const { from, to } = periodInstants(month, timeZone);
  const entries = await entriesBetween(rt, userId, from, to);
  return createMonthlyOnce(rt, await buildMonthly(rt, userId, month, timeZone, entries, goals, generatedBy));
}

/**
 * The demo patient's insights (infra/local/seed.ts): the analyses of the `weeks` complete weeks
 * before this one and the previous month's report (when it had entries), through the same code as
 * the job, then Generate Insights for the current week and month.
 */
export async function seedInsights(rt: Runtime, userId: string, weeks = 3): Promise<void> {
  const settings = await getSettings(rt, userId);
  const tz = settings.timeZone;
  const now = rt.ports.clock.now();
  let week = currentWeek(now, tz);
  for (let i = 0; i < weeks; i++) {
    week = weekContaining(shiftDate(week.start, -7));
    await ensureWeekly(rt, userId, week, tz, settings.goals, 'seed');
  }
  const month = previousMonth(now, tz);
  const span = periodInstants(month, tz);
  if ((await entriesBetween(rt, userId, span.from, span.to)).length > 0) await ensureMonthly(rt, userId, month, tz, settings.goals, 'seed');
  await unifiedAnalysis(rt, userId, 'seed');
}
