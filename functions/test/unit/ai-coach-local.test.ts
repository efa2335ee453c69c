import { CoachReplyOutput, PROMPT_CATEGORIES, WritingPromptsOutput, detectCrisis, type CoachReplyInput } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { contextThemes, localCoachReply } from '../../src/platform/adapters/local/coach.js';
import { CATEGORY_PROMPTS, localWritingPrompts } from '../../src/platform/adapters/local/prompts.js';
import { rankThemes } from '../../src/ai-coach/service.js';

const personal = (themes: string[], seed = 0, recentTitles: string[] = []) => localWritingPrompts({ kind: 'personal', themes, recentTitles, seed, count: 5 });

describe('local writing prompts', () => {
  it('personal prompts follow the themes, most frequent first', () => {
    const sleep = personal(['sleep', 'anxiety']).prompts;
    const work = personal(['work', 'family']).prompts;
    expect(WritingPromptsOutput.parse({ prompts: sleep })).toBeTruthy();
    expect(sleep).toHaveLength(5);
    expect(sleep[0]).toMatch(/sleep|rest/i);
    expect(sleep[1]).toMatch(/anxious|anxiety/i);
    expect(work[0]).toMatch(/work/i);
    expect(work[1]).toMatch(/family/i);
    expect(new Set(sleep).size).toBe(5);
  });

  it('a tag outside the lexicon gets the general theme template; no themes gives general prompts', () => {
    expect(personal(['gardening']).prompts[0]).toBe('You have been writing about gardening. What feels most important about it right now?');
    const none = personal([]).prompts;
    expect(none).toHaveLength(5);
    expect(none[0]).toMatch(/\?$/);
  });

  it('recalls the latest title', () => {
    expect(personal(['sleep'], 0, ['Rough night']).prompts.join(' ')).toContain('"Rough night"');
  });

  it('is deterministic, and the seed rotates', () => {
    expect(personal(['sleep', 'work'], 3)).toEqual(personal(['sleep', 'work'], 3));
    expect(personal(['sleep', 'work'], 0)).not.toEqual(personal(['sleep', 'work'], 1));
    const a = localWritingPrompts({ kind: 'category', category: 'creativity', seed: 0, count: 5 });
    const b = localWritingPrompts({ kind: 'category', category: 'creativity', seed: 1, count: 5 });
    expect(a.prompts).not.toEqual(b.prompts);
    expect(new Set([...a.prompts, ...b.prompts]).size).toBe(10);
  });

  it('each category has its own bank, and no prompt of any bank reads as crisis language', () => {
    const banks = PROMPT_CATEGORIES.map((c) => CATEGORY_PROMPTS[c]);
    const all = banks.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const p of all) expect(detectCrisis(p).detected, p).toBe(false);
  });
});

const base: CoachReplyInput = {
  message: 'Today was long.',
  history: [],
  firstName: 'Jordan',
  coach: null,
  recentEntries: [
    { title: 'Craving at the store', moodScore: 4, sentiment: 'negative', themes: ['cravings', 'anxiety'], createdAt: '2026-11-20T23:00:00Z' },
    { title: 'Meeting', moodScore: 7, sentiment: 'positive', themes: ['meetings', 'cravings'], createdAt: '2026-11-19T23:00:00Z' },
  ],
  weeklyAnalyses: [
    { weekStart: '2026-11-09', averageMood: 6.5, dominantThemes: ['sleep'], insights: 'A steady week.', recommendations: ['Keep your evening routine.'] },
  ],
  goals: ['Go to three meetings a week'],
  preferences: [],
  crisisDetected: false,
};

describe('local coach reply', () => {
  it('reflects the message, asks an open question, and keeps insights and recommendations within the contract', () => {
    const out = CoachReplyOutput.parse(localCoachReply(base));
    expect(out.message).toMatch(/^Jordan, /);
    expect(out.message).toMatch(/long/);
    expect(out.message).toMatch(/\?$/);
    expect(out.insights.join(' ')).toContain('5.5/10 across your last 2 entries');
    expect(out.recommendations.length).toBeGreaterThan(0);
    expect(out.recommendations.length).toBeLessThanOrEqual(3);
  });

  it('names context only where it connects to the message (cravings here), never appended to every reply', () => {
    // Before: every reply named the recent themes and the first goal, whatever the message said.
    expect(localCoachReply(base).message).not.toContain('Go to three meetings a week');
    const out = localCoachReply({ ...base, message: 'The cravings were bad again after my meeting tonight.' });
    expect(out.message).toMatch(/Craving at the store|Meeting|three meetings/);
    expect(out.insights.join(' ')).toContain('cravings');
  });

  it('leads with what the message itself is about', () => {
    const out = localCoachReply({ ...base, message: 'My boss yelled at me at work and I am furious.' });
    expect(out.message).toMatch(/boss/);
    expect(out.message).not.toMatch(/step forward|good to hear|going well/);
  });

  it('is deterministic', () => {
    expect(localCoachReply(base)).toEqual(localCoachReply(base));
  });

  it('with no context still answers with a question and a step', () => {
    const out = localCoachReply({ ...base, firstName: '', recentEntries: [], weeklyAnalyses: [], goals: [] });
    expect(out.message).toMatch(/\?/);
    expect(out.recommendations.length).toBeGreaterThan(0);
    expect(out.insights).toEqual([]);
  });

  it('on crisis, offers support and 988 only, and its words do not read as crisis themselves', () => {
    const out = localCoachReply({ ...base, message: 'I want to die', crisisDetected: true });
    expect(out.message).toContain('reach out to a person right now');
    expect(out.message).not.toContain('One small next step');
    expect(detectCrisis(out.message).detected).toBe(false);
    expect(out.recommendations[0]).toMatch(/988/);
  });

  it('context themes weigh weekly dominant themes double', () => {
    expect(contextThemes(base)).toEqual(['cravings', 'sleep', 'anxiety', 'meetings']);
  });
});

describe('rankThemes', () => {
  it('orders by frequency, then recency', () => {
    expect(rankThemes([{ themes: ['work'] }, { themes: ['sleep', 'family'] }, { themes: ['sleep'] }])).toEqual(['sleep', 'work', 'family']);
  });
});
