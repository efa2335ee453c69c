import { CoachReplyOutput, type ChatTurn } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import devSet from '../fixtures/coach/dev-set.json' with { type: 'json' };
import { emptyInput, evaluateCoach, type CoachCase } from '../fixtures/coach/evaluate.js';
import { localCoachReply } from '../../src/platform/adapters/local/coach.js';
import { sentencesOf, stanceViolations } from '../../src/platform/adapters/local/stance.js';
import { MESSAGE_KINDS, understand } from '../../src/platform/adapters/local/understand.js';

const set = devSet as CoachCase[];
const reply = (message: string, history: ChatTurn[] = []) => localCoachReply(emptyInput(message, history));
const JUDGING = /\b(failure|failed|disappointing|should have|back to square one|start over from zero)\b/i;

describe('the local coach listens: development set', () => {
  const scores = evaluateCoach(set);

  it('has at least 200 labelled messages, at least 15 of every kind', () => {
    expect(set.length).toBeGreaterThanOrEqual(200);
    for (const k of MESSAGE_KINDS) expect(set.filter((c) => c.kind === k).length, k).toBeGreaterThanOrEqual(15);
  });

  it('classifies, reflects and asks open questions at 90% or more, overall and per kind', () => {
    const { overall } = scores;
    expect(overall.classified / overall.n).toBeGreaterThanOrEqual(0.9);
    expect(overall.reflected / overall.n).toBeGreaterThanOrEqual(0.9);
    expect(overall.openQuestion / overall.n).toBeGreaterThanOrEqual(0.9);
    for (const [kind, s] of Object.entries(scores.perKind)) {
      expect(s.classified / s.n, `${kind} classified`).toBeGreaterThanOrEqual(0.9);
      expect(s.reflected / s.n, `${kind} reflected`).toBeGreaterThanOrEqual(0.85);
      expect(s.openQuestion / s.n, `${kind} open question`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('breaks stance rules in at most 2% of replies, and repeats at most 2% of sentences over 10-turn conversations', () => {
    expect(scores.overall.violating / scores.overall.n).toBeLessThanOrEqual(0.02);
    expect(scores.repeated.sentences).toBeGreaterThan(100);
    expect(scores.repeated.repeats / scores.repeated.sentences).toBeLessThanOrEqual(0.02);
  });

  it('every reply keeps the output contract', () => {
    for (const c of set.slice(0, 60)) expect(() => CoachReplyOutput.parse(reply(c.message))).not.toThrow();
  });
});

describe('the four examples of the issue', () => {
  it('a relapse gets a reply without judgement that names it and the two weeks, asks what came before and offers to help tell the coach', () => {
    const message = 'I drank last night after two weeks sober';
    const u = understand(message);
    expect(u.kind).toBe('lapse');
    expect(u.days).toBe('two weeks');
    const out = reply(message).message;
    expect(out).toMatch(/drank/);
    expect(out).toContain('two weeks');
    expect(out).toMatch(/coach/);
    expect(out).toMatch(/if you('d| would)? like|if it would help|if you want/i);
    expect(out).toMatch(/before/);
    expect(out).not.toMatch(JUDGING);
    expect(out).not.toMatch(/lifting|step forward|good to hear|going well/i);
    expect(out).not.toMatch(/\bI (have |will |'ll )?(shared|share|told|tell|sent|send)\b/);
    expect(stanceViolations(u, out, [])).toEqual([]);
  });

  it('"I got my 30 day chip today!" is congratulated by name', () => {
    const u = understand('I got my 30 day chip today!');
    expect(u.kind).toBe('milestone');
    const out = reply('I got my 30 day chip today!').message;
    expect(out).toContain('30 days');
    expect(out).toMatch(/congratulations|well done|celebrat/i);
    expect(stanceViolations(u, out, [])).toEqual([]);
  });

  it('a sleep question gets concrete advice first, then a question, and no "step forward"', () => {
    const message = 'How can I sleep better? I keep waking up at 3am.';
    const u = understand(message);
    expect(u).toMatchObject({ kind: 'help_question', topic: 'sleep' });
    const out = reply(message).message;
    expect(out).toMatch(/wake-up time/);
    expect(out).toMatch(/20 minutes/);
    expect(out).toMatch(/caffeine|screens/);
    expect(out).toMatch(/\?$/);
    expect(out.indexOf('?')).toBeGreaterThan(out.indexOf('20 minutes'));
    expect(out).not.toMatch(/step forward|good to hear/i);
    expect(stanceViolations(u, out, [])).toEqual([]);
  });

  it('a medication question gets no dosing advice, only the prescriber or pharmacist', () => {
    for (const message of [
      'Should I stop taking my Zoloft? Can I cut it to 25 mg?',
      'I missed my methadone dose yesterday, should I double up today?',
      'Can I take an extra dose of my Suboxone if the cravings are bad?',
    ]) {
      const u = understand(message);
      expect(u.kind, message).toBe('medication_question');
      const out = reply(message).message;
      expect(out).toMatch(/prescriber|pharmacist/);
      expect(out).not.toMatch(/\d+\s*(mg|doses?)\b|take (more|less|an extra|half)|\bdouble\b|\bskip\b|stop taking/i);
      expect(stanceViolations(u, out, [])).toEqual([]);
    }
  });
});

describe('understanding', () => {
  it('negation and tense: no craving is not a craving; "used to drink" in good news is not a lapse', () => {
    expect(understand('No real cravings today. Went to my meeting and had dinner with my sister.').kind).not.toBe('craving');
    expect(understand("100 days today. I used to drink every night, and now I don't even miss it.").kind).toBe('milestone');
    expect(understand("I didn't drink at the party even though everyone else did.").kind).not.toBe('lapse');
  });

  it('pulls out people, substances, days and the event in the second person', () => {
    const u = understand('I had a huge fight with my sister about money.');
    expect(u.kind).toBe('conflict');
    expect(u.people).toContain('your sister');
    expect(u.event).toBe('you had a huge fight with your sister about money');
    expect(understand('Six months sober today').days).toBe('six months');
    expect(understand('I relapsed on beer after 90 days').substances).toContain('alcohol');
  });
});

describe('the conversation', () => {
  it('two replies in a row never share a sentence, even for the same message', () => {
    const history: ChatTurn[] = [];
    const said: string[] = [];
    for (let i = 0; i < 4; i++) {
      const out = reply('I feel so lonely tonight.', history).message;
      for (const s of sentencesOf(out)) expect(said, s).not.toContain(s);
      said.push(...sentencesOf(out));
      history.push({ role: 'user', content: 'I feel so lonely tonight.' }, { role: 'coach', content: out });
    }
  });

  it('refers back to a person named earlier, and sums up once the conversation is 6 turns long', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'My sponsor has been great this month.' },
      { role: 'coach', content: 'That is lovely to hear. What has helped most?' },
      { role: 'user', content: 'I had a fight with my sister about money.' },
      { role: 'coach', content: 'That sounds painful. What do you need from her?' },
      { role: 'user', content: 'Went to work, came home.' },
      { role: 'coach', content: 'Got it. How did the day feel?' },
    ];
    const out = reply('I drank last night.', history).message;
    expect(out).toMatch(/your sponsor/);
    expect(out).toMatch(/your sister|went to work/);
  });

  it('uses context only when it connects, and names a rising mood only for connected good news', () => {
    const entries = [
      { title: 'Sleepless again', moodScore: 8, sentiment: 'negative' as const, themes: ['sleep'], createdAt: '2026-11-20T23:00:00Z' },
      { title: 'Good day', moodScore: 3, sentiment: 'positive' as const, themes: ['sleep'], createdAt: '2026-11-19T23:00:00Z' },
    ];
    const input = { ...emptyInput('I relapsed last night.'), recentEntries: entries, goals: ['Sleep by 11pm'] };
    const lapse = localCoachReply(input).message;
    expect(lapse).not.toMatch(/Sleepless again|Sleep by 11pm|lifting|rising/);
    const sleep = localCoachReply({ ...input, message: 'How do I get back to sleep when I wake up at night?' }).message;
    expect(sleep).toMatch(/Sleepless again|Sleep by 11pm/);
  });
});

describe('the local coach listens: later set (written after the first build; its misses then widened the rules)', () => {
  it('classifies and reflects at 85% or more, with at most 2% stance violations and repeats', async () => {
    const heldOut = (await import('../fixtures/coach/later-set.json', { with: { type: 'json' } })).default as CoachCase[];
    const scores = evaluateCoach(heldOut);
    expect(heldOut.length).toBeGreaterThanOrEqual(100);
    expect(scores.overall.classified / scores.overall.n).toBeGreaterThanOrEqual(0.85);
    expect(scores.overall.reflected / scores.overall.n).toBeGreaterThanOrEqual(0.85);
    expect(scores.overall.violating / scores.overall.n).toBeLessThanOrEqual(0.02);
    expect(scores.repeated.repeats / scores.repeated.sentences).toBeLessThanOrEqual(0.02);
  });
});
