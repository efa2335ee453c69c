export type InsightType = 'info' | 'encouragement' | 'progress' | 'reminder' | 'wellness';

export interface Greeting {
  type: InsightType;
  title: string;
  message: string;
}

/** Daily check-in card: before 12 'encouragement', 12 to 17 'wellness', 18 or later 'reminder'; wording differs with a streak. */
export function dailyGreeting(hour: number, streak: number, name?: string): Greeting {
  const who = name ? `, ${name.split(' ')[0]}` : '';
  if (hour < 12) {
    return {
      type: 'encouragement',
      title: `Good morning${who}`,
      message:
        streak > 0
          ? `You're on a ${streak}-day streak. A few honest words today keep it going.`
          : 'A new day is a fresh start. Take a moment to notice how you feel.',
    };
  }
  if (hour < 18) {
    return {
      type: 'wellness',
      title: `Good afternoon${who}`,
      message:
        streak > 0
          ? `${streak} day${streak === 1 ? '' : 's'} in a row. Pause, breathe, and check in with yourself.`
          : 'Pause for a breath. How is your day going so far?',
    };
  }
  return {
    type: 'reminder',
    title: `Good evening${who}`,
    message:
      streak > 0
        ? `Keep your ${streak}-day streak alive: your check-in call is a good time to reflect on today.`
        : 'Your evening check-in is a chance to reflect on today, in your own words.',
  };
}
