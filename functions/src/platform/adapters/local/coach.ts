import type { CoachReplyInput, CoachReplyOutput } from '@steady/shared';
import { analyzeText } from './analyzer.js';

/**
 * The AI Life Coach, locally: deterministic, context-aware templates (same input, same output).
 * A reply reflects the person's message (its feeling and themes), names the themes of their recent
 * entries and weekly analyses with their own figures, asks one question and offers one small next
 * step. On crisis language it only offers support: the service leads every such reply with 988.
 */

/** Readable names of the analyser's themes ("cravings" → "cravings", "meetings" → "meetings and groups"). */
const THEME_NAMES: Record<string, string> = {
  meetings: 'meetings and groups',
  sobriety: 'your sobriety',
  mood: 'your mood',
  health: 'your health',
  finances: 'money',
};
export const themeName = (t: string) => THEME_NAMES[t] ?? t;

const QUESTIONS: Record<string, string> = {
  sleep: 'What does your evening look like in the hour before bed?',
  cravings: 'When the last craving came, what was happening just before it?',
  family: 'What would you most like your family to understand about where you are right now?',
  work: 'Which part of work takes the most out of you, and which part gives something back?',
  anxiety: 'When the worry is loudest, what is it telling you, and how true does that feel right now?',
  gratitude: 'What has helped you notice the good things lately?',
  meetings: 'What did you hear at a recent meeting or group that stayed with you?',
  exercise: 'How does your mood change after you move your body?',
  medication: 'How are you feeling about your medication at the moment?',
  relationships: 'Which relationship feels most supportive right now, and which feels hardest?',
  sobriety: 'What are you most proud of in your recovery so far?',
  mindfulness: 'When did a pause or a few slow breaths help you most recently?',
  mood: 'What seems to lift your mood, and what tends to pull it down?',
  health: 'What is your body asking for this week?',
  finances: 'Which money worry would feel lighter if you wrote it down with one next step?',
};

const STEPS: Record<string, string> = {
  sleep: 'Tonight, put your phone away 30 minutes before bed and notice how you sleep.',
  cravings: 'Write down your three go-to moves for the next craving (a call, a walk, a breathing exercise) and keep them on your phone.',
  family: 'Send one short, kind message to a family member you feel safe with.',
  work: 'Choose one small boundary at work this week, like a real lunch break, and keep it.',
  anxiety: 'Try one round of slow breathing: in for 4, hold for 4, out for 6, five times.',
  gratitude: 'Before bed, write down three things that went well today.',
  meetings: 'Plan which meeting or group you will go to next and put it in your calendar.',
  exercise: 'Take a 10-minute walk outside today.',
  medication: 'Write down any questions about your medication to bring to your next appointment.',
  relationships: 'Reach out to one person who supports your recovery, even with a short text.',
  sobriety: 'Take a moment to name one thing sobriety has given you this week.',
  mindfulness: 'Set a reminder for a two-minute pause in the middle of your day.',
  mood: 'Rate your mood morning and evening for the next three days and notice what changes it.',
  health: 'Pick one small thing for your body today: water, a real meal, or an early night.',
  finances: 'Write down one money worry and the smallest next step you could take on it.',
};

const GENERAL_QUESTION = 'What feels most important to you about this right now?';
const GENERAL_STEP = 'Take five minutes today to write in your journal about how you are feeling.';

const ACKNOWLEDGEMENTS = {
  positive: ['That sounds like a real step forward, and it is good to hear.', 'I am glad you shared that; something seems to be going well.'],
  negative: [
    'Thank you for telling me. That sounds hard, and it makes sense that it weighs on you.',
    'I hear you. That sounds difficult, and you do not have to carry it alone.',
  ],
  mixed: ['It sounds like there is a lot going on at once, some good and some hard.', 'Thank you for sharing that. It sounds like a mix of feelings.'],
  neutral: ['Thank you for sharing what is on your mind.', 'Thanks for bringing this here.'],
} as const;

