/*
 * The scripted patient who answers the phone simulator's calls when no dev phone page is open: a
 * different day, different answers; answers chosen by what is asked.
 */

const SCRIPT: Record<'mood' | 'cravings' | 'helped' | 'goal' | 'rating', string[]> = {
  mood: [
    'I am feeling pretty good today. Work was busy but I stayed calm and went to my evening group.',
    'Honestly a bit tired and anxious. I did not sleep well, but I got through the day.',
    'Today was a good day. I went for a walk in the morning and talked with my sister.',
    'It was a mixed day. The morning was stressful at work, but the afternoon got better.',
    'I feel calm and grateful tonight. I cooked dinner and called my sponsor.',
    'Kind of low today. I felt lonely after work, but I am okay now.',
    'Pretty steady. Nothing big happened, and that feels good right now.',
  ],
  cravings: [
    'I had a craving after a stressful meeting, but it passed after I took a walk.',
    'No real cravings today. I stayed away from the places that usually trigger me.',
    'A small urge when I drove past the old bar, but I called a friend instead.',
    'Some cravings in the evening when I was bored. I made tea and it got easier.',
    'Not really. Being busy helped a lot today.',
  ],
  helped: [
    'My group meeting helped the most. Hearing other people made me feel less alone.',
    'Going to the gym helped. I felt clearer afterwards.',
    'Talking to my therapist this morning really helped me put things in order.',
    'Breathing exercises before bed, and writing down three good things.',
    'Spending time with my kids after school helped me feel grounded.',
  ],
  /** "On a scale of 1 to 10…": always a number, so the demo and tests store a self-rating. */
  rating: ['I would say about a seven.', 'Maybe a six out of 10.', 'Eight.', 'Like a 5, maybe.', 'Probably a seven today.'],
  goal: [
    'Tomorrow I want to get to bed by eleven and take a walk at lunch.',
    'I want to call my mom and go to the morning meeting.',
    'Drink more water and finish the project at work without rushing.',
    'I will go for a run before work and keep my phone away at dinner.',
    'Make it to my appointment on time and cook a real meal.',
  ],
};

function topicOf(question: string): keyof typeof SCRIPT {
  const q = question.toLowerCase();
  if (/scale of 1 to 10/.test(q)) return 'rating';
  if (/craving|trigger|urge/.test(q)) return 'cravings';
  if (/helped|help you|what helped/.test(q)) return 'helped';
  if (/tomorrow|goal/.test(q)) return 'goal';
  return 'mood';
}

export function scriptedAnswer(question: string, day: number, turn: number): string {
  const options = SCRIPT[topicOf(question)];
  return options[(day * 3 + turn) % options.length]!;
}

/** Seconds it takes to say something aloud, at about 150 words a minute. */
export const speakingSeconds = (text: string) => Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 2.5));
