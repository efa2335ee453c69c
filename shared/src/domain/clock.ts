/*
 * Wall-clock readings in a time zone with the platform's Intl alone: the signed-in app's first screen
 * uses these, and they keep the date library out of its first load (docs/performance.md, "SPA first
 * load"). Calendar arithmetic lives in dates.ts.
 */

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Hour (0-23) and minute of an instant on the wall clock of an IANA time zone. Throws RangeError for an unknown zone. */
export function wallClock(instant: Date, timeZone: string): { hour: number; minute: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  let hour = 0;
  let minute = 0;
  for (const part of clock.formatToParts(instant)) {
    if (part.type === 'hour') hour = Number(part.value) % 24;
    if (part.type === 'minute') minute = Number(part.value);
  }
  return { hour, minute };
}

/** Hour of day (0-23) of an instant in a time zone. */
export function localHour(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone).hour;
}

/** 'HH:mm' (24-hour) → '7:00 PM'. */
export function formatClockTime(hour: number, minute: number): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
