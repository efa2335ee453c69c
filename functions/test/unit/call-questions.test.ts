import type { CallTopic } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { localNextQuestion } from '../../src/platform/adapters/local/questions.js';

/** The check-in call's interviewer listens as the AI coach does: the acknowledgement takes the answer's stance. */
const next = (answer: string, remaining: CallTopic[] = ['cravings', 'helped', 'goal']) =>
  localNextQuestion({ firstName: 'Jordan', turns: [{ topic: 'opening', question: 'How are you feeling?', answer }], remaining }).then((q) => q.question);

describe('the call interviewer (local)', () => {
  it('meets a lapse without judgement, keeps the days before it, and asks what came just before and whom to tell', async () => {
    const q = await next('I drank last night after two weeks sober.');
    expect(q).toMatch(/two weeks/);
    expect(q).toMatch(/just before/);
    expect(q).toMatch(/who could you tell/i);
    expect(q).not.toMatch(/good to hear|glad|step|failed|failure/i);
  });

  it('names a milestone', async () => {
    expect(await next('I got my 90 day coin at the meeting tonight!')).toMatch(/^90 days/);
  });

  it('never meets pain as good news', async () => {
    for (const answer of [
      'Kind of low today. I felt lonely after work, but I am okay now.',
      'My grandmother died on Sunday.',
      'We had a huge fight and he left.',
      'I had a craving after a stressful meeting.',
    ]) {
      expect(await next(answer), answer).not.toMatch(/good to hear|glad to hear|step forward|going well/i);
    }
  });

  it('is glad about a good day, and asks the next topic’s question', async () => {
    const q = await next('Today was a good day. I went for a walk in the morning and talked with my sister.');
    expect(q).toMatch(/glad|good to hear/i);
    expect(q).toMatch(/cravings or triggers/);
  });

  it('keeps a lapse told earlier in mind when the next answer is plain', async () => {
    const q = await localNextQuestion({
      firstName: 'Jordan',
      turns: [
        { topic: 'opening', question: 'How are you feeling?', answer: 'I used again on Friday after a month clean.' },
        { topic: 'mood', question: 'How is your mood?', answer: 'Tired, I guess.' },
      ],
      remaining: ['cravings', 'helped', 'goal'],
    });
    expect(q.question).toMatch(/just before/);
  });
});

describe('the form follow-up question (local)', () => {
  const turns = [{ topic: 'helped' as const, question: 'What helped?', answer: 'My group meeting helped.' }];
  const form = (instructions: string | null, answers: { question: string; answer: string }[]) => ({ formTitle: 'Weekly check-in', instructions, answers });

  it('recalls a written answer in the person’s words and asks how it has been since', async () => {
    const q = await localNextQuestion({
      firstName: 'Jordan',
      turns,
      remaining: ['form', 'goal'],
      formFollowUp: form(null, [
        { question: 'Did you sleep well?', answer: 'No' },
        { question: 'What was hardest this week?', answer: 'Sunday evenings alone at home' },
      ]),
    });
    expect(q.topic).toBe('form');
    expect(q.question).toContain('In your Weekly check-in form, you answered "Sunday evenings alone at home". How has that been for you since?');
  });

  it('asks the coach’s own question when the instructions are one', async () => {
    const q = await localNextQuestion({
      firstName: 'Jordan',
      turns,
      remaining: ['form', 'goal'],
      formFollowUp: form('How did the new evening routine go?', [{ question: 'Mood', answer: '6' }]),
    });
    expect(q.question).toContain('About your Weekly check-in form: How did the new evening routine go?');
  });

  it('stays within 300 characters with a long title and a long answer', async () => {
    const q = await localNextQuestion({
      firstName: 'Jordan',
      turns,
      remaining: ['form', 'goal'],
      formFollowUp: { formTitle: 'A very long form title '.repeat(8), instructions: null, answers: [{ question: 'Tell me', answer: 'word '.repeat(200) }] },
    });
    expect(q.question.length).toBeLessThanOrEqual(300);
    expect(q.question).toMatch(/How has that been for you since\?$/);
  });
});
