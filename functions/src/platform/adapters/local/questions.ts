import type { CallTopic, NextQuestion, NextQuestionInput } from '@steady/shared';
import { analyzeText } from './analyzer.js';

/**
 * The check-in call's follow-up questions, locally: deterministic, and worded after the last
 * answer (an acknowledgement chosen by its sentiment, then the question of the next topic).
 */
const QUESTIONS: Record<Exclude<CallTopic, 'opening'>, string> = {
  mood: 'How would you describe your mood today, and what has been on your mind?',
  cravings: 'Did you notice any cravings or triggers today? What was going on when they came up?',
  helped: 'What helped you most today, even if it was something small?',
  goal: 'What is one thing you would like to do for yourself tomorrow?',
};

const ACKNOWLEDGEMENTS: Record<'positive' | 'negative' | 'mixed' | 'neutral', string[]> = {
  positive: ['That is good to hear.', 'I am glad to hear that.', 'That sounds like a real step.'],
  negative: ['Thank you for telling me. That sounds hard.', 'I hear you. That sounds difficult.', 'Thank you for being honest about that.'],
  mixed: ['It sounds like a day with ups and downs.', 'Thank you, that sounds like a mix of things.'],
  neutral: ['Thank you for sharing that.', 'Okay, thank you.', 'Got it, thank you.'],
};

export async function localNextQuestion(input: NextQuestionInput): Promise<NextQuestion> {
  const topic = input.remaining[0]!;
  const question = topic === 'opening' ? openingQuestion(input.firstName) : QUESTIONS[topic];
  const last = input.turns.at(-1);
  if (!last || !last.answer.trim()) return { topic, question };
  const { sentiment } = analyzeText(last.answer);
  const options = ACKNOWLEDGEMENTS[sentiment];
  // Deterministic choice: the same conversation always gets the same words.
  const ack = options[(input.turns.length + last.answer.length) % options.length]!;
  return { topic, question: `${ack} ${question}` };
}

export const openingQuestion = (firstName: string) => `${firstName ? `${firstName}, h` : 'H'}ow are you feeling right now, and how did today go?`;
