import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SESSION_TYPES } from '../constants.js';
import { shiftDate } from './dates.js';

/**
 * Booking a human coach: the pure slot logic (docs/architecture.md, "Booking a human coach").
 * Sessions start on the coach's local half hours, inside an active day of the coach's weekly
 * schedule (in the coach's zone), and cover whole 30-minute quanta; the server holds one slot item
 * per quantum, so sessions of different lengths that overlap can never both be booked.
 */

export type SessionType = (typeof SESSION_TYPES)[number]['value'];
/** Each session type's length in minutes (`SESSION_TYPES`). */
export const SESSION_MINUTES = Object.fromEntries(SESSION_TYPES.map((t) => [t.value, t.minutes])) as Record<SessionType, number>;
export const SESSION_TYPE_NAMES: Record<SessionType, string> = {
  consultation: 'Consultation',
  coaching: 'Coaching',
  'follow-up': 'Follow-up',
  intensive: 'Intensive',
};

/** The quantum slot items are kept at, and the grid sessions start on (coach's local time). */
export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** An unpaid hold keeps its slot this long. */
export const HOLD_MINUTES = 15;
/** Cancelled at least this long before the start, a paid session is refunded. */
export const REFUND_NOTICE_HOURS = 24;
/** The SMS reminder goes out this long before the start. */
export const REMINDER_MINUTES = 60;

export interface WeeklyDay {
  /** ISO 8601: 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

export interface Interval {
  start: number;
  end: number;
}

/** The instant of a wall-clock time ('HH:MM') on a calendar date ('yyyy-MM-dd') in a zone. */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** 'HH:MM' of an instant in a zone. */
export function localTime(instant: Date | number, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'HH:mm');
}

/** The working windows of the coach's days that may touch one calendar date of the viewer. */
function windows(schedule: readonly WeeklyDay[], coachZone: string, from: number, to: number): Interval[] {
  const first = format(new TZDate(from, coachZone), 'yyyy-MM-dd');
  const last = format(new TZDate(to - 1, coachZone), 'yyyy-MM-dd');
  const out: Interval[] = [];
  for (let day = first; day <= last; day = shiftDate(day, 1)) {
    const d = schedule.find((s) => s.dayOfWeek === isoWeekday(day));
    if (!d?.isActive || d.endTime <= d.startTime) continue;
    out.push({ start: wallTimeToInstant(day, d.startTime, coachZone).getTime(), end: wallTimeToInstant(day, d.endTime, coachZone).getTime() });
  }
  return out;
}

/** The first start on the coach's local half-hour grid at or after an instant. */
function onGrid(instant: number, coachZone: string): number {
  // Minutes since the local hour (zones with :30 and :45 offsets keep their own half hours).
  const mm = Number(localTime(instant, coachZone).slice(3));
  const intoHalf = (mm % SLOT_MINUTES) * 60_000 + (instant % 60_000);
  return intoHalf === 0 ? instant : instant - intoHalf + SLOT_MS;
}

/** Whether [start, start + duration) overlaps any busy interval. */
export function overlaps(start: number, durationMinutes: number, busy: readonly Interval[]): boolean {
  const end = start + durationMinutes * 60_000;
  return busy.some((b) => b.start < end && start < b.end);
}

export interface SlotQuery {
  /** The viewer's calendar date ('yyyy-MM-dd') in `timeZone`. */
  date: string;
  /** The viewer's zone: slots are those starting on `date` there. */
  timeZone: string;
  coachTimeZone: string;
  schedule: readonly WeeklyDay[];
  durationMinutes: number;
  /** Sessions held or booked (start and end instants, ms). */
  busy: readonly Interval[];
  now: Date;
}

export interface Slot {
  /** 'HH:MM' in the viewer's zone (the spec's list of time strings). */
  time: string;
  /** The start instant, ISO 8601 UTC. */
  startsAt: string;
}

/**
 * The free starts of a session of `durationMinutes` on the viewer's `date`: inside an active day of
 * the coach's schedule (the whole session before the day's end), on the coach's local half hours,
 * stepping by the session's length from the day's first half hour, in the future, and clear of
 * every held or booked session.
 */
export function freeSlots(q: SlotQuery): Slot[] {
  const from = wallTimeToInstant(q.date, '00:00', q.timeZone).getTime();
  const to = wallTimeToInstant(shiftDate(q.date, 1), '00:00', q.timeZone).getTime();
  const step = q.durationMinutes * 60_000;
  const out: Slot[] = [];
  for (const w of windows(q.schedule, q.coachTimeZone, from, to)) {
    for (let start = onGrid(w.start, q.coachTimeZone); start + step <= w.end; start += step) {
      if (start < from || start >= to || start <= q.now.getTime()) continue;
      if (overlaps(start, q.durationMinutes, q.busy)) continue;
      out.push({ time: localTime(start, q.timeZone), startsAt: new Date(start).toISOString() });
    }
  }
  return out;
}

/**
 * Why a session starting at `start` cannot be booked by the schedule alone (null when it can): it
 * must lie inside one active day of the coach's schedule and start on the coach's local half hour.
 */
export function outsideSchedule(start: Date, durationMinutes: number, schedule: readonly WeeklyDay[], coachZone: string): string | null {
  const t = start.getTime();
  if (t % 60_000 !== 0 || onGrid(t, coachZone) !== t) return 'Sessions start on the hour or half hour';
  const end = t + durationMinutes * 60_000;
  const inside = windows(schedule, coachZone, t - 86_400_000, t + 86_400_000).some((w) => w.start <= t && end <= w.end);
  return inside ? null : "That time is outside the coach's availability";
}

/** The 30-minute quanta a session covers: the slot items it holds (ISO instants). */
export function slotQuanta(start: Date, durationMinutes: number): string[] {
  return Array.from({ length: Math.ceil(durationMinutes / SLOT_MINUTES) }, (_, i) => new Date(start.getTime() + i * SLOT_MS).toISOString());
}

/** Price in cents of a session: the hourly rate (whole dollars) × minutes / 60, rounded to the cent. */
export function sessionPriceCents(hourlyRateDollars: number, durationMinutes: number): number {
  return Math.round((hourlyRateDollars * 100 * durationMinutes) / 60);
}

/** Whether cancelling at `now` refunds a paid session starting at `start`. */
export function refundable(start: Date | string, now: Date): boolean {
  return new Date(start).getTime() - now.getTime() >= REFUND_NOTICE_HOURS * 3_600_000;
}
