import type { EntityItem } from 'electrodb';
import { defineEntity } from '../platform/entity.js';
import type { Runtime } from '../platform/runtime.js';

/**
 * Weekly analyses live in the user's partition, one item per week keyed by the week's Monday
 * (YYYY-MM-DD, in the user's time zone): "one per user and week" is the key itself, and the ISO
 * date sorts by time, so "newest first" is a reverse Query.
 */
export const WeeklyAnalysisEntity = defineEntity({
  model: { entity: 'weeklyAnalysis', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    /** Monday of the week, YYYY-MM-DD in the user's time zone. */
    weekStart: { type: 'string', required: true },
    /** Sunday of the week, YYYY-MM-DD. */
    weekEnd: { type: 'string', required: true },
    /** ULID given when the analysis was (re)generated. */
    analysisId: { type: 'string', required: true },
    timeZone: { type: 'string', required: true },
    totalEntries: { type: 'number', required: true },
    totalWords: { type: 'number', required: true },
    /** Average mood of the entries that have one, rounded to one decimal; absent when none has. */
    averageMood: { type: 'number' },
    moodTrend: { type: ['improving', 'declining', 'stable', 'concerning', 'volatile'] as const, required: true },
    dominantThemes: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** The patterns object (spec: json), stored as JSON text. */
    patterns: { type: 'string', required: true },
    insights: { type: 'string', required: true },
    recommendations: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** 'job' when the Monday job wrote it, 'on_demand' for Generate Insights. */
    generatedBy: { type: ['job', 'on_demand', 'seed'] as const, required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['weekStart'] } },
  },
});

/** Monthly reports: one per user and month, keyed by the month (YYYY-MM) in the user's partition. */
export const MonthlyReportEntity = defineEntity({
  model: { entity: 'monthlyReport', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    /** YYYY-MM. */
    month: { type: 'string', required: true },
    /** First and last day of the month, YYYY-MM-DD. */
    monthStart: { type: 'string', required: true },
    monthEnd: { type: 'string', required: true },
    reportId: { type: 'string', required: true },
    timeZone: { type: 'string', required: true },
    totalEntries: { type: 'number', required: true },
    totalWords: { type: 'number', required: true },
    averageMood: { type: 'number' },
    moodTrend: { type: ['improving', 'declining', 'stable', 'concerning', 'volatile'] as const, required: true },
    keyInsights: { type: 'string', required: true },
    lifeOptimizations: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    goalsAchieved: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    areasForImprovement: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** The detailed analysis object (spec: json), stored as JSON text. */
    detailedAnalysis: { type: 'string', required: true },
    generatedBy: { type: ['job', 'on_demand', 'seed'] as const, required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['month'] } },
  },
});

export type WeeklyAnalysisItem = EntityItem<typeof WeeklyAnalysisEntity>;
export type MonthlyReportItem = EntityItem<typeof MonthlyReportEntity>;

/**
 * The user's `n` most recent weekly analyses, newest week first: one Query of the user's partition
 * (sk begins_with `$weeklyanalysis_1`, ScanIndexForward=false, Limit n). Used by the insights
 * routes and by the AI coach's context (spec: the 3 most recent weekly analyses).
 */
export async function latestWeeklyAnalyses(rt: Runtime, userId: string, n: number): Promise<WeeklyAnalysisItem[]> {
  if (n <= 0) return [];
  const { data } = await rt.db.entities.weeklyAnalysis.query.byUser({ userId }).go({ order: 'desc', limit: n });
  return data;
}

/** The user's `n` most recent monthly reports, newest month first (one Query). */
export async function latestMonthlyReports(rt: Runtime, userId: string, n: number): Promise<MonthlyReportItem[]> {
  if (n <= 0) return [];
  const { data } = await rt.db.entities.monthlyReport.query.byUser({ userId }).go({ order: 'desc', limit: n });
  return data;
}

/** Shards of each time zone's job directory: spreads a large clinic's users over partitions. */
export const JOB_DIRECTORY_SHARDS = 8;

/**
 * The insights job's directory of users, so the Monday job never Scans: one small item per user in
 * the partition of the user's time zone and a shard (hash of the user id), written at registration.
 * The job Queries the partitions of the time zones where it is Monday morning. The time zone is a
 * copy; the worker reads the user's settings and moves the item when the user has changed zone.
 */
export const JobDirectoryEntity = defineEntity({
  model: { entity: 'jobDirectory', version: '1', service: 'steady' },
  attributes: {
    timeZone: { type: 'string', required: true },
    shard: { type: 'number', required: true },
    userId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byZone: { pk: { field: 'pk', composite: ['timeZone', 'shard'] }, sk: { field: 'sk', composite: ['userId'] } },
  },
});

/** The directory shard of a user: a stable hash of the id. */
export function directoryShard(userId: string): number {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0;
  return h % JOB_DIRECTORY_SHARDS;
}

/** The directory item of a user (for the registration transaction: `jobDirectory.create(directoryItem(...))`). */
export function directoryItem(userId: string, timeZone: string, createdAt: string) {
  return { timeZone, shard: directoryShard(userId), userId, createdAt };
}
