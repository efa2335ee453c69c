import { describe, expect, it } from 'vitest';
import {
  averageMood,
  cut,
  dailyMood,
  duePeriods,
  entryGlimpses,
  insightMoodVariant,
  insightsHintKind,
  isFirstMondayOfMonth,
  moodTrend,
  periodInstants,
  previousMonth,
  previousWeek,
  currentMonth,
  currentWeek,
  summarizeEntries,
  themeCounts,
  weekContaining,
  weeksOfMonth,
  type InsightEntry,
} from '../src/domain/insights.js';
import { MonthlyReportWords, WeeklyAnalysisWords } from '../src/contracts/insights.js';

const NY = 'America/New_York';
const HNL = 'Pacific/Honolulu';

const entry = (createdAt: string, over: Partial<InsightEntry> = {}): InsightEntry => ({
  createdAt,
  title: 'An entry',
  content: 'Some words about the day.',
  wordCount: 5,
  moodScore: 6,
  sentiment: 'neutral',
  themes: [],
  ...over,
});

describe('insights calendar (user time zone)', () => {
  it('a week runs Monday to Sunday around any day of it', () => {
    expect(weekContaining('2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // Monday
    expect(weekContaining('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // Sunday
    expect(weekContaining('2026-11-21')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(weekContaining('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' }); // across a year
  });

  it('the current and previous week depend on the local date, not UTC', () => {
    // Monday 2026-11-23 03:00 UTC is still Sunday evening in New York.
    const at = new Date('2026-11-23T03:00:00Z');
    expect(currentWeek(at, 'UTC')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(currentWeek(at, NY)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(previousWeek(at, 'UTC')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(previousWeek(at, NY)).toEqual({ start: '2026-11-09', end: '2026-11-15' });
  });

  it('months: current and previous in the user zone, including leap February and the year boundary', () => {
    expect(currentMonth(new Date('2026-12-01T04:00:00Z'), NY)).toEqual({ month: '2026-11', start: '2026-11-01', end: '2026-11-30' });
    expect(currentMonth(new Date('2026-12-01T06:00:00Z'), NY)).toEqual({ month: '2026-12', start: '2026-12-01', end: '2026-12-31' });
    expect(previousMonth(new Date('2028-03-07T12:00:00Z'), NY)).toEqual({ month: '2028-02', start: '2028-02-01', end: '2028-02-29' });
    expect(previousMonth(new Date('2027-01-04T12:00:00Z'), NY)).toEqual({ month: '2026-12', start: '2026-12-01', end: '2026-12-31' });
  });

  it('first Monday of a month: a Monday on day 1 to 7', () => {
    expect(isFirstMondayOfMonth('2026-12-07')).toBe(true);
    expect(isFirstMondayOfMonth('2027-02-01')).toBe(true);
    expect(isFirstMondayOfMonth('2026-12-14')).toBe(false); // a later Monday
    expect(isFirstMondayOfMonth('2026-12-01')).toBe(false); // a Tuesday
  });

  it('due periods: on Monday the week before; on the first Monday also the month before; nothing on other days', () => {
    // Monday 2026-12-07 09:00 local in New York (14:00 UTC).
    expect(duePeriods(new Date('2026-12-07T14:00:00Z'), NY)).toEqual({
      week: { start: '2026-11-30', end: '2026-12-06' },
      month: { month: '2026-11', start: '2026-11-01', end: '2026-11-30' },
    });
    // Monday 2026-12-14: week only.
    expect(duePeriods(new Date('2026-12-14T14:00:00Z'), NY)).toEqual({ week: { start: '2026-12-07', end: '2026-12-13' }, month: null });
    // 2026-12-07 05:00 UTC is Sunday evening in Honolulu: nothing due there yet.
    expect(duePeriods(new Date('2026-12-07T05:00:00Z'), HNL)).toEqual({ week: null, month: null });
    // ...but Monday in UTC.
    expect(duePeriods(new Date('2026-12-07T05:00:00Z'), 'UTC').week).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });

  it('period instants span local midnight to the next midnight after the last day (DST included)', () => {
    const week = { start: '2026-10-26', end: '2026-11-01' }; // DST ends 2026-11-01 in New York
    const { from, to } = periodInstants(week, NY);
    expect(from.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});

describe('insights figures', () => {
  it('average mood to one decimal, null for none', () => {
    expect(averageMood([])).toBeNull();
    expect(averageMood([7, 8, 8])).toBe(7.7);
    expect(averageMood([5, 6])).toBe(5.5);
  });

  it('mood trend compares the later half with the earlier half (0.5 threshold)', () => {
    expect(moodTrend([])).toBe('stable');
    expect(moodTrend([4])).toBe('stable');
    expect(moodTrend([4, 5, 6, 7])).toBe('improving');
    expect(moodTrend([8, 7, 9, 4, 5])).toBe('declining');
    expect(moodTrend([6, 6.4])).toBe('stable');
    expect(moodTrend([6, 6.5])).toBe('improving');
  });

  it('themes counted once per entry, case-insensitively, most frequent first', () => {
    const counts = themeCounts([{ themes: ['sleep', 'Work'] }, { themes: ['work', 'work'] }, { themes: ['family', 'Sleep'] }, { themes: ['work'] }]);
    expect(counts).toEqual([
      { theme: 'Work', count: 3 },
      { theme: 'sleep', count: 2 },
      { theme: 'family', count: 1 },
    ]);
  });

  it('summarises a period: exact totals, mood of the entries that have one, days in the user zone, top 3 themes', () => {
    const entries = [
      entry('2026-11-17T01:00:00Z', { wordCount: 10, moodScore: 4, sentiment: 'negative', themes: ['sleep', 'work'] }), // Nov 16 in NY
      entry('2026-11-17T23:00:00Z', { wordCount: 20, moodScore: null, sentiment: null, themes: ['work'] }),
      entry('2026-11-18T23:00:00Z', { wordCount: 33, moodScore: 8, sentiment: 'positive', themes: ['family', 'work', 'gratitude'] }),
      entry('2026-11-19T00:30:00Z', { wordCount: 7, moodScore: 9, sentiment: 'positive', themes: ['gratitude', 'exercise'] }), // Nov 18 in NY
    ];
    const f = summarizeEntries(entries, { start: '2026-11-16', end: '2026-11-22' }, NY);
    expect(f).toMatchObject({
      totalEntries: 4,
      totalWords: 70,
      averageMood: 7,
      moodTrend: 'improving',
      daysWithEntries: 3,
      dominantThemes: ['work', 'gratitude', 'exercise'],
      sentimentCounts: { positive: 2, negative: 1, mixed: 0, neutral: 0 },
      bestDay: { date: '2026-11-18', moodScore: 9 },
      hardestDay: { date: '2026-11-16', moodScore: 4 },
    });
  });

  it('an empty period has zero totals and no mood', () => {
    const f = summarizeEntries([], { start: '2026-11-16', end: '2026-11-22' }, NY);
    expect(f).toMatchObject({ totalEntries: 0, totalWords: 0, averageMood: null, moodTrend: 'stable', daysWithEntries: 0, dominantThemes: [], bestDay: null });
  });

  it('daily mood covers every day of the period; weeks of a month cover the Mondays overlapping it', () => {
    const entries = [
      entry('2026-11-17T15:00:00Z', { moodScore: 5 }),
      entry('2026-11-17T18:00:00Z', { moodScore: 8 }),
      entry('2026-11-30T15:00:00Z', { moodScore: 7 }),
    ];
    const days = dailyMood(entries, { start: '2026-11-16', end: '2026-11-22' }, NY);
    expect(days).toHaveLength(7);
    expect(days[1]).toEqual({ date: '2026-11-17', averageMood: 6.5, entries: 2, crisis: false });
    expect(days[0]).toEqual({ date: '2026-11-16', averageMood: null, entries: 0, crisis: false });
    const weeks = weeksOfMonth(entries, { start: '2026-11-01', end: '2026-11-30' }, NY);
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    expect(weeks[3]).toEqual({ weekStart: '2026-11-16', entries: 2, averageMood: 6.5 });
    expect(weeks[5]).toEqual({ weekStart: '2026-11-30', entries: 1, averageMood: 7 });
  });

  it('glimpses: the most recent entries, oldest first, with cut excerpts', () => {
    const long = 'word '.repeat(100);
    const entries = Array.from({ length: 12 }, (_, i) => entry(`2026-11-${String(10 + i).padStart(2, '0')}T15:00:00Z`, { title: `t${i}`, content: long }));
    const g = entryGlimpses(entries, NY);
    expect(g).toHaveLength(10);
    expect(g[0]!.title).toBe('t2');
    expect(g[9]!.title).toBe('t11');
    expect(g[0]!.excerpt.length).toBeLessThanOrEqual(200);
    expect(g[0]!.excerpt.endsWith('…')).toBe(true);
    expect(cut('short', 10)).toBe('short');
  });

  it('spec section 2: mood badge variant and hint kind', () => {
    expect([insightMoodVariant(7), insightMoodVariant(6.9), insightMoodVariant(5), insightMoodVariant(4.9), insightMoodVariant(null)]).toEqual([
      'default',
      'secondary',
      'secondary',
      'destructive',
      'secondary',
    ]);
    expect([insightsHintKind(0), insightsHintKind(1), insightsHintKind(2), insightsHintKind(3)]).toEqual(['info', 'wellness', 'wellness', 'progress']);
  });

  it('the Ai output schemas accept words only and refuse empty recommendations', () => {
    expect(WeeklyAnalysisWords.safeParse({ insights: 'x', pattern: 'y', recommendations: [] }).success).toBe(false);
    expect(WeeklyAnalysisWords.safeParse({ insights: 'x', pattern: 'y', recommendations: ['z'] }).success).toBe(true);
    expect(
      MonthlyReportWords.safeParse({ keyInsights: 'x', summary: 's', lifeOptimizations: ['a'], goalsAchieved: [], areasForImprovement: ['b'] }).success,
    ).toBe(true);
  });
});
