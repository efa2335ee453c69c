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

/** Said before closing whenever an answer held crisis language (DESIGN.md section 6). */
export const crisisWords = () =>
  'I want to make sure you are safe. If you are thinking about hurting yourself, or you are in danger, please call or text 9 8 8, the Suicide and Crisis Lifeline, right now. It is free and open all day and night. If you are in immediate danger, call 9 1 1.';

export const voicemailWords = () => 'Hi, this is Steady with your daily check-in. We will try again tomorrow. Take care.';

export const noAnswerWords = () => 'I did not catch that. Take your time.';
