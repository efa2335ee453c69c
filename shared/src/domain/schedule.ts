import { formatClockTime, wallClock } from './clock.js';

export interface NextCall {
  day: 'Today' | 'Tomorrow';
  /** e.g. '7:00 PM' */
  time: string;
}

/** Next check-in: today at callTime if still ahead (in the user's zone), otherwise tomorrow; null without a call time. */
export function nextCallTime(now: Date, callTime: string | null | undefined, timeZone: string): NextCall | null {
  if (!callTime) return null;
  const [h, m] = callTime.split(':').map(Number) as [number, number];
  let local: { hour: number; minute: number };
  try {
    local = wallClock(now, timeZone);
  } catch {
    return null; // not a time zone this platform knows
  }
  const minutesNow = local.hour * 60 + local.minute;
  return { day: h * 60 + m > minutesNow ? 'Today' : 'Tomorrow', time: formatClockTime(h, m) };
}

/** '19:00' → '7:00 PM'. */
export function formatCallTime(callTime: string): string {
  const [h, m] = callTime.split(':').map(Number) as [number, number];
  return formatClockTime(h, m);
}
