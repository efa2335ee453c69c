import { describe, expect, it } from 'vitest';
import { hasSteepLow, periodTrend, summarizeEntries, type InsightEntry } from '../src/index.js';

const e = (createdAt: string, moodScore: number): InsightEntry => ({
  createdAt,
  title: 't',
  content: 'c',
  wordCount: 5,
  moodScore,
  sentiment: 'neutral',
  themes: [],
});

describe('periodTrend: steep low days are never "stable"', () => {
  it('a week with a 2/10 day and an average of 4.5 is volatile, not stable', () => {
    const moods = [6, 2, 5, 5, 4, 5];
    const entries = moods.map((m, i) => e(`2026-11-${16 + i}T15:00:00Z`, m));
    const facts = summarizeEntries(entries, { start: '2026-11-16', end: '2026-11-22' }, 'America/New_York');
    expect(facts.averageMood).toBe(4.5);
    expect(facts.moodTrend).toBe('volatile');
  });

  it('a day-to-day drop of 4 or more is volatile', () => {
    expect(hasSteepLow([8, 9, 4, 8, 8, 5])).toBe(true);
    expect(periodTrend([8, 9, 4, 8, 8, 5], false)).toBe('volatile');
  });

  it('an even week stays stable; crisis stays concerning; a clear rise or fall keeps its label', () => {
    expect(periodTrend([5, 6, 5, 6], false)).toBe('stable');
    expect(hasSteepLow([5, 6, 5, 6])).toBe(false);
    expect(periodTrend([6, 2, 5, 5, 4, 5], true)).toBe('concerning');
    expect(periodTrend([4, 2, 8, 9], false)).toBe('improving');
    expect(periodTrend([8, 7, 3, 2], false)).toBe('declining');
  });

  it('a low day close to the average is not a steep low', () => {
    expect(hasSteepLow([3, 4, 4, 3])).toBe(false);
  });
});
