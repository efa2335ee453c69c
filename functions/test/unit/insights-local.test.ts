import { describe, expect, it } from 'vitest';
import { summarizeEntries, type InsightEntry } from '@steady/shared';
import { LocalAnalyzer } from '../../src/platform/adapters/local/analyzer.js';
import { zonesDue } from '../../src/insights/jobs.js';
import { directoryShard, JOB_DIRECTORY_SHARDS } from '../../src/insights/store.js';

const NY = 'America/New_York';
const week = { start: '2026-11-16', end: '2026-11-22' };
const e = (createdAt: string, over: Partial<InsightEntry>): InsightEntry => ({
  createdAt,
  title: 't',
  content: 'c',
  wordCount: 10,
  moodScore: 6,
  sentiment: 'neutral',
  themes: [],
  ...over,
});

describe('local analyser: weekly analysis and monthly report words', () => {
  const ai = new LocalAnalyzer();
  const entries = [
    e('2026-11-16T23:00:00Z', { wordCount: 40, moodScore: 4, sentiment: 'negative', themes: ['sleep', 'work'] }),
    e('2026-11-18T23:00:00Z', { wordCount: 60, moodScore: 7, sentiment: 'positive', themes: ['sleep'] }),
    e('2026-11-20T23:00:00Z', { wordCount: 23, moodScore: 8, sentiment: 'positive', themes: ['family'] }),
  ];
  const facts = summarizeEntries(entries, week, NY);

  it("cites the person's own figures and themes, deterministically", async () => {
    const words = await ai.weeklyAnalysis({ facts, entries: [], goals: ['Sleep by 11pm'] });
    expect(words.insights).toContain('3 entries (123 words) on 3 days');
    expect(words.insights).toContain('average mood of 6.3/10');
    expect(words.insights).toContain('your mood improved');
    expect(words.insights).toContain('sleep, family and work');
    expect(words.insights).toContain('Your best day was Friday, Nov 20 (mood 8) and the hardest Monday, Nov 16 (mood 4).');
    expect(words.pattern).toMatch(/^Mostly about sleep, family and work/);
    expect(words.recommendations.length).toBeGreaterThanOrEqual(2);
    expect(words.recommendations.length).toBeLessThanOrEqual(4);
    expect(words.recommendations[0]).toMatch(/sleep/i);
    expect(await ai.weeklyAnalysis({ facts, entries: [], goals: ['Sleep by 11pm'] })).toEqual(words);
  });

  it('says so plainly for an empty week', async () => {
    const words = await ai.weeklyAnalysis({ facts: summarizeEntries([], week, NY), entries: [], goals: [] });
    expect(words.insights).toBe('No journal entries were written between Monday, Nov 16 and Sunday, Nov 22.');
    expect(words.recommendations[0]).toMatch(/Write a short entry/);
  });

  it('monthly report: key insights with the figures, optimizations and areas for growth', async () => {
    const weeks = [{ weekStart: '2026-11-16', entries: 3, averageMood: 6.3 }];
    const words = await ai.monthlyReport({ facts, weeks, entries: [], goals: [] });
    expect(words.keyInsights).toContain('3 entries (123 words) on 3 days across 1 week');
    expect(words.lifeOptimizations.length).toBeGreaterThanOrEqual(1);
    expect(words.areasForImprovement.length).toBeGreaterThanOrEqual(1);
    expect(words.goalsAchieved).toContain('Mood improved over the month.');
  });
});

describe('insights job: zones and shards', () => {
  it('is due where it is Monday 06:00-08:59 local, and nowhere on Sunday', () => {
    // Monday 2026-11-23 12:30 UTC = 07:30 in New York, 06:30 in Chicago, 05:30 in Denver.
    expect(zonesDue(new Date('2026-11-23T12:30:00Z'), ['America/New_York', 'America/Chicago', 'America/Denver'])).toEqual([
      'America/New_York',
      'America/Chicago',
    ]);
    expect(zonesDue(new Date('2026-11-22T12:30:00Z'), ['America/New_York', 'America/Chicago'])).toEqual([]);
    // 18:00 UTC Monday = 08:00 in Honolulu.
    // Every supported zone is considered: Honolulu (8 AM) is due, New York (1 PM) is not.
    const due = zonesDue(new Date('2026-11-23T18:00:00Z'));
    expect(due).toContain('Pacific/Honolulu');
    expect(due).not.toContain('America/New_York');
  });

  it('spreads users over the shards, stably', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => directoryShard(`user-${i}`)));
    expect(shards.size).toBe(JOB_DIRECTORY_SHARDS);
    expect(directoryShard('abc')).toBe(directoryShard('abc'));
  });
});

describe('a period with crisis language is never averaged away', () => {
  const ai = new LocalAnalyzer();
  // Moods rise through the week (4 → 9): on the figures alone, "improving".
  const entries = [
    e('2026-11-16T23:00:00Z', { moodScore: 4 }),
    e('2026-11-17T23:00:00Z', { moodScore: 2, content: 'I do not want to be alive anymore', crisisDetected: true }),
    e('2026-11-19T23:00:00Z', { moodScore: 8 }),
    e('2026-11-21T23:00:00Z', { moodScore: 9 }),
  ];
  const facts = summarizeEntries(entries, week, NY);

  it('labels the week "concerning", names the day as a hard one without its words, and recommends the safety plan', async () => {
    expect(facts.moodTrend).toBe('concerning');
    expect(facts.crisisDays).toEqual(['2026-11-17']);
    const words = await ai.weeklyAnalysis({ facts, entries: [], goals: [] });
    const all = [words.insights, words.pattern, ...words.recommendations].join(' ');
    expect(all).toContain('very hard day on Tuesday');
    expect(all).not.toMatch(/improv|steady|stable/i);
    expect(all).not.toContain('alive');
    expect(words.recommendations[0]).toContain('safety plan');
    expect(words.recommendations.join(' ')).toContain('988');
  });

  it('says the same in the monthly report', async () => {
    const month = { start: '2026-11-01', end: '2026-11-30', month: '2026-11' };
    const monthFacts = summarizeEntries(entries, month, NY);
    const words = await ai.monthlyReport({ facts: monthFacts, weeks: [], entries: [], goals: [] });
    expect(words.summary).toContain('very hard day on Tuesday');
    expect(words.goalsAchieved.join(' ')).not.toMatch(/improved/i);
    expect(words.areasForImprovement[0]).toContain('safety plan');
  });

  it('without crisis language the same moods are "improving"', () => {
    const calm = entries.map((x) => ({ ...x, crisisDetected: false }));
    expect(summarizeEntries(calm, week, NY).moodTrend).toBe('improving');
  });
});
