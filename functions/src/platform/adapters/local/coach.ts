import type { ChatTurn, CoachReplyInput, CoachReplyOutput } from '@steady/shared';
import { COACH_CHAT } from '@steady/shared/contracts/ai-coach';
import { analyzeText } from './text-analysis.js';
import { normalSentence, sentencesOf } from './stance.js';
import { understand, type HelpTopic, type MessageKind, type Understood } from './understand.js';

/**
 * The AI Life Coach, locally: deterministic (same input, same output) and built on motivational
 * interviewing. `understand` reads what the person is doing (a milestone, a craving, a lapse, a
 * question, …) and what it is about (people, substances, days, the event in their own words); the
 * reply reflects that in their terms, affirms, answers a question concretely first, asks one open
 * question, and summarises once the conversation is long enough. Every slot has several equivalent
 * wordings, and a wording the coach already used in this conversation (`history`) is not used again.
 * Context (recent entries, weekly analyses, goals) is named only when it connects to this message.
 * On crisis language it only offers support: the service leads every such reply with 988.
 * The stance rules it keeps are checked by `stanceViolations` (stance.ts); see docs/ai-coach.md.
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

/** Stable small hash, so a choice among equivalent wordings depends only on the input. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

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

/** What a slot can say, given what was understood (E: the event; P: the first person named; D: the days). */
interface Said {
  E: string;
  P: string;
  D: string;
  M: string;
  Q: string;
  place: string;
}
type Variants = (s: Said) => string[];

const CRAVING_ADVICE: Variants = () => [
  'Cravings rise and fall like a wave, usually within 15 to 30 minutes, so try to ride this one out (urge surfing) and put off any decision for 15 minutes.',
  'Three things help right now: delay any decision by 15 minutes, call or text someone in your corner, and if you can, leave the situation.',
  'Try urge surfing: notice where the craving sits in your body and breathe with it, because it peaks and then passes, often within 15 to 30 minutes.',
  'Changing where you are helps: step outside or leave, then call someone who supports your recovery while the urge passes, giving it at least 15 minutes.',
];

const ADVICE: Record<HelpTopic, Variants> = {
  sleep: () => [
    'A few things have good evidence for sleep: keep the same wake-up time every day, use the bed only for sleep, and skip screens and caffeine in the evening. If you are still awake after about 20 minutes, get up, do something calm in dim light, and go back only when you feel sleepy.',
    'What helps sleep most is a steady wake-up time, even after a bad night, and keeping the bed for sleep only. If you lie awake for more than about 20 minutes, get up and do something quiet until you feel sleepy, and keep caffeine and screens out of the evening.',
    'Sleep after stopping drinking often takes weeks to settle, and routines help it along: the same wake time daily, no caffeine after midday, screens off an hour before bed, and getting up if you are awake for more than 20 minutes.',
  ],
  panic: () => [
    'When panic rises, slow your breathing down: in for 4, out for 6, for a couple of minutes, because a longer out-breath calms the body. Then ground yourself: name 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste.',
    'Panic peaks and passes, usually within minutes, even though it feels dangerous. Paced breathing (in for 4, out for 6) and the 5-4-3-2-1 grounding exercise, naming what you see, touch and hear, help your body settle faster.',
    'Try paced breathing when it starts: breathe in for 4 and out for 6, with your feet on the floor. If your mind races, use grounding: 5 things you can see, 4 you can touch, 3 you can hear.',
  ],
  anger: () => [
    'When anger spikes, pause before you respond: take a time-out, step away for 10 to 20 minutes, and come back once your body has settled. Naming the feeling to yourself ("I am angry", "I feel disrespected") also lowers its heat.',
    'Notice your early signs, like a hot face or a clenched jaw, and use them as the signal to pause and step away for a time-out. Slow breathing while you are away, and naming the feeling underneath, make it easier to come back calmly.',
    'A planned time-out works well: agree with yourself that when anger passes a certain point you pause, leave the room for 15 minutes, breathe slowly, and name what you feel before you talk again.',
  ],
  boredom: () => [
    'Boredom is a common trigger, so it helps to plan structured activities ahead of time: put something specific into the empty hours, like a meeting, a walk, a class, or cooking with someone.',
    'Make a short list of activities for your riskiest times, such as evenings and weekends, and schedule them like appointments, so the free time already has a plan.',
    'Try planning a mix of structured activities: something active (a walk, the gym), something social (a meeting, a friend), and something that gives a small sense of achievement (a hobby, volunteering).',
  ],
  cravings: CRAVING_ADVICE,
  refusal: () => [
    'Have a short, ready answer, like "No thanks, I do not drink", and keep a soft drink in your hand so fewer people offer.',
    'You do not owe anyone an explanation: a clear "no thanks" and a change of subject is enough, and you can always leave early.',
    'Practise your ready answer out loud beforehand so it comes easily ("No thanks, I am good"), and if you can, bring someone who supports your recovery.',
  ],
  telling: () => [
    'Start with one person who is likely to be supportive, and choose a calm, private moment. You can keep it simple: that you are in treatment, why it matters to you, and one way they can help.',
    'You decide how much to share; it is fine to keep it simple, for example "I am getting help, and it matters to me", and to add more later. A calm, private moment with one supportive person is a good start.',
    'It can help to plan the first sentence, keep it simple, and pick a private moment with the most supportive person first. How much to share is your choice.',
  ],
  general: () => [
    'One approach that helps many people is to break it into one small step you could take today.',
    'It may help to take this to your counsellor or group as well, since they know your situation and can help you plan.',
    'A good first step is to write down what exactly you want to change, and one small thing you could try this week.',
  ],
};

