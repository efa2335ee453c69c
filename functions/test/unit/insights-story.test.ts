import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entryGlimpses, summarizeEntries, type InsightEntry, type MonthlyReportInput, type WeeklyAnalysisInput } from '@steady/shared';
import { extractEvents, periodStory } from '../../src/insights/story.js';
import { LocalAnalyzer } from '../../src/platform/adapters/local/analyzer.js';
import { OpenAiAdapter } from '../../src/platform/adapters/openai/adapter.js';
import { insightViolations } from '../../src/platform/adapters/openai/insight-checks.js';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openai-server.js';

const NY = 'America/New_York';
const week = { start: '2026-11-16', end: '2026-11-22' };
const e = (createdAt: string, moodScore: number, content: string, over: Partial<InsightEntry> = {}): InsightEntry => ({
  createdAt,
  title: 'Entry',
  content,
  wordCount: content.split(' ').length,
  moodScore,
  sentiment: 'neutral',
  themes: [],
  ...over,
});

// A week with a 2/10 day and an average of 4.5.
const entries = [
  e('2026-11-16T23:00:00Z', 6, 'Had lunch with my sister today and we laughed a lot. Calling my sponsor helped.', { themes: ['family'] }),
  e('2026-11-17T23:00:00Z', 2, 'I skipped the meeting tonight. A strong craving after work hit me hard and scrolling my phone did not help.', {
    themes: ['cravings'],
  }),
  e('2026-11-18T23:00:00Z', 5, 'Work was long. I felt calmer after the walk by the river.', { themes: ['work'] }),
  e('2026-11-19T23:00:00Z', 5, 'Quiet day at home.', { themes: [] }),
  e('2026-11-20T23:00:00Z', 4, 'Tired and flat most of the day.', { themes: ['sleep'] }),
  e('2026-11-21T23:00:00Z', 5, 'Thirty days is close: 29 days sober today. Went to a meeting with my sponsor.', { themes: ['recovery'] }),
];
const facts = summarizeEntries(entries, week, NY);
const story = periodStory(entries, facts, NY);
const sentences = entries
  .flatMap((x) => x.content.split(/(?<=[.!?])\s+/))
  .map((s) =>
    s
      .trim()
      .toLowerCase()
      .replace(/[.!?]$/, ''),
  );

describe('period story: events, people and what helped, in a few words', () => {
  it('extracts short second-person phrases from an entry', () => {
    const x = extractEvents('Had lunch with my sister. I skipped the meeting. A craving after work. Calling my sponsor helped. 30 days sober!');
    expect(x.events).toEqual(expect.arrayContaining(['lunch with your sister', 'skipped the meeting', 'a craving after work', '30 days sober']));
    expect(x.people).toEqual(expect.arrayContaining(['your sister', 'your sponsor']));
    expect(x.helped).toContain('calling your sponsor');
  });

  it('names the notable days with their events, people, milestones and what helped or did not', () => {
    expect(facts.averageMood).toBe(4.5);
    expect(facts.moodTrend).toBe('volatile');
    const hardest = story.days.find((d) => d.kinds.includes('hardest'))!;
    expect(hardest).toMatchObject({ date: '2026-11-17', moodScore: 2 });
    expect(hardest.events).toEqual(expect.arrayContaining(['skipped the meeting', 'a craving after work']));
    expect(story.days.find((d) => d.kinds.includes('best'))!.events).toContain('lunch with your sister');
    expect(story.people).toEqual(expect.arrayContaining(['your sister', 'your sponsor']));
    expect(story.milestones).toContain('29 days sober');
    expect(story.helped).toEqual(expect.arrayContaining(['calling your sponsor', 'the walk']));
    expect(story.didNotHelp).toContain('scrolling your phone');
  });

  it('never carries a whole sentence of an entry, and nothing from a crisis entry', () => {
    const phrases = [...story.days.flatMap((d) => d.events), ...story.helped, ...story.didNotHelp, ...story.people, ...story.activities];
    for (const p of phrases) {
      expect(p.split(' ').length).toBeLessThanOrEqual(6);
      expect(sentences).not.toContain(p.toLowerCase());
    }
    const crisis = [e('2026-11-18T23:00:00Z', 2, 'Lunch with my sister then I wanted to die.', { crisisDetected: true })];
    const s = periodStory(crisis, summarizeEntries(crisis, week, NY), NY);
    expect(s.days[0]!.kinds).toContain('crisis');
    expect(s.days[0]!.events).toEqual([]);
    expect(s.people).toEqual([]);
  });
});

