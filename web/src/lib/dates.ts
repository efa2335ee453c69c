import { format } from 'date-fns';

// One formatter per zone: constructing an Intl.DateTimeFormat costs far more than using one, and a
// list of entries formats every row's date.
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let formatter = formats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock time of an instant in an IANA time zone, as a local Date that date-fns can format.
 * Falls back to the browser's zone when the zone is unknown.
 */
export function inTimeZone(instant: Date | string, timeZone?: string | null): Date {
  const date = new Date(instant);
  if (!timeZone) return date;
  try {
    const parts = wallClockFormat(timeZone).formatToParts(date);
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return new Date(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  } catch {
    return date;
  }
}

/** Formats an instant with a date-fns pattern in the given time zone ('MMM d, yyyy h:mm a'). */
export function formatInZone(instant: Date | string, pattern: string, timeZone?: string | null): string {
  return format(inTimeZone(instant, timeZone), pattern);
}

/** The browser's own time zone, for people who have not loaded settings yet. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