const HELP_QUESTIONS: Partial<Record<HelpTopic, Variants>> = {
  sleep: () => [
    'What does the hour before bed usually look like for you?',
    'What tends to be on your mind when you wake up in the night?',
    'Which of these feels most doable to try this week?',
  ],
  panic: () => [
    'When did you last notice panic starting, and what was happening?',
    'Which of these would you be willing to practise once today, while you are calm?',
    'What does panic feel like in your body when it begins?',
  ],
  anger: () => [
    'What usually happens just before the anger takes over?',
    'Which situations set it off most often?',
    'What would a time-out look like at home or at work for you?',
  ],
  boredom: () => [
    'Which hours of the week feel emptiest?',
    'What did you enjoy doing before drinking or using took up that time?',
    'What is one activity you could put in your calendar for this week?',
  ],
};
const GENERAL_QUESTIONS: Variants = () => [
  'Which of these feels most doable for you this week?',
  'What have you already tried, and what helped even a little?',
  'How could you fit one of these into your day?',
  'What might get in the way, and how could you plan for it?',
];

interface KindPlan {
  reflect: Variants;
  affirm?: Variants;
  core?: Variants;
  ask: Variants;
}

const PLANS: Record<MessageKind, KindPlan> = {
  milestone: {
    reflect: ({ D, E }) =>
      D
        ? [
            `Congratulations on ${D}!`,
            `${upperFirst(D)}: congratulations, that is a real milestone.`,
            `Well done on reaching ${D}.`,
            `${upperFirst(D)} is worth celebrating.`,
          ]
        : [`Congratulations: ${E}.`, `That is worth celebrating: ${E}.`, `Well done! ${upperFirst(E)}, and that is a big deal.`, `What a milestone: ${E}.`],
    affirm: ({ D }) => [
      D ? `Each of those ${D} took choices that were yours.` : 'That came from work you put in, one day at a time.',
      'You kept showing up for yourself, and it shows.',
      'That took real persistence on your part.',
      'It is worth pausing to take in what you have done.',
    ],
    ask: ({ P }) => [
      'What has helped you most to get here?',
      'How would you like to mark it?',
      'What does reaching this mean to you?',
      P ? `How did it feel to share it with ${P}?` : 'Who would you like to share this with?',
      'What would you tell yourself from the very first day, now?',
    ],
  },
  craving: {
    reflect: ({ E }) => [
      `It sounds like the pull is strong right now: ${E}.`,
      `You are noticing a real urge: ${E}.`,
      `Thank you for saying it out loud: ${E}.`,
      `That is a hard moment to be in: ${E}.`,
    ],
    affirm: () => [
      'Naming a craving instead of acting on it is a skill, and you are using it right now.',
      'Reaching out while the urge is here is exactly the right move.',
      'Telling someone in the middle of an urge is one of the strongest things you can do.',
    ],
    core: (s) => [
      ...CRAVING_ADVICE(s).map((a) =>
        s.place && /party|bar|wedding|casino|barbecue|store/.test(s.place) ? `${a} Leaving the ${s.place} early, or stepping outside, is always allowed.` : a,
      ),
    ],
    ask: () => [
      'Who could you call or text in the next few minutes?',
      'What usually helps you get through the first 15 minutes of an urge?',
      'What is happening around you right now that makes it harder?',
      'Where could you go right now that feels safer?',
    ],
  },
  lapse: {
    reflect: ({ E }) => [
      `Thank you for telling me that ${E}.`,
      `I hear that ${E}, and I am glad you told me.`,
      `It took courage to tell me that ${E}.`,
      `You shared that ${E}; thank you for being honest about it.`,
    ],
    affirm: ({ D }) =>
      D
        ? [
            `A lapse does not erase the ${D} you built before it; those days still count, and so does what you learned in them.`,
            `The ${D} before this are still yours, and one lapse does not undo them.`,
            `What you did in those ${D} is real, and it is still there to build on.`,
          ]
        : [
            'A lapse does not erase the work you have done; it is something to learn from, not a verdict on you.',
            'One lapse does not undo your recovery, and many people have one and keep going.',
            'This is a moment in your recovery, not the end of it.',
          ],
    core: ({ P }) => [
      /sponsor|coach|counsel|therapist/.test(P)
        ? `Who else knows so far? If you would like, I can help you think about how to tell ${P}.`
        : 'Who could you tell about it, like your sponsor, a counsellor or a friend in recovery? If you would like, I can help you think about how to tell your coach or sponsor.',
      'Who in your corner could hear about this today? If it would help, we could work out together what you might say to your coach or sponsor.',
      'Who would you feel safe telling? If you want, we can think through how you might bring this to your coach, sponsor or counsellor.',
    ],
    ask: () => [
      'What was happening just before it: where were you, and how were you feeling?',
      'What led up to it in the hours just before?',
      'When you look back at the moments just before it, what stands out?',
      'What was going on for you just before it happened?',
    ],
  },
  conflict: {
    reflect: ({ E, P }) => [
      `That sounds painful: ${E}.`,
      P && !E.includes(P)
        ? `It sounds like things with ${P} are really strained right now, since ${E}.`
        : `It sounds like things are really strained right now: ${E}.`,
      `${upperFirst(E)}, and that is a lot to sit with.`,
      `I can hear how much that hurt: ${E}.`,
    ],
    affirm: () => [
      'It makes sense to feel hurt, angry, or both after a clash with someone who matters.',
      'Conflict with people close to you can shake your footing, especially in recovery.',
      'Feeling shut down or stirred up after that is a very human response.',
    ],
    core: ({ P }) => [
      'When things are calmer, it can help to say one sentence about how you felt rather than what they did.',
      'Taking a pause before the next conversation is a strength, not avoidance.',
      P
        ? `Writing down what you would want ${P} to understand can help before you talk again.`
        : 'Writing down what you would want them to understand can help before you talk again.',
    ],
    ask: ({ P }) => [
      P ? `What do you most need from ${P} right now?` : 'What do you most need right now?',
      'How are you looking after yourself after this?',
      P ? `What would a better next conversation with ${P} look like?` : 'What would a better next conversation look like?',
      'What part of it is staying with you most?',
    ],
  },
  help_question: {
    reflect: ({ Q, E }) =>
      !E.startsWith('you are asking')
        ? [`You mentioned that ${E}.`, `It sounds like ${E}, and that wears you down.`, `So ${E}; that is worth working on.`]
        : [`You are asking ${Q}, and that is a very practical thing to work on.`, `Let us look at ${Q}.`, `Thanks for asking about ${Q}.`],
    ask: () => [],
  },
  medication_question: {
    reflect: ({ M }) => [
      `That is an important question about ${M}.`,
      `I am glad you are asking before changing anything with ${M}.`,
      `Questions about ${M} deserve a proper answer from someone who knows your history.`,
    ],
    core: () => [
      'I cannot advise on doses or timing; your prescriber or pharmacist is the right person, and a pharmacist can often answer the same day. Please do not stop or change a medication on your own.',
      'Please talk this over with your prescriber or a pharmacist before making any change, and do not stop or change a medication on your own.',
      'Your prescriber or pharmacist can answer this safely, because it depends on your whole history; until then, keep taking it as prescribed and do not change it on your own.',
    ],
    ask: () => [
      'What would you like to ask your prescriber, so you have it written down?',
      'When could you call your pharmacy or prescriber about it?',
      'What made you start wondering about this?',
    ],
  },
  low_mood: {
    reflect: ({ E }) => [`It sounds really heavy: ${E}.`, `You said ${E}, and I am sorry it feels that way.`, `I hear you: ${E}.`, `That sounds hard: ${E}.`],
    affirm: () => [
      'Putting it into words, even here, is a real effort on a day like this.',
      'Reaching out when you feel low takes energy, and you did it.',
      'Low days are part of recovery, not a sign you are doing it wrong.',
    ],
    core: () => [
      'On low days, one very small action, like a shower, a short walk, or a glass of water, can be enough.',
      'It might help to tell one person how today is, even in a short text.',
      'If the low mood keeps going for two weeks or more, it is worth telling your counsellor or doctor.',
    ],
    ask: () => [
      'What has today been like, hour by hour?',
      'What is one small thing that has helped, even a little, on days like this?',
      'Who could you let know how you are feeling today?',
      'When did you first notice feeling this way?',
    ],
  },
  loneliness: {
    reflect: ({ E }) => [
      `Loneliness like that hurts: ${E}.`,
      `You said ${E}, and that sounds really isolating.`,
      `It sounds lonely: ${E}.`,
      `Thank you for telling me that ${E}.`,
    ],
    affirm: () => [
      'Feeling lonely in recovery is very common, especially when old friendships were built around using.',
      'Reaching out here is already a way of not staying alone with it.',
      'Wanting connection is healthy; it is a need, not a weakness.',
    ],
    core: () => [
      'Meetings, groups and online recovery communities are full of people who get it, and arriving a little early makes it easier to talk to someone.',
      'You could send one short message today to someone safe, even just "thinking of you".',
      'Regular activities with other people, like a class, volunteering or a walking group, ease loneliness over time.',
    ],
    ask: () => [
      'Who is one person you could reach out to this week?',
      'What kind of connection do you miss most?',
      'When in the day do you feel it most?',
      'What has helped you feel less alone before?',
    ],
  },
  grief: {
    reflect: ({ E }) => [
      `I am so sorry to hear that ${E}.`,
      `Thank you for telling me that ${E}; I am so sorry.`,
      `I am so sorry. ${upperFirst(E)}, and that is a real loss.`,
    ],
    affirm: () => [
      'There is no right way to grieve, and grief often comes in waves.',
      'Grief in recovery can stir up a lot, including old urges, and that is not a sign of weakness.',
      'Whatever you are feeling right now, sadness, anger or numbness, makes sense.',
    ],
    core: () => [
      'It can help to let people in your support network know, so you are not carrying it alone.',
      'Some people find it helps to write to the one they lost, or to share a memory with someone.',
    ],
    ask: () => [
      'What do you miss most?',
      'Who has been with you through this so far?',
      'How have you been taking care of yourself since?',
      'What would you like people to know about them?',
    ],
  },
  shame: {
    reflect: ({ E }) => [
      `It sounds like you are carrying a lot of shame: ${E}.`,
      `You said ${E}, and I can hear how heavy that is.`,
      `That is a painful feeling to live with: ${E}.`,
    ],
    affirm: () => [
      'Feeling this bad about the past often shows how much your values matter to you now.',
      'What happened while you were unwell is not all of who you are; you are the person facing it now.',
      'Guilt about something you did can point toward repair, but shame says you are bad, and that is not true.',
    ],
    core: () => [
      'Talking it through with your sponsor or counsellor can take away some of its power, because shame grows in secret.',
      'Try speaking to yourself the way you would speak to a friend who told you the same thing.',
    ],
    ask: () => [
      'What would you say to a friend who told you this?',
      'What would making amends, or simply moving forward, look like for you?',
      'When does this feeling hit hardest?',
      'Who could you share this with who would not judge you?',
    ],
  },
  gratitude: {
    reflect: ({ E }) => [`That is lovely to hear: ${E}.`, `What a good thing to notice: ${E}.`, `Thank you for sharing that ${E}.`],
    affirm: () => [
      'Noticing what you are grateful for is a real recovery skill, and it grows with practice.',
      'Moments like this are worth holding on to for harder days.',
      'Gratitude like this is something you can come back to when things get tough.',
    ],
    ask: ({ P }) => [
      P ? `How could you let ${P} know what it meant to you?` : 'What made this stand out today?',
      'What made this stand out today?',
      'How could you hold on to this feeling this week?',
      'What else went right today?',
    ],
  },
  reporting: {
    reflect: ({ E }) => [`Thanks for telling me: ${E}.`, `It sounds like ${E}.`, `So ${E}.`, `I hear that ${E}.`, `You wrote that ${E}.`],
    affirm: () => [
      'Writing down what your days hold is part of recovery too.',
      'It helps to hear how your days go.',
      'Noticing the everyday things is how patterns start to show.',
      'Checking in like this helps you see your own week more clearly.',
      'Small check-ins like this add up.',
    ],
    ask: () => [
      'How did you feel as the day went on?',
      'What stood out for you in it?',
      'What, if anything, was harder than expected?',
      'How are you feeling about it now?',
      'What would you like to talk about from it?',
      'How does this sit with you right now?',
    ],
  },
};

