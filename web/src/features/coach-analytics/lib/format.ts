import { format } from 'date-fns';
import type { CallAdherence, MoodTrend } from '@steady/shared';

function fromDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 'Nov 16' from 'YYYY-MM-DD'. */
export const shortDay = (date: string): string => format(fromDate(date), 'MMM d');

/** 'Nov 16, 2026' from 'YYYY-MM-DD'. */
export const longDay = (date: string): string => format(fromDate(date), 'MMM d, yyyy');

export const moodText = (mood: number | null): string => (mood === null ? 'No mood yet' : `${mood.toFixed(1)}/10`);

/** '60% (3 of 5)', or 'No calls scheduled'. */
export function adherenceText(a: CallAdherence): string {
  if (a.rate === null) return 'No calls scheduled';
  return `${Math.round(a.rate * 100)}% (${a.answered} of ${a.scheduled})`;
}

export const TREND_WORDS: Record<MoodTrend, string> = {
  improving: 'Improving',
  declining: 'Declining',
  stable: 'Steady',
  concerning: 'Concerning',
  volatile: 'Up and down',
};

export const daysText = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;
