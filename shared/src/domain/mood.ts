import type { Sentiment } from '../contracts/journal.js';

export type MoodBand = 'high' | 'medium' | 'low';

/** Mood filter bands: high 8 and above, medium 6 up to under 8, low under 6. */
export function moodBand(score: number): MoodBand {
  if (score >= 8) return 'high';
  if (score >= 6) return 'medium';
  return 'low';
}

export type MoodTone = 'green' | 'yellow' | 'orange' | 'red' | 'grey';

/** Mood badge colour: 8+ green, 6-7 yellow, 4-5 orange, below 4 red, none grey. */
export function moodTone(score: number | null | undefined): MoodTone {
  if (score === null || score === undefined) return 'grey';
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  if (score >= 4) return 'orange';
  return 'red';
}

/** Sentiment colour: positive green, negative red, mixed yellow, else grey. */
export function sentimentTone(sentiment: Sentiment | null | undefined): MoodTone {
  if (sentiment === 'positive') return 'green';
  if (sentiment === 'negative') return 'red';
  if (sentiment === 'mixed') return 'yellow';
  return 'grey';
}
