import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export interface NextCall {
  day: 'Today' | 'Tomorrow';
  /** e.g. '7:00 PM' */
  time: string;
}

/** Next check-in: today at callTime if still ahead (in the user's zone), otherwise tomorrow; null without a call time. */
export function nextCallTime(now: Date, callTime: string | null | undefined, timeZone: string): NextCall | null {
  if (!callTime) return null;
  const [h, m] = callTime.split(':').map(Number) as [number, number];
  const local = new TZDate(now.getTime(), timeZone);
  const minutesNow = local.getHours() * 60 + local.getMinutes();
  const at = new Date(2000, 0, 1, h, m);
  return { day: h * 60 + m > minutesNow ? 'Today' : 'Tomorrow', time: format(at, 'h:mm a') };
}

/** '19:00' → '7:00 PM'. */
export function formatCallTime(callTime: string): string {
  const [h, m] = callTime.split(':').map(Number) as [number, number];
  return format(new Date(2000, 0, 1, h, m), 'h:mm a');
}
