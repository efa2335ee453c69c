import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/** The calendar date ('yyyy-MM-dd') of an instant in an IANA time zone. */
export function localDate(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'yyyy-MM-dd');
}

/** The calendar date n days after a 'yyyy-MM-dd' date. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(addDays(new Date(y, m - 1, d), days), 'yyyy-MM-dd');
}

/** Whole days from date a to date b ('yyyy-MM-dd'), b - a. */
export function daysBetween(a: string, b: string): number {
  const toUtc = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(b) - toUtc(a)) / 86_400_000);
}

// The hour of day in a zone is read with Intl (clock.ts).
export { localHour } from './clock.js';