const RECOMMENDATIONS: Record<MessageKind, string[]> = {
  milestone: [
    'Write down three things that helped you reach this milestone, and keep the list for harder days.',
    'Share the milestone with someone who supports your recovery.',
  ],
  craving: [
    'Delay any decision for 15 minutes and ride the urge out; cravings usually peak and pass within 15 to 30 minutes.',
    'Call or text someone who supports your recovery now.',
    'If you can, leave the situation or change where you are.',
  ],
  lapse: [
    'Write down what happened in the hours before the lapse: where you were, who was there, and how you felt.',
    'Tell one person in your support network (your sponsor, counsellor or a friend in recovery) today.',
    'Plan your next 24 hours: a meeting or group, a call, and time away from the place it happened.',
  ],
  conflict: [
    'Take a time-out before the next conversation, and write down how you felt in one sentence.',
    'Talk it through with your sponsor, counsellor or someone you trust before you respond.',
  ],
  help_question: [],
  low_mood: [
    'Pick one very small action for today: a shower, a short walk, or a glass of water.',
    'Tell one person how today is, even in a short text.',
    'If low mood lasts two weeks or more, tell your counsellor or doctor.',
  ],
  loneliness: ['Go to one meeting or group this week and arrive ten minutes early.', 'Send one short message today to someone safe.'],
  grief: ['Let people in your support network know about your loss, so you are not alone with it.', 'Write down one memory you want to keep.'],
  shame: [
    'Talk about this with your sponsor or counsellor; shame eases when it is shared with someone safe.',
    'Write what you would say to a friend in your place, and read it back to yourself.',
  ],
  gratitude: ['Before bed, write down three things that went well today.', 'Tell the person you are grateful for what they did.'],
  medication_question: ['Write your question down and ask your prescriber or pharmacist; keep taking your medication as prescribed until you do.'],
  reporting: ['Take five minutes tonight to note how the day felt, not just what happened.'],
};
const HELP_RECOMMENDATIONS: Record<HelpTopic, string[]> = {
  sleep: [
    'Keep the same wake-up time every day this week, even after a poor night.',
    'If you are awake for more than 20 minutes, get up and do something calm until you feel sleepy.',
    'No caffeine after midday and no screens in the hour before bed.',
  ],
  panic: [
    'Practise paced breathing once a day while calm: in for 4, out for 6, for two minutes.',
    'When panic starts, use 5-4-3-2-1 grounding: 5 things you see, 4 you touch, 3 you hear.',
  ],
  anger: [
    'Agree a time-out with yourself: when anger rises, step away for 15 minutes before you respond.',
    'Name the feeling to yourself before you act on it.',
  ],
  boredom: [
    'Schedule one structured activity for your emptiest evening or weekend slot this week.',
    'Make a list of five things to do when boredom hits, and keep it on your phone.',
  ],
  cravings: RECOMMENDATIONS.craving,
  refusal: [
    'Prepare a short ready answer, like "No thanks, I do not drink", and practise it out loud.',
    'Plan your exit before you go, so leaving early is easy.',
  ],
  telling: ['Choose one supportive person and a calm, private moment to tell first.', 'Write down the first sentence you want to say.'],
  general: ['Write down one small step you could take on this today.', 'Bring this question to your counsellor or group.'],
};

