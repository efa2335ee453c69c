import { describe, expect, it } from 'vitest';
import { findCoach } from '@steady/shared';
import { localCoachReply } from '../../src/platform/adapters/local/coach.js';
import { coachSystem } from '../../src/platform/adapters/openai/prompts.js';

/** The current AI coach changes the AI Life Coach's tone (docs/architecture.md, "Marketplace"). */
const base = {
  message: 'I had a rough day at work and I keep thinking about drinking.',
  history: [],
  firstName: 'Jordan',
  recentEntries: [],
  weeklyAnalyses: [],
  goals: [],
  preferences: [],
  crisisDetected: false,
};
const persona = (id: string) => {
  const c = findCoach(id)!;
  return { id: c.id, name: c.name, personality: c.personality, specialties: [...c.specialties], ...(c.systemPrompt ? { instructions: c.systemPrompt } : {}) };
};

describe('AI coach persona', () => {
  it('a marketplace coach speaks in its own voice in the local analyser; the open question stays last', () => {
    const plain = localCoachReply({ ...base, coach: null });
    const sponsor = localCoachReply({ ...base, coach: persona('gentle-sponsor') });
    const trainer = localCoachReply({ ...base, coach: persona('tough-love-trainer') });
    expect(sponsor.message).not.toBe(plain.message);
    expect(sponsor.message).toMatch(/^(One day at a time\.|Just for today)/);
    expect(trainer.message).toMatch(/^(Alright, let's get to work\.|Okay, let's tackle this head on\.)/);
    for (const r of [plain, sponsor, trainer]) expect(r.message.trim().endsWith('?')).toBe(true);
  });

  it('a crisis reply is never dressed in a persona', () => {
    expect(localCoachReply({ ...base, crisisDetected: true, coach: persona('tough-love-trainer') }).message).toBe(
      localCoachReply({ ...base, crisisDetected: true, coach: null }).message,
    );
  });

  it("the OpenAI system prompt carries the persona's name, personality and instructions", () => {
    const prompt = coachSystem({ ...base, coach: persona('cbt-companion') });
    expect(prompt).toContain('You are CBT Companion');
    expect(prompt).toContain('Structured, curious and precise');
    expect(prompt).toContain(findCoach('cbt-companion')!.systemPrompt!);
  });
});