describe('local wording tells the story', () => {
  const ai = new LocalAnalyzer();
  const input: WeeklyAnalysisInput = { facts, entries: entryGlimpses(entries, NY), goals: [], story };

  it('names the events and people of the week, never calls it stable, and quotes no sentence', async () => {
    const words = await ai.weeklyAnalysis(input);
    const all = [words.insights, words.pattern, ...words.recommendations].join(' ');
    expect(all).toContain('lunch with your sister');
    expect(all).toContain('skipped the meeting');
    expect(all).toContain('a craving after work');
    expect(all).not.toMatch(/\b(stable|steady)\b/i);
    expect(words.insights).toMatch(/swung, with a steep low on Tuesday, Nov 17/);
    for (const s of sentences.filter((x) => x.split(' ').length >= 6)) expect(all.toLowerCase()).not.toContain(s);
    expect(await ai.weeklyAnalysis(input)).toEqual(words); // deterministic
  });

  it("recommends from this week and never repeats last week's recommendations", async () => {
    const first = await ai.weeklyAnalysis(input);
    expect(first.recommendations.join(' ')).toMatch(/sponsor|craving|meeting/);
    const next = await ai.weeklyAnalysis({ ...input, previousRecommendations: first.recommendations });
    for (const r of next.recommendations) expect(first.recommendations).not.toContain(r);
    expect(next.recommendations.length).toBeGreaterThanOrEqual(1);
  });

  it('monthly: plain wording of the events, volatile summary, the milestone, and new recommendations', async () => {
    const month: MonthlyReportInput = { facts, weeks: [], entries: [], goals: [], story };
    const words = await ai.monthlyReport(month);
    expect(words.keyInsights).toContain('lunch with your sister');
    expect(words.summary).toMatch(/ups and downs/);
    expect(words.goalsAchieved).toContain('Reached 29 days sober.');
    expect([words.keyInsights, words.summary].join(' ')).not.toMatch(/journey|self-care|thrive|stable/i);
    const again = await ai.monthlyReport({ ...month, previousRecommendations: [...words.lifeOptimizations, ...words.areasForImprovement] });
    for (const r of again.lifeOptimizations) expect(words.lifeOptimizations).not.toContain(r);
  });
});

describe('OpenAI wording is checked against the computed trend and last period', () => {
  let server: OpenAiTestServer;
  beforeAll(async () => {
    server = await startOpenAiServer();
  });
  afterAll(() => server.close());
  afterEach(() => server.reset());
  const local = new LocalAnalyzer();
  const openAi = () =>
    new OpenAiAdapter({ apiKey: server.apiKey, model: 'gpt-test', baseURL: server.baseURL, fallback: local, maxRetries: 0, timeoutMs: 2_000 });
  const input: WeeklyAnalysisInput = { facts, entries: entryGlimpses(entries, NY), goals: [], story, previousRecommendations: ['Call your sponsor.'] };

  it('sends the story and the previous recommendations, and keeps a good answer', async () => {
    const good = {
      insights: 'Your mood swung this week, with a low on Tuesday after you skipped the meeting; lunch with your sister was the high point.',
      pattern: 'Ups and downs around the meeting you missed.',
      recommendations: ['Put the next meeting in your calendar and ask your sponsor to go with you.'],
    };
    server.answers.weekly_analysis = good;
    expect(await openAi().weeklyAnalysis(input)).toEqual(good);
    const sent = JSON.parse(server.requests[0]!.body.messages.at(-1)!.content) as { story: unknown; previousRecommendations: string[] };
    expect(sent.story).toEqual(story);
    expect(sent.previousRecommendations).toEqual(['Call your sponsor.']);
    expect(server.requests[0]!.body.messages[0]!.content).toMatch(/previousRecommendations/);
  });

  it('falls back to the local wording when the model calls a volatile week stable', async () => {
    server.answers.weekly_analysis = { insights: 'A stable week overall.', pattern: 'Steady mood.', recommendations: ['Keep it up with a walk.'] };
    expect(await openAi().weeklyAnalysis(input)).toEqual(await local.weeklyAnalysis(input));
  });

  it('falls back when the model repeats a previous recommendation verbatim', async () => {
    server.answers.weekly_analysis = { insights: 'Your mood swung this week.', pattern: 'Ups and downs.', recommendations: ['Call your sponsor.'] };
    expect(await openAi().weeklyAnalysis(input)).toEqual(await local.weeklyAnalysis(input));
  });

  it('falls back when a monthly report says "improving" for a volatile month', async () => {
    const month: MonthlyReportInput = { facts, weeks: [], entries: [], goals: [], story };
    server.answers.monthly_report = {
      keyInsights: 'Your mood kept improving.',
      summary: 'An improving month.',
      lifeOptimizations: ['Walk more.'],
      goalsAchieved: [],
      areasForImprovement: ['Sleep.'],
    };
    expect(await openAi().monthlyReport(month)).toEqual(await local.monthlyReport(month));
  });

  it('the check: long quotes of an entry break it', () => {
    const glimpses = entryGlimpses(entries, NY);
    expect(insightViolations(facts, ['You wrote: a strong craving after work hit me hard and scrolling my phone did not help.'], [], [], glimpses)).toContain(
      'entry_quoted',
    );
    expect(insightViolations(facts, ['Your mood swung; a craving after work was hard.'], ['Plan for the evening.'], [], glimpses)).toEqual([]);
  });
});
