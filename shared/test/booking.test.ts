import { describe, expect, it } from 'vitest';
import { freeSlots, outsideSchedule, refundable, sessionPriceCents, slotQuanta, type WeeklyDay } from '../src/domain/booking.js';

/** Monday to Thursday 09:00-17:00, Friday 09:00-13:00, weekend off (the demo coach's week). */
const WEEK: WeeklyDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: dayOfWeek === 5 ? '13:00' : '17:00',
  isActive: dayOfWeek <= 5,
}));
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const NY = 'America/New_York';

const slots = (over: Partial<Parameters<typeof freeSlots>[0]>) =>
  freeSlots({ date: '2026-03-02', timeZone: NY, coachTimeZone: NY, schedule: WEEK, durationMinutes: 60, busy: [], now: LONG_AGO, ...over });

describe('free slots', () => {
  it('steps by the session length through the coach’s day, the whole session before its end', () => {
    expect(slots({}).map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(slots({ durationMinutes: 90 }).map((s) => s.time)).toEqual(['09:00', '10:30', '12:00', '13:30', '15:00']);
    expect(slots({ durationMinutes: 30 })).toHaveLength(16);
    // Friday ends at 13:00.
    expect(slots({ date: '2026-03-06' }).map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00']);
  });

  it('offers nothing on a day off', () => {
    expect(slots({ date: '2026-03-07' })).toEqual([]);
    expect(slots({ date: '2026-03-08' })).toEqual([]);
  });

  it('leaves out past starts and every start that overlaps a held or booked session', () => {
    const now = new Date('2026-03-02T15:30:00Z'); // 10:30 in New York
    expect(slots({ now }).map((s) => s.time)).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    // A 30-minute session at 13:30 takes the 13:00 hour; a 90-minute one at 09:00 takes 09:00 and 10:00.
    const busy = [
      { start: Date.parse('2026-03-02T18:30:00Z'), end: Date.parse('2026-03-02T19:00:00Z') },
      { start: Date.parse('2026-03-02T14:00:00Z'), end: Date.parse('2026-03-02T15:30:00Z') },
    ];
    expect(slots({ busy }).map((s) => s.time)).toEqual(['11:00', '12:00', '14:00', '15:00', '16:00']);
    expect(slots({ busy, durationMinutes: 30 }).map((s) => s.time)).not.toContain('13:30');
    expect(slots({ busy, durationMinutes: 30 }).map((s) => s.time)).toContain('13:00');
  });

  it('answers instants in UTC and times in the viewer’s zone', () => {
    const la = slots({ timeZone: 'America/Los_Angeles', date: '2026-03-02' });
    expect(la[0]).toEqual({ time: '06:00', startsAt: '2026-03-02T14:00:00.000Z' });
    // A viewer in Tokyo: Monday 09:00 in New York is Monday 23:00 there; the rest of that day is on Tuesday.
    const tokyoMonday = slots({ timeZone: 'Asia/Tokyo', date: '2026-03-02' });
    expect(tokyoMonday).toEqual([{ time: '23:00', startsAt: '2026-03-02T14:00:00.000Z' }]);
    const tokyoTuesday = slots({ timeZone: 'Asia/Tokyo', date: '2026-03-03' });
    expect(tokyoTuesday.map((s) => s.time)).toEqual(['00:00', '01:00', '02:00', '03:00', '04:00', '05:00', '06:00', '23:00']);
    expect(tokyoTuesday[0]!.startsAt).toBe('2026-03-02T15:00:00.000Z');
  });

  it('keeps the coach’s wall clock across a DST change (New York springs forward on March 8, 2026)', () => {
    const before = slots({ date: '2026-03-06' });
    const after = slots({ date: '2026-03-09' });
    expect(before[0]!.startsAt).toBe('2026-03-06T14:00:00.000Z'); // EST, UTC-5
    expect(after[0]!.startsAt).toBe('2026-03-09T13:00:00.000Z'); // EDT, UTC-4
    expect(after.map((s) => s.time)).toEqual(before.map((s) => s.time).concat(['13:00', '14:00', '15:00', '16:00']));
    // A London viewer in the weeks where only the US has changed sees the gap move by an hour.
    expect(slots({ date: '2026-03-09', timeZone: 'Europe/London' })[0]!.time).toBe('13:00');
    expect(slots({ date: '2026-03-30', timeZone: 'Europe/London' })[0]!.time).toBe('14:00');
    expect(slots({ date: '2026-03-02', timeZone: 'Europe/London' })[0]!.time).toBe('14:00');
  });

  it('and across the fall back (November 1, 2026), still 09:00 to 17:00 local', () => {
    const after = slots({ date: '2026-11-02' });
    expect(after[0]!.startsAt).toBe('2026-11-02T14:00:00.000Z');
    expect(after.at(-1)!.time).toBe('16:00');
  });

  it('keeps a coach in a half-hour zone on their own half hours', () => {
    const kolkata = slots({ coachTimeZone: 'Asia/Kolkata', timeZone: 'Asia/Kolkata', date: '2026-03-02' });
    expect(kolkata[0]).toEqual({ time: '09:00', startsAt: '2026-03-02T03:30:00.000Z' });
    expect(outsideSchedule(new Date('2026-03-02T03:30:00Z'), 60, WEEK, 'Asia/Kolkata')).toBeNull();
    expect(outsideSchedule(new Date('2026-03-02T03:45:00Z'), 60, WEEK, 'Asia/Kolkata')).toMatch(/hour or half hour/);
  });

  it('starts a schedule that begins off the half hour at the next half hour', () => {
    const odd = WEEK.map((d) => ({ ...d, startTime: '09:10' }));
    expect(slots({ schedule: odd })[0]!.time).toBe('09:30');
  });
});

describe('a requested start', () => {
  it('must lie inside an active day, whole, on the half hour', () => {
    expect(outsideSchedule(new Date('2026-03-02T14:00:00Z'), 60, WEEK, NY)).toBeNull();
    expect(outsideSchedule(new Date('2026-03-02T21:00:00Z'), 60, WEEK, NY)).toBeNull(); // 16:00-17:00
    expect(outsideSchedule(new Date('2026-03-02T21:00:00Z'), 90, WEEK, NY)).toMatch(/outside/); // ends 17:30
    expect(outsideSchedule(new Date('2026-03-02T13:00:00Z'), 60, WEEK, NY)).toMatch(/outside/); // 08:00
    expect(outsideSchedule(new Date('2026-03-07T15:00:00Z'), 60, WEEK, NY)).toMatch(/outside/); // Saturday
    expect(outsideSchedule(new Date('2026-03-02T14:15:00Z'), 60, WEEK, NY)).toMatch(/hour or half hour/);
  });
});

describe('slot quanta, price and refunds', () => {
  it('covers a session with one item per 30 minutes', () => {
    expect(slotQuanta(new Date('2026-03-02T14:00:00Z'), 90)).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-02T14:30:00.000Z', '2026-03-02T15:00:00.000Z']);
    expect(slotQuanta(new Date('2026-03-02T14:30:00Z'), 30)).toEqual(['2026-03-02T14:30:00.000Z']);
  });

  it('prices rate × minutes in cents', () => {
    expect(sessionPriceCents(120, 60)).toBe(12000);
    expect(sessionPriceCents(120, 30)).toBe(6000);
    expect(sessionPriceCents(75, 90)).toBe(11250);
    expect(sessionPriceCents(25, 45)).toBe(1875);
  });

  it('refunds at 24 hours or more before the start', () => {
    const start = '2026-03-03T14:00:00.000Z';
    expect(refundable(start, new Date('2026-03-02T14:00:00Z'))).toBe(true);
    expect(refundable(start, new Date('2026-03-02T14:00:01Z'))).toBe(false);
  });
});