/** Stable small hash, so a choice among equivalent wordings depends only on the input. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Lower-cases the first letter, except the pronoun I. */
const lowerFirst = (t: string) => (/^I\b/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1));
const upperFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Themes of the context, most frequent first (entries count once each, weekly dominant themes twice). */
export function contextThemes(input: Pick<CoachReplyInput, 'recentEntries' | 'weeklyAnalyses'>): string[] {
  const counts = new Map<string, number>();
  const order: string[] = [];
  const bump = (t: string, n: number) => {
    if (!counts.has(t)) order.push(t);
    counts.set(t, (counts.get(t) ?? 0) + n);
  };
  input.recentEntries.forEach((e) => e.themes.forEach((t) => bump(t, 1)));
  input.weeklyAnalyses.forEach((w) => w.dominantThemes.forEach((t) => bump(t, 2)));
  return [...order].sort((a, b) => counts.get(b)! - counts.get(a)! || order.indexOf(a) - order.indexOf(b));
}

export function localCoachReply(input: CoachReplyInput): CoachReplyOutput {
  const name = input.firstName ? `${input.firstName}, ` : '';
  if (input.crisisDetected) {
    return {
      message: `${name}I am really glad you told me, and I am taking what you said seriously. Your safety matters more than anything we could talk about here, so please reach out to a person right now. If you can, let someone you trust know how you are feeling and stay with them. Is there someone you can be with right now?`,
      recommendations: [
        'Call or text 988 now to talk with someone at the Suicide & Crisis Lifeline.',
        'Tell someone you trust how you are feeling, and do not stay alone.',
      ],
      insights: [],
    };
  }

  const said = analyzeText(input.message);
  const options = ACKNOWLEDGEMENTS[said.sentiment];
  const ack = options[hash(input.message) % options.length]!;
  const fromContext = contextThemes(input);
  // The theme of this message leads; otherwise the most frequent theme of the recent context.
  const focus = said.themes[0] ?? fromContext[0];
  const parts: string[] = [];

  parts.push(`${name}${name ? lowerFirst(ack) : ack}`);
  if (said.themes.length)
    parts.push(`${upperFirst(list(said.themes.slice(0, 2).map(themeName)))} ${said.themes.length > 1 ? 'are' : 'is'} clearly on your mind today.`);

  const insights: string[] = [];
  const moods = input.recentEntries.map((e) => e.moodScore).filter((m): m is number => m !== null);
  if (fromContext.length) {
    const named = fromContext.slice(0, 2).map(themeName);
    const sameTheme = focus && fromContext.includes(focus) && said.themes.includes(focus);
    parts.push(
      sameTheme
        ? `${upperFirst(themeName(focus))} has come up in your recent entries too, so this seems to matter to you.`
        : `Looking at your recent entries, ${list(named)} ${named.length > 1 ? 'have' : 'has'} come up more than once.`,
    );
    insights.push(`Recurring themes in your recent journaling: ${list(fromContext.slice(0, 3).map(themeName))}.`);
  }
  if (moods.length) {
    const avg = Math.round((moods.reduce((a, b) => a + b, 0) / moods.length) * 10) / 10;
    insights.push(`Your mood averaged ${avg}/10 across your last ${moods.length} ${moods.length === 1 ? 'entry' : 'entries'}.`);
    if (moods.length >= 2) {
      // Entries are newest first: compare the newest with the oldest of the window.
      const delta = moods[0]! - moods.at(-1)!;
      if (delta >= 2) parts.push('Your mood has been lifting lately, which is worth noticing.');
      else if (delta <= -2) parts.push('Your mood has dipped a little lately, so be gentle with yourself.');
    }
  }
  const week = input.weeklyAnalyses[0];
  if (week && week.dominantThemes.length) insights.push(`Your latest weekly analysis highlighted ${list(week.dominantThemes.slice(0, 3).map(themeName))}.`);
  const goal = input.goals[0];

  parts.push(focus ? (QUESTIONS[focus] ?? `What feels most important to you about ${themeName(focus)} right now?`) : GENERAL_QUESTION);
  const step = focus ? (STEPS[focus] ?? GENERAL_STEP) : GENERAL_STEP;
  parts.push(`One small next step: ${lowerFirst(step)}`);
  if (goal) parts.push(`It could also move you toward your goal: ${goal.slice(0, 120)}.`);

  const recommendations = [step];
  for (const t of fromContext) {
    if (recommendations.length >= 3) break;
    const s = STEPS[t];
    if (s && !recommendations.includes(s)) recommendations.push(s);
  }
  const week2 = week?.recommendations[0];
  if (week2 && recommendations.length < 3 && !recommendations.includes(week2)) recommendations.push(week2.slice(0, 300));

  return { message: parts.join(' ').slice(0, 1500), recommendations, insights: insights.slice(0, 3) };
}