/** The sentences the coach already said in this conversation. */
function saidBefore(history: ChatTurn[]): Set<string> {
  return new Set(history.filter((t) => t.role !== 'user').flatMap((t) => sentencesOf(t.content).map(normalSentence)));
}

const CONTENT_STOP = new Set([
  'about',
  'after',
  'again',
  'been',
  'feel',
  'from',
  'have',
  'just',
  'more',
  'really',
  'that',
  'their',
  'them',
  'then',
  'there',
  'they',
  'this',
  'today',
  'what',
  'when',
  'with',
  'would',
  'your',
  'week',
  'weeks',
]);
const contentWords = (t: string) =>
  new Set((t.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !CONTENT_STOP.has(w)).map((w) => w.replace(/(ing|ed|s)$/, '')));

/** A short phrase for an earlier user message, for a summary ("your sister", "you drank last night"). */
function shortEvent(u: Understood): string | null {
  if (u.kind === 'help_question' && u.question) return `asked ${u.question}`;
  if (!u.event) return u.people[0] ? `talked about ${u.people[0]}` : null;
  let words = u.event
    .split(/,|;|\s+-\s+/)[0]!
    .split(/\s+/)
    .slice(0, 9);
  while (words.length > 2 && /^(where|and|or|but|the|a|an|to|at|in|on|of|for|with|you|your|that|so|because|when|who|about)$/i.test(words.at(-1)!))
    words = words.slice(0, -1);
  return `told me ${words.join(' ')}`;
}

