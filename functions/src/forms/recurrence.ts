import { shiftDate, type Recurrence, type RecurrenceUnit } from '@steady/shared';

/** Recurring assignments (docs/architecture.md, "Forms and measurement-based care"). */

export function recurrenceUnit(recurrence: Recurrence): RecurrenceUnit | null {
  return recurrence === 'daily' ? 'day' : recurrence === 'weekly' ? 'week' : recurrence === 'monthly' ? 'month' : null;
}

/** 'yyyy-mm-dd' plus whole months, the day clamped to the month's last (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export function advance(date: string, recurrence: Exclude<Recurrence, 'none'>, interval: number): string {
  if (recurrence === 'monthly') return addMonths(date, interval);
  return shiftDate(date, recurrence === 'weekly' ? 7 * interval : interval);
}

/** The next due day after `from`, one interval on at least, and after `today` (a late submission skips missed ones). */
export function nextDueDate(from: string, recurrence: Exclude<Recurrence, 'none'>, interval: number, today: string): string {
  let next = advance(from, recurrence, Math.max(1, interval));
  for (let i = 0; next <= today && i < 1000; i++) next = advance(next, recurrence, Math.max(1, interval));
  return next;
}
