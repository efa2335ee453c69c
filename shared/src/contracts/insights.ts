import * as z from 'zod';
import { Sentiment } from './journal.js';

/**
 * Insights (spec sections 3, 7; docs/architecture.md, "Safety and analysis"): weekly analyses and monthly reports.
 * The figures (counts, words, average mood, trend, themes) are computed in code
 * (shared/src/domain/insights.ts); the Ai port only writes words, validated by the `*Words` schemas.
 */

/**
 * `concerning`: the period holds an entry with crisis language. Such a period is never averaged into
 * 'stable' or 'improving' (docs/crisis-safety.md).
 * `volatile`: a steep low day (a day at 3 or below with the period average at least 2 points above it,
 * or a day-to-day drop of 4 or more) in a period whose halves would read stable. Added later; stored items keep their value.
 */
export const MoodTrend = z.enum(['improving', 'declining', 'stable', 'concerning', 'volatile']);
export type MoodTrend = z.infer<typeof MoodTrend>;

/** 'YYYY-MM-DD' */
const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ThemeCount = z.object({ theme: z.string(), count: z.number().int().min(1) });
export type ThemeCount = z.infer<typeof ThemeCount>;

/** The `patterns` json of a weekly analysis. */
export const WeeklyPatterns = z.object({
  /** One sentence on the week's pattern, written by the Ai port. */
  summary: z.string(),
  moodTrend: MoodTrend,
  daysWithEntries: z.number().int().min(0).max(7),
  themeCounts: z.array(ThemeCount),
  sentimentCounts: z.record(Sentiment, z.number().int().min(0)),
  /** Average mood per day of the week with entries (Monday first); null where no mood. */
  /** `crisis`: an entry of that day held crisis language (the chart marks it; the words are never repeated). */
  dailyMood: z.array(z.object({ date: DateOnly, averageMood: z.number().nullable(), entries: z.number().int().min(0), crisis: z.boolean().optional() })),
});
export type WeeklyPatterns = z.infer<typeof WeeklyPatterns>;

export const WeeklyAnalysis = z.object({
  id: z.string(),
  userId: z.string(),
  weekStart: DateOnly,
  weekEnd: DateOnly,
  totalEntries: z.number().int().min(0),
  totalWords: z.number().int().min(0),
  /** One decimal; null when no entry of the week has a mood. */
  averageMood: z.number().min(1).max(10).nullable(),
  moodTrend: MoodTrend,
  dominantThemes: z.array(z.string()),
  patterns: WeeklyPatterns,
  insights: z.string(),
  recommendations: z.array(z.string()),
  createdAt: z.string(),
});
export type WeeklyAnalysis = z.infer<typeof WeeklyAnalysis>;
export const WeeklyAnalysisList = z.array(WeeklyAnalysis);

/** The `detailedAnalysis` json of a monthly report. */
export const MonthlyDetail = z.object({
  summary: z.string(),
  daysWithEntries: z.number().int().min(0).max(31),
  themeCounts: z.array(ThemeCount),
  sentimentCounts: z.record(Sentiment, z.number().int().min(0)),
  /** Per week (Monday start) that overlaps the month. */
  weeks: z.array(z.object({ weekStart: DateOnly, entries: z.number().int().min(0), averageMood: z.number().nullable() })),
});
export type MonthlyDetail = z.infer<typeof MonthlyDetail>;

export const MonthlyReport = z.object({
  id: z.string(),
  userId: z.string(),
  /** 'YYYY-MM' */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  monthStart: DateOnly,
  monthEnd: DateOnly,
  totalEntries: z.number().int().min(0),
  totalWords: z.number().int().min(0),
  averageMood: z.number().min(1).max(10).nullable(),
  moodTrend: MoodTrend,
  keyInsights: z.string(),
  lifeOptimizations: z.array(z.string()),
  goalsAchieved: z.array(z.string()),
  areasForImprovement: z.array(z.string()),
  detailedAnalysis: MonthlyDetail,
  createdAt: z.string(),
});
export type MonthlyReport = z.infer<typeof MonthlyReport>;
export const MonthlyReportList = z.array(MonthlyReport);

export const INSIGHTS_LIST_MAX = 52;

export const ListInsightsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(INSIGHTS_LIST_MAX, `limit must be at most ${INSIGHTS_LIST_MAX}`)
    .default(12),
});
export type ListInsightsQuery = z.input<typeof ListInsightsQuery>;

/** POST /api/users/{id}/unified-analysis: the current week's analysis and the current month's report. */
export const UnifiedAnalysisResponse = z.object({ weeklyAnalysis: WeeklyAnalysis, monthlyReport: MonthlyReport });
export type UnifiedAnalysisResponse = z.infer<typeof UnifiedAnalysisResponse>;