/**
 * The voices of the marketplace coaches (docs/architecture.md, "Marketplace"): an opening in the
 * persona's tone and a closing line before the question. The defaults keep the plain voice.
 */
const PERSONA_VOICES: Record<string, { open: string[]; close: string[] }> = {
  'gentle-sponsor': {
    open: ['One day at a time.', 'Just for today, let us take this slowly.'],
    close: ['You do not have to carry this alone today.', 'Today is the only day we need to get through.'],
  },
  'tough-love-trainer': {
    open: ["Alright, let's get to work.", "Okay, let's tackle this head on."],
    close: ['Pick one small action and do it today, no excuses.', 'One concrete step today: that is the win we are going for.'],
  },
  'cbt-companion': {
    open: ["Let's look at this step by step.", 'Let us slow this down and look at the pieces.'],
    close: [
      'Try separating the situation, the thought it sparked and the feeling that followed.',
      'What evidence is there for that thought, and what evidence against it?',
    ],
  },
  'sleep-coach': {
    open: ['Let us take a slow breath together first.', 'Gently now, let us take this slowly.'],
    close: ['A calm wind-down tonight could help more than it seems.', 'Keeping a steady wake-up time tomorrow is a kind thing to do for yourself.'],
  },
};

/**
 * A coach-published persona (docs/architecture.md, "Coach-published marketplace content") speaks in
 * the voice its personality and instructions name: the first tone found, else the plain voice.
 */
