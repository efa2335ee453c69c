import * as z from 'zod';
import { PathId } from './common.js';
import { RelationshipType } from './care-team.js';
import { MoodTrend, ThemeCount } from './insights.js';

/**
 * The coach's Analytics tab (docs/architecture.md, "Coach analytics"): figures about a coach's or
 * therapist's students, made ONLY from what each student lets them read (the entry-visibility rule)
 * and from their check-in calls' outcomes (answered or not, never what was said).
 */

/** Days an analytics view covers, ending today in the student's time zone. */
export const ANALYTICS_RANGES = [30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const AnalyticsQuery = z.object({
  range: z
    .enum(['30', '90'], { error: 'range must be 30 or 90' })
    .default('30')
    .transform((r) => Number(r) as AnalyticsRange),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

export const StudentAnalyticsParams = z.object({ id: PathId, connectionId: PathId });
export type StudentAnalyticsParams = z.infer<typeof StudentAnalyticsParams>;

/** Check-in adherence: scheduled calls whose outcome is known, and how many of them were answered. */
export const CallAdherence = z.object({
  scheduled: z.number().int().min(0),
  answered: z.number().int().min(0),
  /** answered / scheduled, 0-1 rounded to two decimals; null when nothing was scheduled. */
  rate: z.number().min(0).max(1).nullable(),
});
export type CallAdherence = z.infer<typeof CallAdherence>;

/** One row of the caseload table: one student over the range. */
export const StudentAnalyticsRow = z.object({
  studentId: z.string(),
  name: z.string(),
  relationshipType: RelationshipType,
  /** Entries shared with the coach, written in the range. */
  entries: z.number().int().min(0),
  /** entries / (range days / 7), one decimal. */
  entriesPerWeek: z.number().min(0),
  /** Average mood (1-10, one decimal) of those entries; null when none has a mood. */
  moodAverage: z.number().nullable(),
  moodTrend: MoodTrend,
  adherence: CallAdherence,
  /** Consecutive days, up to today (or yesterday), with a shared entry; counted within the range. */
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
  /** Time of the latest shared entry in the range. */
  lastEntryAt: z.string().nullable(),
  /** The three themes most often in those entries. */
  topThemes: z.array(ThemeCount),
});
export type StudentAnalyticsRow = z.infer<typeof StudentAnalyticsRow>;

/** `GET /api/users/{id}/coach/analytics`: the caseload table. */
export const CaseloadAnalytics = z.object({
  rangeDays: z.number().int(),
  generatedAt: z.string(),
  students: z.array(StudentAnalyticsRow),
});
export type CaseloadAnalytics = z.infer<typeof CaseloadAnalytics>;

export const MoodDay = z.object({ date: z.string(), averageMood: z.number().nullable(), entries: z.number().int().min(0) });
export type MoodDay = z.infer<typeof MoodDay>;

/** A Monday-Sunday week of the range; `days` says how many of its days fall in the range (the first and last may be partial). */
export const AnalyticsWeek = z.object({
  weekStart: z.string(),
  days: z.number().int().min(1).max(7),
  entries: z.number().int().min(0),
  averageMood: z.number().nullable(),
  adherence: CallAdherence,
  themes: z.array(ThemeCount),
});
export type AnalyticsWeek = z.infer<typeof AnalyticsWeek>;

/** `GET /api/users/{id}/coach/students/{connectionId}/analytics`: one student's figures over time. */
export const StudentAnalytics = z.object({
  rangeDays: z.number().int(),
  generatedAt: z.string(),
  /** The range's first and last local dates, and the student's time zone they are counted in. */
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  student: StudentAnalyticsRow,
  days: z.array(MoodDay),
  weeks: z.array(AnalyticsWeek),
  themes: z.array(ThemeCount),
});
export type StudentAnalytics = z.infer<typeof StudentAnalytics>;
