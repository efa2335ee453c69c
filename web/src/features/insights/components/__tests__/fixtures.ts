import type { MonthlyReport, WeeklyAnalysis } from '@steady/shared';
import { USER_ID } from '@/testing/data';

export function makeWeekly(overrides: Partial<WeeklyAnalysis> = {}): WeeklyAnalysis {
  return {
    id: '01JWEEKLY0000000000000000',
    userId: USER_ID,
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    totalEntries: 4,
    totalWords: 1234,
    averageMood: 7.3,
    moodTrend: 'improving',
    dominantThemes: ['sleep', 'work', 'family', 'gratitude'],
    patterns: {
      summary: 'Mostly about sleep, work and family; your mood improved over the period.',
      moodTrend: 'improving',
      daysWithEntries: 3,
      themeCounts: [],
      sentimentCounts: { positive: 2, negative: 1, mixed: 0, neutral: 1 },
      dailyMood: [],
    },
    insights: 'This week you wrote 4 entries (1234 words) on 3 days, with an average mood of 7.3/10, and your mood improved over the period.',
    recommendations: [
      'Keep a steady bedtime and wind-down routine; sleep showed up often in your entries, more than any other theme.',
      'Plan one short break in each work block; work was on your mind a lot.',
      'A third recommendation the dashboard does not show.',
    ],
    createdAt: '2026-11-21T20:00:00.000Z',
    ...overrides,
  };
}

export function makeMonthly(overrides: Partial<MonthlyReport> = {}): MonthlyReport {
  return {
    id: '01JMONTHLY000000000000000',
    userId: USER_ID,
    month: '2026-10',
    monthStart: '2026-10-01',
    monthEnd: '2026-10-31',
    totalEntries: 15,
    totalWords: 4321,
    averageMood: 4.2,
    moodTrend: 'declining',
    keyInsights: 'This month you wrote 15 entries (4321 words) on 12 days across 4 weeks, with an average mood of 4.2/10; your mood dipped over the period.',
    lifeOptimizations: ['Name one stressor you can make smaller this week.'],
    goalsAchieved: ['Journaled on 12 days this month.'],
    areasForImprovement: ['Mood declined over the month: plan support for the harder days.'],
    detailedAnalysis: {
      summary: '15 entries',
      daysWithEntries: 12,
      themeCounts: [],
      sentimentCounts: { positive: 3, negative: 8, mixed: 2, neutral: 2 },
      weeks: [],
    },
    createdAt: '2026-11-02T12:00:00.000Z',
    ...overrides,
  };
}
