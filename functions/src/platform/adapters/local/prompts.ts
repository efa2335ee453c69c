import type { PromptCategory, WritingPromptsInput, WritingPromptsOutput } from '@steady/shared';

/**
 * Writing prompts, locally: deterministic templates. Personal prompts follow the themes of the
 * person's recent entries (most frequent first, computed by the caller) and recall a recent title;
 * category prompts come from a bank per mood category. `seed` rotates through equivalent prompts,
 * so the panel's Refresh shows others while the same input always gives the same output.
 */

export const CATEGORY_PROMPTS: Record<PromptCategory, readonly string[]> = {
  reflective: [
    'What moment from today keeps coming back to you, and why do you think it stays?',
    'What did you learn about yourself this week that surprised you?',
    'Describe a feeling you noticed today without judging it. Where did you feel it in your body?',
    'What would you tell yourself from one month ago, knowing what you know now?',
    'Which of your reactions today felt most like the person you want to be?',
    'What are you carrying right now that you could set down, even for a moment?',
    'When did you feel most like yourself recently? What was happening?',
    'What is something you used to believe about yourself that is starting to change?',
    'Think of a hard moment this week. What helped you get through it?',
    'What does a good day look like for you right now, honestly?',
  ],
  gratitude: [
    'Name three small things that went well today, and what made each one possible.',
    'Who made your day a little easier recently? What would you like to tell them?',
    'What is something about your body or health you can be thankful for today?',
    'Which part of your recovery are you most grateful for right now?',
    'What comfort did you have today that you might usually overlook?',
    'Write about a place that makes you feel safe and calm. What do you appreciate about it?',
    'What skill or strength of yours helped you this week?',
    'Recall a kindness someone showed you in the past month. How did it feel to receive it?',
    'What is one thing in your life today that you once hoped for?',
    'What made you smile or laugh recently, even briefly?',
  ],
  'goal-setting': [
    'What is one small, concrete thing you want to do for yourself tomorrow?',
    'Pick one goal for this week. What is the very first step, and when will you take it?',
    'What would make next week feel like a success, in one sentence?',
    'What habit would you like to build, and what could remind you to do it each day?',
    'Which obstacle is most likely to get in your way this week, and how could you plan for it?',
    'Where do you want to be in three months? What is one thing that moves you toward it today?',
    'What support do you need to reach your next goal, and who could you ask?',
    'What progress have you already made that you tend to forget?',
    'Choose one thing to stop doing this week. What will you do instead?',
    'How will you celebrate when you reach your next milestone?',
  ],
  creativity: [
    'Describe today as a weather forecast. What is the outlook for tomorrow?',
    'Write a short letter to your future self, one year from now.',
    'If your mood today were a colour or a song, what would it be and why?',
    'Imagine a perfect, calm Sunday morning. Describe it with all five senses.',
    'Write about a small object near you and the story it could tell.',
    'If you could give your recovery a title like a book, what would it be? What is this chapter called?',
    'Describe a place you would love to visit and who you would bring with you.',
    'Write a short note of encouragement that you could read on a hard day.',
    'Invent a new ritual for ending your day. What does it look like?',
    'What would you create if you knew nobody would judge it?',
  ],
  'problem-solving': [
    'What problem is on your mind right now? Write it down in one sentence, then list three possible next steps.',
    'Think of a situation that keeps repeating. What usually happens just before it?',
    'What is within your control in the thing that worries you most, and what is not?',
    'If a friend came to you with your current problem, what would you suggest to them?',
    'What is one conversation you have been avoiding? What would a first sentence sound like?',
    'Which trigger did you notice this week, and what could you do differently next time?',
    'What resources or people could help with a challenge you are facing?',
    'Break a big worry into smaller pieces. Which piece could you handle today?',
    'What has worked for you before when things felt stuck?',
    'What would a good enough solution look like, rather than a perfect one?',
  ],
};

