import { describe, expect, it } from 'vitest';
import { formatCallTime, localHour, nextCallTime } from '../src/index.js';

describe('wall clock in a time zone', () => {
  it('reads the hour of an instant in the zone, across daylight saving', () => {
    expect(localHour(new Date('2026-07-01T23:30:00Z'), 'America/New_York')).toBe(19);
    expect(localHour(new Date('2026-01-15T23:30:00Z'), 'America/New_York')).toBe(18);
    expect(localHour(new Date('2026-01-15T04:10:00Z'), 'America/New_York')).toBe(23);
    expect(localHour(new Date('2026-01-15T05:10:00Z'), 'America/New_York')).toBe(0);
    expect(localHour(new Date('2026-01-15T05:10:00Z'), 'Asia/Kolkata')).toBe(10);
  });

  it('formats a call time on a 12-hour clock', () => {
    expect(formatCallTime('19:00')).toBe('7:00 PM');
    expect(formatCallTime('00:05')).toBe('12:05 AM');
    expect(formatCallTime('12:30')).toBe('12:30 PM');
    expect(formatCallTime('09:45')).toBe('9:45 AM');
  });

  it('puts the next call today while its time is ahead in the zone, else tomorrow', () => {
    // 18:59 and 19:00 in New York (summer).
    expect(nextCallTime(new Date('2026-07-01T22:59:00Z'), '19:00', 'America/New_York')).toEqual({ day: 'Today', time: '7:00 PM' });
    expect(nextCallTime(new Date('2026-07-01T23:00:00Z'), '19:00', 'America/New_York')).toEqual({ day: 'Tomorrow', time: '7:00 PM' });
    expect(nextCallTime(new Date('2026-07-01T23:00:00Z'), null, 'America/New_York')).toBeNull();
    expect(nextCallTime(new Date('2026-07-01T23:00:00Z'), '19:00', 'Not/AZone')).toBeNull();
  });
});