const TONE_VOICES: [RegExp, keyof typeof PERSONA_VOICES][] = [
  [/\b(sponsor|twelve|12[- ]step|one day at a time|plain[- ]spoken)/i, 'gentle-sponsor'],
  [/\b(direct|blunt|energetic|tough|no excuses|accountab|motivat|high energy)/i, 'tough-love-trainer'],
  [/\b(cbt|cognitive|structured|thought records?|evidence|reframe|reframing)/i, 'cbt-companion'],
  [/\b(calm|soft|slow|soothing|sleep|rest|wind[- ]down|breath)/i, 'sleep-coach'],
];

function voiceOf(coach: CoachReplyInput['coach']): { open: string[]; close: string[] } | undefined {
  if (!coach?.id) return undefined;
  if (PERSONA_VOICES[coach.id]) return PERSONA_VOICES[coach.id];
  if (!coach.id.startsWith('pub-')) return undefined;
  const said = `${coach.personality} ${'instructions' in coach ? (coach.instructions ?? '') : ''}`;
  const tone = TONE_VOICES.find(([re]) => re.test(said));
  return tone ? PERSONA_VOICES[tone[1]] : undefined;
}

export function localCoachReply(input: CoachReplyInput): CoachReplyOutput {
  const reply = plainCoachReply(input);
  const voice = voiceOf(input.coach);
  if (!voice || input.crisisDetected) return reply;
  const seed = hash(`${input.message}|${input.history.length}|voice`);
  const open = voice.open[seed % voice.open.length]!;
  const close = voice.close[seed % voice.close.length]!;
  // The closing goes before the last sentence (the open question), which stays last.
  const sentences = reply.message.match(/[^.!?]+[.!?]+(\s|$)/g)?.map((x) => x.trim()) ?? [reply.message];
  const question = sentences.length > 1 && /\?$/.test(sentences.at(-1)!) ? sentences.pop()! : '';
  let message = [open, ...sentences, close, question].filter(Boolean).join(' ');
  if (message.length > COACH_CHAT.replyMax) message = [open, ...sentences, question].filter(Boolean).join(' ');
  return { ...reply, message: message.length > COACH_CHAT.replyMax ? reply.message : message };
}