/** Prompts for the themes of the local analyser's lexicon; other tags get the general template. */
const THEME_PROMPTS: Record<string, readonly string[]> = {
  sleep: [
    'Sleep has come up in your recent entries. How have your nights been, and what helps you rest?',
    'What does your evening look like before bed, and is there one thing you could change to rest better?',
  ],
  cravings: [
    'You have written about cravings lately. When did the last one come, and what did you do to get through it?',
    'What are your early warning signs of a craving, and what is on your plan for those moments?',
  ],
  family: [
    'Family has been on your mind. Which conversation or moment with them stays with you?',
    'What do you need from your family right now, and what would you like to give them?',
  ],
  work: [
    'Work has shown up in your entries. What part of it drains you, and what part gives you energy?',
    'How could you set one boundary at work this week that protects your recovery?',
  ],
  anxiety: [
    'You have mentioned feeling anxious. What is the worry underneath, and how true does it feel right now?',
    'What helps your body calm down when anxiety rises? Write about the last time it worked.',
  ],
  gratitude: [
    'You have been noticing things to be grateful for. What is one more you can add today?',
    'How has practising gratitude changed the way your days feel?',
  ],
  meetings: [
    'Your meetings and groups come up often. What did you hear recently that stayed with you?',
    'Who in your groups or meetings do you feel connected to, and why?',
  ],
  exercise: [
    'Moving your body appears in your entries. How does your mood change after a walk or workout?',
    'What kind of movement feels good to you, and when could you fit it in this week?',
  ],
  medication: [
    'You have written about your medication. How are you feeling about it, and is there anything to ask your doctor?',
    'What helps you keep a steady routine with your medication?',
  ],
  relationships: [
    'Relationships have been on your mind. Which connection feels supportive right now, and which feels hard?',
    'Who would you like to feel closer to, and what small step could you take toward them?',
  ],
  sobriety: [
    'Your recovery runs through your recent entries. What are you proudest of in it so far?',
    'What does staying sober give you that you want to protect?',
  ],
  mindfulness: [
    'You have been practising mindfulness. What did you notice the last time you paused and breathed?',
    'When in your day could a short pause or breathing break help the most?',
  ],
  mood: [
    'Your mood has shifted in recent entries. What seems to lift it, and what pulls it down?',
    'How are you feeling right now, in a few honest words? What might be behind it?',
  ],
  health: [
    'Your health has come up lately. How is your body doing, and what does it need from you this week?',
    'What is one thing you could do today to take care of your physical health?',
  ],
  finances: [
    'Money has been on your mind. What is one worry you could write down and look at calmly?',
    'What small step could make your finances feel a bit more under control this week?',
  ],
};

const GENERAL_PROMPTS = [
  'How are you feeling right now, and what has been on your mind today?',
  'What is one thing that went well today, even if it was small?',
  'What was the hardest part of today, and how did you handle it?',
  'What do you need more of this week, and what do you need less of?',
  'Who or what helped you feel supported recently?',
  'What is one small thing you can do for yourself tomorrow?',
];

const themePrompts = (theme: string): readonly string[] =>
  THEME_PROMPTS[theme] ?? [
    `You have been writing about ${theme}. What feels most important about it right now?`,
    `What would you like to change, or keep, about ${theme} in your life?`,
  ];

/** Takes `count` distinct items of a list, starting at `seed` and wrapping around. */
function rotate(list: readonly string[], seed: number, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length && out.length < count; i++) out.push(list[(seed + i) % list.length]!);
  return out;
}

export function localWritingPrompts(input: WritingPromptsInput): WritingPromptsOutput {
  if (input.kind === 'category') {
    const bank = CATEGORY_PROMPTS[input.category];
    return { prompts: rotate(bank, (input.seed * input.count) % bank.length, input.count) };
  }
  const prompts: string[] = [];
  const add = (p: string) => {
    if (prompts.length < input.count && !prompts.includes(p)) prompts.push(p);
  };
  // One prompt per theme, most frequent first; a second round if there are few themes.
  const themes = input.themes.slice(0, 4);
  for (let round = 0; round < 2; round++) {
    for (const theme of themes) {
      const bank = themePrompts(theme);
      add(bank[(input.seed + round) % bank.length]!);
    }
    // After the first round, recall the most recent entry's title.
    const title = input.recentTitles[0]?.trim();
    if (round === 0 && title) add(`Looking back at your entry "${title.slice(0, 80)}", what would you add or see differently today?`);
  }
  for (const p of rotate(GENERAL_PROMPTS, input.seed % GENERAL_PROMPTS.length, GENERAL_PROMPTS.length)) add(p);
  return { prompts };
}