// ---- The Ai port's inputs and outputs (other adapters, e.g. OpenAI, implement the same) ----

/** A short look at one entry given to the Ai port: its title, a cut excerpt, its mood and themes. */
export const EntryGlimpse = z.object({
  date: DateOnly,
  title: z.string(),
  excerpt: z.string(),
  moodScore: z.number().nullable(),
  themes: z.array(z.string()),
});
export type EntryGlimpse = z.infer<typeof EntryGlimpse>;

/** Facts computed in code from the period's entries (shared/src/domain/insights.ts `summarizeEntries`). */
export const PeriodFacts = z.object({
  periodStart: DateOnly,
  periodEnd: DateOnly,
  totalEntries: z.number().int().min(0),
  totalWords: z.number().int().min(0),
  averageMood: z.number().nullable(),
  moodTrend: MoodTrend,
  daysWithEntries: z.number().int().min(0),
  dominantThemes: z.array(z.string()),
  themeCounts: z.array(ThemeCount),
  sentimentCounts: z.record(Sentiment, z.number().int().min(0)),
  /** Highest and lowest moods of the period with the entries' dates. */
  bestDay: z.object({ date: DateOnly, moodScore: z.number() }).nullable(),
  hardestDay: z.object({ date: DateOnly, moodScore: z.number() }).nullable(),
  /** Local dates with an entry that held crisis language (none: absent or empty). */
  crisisDays: z.array(DateOnly).optional(),
});
export type PeriodFacts = z.infer<typeof PeriodFacts>;

/**
 * One notable day of a period for the wording step (PHI-minimal): its date, mood, themes and short
 * event phrases extracted in code from the day's entries (never whole sentences).
 */
export const StoryDay = z.object({
  date: DateOnly,
  /** Why the day is notable. */
  kinds: z.array(z.enum(['best', 'hardest', 'crisis', 'turning_point'])),
  moodScore: z.number().nullable(),
  themes: z.array(z.string()),
  /** Short phrases in the person's terms, e.g. "lunch with your sister", "a craving after work". */
  events: z.array(z.string().max(60)),
});
export type StoryDay = z.infer<typeof StoryDay>;

/** The story of a period: notable days, people, activities, milestones, what helped and what did not. */
export const PeriodStory = z.object({
  days: z.array(StoryDay),
  /** The period's event phrases (of every non-crisis day), first seen first. */
  events: z.array(z.string().max(60)),
  people: z.array(z.string()),
  activities: z.array(z.string()),
  milestones: z.array(z.string()),
  cravings: z.array(z.string()),
  helped: z.array(z.string().max(60)),
  didNotHelp: z.array(z.string().max(60)),
});
export type PeriodStory = z.infer<typeof PeriodStory>;

/** Input of `Ai.weeklyAnalysis`: the week's facts, up to 10 entry glimpses (newest last) and the user's goals. */
export interface WeeklyAnalysisInput {
  facts: PeriodFacts;
  entries: EntryGlimpse[];
  goals: string[];
  /** The period's story (extracted in code); absent: wording from the figures only. */
  story?: PeriodStory;
  /** The previous period's recommendations: not to be repeated. */
  previousRecommendations?: string[];
}

/** Output of `Ai.weeklyAnalysis`: words only. */
export const WeeklyAnalysisWords = z.object({
  /** The week's key insight, 1-3 sentences. */
  insights: z.string().min(1).max(1200),
  /** 'This Week's Pattern': one sentence. */
  pattern: z.string().min(1).max(400),
  /** 2-4 concrete suggestions. */
  recommendations: z.array(z.string().min(1).max(300)).min(1).max(4),
});
export type WeeklyAnalysisWords = z.infer<typeof WeeklyAnalysisWords>;

/** Input of `Ai.monthlyReport`: the month's facts, per-week figures, glimpses and goals. */
export interface MonthlyReportInput {
  facts: PeriodFacts;
  weeks: MonthlyDetail['weeks'];
  entries: EntryGlimpse[];
  goals: string[];
  story?: PeriodStory;
  /** The previous month's life optimizations and areas: not to be repeated. */
  previousRecommendations?: string[];
}

/** Output of `Ai.monthlyReport`: words only. */
export const MonthlyReportWords = z.object({
  keyInsights: z.string().min(1).max(1500),
  summary: z.string().min(1).max(600),
  lifeOptimizations: z.array(z.string().min(1).max(300)).min(1).max(5),
  goalsAchieved: z.array(z.string().min(1).max(300)).max(5),
  areasForImprovement: z.array(z.string().min(1).max(300)).min(1).max(5),
});
export type MonthlyReportWords = z.infer<typeof MonthlyReportWords>;
