import type { CallTopic, NextQuestion, NextQuestionInput } from '@steady/shared';
import { analyzeText } from './text-analysis.js';
import { understand, type Understood } from './understand.js';

/**
 * The check-in call's follow-up questions, locally: deterministic, and worded after the last answer
 * with the same understanding as the AI coach (docs/ai-coach.md). The acknowledgement takes the
 * stance the answer calls for (a lapse without judgement, a milestone named, pain never read as good
 * news), and the next question picks up what the person just said when it leads there.
 */
const QUESTIONS: Record<Exclude<CallTopic, 'opening'>, string> = {
  mood: 'How would you describe your mood today, and what has been on your mind?',
  form: 'You filled in a form for your care team recently. How have things been since then?',
  cravings: 'Did you notice any cravings or triggers today? What was going on when they came up?',
  helped: 'What helped you most today, even if it was something small?',
  goal: 'What is one thing you would like to do for yourself tomorrow?',
};

/** Words for each kind of answer; `{days}` and `{event}` are filled from the answer when it has them. */
const ACKNOWLEDGEMENTS: Record<Understood['kind'], string[]> = {
  milestone: ['{days}, that is worth celebrating.', 'Congratulations, that is a real milestone.', 'That is worth celebrating, well done.'],
  craving: [
    'Thank you for telling me. Cravings can be really hard, and noticing them matters.',
    'That sounds like a hard moment. Naming a craving out loud takes some of its power away.',
  ],
  lapse: [
    'Thank you for being honest about that. A slip does not erase the days before it.',
    'I am glad you told me. One hard night does not undo the work you have done.',
  ],
  conflict: ['That sounds hard. Conflict with someone close can stay with you all day.', 'Thank you for telling me. That sounds like a painful moment.'],
  help_question: ['That is a good question, and worth bringing to your coach or the AI coach in the app.'],
  low_mood: ['Thank you for telling me. That sounds hard.', 'I hear you. That sounds like a heavy day.'],
  loneliness: ['That sounds lonely, and I am glad you said it.', 'Thank you for telling me. Feeling alone is hard.'],
  grief: ['I am so sorry. That is a real loss.', 'I am sorry. Grief can come in waves.'],
  shame: ['Thank you for trusting me with that. It takes courage to say.', 'That sounds heavy to carry. Thank you for saying it.'],
  gratitude: ['It is good to hear what you are grateful for.', 'Thank you for sharing that, it is worth noticing.'],
  medication_question: ['That is a good one to ask your prescriber or pharmacist, and not to change on your own.'],
  reporting: ['Thank you for sharing that.', 'Okay, thank you.', 'Got it, thank you.'],
};

const GLAD = ['I am glad to hear that.', 'That is good to hear.'];

/** For a lapse with a span of days: it is named ("A slip does not erase the two weeks before it."). */
function withDays(text: string, said: Understood): string {
  if (said.kind === 'lapse' && said.days) return text.replace('the days before it', `the ${said.days} before it`);
  if (text.includes('{days}')) return said.days ? text.replace('{days}', upperFirst(said.days)) : 'That is worth celebrating.';
  return text;
}

const upperFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** The next question, picking up the answer when it leads there: after a lapse or a craving, what came just before. */
function followUp(topic: Exclude<CallTopic, 'opening'>, said: Understood, input: NextQuestionInput): string {
  if (topic === 'form') return formQuestion(input.formFollowUp);
  if (topic === 'cravings' && said.kind === 'lapse') return 'What was going on just before it happened, and who could you tell about it?';
  if (topic === 'cravings' && said.kind === 'craving') return 'What was going on just before the craving came, and what did you do with it?';
  if (topic === 'helped' && (said.kind === 'lapse' || said.kind === 'craving')) return 'Even on a day like this, what helped you most, even a little?';
  return QUESTIONS[topic];
}

export async function localNextQuestion(input: NextQuestionInput): Promise<NextQuestion> {
  const topic = input.remaining[0]!;
  if (topic === 'opening') return { topic, question: openingQuestion(input.firstName) };
  const last = input.turns.at(-1);
  if (!last || !last.answer.trim()) return { topic, question: topic === 'form' ? formQuestion(input.formFollowUp) : QUESTIONS[topic] };
  const said = understand(last.answer);
  // Something said earlier in the call (a lapse, a craving) still shapes the follow-up.
  const earlier = input.turns.slice(0, -1).map((t) => understand(t.answer));
  const leads = (u: Understood) => u.kind === 'lapse' || u.kind === 'craving';
  const context = leads(said) ? said : (earlier.find(leads) ?? said);
  // Plain reporting that reads as good news is met as such; pain never is (it has its own kinds).
  const options = said.kind === 'reporting' && analyzeText(last.answer).sentiment === 'positive' ? GLAD : ACKNOWLEDGEMENTS[said.kind];
  // Deterministic choice: the same conversation always gets the same words.
  const ack = withDays(options[(input.turns.length + last.answer.length) % options.length]!, said);
  const question = `${ack} ${followUp(topic, context, input)}`;
  return { topic, question: question.length <= 300 ? question : followUp(topic, context, input) };
}

export const openingQuestion = (firstName: string) => `${firstName ? `${firstName}, h` : 'H'}ow are you feeling right now, and how did today go?`;

/** Longest answer quoted back in a spoken question. */
const QUOTE_MAX = 80;

/**
 * The form follow-up, locally (docs/architecture.md, "Form follow-up in the call"): the coach's own
 * question when their instructions are one, otherwise the form's first written answer (or its first
 * answer) recalled in the person's words, and an open question about it.
 */
export function formQuestion(followUp: NextQuestionInput['formFollowUp']): string {
  if (!followUp) return QUESTIONS.form;
  // Spoken: a long title is cut (the question stays within the Ai port's 300 characters).
  const form = { ...followUp, formTitle: followUp.formTitle.length > 60 ? `${followUp.formTitle.slice(0, 60).replace(/\s+\S*$/, '')}…` : followUp.formTitle };
  const asked = form.instructions?.trim();
  if (asked && /\?$/.test(asked) && asked.length <= 200) return `About your ${form.formTitle} form: ${asked}`;
  const answers = form.answers.filter((a) => a.answer.trim());
  const written = answers.find((a) => /[a-z]{3,}\s+[a-z]{2,}/i.test(a.answer) && !/^(true|false)$/i.test(a.answer.trim())) ?? answers[0];
  if (!written) return `You filled in your ${form.formTitle} form recently. How have things been since then?`;
  const quote = written.answer.trim().replace(/\s+/g, ' ');
  const said = quote.length > QUOTE_MAX ? `${quote.slice(0, QUOTE_MAX).replace(/\s+\S*$/, '')}…` : quote;
  return `In your ${form.formTitle} form, you answered "${said}". How has that been for you since?`;
}
