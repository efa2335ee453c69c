import { HABIT_FREQUENCIES, MOOD_LABELS, type Habit } from '@steady/shared';
import { humanize } from '@/lib/forms';

export const FREQUENCY_LABELS: Record<(typeof HABIT_FREQUENCIES)[number], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  '3x_week': '3 times a week',
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  custom: 'Custom',
};

export const categoryLabel = (category: string) => humanize(category);

/** Mood scale 1 Very Low to 10 Outstanding. */
export function moodOptionLabel(n: number): string {
  const word = (MOOD_LABELS as Record<number, string>)[n];
  return word ? `${n} - ${word}` : String(n);
}

/** A value with its unit: '2 glasses', '1 time' (the default unit reads in the singular for 1). */
export const amount = (value: number, unit: string) => `${formatValue(value)} ${value === 1 && unit === 'times' ? 'time' : unit}`;

/** '2 glasses daily', '1 time weekly'. */
export function targetText(h: Pick<Habit, 'targetValue' | 'unit' | 'frequency'>): string {
  return `${amount(h.targetValue, h.unit)} ${FREQUENCY_LABELS[h.frequency].toLowerCase()}`;
}

/** Progress values have one decimal at most. */
export const formatValue = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** 'yyyy-MM-dd' as a local calendar Date. */
export function dateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
