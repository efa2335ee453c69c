import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATS,
  SETTINGS_CALL_TIMES,
  REGISTRATION_CALL_TIMES,
  achievementHint,
  addEntryToStats,
  countWords,
  dailyGreeting,
  dashboardStats,
  formatCount,
  formatWordCount,
  localDate,
  moodBand,
  moodTone,
  nextCallTime,
  normalizeTags,
  normalizePhoneNumber,
  readingMinutes,
  sentimentTone,
  statsFromEntries,
  streakBadge,
  truncate,
} from '../src/index.js';

const day = (date: string, words = 10, mood: number | null = 6) => ({ wordCount: words, moodScore: mood, date });

describe('streaks and stats', () => {
  it('counts consecutive local days and keeps the longest', () => {
    let s = EMPTY_STATS;
    for (const d of ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']) s = addEntryToStats(s, day(d));
    expect(s).toMatchObject({ totalEntries: 6, totalWords: 60, currentStreak: 2, longestStreak: 3, lastEntryDate: '2026-03-06' });
  });

  it('does not let a back-dated entry move the streak', () => {
    const s = addEntryToStats(addEntryToStats(EMPTY_STATS, day('2026-03-05')), day('2026-03-01'));
    expect(s).toMatchObject({ currentStreak: 1, lastEntryDate: '2026-03-05', totalEntries: 2 });
  });

  it('is alive today and yesterday, broken after that', () => {
    const s = addEntryToStats(addEntryToStats(EMPTY_STATS, day('2026-03-01', 100, 8)), day('2026-03-02', 50, 5));
    expect(dashboardStats(s, '2026-03-02')).toMatchObject({ journalStreak: 2, streakBroken: false, averageMood: 6.5, totalWords: 150 });
    expect(dashboardStats(s, '2026-03-03')).toMatchObject({ journalStreak: 2, streakBroken: false });
    expect(dashboardStats(s, '2026-03-04')).toMatchObject({ journalStreak: 0, streakBroken: true, longestJournalStreak: 2 });
    expect(dashboardStats(EMPTY_STATS, '2026-03-04')).toMatchObject({ journalStreak: 0, streakBroken: false, averageMood: 0, moodCount: 0 });
  });

  it('uses the user’s time zone for the calendar day', () => {
    // 03:30 UTC on March 2 is still March 1 in New York.
    expect(localDate('2026-03-02T03:30:00Z', 'America/New_York')).toBe('2026-03-01');
    expect(localDate('2026-03-02T03:30:00Z', 'UTC')).toBe('2026-03-02');
    const s = statsFromEntries(
      [
        { wordCount: 1, moodScore: 5, createdAt: '2026-03-02T03:30:00Z' },
        { wordCount: 1, moodScore: 5, createdAt: '2026-03-02T22:00:00Z' },
      ],
      'America/New_York',
    );
    expect(s).toMatchObject({ currentStreak: 2, lastEntryDate: '2026-03-02' });
  });
});

describe('badges and hints (spec section 4)', () => {
  it.each([
    [0, false, null],
    [2, false, null],
    [3, false, 'Building Momentum'],
    [6, false, 'Building Momentum'],
    [7, false, 'On Fire!'],
    [29, false, 'On Fire!'],
    [30, false, 'Legend!'],
    [12, true, 'Streak Broken'],
  ] as const)('streak %i broken=%s → %s', (streak, broken, badge) => {
    expect(streakBadge(streak, broken)).toBe(badge);
  });

  it('names the next achievement with the real distance to it', () => {
    expect(achievementHint(0, 0)).toBe('Write 3 days in a row to unlock Getting Started');
    expect(achievementHint(3, 3)).toBe('4 more days to unlock Week Champion');
    expect(achievementHint(6, 6)).toBe('1 more day to unlock Week Champion');
    expect(achievementHint(10, 10)).toBe('4 more days to unlock Two Week Warrior');
    expect(achievementHint(20, 20)).toBe('10 more days to unlock Streak Legend');
    expect(achievementHint(30, 9)).toBe('1 more entry to unlock Journaling Enthusiast');
    expect(achievementHint(30, 15)).toBe('5 more entries to unlock Regular Writer');
    expect(achievementHint(30, 49)).toBe('1 more entry to unlock Journal Master');
    expect(achievementHint(30, 50)).toBe('You have earned all achievements. Keep going!');
  });
});

describe('greeting by hour', () => {
  it.each([
    [0, 'encouragement'],
    [11, 'encouragement'],
    [12, 'wellness'],
    [17, 'wellness'],
    [18, 'reminder'],
    [23, 'reminder'],
  ] as const)('hour %i → %s', (hour, type) => {
    expect(dailyGreeting(hour, 0).type).toBe(type);
  });
  it('words differ with a streak', () => {
    expect(dailyGreeting(9, 4).message).not.toBe(dailyGreeting(9, 0).message);
    expect(dailyGreeting(9, 4, 'Jordan Rivera').title).toBe('Good morning, Jordan');
  });
});

describe('next call time', () => {
  const at = (iso: string) => new Date(iso);
  it('is today while the time is ahead in the user’s zone, else tomorrow', () => {
    // 22:00 UTC = 17:00 in New York (EST).
    expect(nextCallTime(at('2026-01-15T22:00:00Z'), '19:00', 'America/New_York')).toEqual({ day: 'Today', time: '7:00 PM' });
    expect(nextCallTime(at('2026-01-16T00:30:00Z'), '19:00', 'America/New_York')).toEqual({ day: 'Tomorrow', time: '7:00 PM' });
    // Same instant, Los Angeles is three hours behind: still today.
    expect(nextCallTime(at('2026-01-16T00:30:00Z'), '19:00', 'America/Los_Angeles')).toEqual({ day: 'Today', time: '7:00 PM' });
    expect(nextCallTime(at('2026-01-16T00:30:00Z'), '', 'America/New_York')).toBeNull();
  });
});

describe('text helpers', () => {
  it('counts words, reading time and formats thousands', () => {
    expect(countWords("I didn't drink today — 30 days!")).toBe(6);
    expect(countWords('   ')).toBe(0);
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(formatWordCount(1234)).toBe('1.2k');
    expect(formatWordCount(0)).toBe('0.0k');
  });
  it('writes whole numbers with thousands separators, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4321]) expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
    expect(formatCount(1234.6)).toBe('1,235');
  });
  it('normalises tags', () => {
    expect(normalizeTags([' Sleep', 'sleep', '', '  ', 'WORK '])).toEqual(['sleep', 'work']);
  });
  it('truncates with an ellipsis only when needed', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcdef', 3)).toBe('abc…');
  });
  it('bands and colours moods and sentiments', () => {
    expect([10, 8, 7.9, 6, 5.9, 1].map(moodBand)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
    expect([8, 6, 4, 3, null].map(moodTone)).toEqual(['green', 'yellow', 'orange', 'red', 'grey']);
    expect((['positive', 'negative', 'mixed', 'neutral', null] as const).map(sentimentTone)).toEqual(['green', 'red', 'yellow', 'grey', 'grey']);
  });
  it('normalises US phone numbers to E.164', () => {
    expect(normalizePhoneNumber('(415) 555-0101')).toBe('+14155550101');
    expect(normalizePhoneNumber('+1 415 555 0101')).toBe('+14155550101');
    expect(normalizePhoneNumber('555-0101')).toBeNull();
  });
  it('offers the spec’s call-time choices', () => {
    expect(SETTINGS_CALL_TIMES[0]).toBe('06:00');
    expect(SETTINGS_CALL_TIMES.at(-1)).toBe('23:30');
    expect(SETTINGS_CALL_TIMES).toHaveLength(36);
    expect(REGISTRATION_CALL_TIMES).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00']);
  });
});
