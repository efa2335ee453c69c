import { format } from 'date-fns';

function fromDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 'Nov 16 – Nov 22, 2026' (or across years, 'Dec 28, 2026 – Jan 3, 2027'). */
export function weekRange(start: string, end: string): string {
  const a = fromDate(start);
  const b = fromDate(end);
  return a.getFullYear() === b.getFullYear()
    ? `${format(a, 'MMM d')} – ${format(b, 'MMM d, yyyy')}`
    : `${format(a, 'MMM d, yyyy')} – ${format(b, 'MMM d, yyyy')}`;
}

/** 'November 2026' from 'YYYY-MM'. */
export function monthName(month: string): string {
  return format(fromDate(`${month}-01`), 'MMMM yyyy');
}

/** 'Nov 16' from 'YYYY-MM-DD'. */
export function shortDay(date: string): string {
  return format(fromDate(date), 'MMM d');
}

/** Mood average, one decimal out of 10. */
export function moodLabel(mood: number | null): string {
  return mood === null ? 'No mood yet' : `Mood ${mood.toFixed(1)}/10`;
}
