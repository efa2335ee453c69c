import { NUMBER_WORDS } from '@steady/shared';

/**
 * What the check-in call says, apart from the questions (which the Ai port words). Short sentences:
 * they are spoken by text-to-speech over a phone line.
 */
export const greeting = (firstName: string) =>
  `Hi${firstName ? ` ${firstName}` : ''}, this is Steady with your daily check-in. Take your time with each answer; I am listening.`;

export const closingWords = (firstName: string, answered: boolean) =>
  answered
    ? `Thank you${firstName ? `, ${firstName}` : ''}. I will add today's check-in to your journal. Be kind to yourself tonight. Talk to you tomorrow.`
    : `It sounds like now is not a good time. That is okay. We will call you again tomorrow. Take care.`;

/** Said before closing whenever an answer held crisis language (docs/architecture.md, "Safety and analysis"). */
export const crisisWords = () =>
  'I want to make sure you are safe. If you are thinking about hurting yourself, or you are in danger, please call or text 9 8 8, the Suicide and Crisis Lifeline, right now. It is free and open all day and night. If you are in immediate danger, call 9 1 1.';

/** After crisis language: the 988 line, then the offer to connect now (press 1 or say yes). */
export const crisisOfferQuestion = () =>
  'Would you like me to connect you to the Lifeline right now? Press 1 or say yes to be connected. Say no to end the call.';

export const connectingWords = () => 'Connecting you to the 9 8 8 Suicide and Crisis Lifeline now. Please stay on the line.';

/** The person did not take the offer: the line again, and a gentle close. */
export const offerDeclinedWords = (firstName: string) =>
  `Okay${firstName ? `, ${firstName}` : ''}. You can call or text 9 8 8 any time, day or night. If you are in immediate danger, call 9 1 1. Please reach out to someone you trust tonight.`;

/** Yes to the 988 offer: the 1 key, or a spoken yes. */
export const acceptsOffer = (digits: string | undefined, speech: string) =>
  digits?.trim() === '1' || /^\W*(?:1|one|yes|yeah|yep|yup|ok|okay|sure|please|connect me|i do|i would)\b/i.test(speech.trim());

export const voicemailWords = () => 'Hi, this is Steady with your daily check-in. We will try again tomorrow. Take care.';

export const noAnswerWords = () => 'I did not catch that. Take your time.';

/** Asked once before the closing words: the person's own mood rating, which wins over the estimate. */
export const moodRatingQuestion = () => 'On a scale of 1 to 10, how would you rate your mood today?';

/**
 * The rating in an answer to the mood question: keypad digits (1-9, 10), or the first number said
 * ("7", "seven", "about a six", "6 out of 10", "like a 4 maybe"). Null when there is none in 1-10.
 */
export function parseMoodRating(speech: string, digits?: string): number | null {
  const keyed = digits?.replace(/[#*\s]/g, '');
  if (keyed && /^(?:[1-9]|10)$/.test(keyed)) return Number(keyed);
  const words = speech.toLowerCase().match(/\d+|[a-z]+/g) ?? [];
  for (const w of words) {
    const n = /^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w];
    if (n === undefined) continue;
    return n >= 1 && n <= 10 ? n : null;
  }
  return null;
}