function plainCoachReply(input: CoachReplyInput): CoachReplyOutput {
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

  const u = understand(input.message);
  const history = input.history.slice(-COACH_CHAT.historyMax);
  const used = saidBefore(history);
  const seed = hash(`${input.message}|${history.length}`);
  const said: Said = {
    E: u.event ?? (u.question ? `you are asking ${u.question}` : 'what you shared'),
    P: u.people[0] ?? '',
    D: u.days ?? '',
    M: u.medication ?? 'your medication',
    Q: u.question ?? 'what could help',
    place: u.places[0] ?? '',
  };
  const parts: string[] = [];
  const taken = new Set<string>();
  /** One wording of a slot: the first, from a seeded start, that this conversation has not heard. */
  const choose = (slot: string, options: string[]): string | null => {
    const fresh = options.filter((o) => !taken.has(normalSentence(o)) && !sentencesOf(o).some((s) => used.has(normalSentence(s))));
    if (!fresh.length) return null;
    const pick = fresh[hash(`${slot}|${seed}`) % fresh.length]!;
    taken.add(normalSentence(pick));
    return pick;
  };
  const add = (slot: string, options: string[]) => {
    const s = choose(slot, options);
    if (s) parts.push(s);
    return s;
  };

  // A greeting alone: greet back and open the conversation.
  if (/^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening))\b[\s!.,]*(there|coach)?[\s!.]*$/i.test(input.message)) {
    const hello = choose('hello', ['Hi, it is good to hear from you.', 'Hello, I am glad you are here.', 'Hi there, thanks for checking in.']) ?? 'Hi.';
    const ask =
      choose('hello-ask', ['How are you doing today?', 'What is on your mind today?', 'How has your day been so far?', 'What would you like to talk about?']) ??
      'What would help most right now?';
    return {
      message: `${name}${hello.charAt(0).toLowerCase()}${hello.slice(1)} ${ask}`.replace(/^./, (c) => c.toUpperCase()),
      recommendations: RECOMMENDATIONS.reporting,
      insights: [],
    };
  }
  const plan = PLANS[u.kind];
  // Plain reporting of good news gets a warm reflection (never used for pain: see stance.ts).
  const goodNews = u.kind === 'reporting' && analyzeText(input.message).sentiment === 'positive';
  const reflections = goodNews ? [`That sounds good: ${said.E}.`, `I am glad to hear that ${said.E}.`, `That is nice to hear: ${said.E}.`] : plan.reflect(said);
  if (!add('reflect', reflections)) parts.push(`You said ${said.E}.`);
  // The person they named, when the reflection did not carry it.
  const bare = said.P.replace(/^(your|the) /, '');
  if (said.P && !parts.join(' ').toLowerCase().includes(bare) && u.kind !== 'medication_question') {
    const verb = /s$/.test(bare) && !/^(boss|ex)$/.test(bare) ? 'matter' : 'matters';
    add('person', [`It sounds like ${said.P} ${verb} a lot in this.`, `I notice ${said.P} ${/s$/.test(verb) ? 'is' : 'are'} part of this too.`]);
  }
  if (u.kind === 'help_question') {
    const topic = u.topic ?? 'general';
    add('advice', ADVICE[topic](said));
  } else {
    if (plan.affirm) add('affirm', plan.affirm(said));
    if (plan.core) add('core', plan.core(said));
  }

  // Earlier in the conversation: the same person again, or a person of their support for a hard moment.
  const earlier = history.filter((t) => t.role === 'user').map((t) => understand(t.content));
  const earlierPeople = earlier.flatMap((e) => e.people);
  const samePerson = u.people.find((p) => earlierPeople.includes(p));
  const supporter = earlierPeople.find((p) => /sponsor|counsel|therapist|best friend|sister|brother|mom|partner|wife|husband/.test(p) && !u.people.includes(p));
  if (samePerson) add('back', [`${upperFirst(samePerson)} came up earlier in our conversation too.`, `You mentioned ${samePerson} earlier as well.`]);
  else if (supporter && ['lapse', 'craving', 'loneliness', 'low_mood', 'grief'].includes(u.kind))
    add('back', [
      `Earlier you mentioned ${supporter}; they might be someone to lean on now.`,
      `You talked about ${supporter} earlier, and they may be part of your support here.`,
    ]);

  // Context, only where it connects to this message (same theme, substance or words).
  const themes = analyzeText(input.message).themes;
  const words = contentWords(`${input.message} ${u.substances.join(' ')}`);
  const connected = input.recentEntries.find((e) => e.themes.some((t) => themes.includes(t)));
  const insights: string[] = [];
  if (connected) {
    const t = connected.themes.find((x) => themes.includes(x))!;
    add('context', [
      `${upperFirst(themeName(t))} came up in your recent entry "${connected.title.slice(0, 80)}" too.`,
      `This connects with your recent entry "${connected.title.slice(0, 80)}".`,
    ]);
    insights.push(`This message and your recent journaling share a theme: ${themeName(t)}.`);
  }
  const goal = input.goals.find((g) => [...contentWords(g)].some((w) => words.has(w)) || themes.some((t) => g.toLowerCase().includes(t.replace(/s$/, ''))));
  if (goal && !['grief', 'shame', 'medication_question'].includes(u.kind))
    add('goal', [`This ties in with your goal: ${goal.slice(0, 120)}.`, `It also connects with your goal, ${goal.slice(0, 120)}.`]);
  const moods = input.recentEntries.map((e) => e.moodScore).filter((m): m is number => m !== null);
  if (moods.length) {
    const avg = Math.round((moods.reduce((a, b) => a + b, 0) / moods.length) * 10) / 10;
    insights.push(`Your mood averaged ${avg}/10 across your last ${moods.length} ${moods.length === 1 ? 'entry' : 'entries'}.`);
    // Entries are newest first. A rising mood is named only for good news that connects with it.
    if (moods.length >= 2 && moods[0]! - moods.at(-1)! >= 2 && ['milestone', 'gratitude'].includes(u.kind) && connected)
      add('mood', ['Your recent entries show your mood rising too, which fits with this.', 'Your mood in recent entries has been rising as well.']);
  }
  const week = input.weeklyAnalyses.find((w) => w.dominantThemes.some((t) => themes.includes(t)));
  if (week) insights.push(`Your weekly analysis from ${week.weekStart} also highlighted ${list(week.dominantThemes.slice(0, 3).map(themeName))}.`);

  // Summary, once the conversation is long enough (6 turns or more).
  if (history.length >= 6) {
    const bits = earlier
      .slice(-3)
      .map(shortEvent)
      .filter((b): b is string => !!b)
      .slice(-2);
    if (bits.length)
      add('summary', [
        `Looking back over our conversation, you have ${list(bits)}, and now this.`,
        `To sum up what you have shared so far: you have ${list(bits)}, and now this.`,
        `Putting it together, you have ${list(bits)}, and today this too.`,
      ]);
  }

  // One open question, last.
  const askOptions = u.kind === 'help_question' ? [...(HELP_QUESTIONS[u.topic ?? 'general']?.(said) ?? []), ...GENERAL_QUESTIONS(said)] : plan.ask(said);
  const backup = [
    'What feels most important to you about this right now?',
    'How are you feeling as you write this?',
    'What would help most right now?',
    'What else would you like me to know about this?',
  ];
  if (!add('ask', askOptions)) add('ask2', backup);

  if (name && parts.length) parts[0] = `${name}${/^(I|I'm|I am)\b/.test(parts[0]!) ? parts[0] : parts[0]!.charAt(0).toLowerCase() + parts[0]!.slice(1)}`;
  let message = parts.join(' ');
  // Within the contract: drop middle slots (never the reflection or the question) until it fits.
  while (message.length > COACH_CHAT.replyMax && parts.length > 2) {
    parts.splice(parts.length - 2, 1);
    message = parts.join(' ');
  }
  message = message.slice(0, COACH_CHAT.replyMax);

  const recs = (u.kind === 'help_question' ? HELP_RECOMMENDATIONS[u.topic ?? 'general'] : RECOMMENDATIONS[u.kind]).slice(0, 3);
  const recommendations = recs.length ? recs : RECOMMENDATIONS.reporting;
  return { message, recommendations: recommendations.map((r) => r.slice(0, 300)).slice(0, 3), insights: insights.slice(0, 3).map((i) => i.slice(0, 300)) };
}
