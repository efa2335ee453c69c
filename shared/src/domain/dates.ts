import { addDays, format } from 'date-fns';

/** One formatter per time zone: building an Intl formatter costs far more than using one. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date ('yyyy-MM-dd') of an instant in an IANA time zone. Read with a cached Intl
 * formatter rather than a TZDate and date-fns `format` (which parses its pattern on every call):
 * every request that counts a streak or names "today" asks this.
 */
export function localDate(instant: Date | string, timeZone: string): string {
  let days = DAY_FORMATS.get(timeZone);
  if (!days) {
    days = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    // Bounded: Intl also accepts a zone's name in any letter case.
    if (DAY_FORMATS.size >= 1000) DAY_FORMATS.clear();
    DAY_FORMATS.set(timeZone, days);
  }
  let y = '';
  let m = '';
  let d = '';
  for (const part of days.formatToParts(new Date(instant))) {
    if (part.type === 'year') y = part.value;
    else if (part.type === 'month') m = part.value;
    else if (part.type === 'day') d = part.value;
  }
  return `${y.padStart(4, '0')}-${m}-${d}`;
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
