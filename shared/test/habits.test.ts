import { describe, expect, it } from 'vitest';
import {
  CreateHabitBody,
  CreateHabitEntryBody,
  HABIT_WEEKLY_UNITS,
  habitStreak,
  habitSummary,
  streakMayContinue,
  weekOf,
  weekdayIndex,
  weeklyHabitProgress,
  weeklyScore,
  wellnessMessage,
  type HabitForScore,
} from '../src/index.js';

// 2026-11-16 is a Monday; 2026-11-21 a Saturday; 2026-11-22 a Sunday.
const habit = (id: string, frequency: HabitForScore['frequency'], targetValue = 1, isActive = true): HabitForScore => ({
  id,
  frequency,
  targetValue,
  isActive,
});

describe('weeks', () => {
  it('starts on Monday and ends on Sunday', () => {
    expect(weekdayIndex('2026-11-16')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
    expect(weekOf('2026-11-21')).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(weekOf('2026-11-16')).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(weekOf('2026-11-22')).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    // Across a month and a year.
    expect(weekOf('2027-01-01')).toEqual({ weekStart: '2026-12-28', weekEnd: '2027-01-03' });
  });

  it('expects the documented units per frequency', () => {
    expect(HABIT_WEEKLY_UNITS).toEqual({ daily: 7, weekdays: 5, weekends: 2, '3x_week': 3, weekly: 1, custom: 1 });
  });
});

describe('weekly score', () => {
  it('is 0 with no active habits', () => {
    expect(weeklyScore(weeklyHabitProgress([], [], '2026-11-21'))).toBe(0);
    expect(weeklyScore(weeklyHabitProgress([habit('a', 'daily', 1, false)], [{ habitId: 'a', date: '2026-11-21', value: 1 }], '2026-11-21'))).toBe(0);
  });

  it('counts a daily habit one unit per day that meets the target, of 7', () => {
    const entries = ['2026-11-16', '2026-11-17', '2026-11-18'].map((date) => ({ habitId: 'a', date, value: 1 }));
    const progress = weeklyHabitProgress([habit('a', 'daily')], entries, '2026-11-18');
    expect(progress).toEqual([{ habitId: 'a', achieved: 3, expected: 7, today: 1 }]);
    expect(weeklyScore(progress)).toBe(43); // 3/7
  });

  it('gives partial credit for part of a daily target and sums a day’s entries', () => {
    const entries = [
      { habitId: 'w', date: '2026-11-16', value: 4 },
      { habitId: 'w', date: '2026-11-16', value: 4 }, // 8 of 8 glasses: a full day
      { habitId: 'w', date: '2026-11-17', value: 2 }, // a quarter day
      { habitId: 'w', date: '2026-11-18', value: 20 }, // over target: still one day
    ];
    const [p] = weeklyHabitProgress([habit('w', 'daily', 8)], entries, '2026-11-18');
    expect(p?.achieved).toBe(2.25);
    expect(p?.today).toBe(20);
  });

  it('ignores entries outside the current week and of other habits', () => {
    const entries = [
      { habitId: 'a', date: '2026-11-15', value: 1 }, // Sunday of the previous week
      { habitId: 'b', date: '2026-11-17', value: 1 },
      { habitId: 'a', date: '2026-11-23', value: 1 }, // next week
    ];
    expect(weeklyHabitProgress([habit('a', 'daily')], entries, '2026-11-21')[0]?.achieved).toBe(0);
  });

  it('counts weekdays only Monday to Friday and weekends only Saturday and Sunday', () => {
    const all = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
    const entries = all.flatMap((date) => [
      { habitId: 'wd', date, value: 1 },
      { habitId: 'we', date, value: 1 },
    ]);
    const progress = weeklyHabitProgress([habit('wd', 'weekdays'), habit('we', 'weekends')], entries, '2026-11-22');
    expect(progress.map((p) => [p.achieved, p.expected])).toEqual([
      [5, 5],
      [2, 2],
    ]);
    expect(weeklyScore(progress)).toBe(100);
    // A weekday entry does not count for a weekend habit.
    expect(weeklyHabitProgress([habit('we', 'weekends')], [{ habitId: 'we', date: '2026-11-18', value: 1 }], '2026-11-22')[0]?.achieved).toBe(0);
  });

  it('caps 3x_week at three days', () => {
    const entries = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((date) => ({ habitId: 'a', date, value: 1 }));
    expect(weeklyHabitProgress([habit('a', '3x_week')], entries, '2026-11-20')[0]).toMatchObject({ achieved: 3, expected: 3 });
  });

  it('treats weekly and custom targets as per week', () => {
    const entries = [
      { habitId: 'wk', date: '2026-11-16', value: 1 },
      { habitId: 'c', date: '2026-11-16', value: 2 },
      { habitId: 'c', date: '2026-11-19', value: 1 },
    ];
    const progress = weeklyHabitProgress([habit('wk', 'weekly'), habit('c', 'custom', 6)], entries, '2026-11-21');
    expect(progress.map((p) => [p.achieved, p.expected])).toEqual([
      [1, 1],
      [0.5, 1],
    ]);
    expect(weeklyScore(progress)).toBe(75);
  });

  it('weights habits by their expected units across habits', () => {
    // daily 7/7 and weekly 0/1: 7 of 8 units.
    const entries = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((date) => ({
      habitId: 'd',
      date,
      value: 1,
    }));
    expect(weeklyScore(weeklyHabitProgress([habit('d', 'daily'), habit('wk', 'weekly')], entries, '2026-11-22'))).toBe(88);
  });
});

describe('habit streak', () => {
  it('is 0 with no entries or when the last entry is older than yesterday', () => {
    expect(habitStreak([], '2026-11-21')).toBe(0);
    expect(habitStreak(['2026-11-19'], '2026-11-21')).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(habitStreak(['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-17'], '2026-11-21')).toBe(3);
  });

  it('stays alive until the day is over: ending yesterday counts', () => {
    expect(habitStreak(['2026-11-20', '2026-11-19'], '2026-11-21')).toBe(2);
  });

  it('accepts duplicates and any order, and crosses month ends', () => {
    expect(habitStreak(['2026-11-01', '2026-10-31', '2026-11-01', '2026-11-02', '2026-10-30'], '2026-11-02')).toBe(4);
  });

  it('asks for more days only while the streak reaches the oldest day read', () => {
    expect(streakMayContinue(['2026-11-21', '2026-11-20'], '2026-11-21')).toBe(true);
    expect(streakMayContinue(['2026-11-21', '2026-11-19'], '2026-11-21')).toBe(false);
    expect(streakMayContinue(['2026-11-20', '2026-11-19'], '2026-11-21')).toBe(true);
    expect(streakMayContinue(['2026-11-18'], '2026-11-21')).toBe(false);
    expect(streakMayContinue([], '2026-11-21')).toBe(false);
  });
});

describe('habit summary', () => {
  it('puts the figures together', () => {
    const s = habitSummary(
      [habit('a', 'daily'), habit('b', 'weekly'), habit('old', 'daily', 1, false)],
      [
        { habitId: 'a', date: '2026-11-21', value: 1 },
        { habitId: 'a', date: '2026-11-20', value: 1 },
      ],
      ['2026-11-21', '2026-11-20', '2026-11-18'],
      '2026-11-21',
    );
    expect(s).toMatchObject({
      today: '2026-11-21',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      activeHabits: 2,
      loggedToday: 1,
      currentStreak: 2,
      weeklyScore: 25, // 2 of 8 units
    });
  });
});

describe('wellness message', () => {
  it('changes at 0, fewer than 3, and 3 or more active habits', () => {
    const none = wellnessMessage(0);
    const few = wellnessMessage(2);
    const many = wellnessMessage(3);
    expect(wellnessMessage(1)).toEqual(few);
    expect(new Set([none.title, few.title, many.title]).size).toBe(3);
    expect(many.text).toContain('3 habits');
  });
});

describe('habit contracts (spec section 5 messages)', () => {
  const first = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

  it('requires name, description, category, frequency and unit, with the spec’s messages', () => {
    expect(first(CreateHabitBody.safeParse({ name: ' ', description: '', unit: '' }))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      category: 'Category is required',
      frequency: 'Frequency is required',
      unit: 'Unit is required',
    });
  });

  it('defaults the target to 1 and refuses less', () => {
    const ok = CreateHabitBody.parse({ name: 'Walk', description: 'Outside', category: 'health', frequency: 'daily', unit: 'times' });
    expect(ok.targetValue).toBe(1);
    expect(first(CreateHabitBody.safeParse({ name: 'Walk', description: 'x', category: 'health', frequency: 'daily', unit: 'times', targetValue: 0 }))).toEqual(
      {
        targetValue: 'Target value must be at least 1',
      },
    );
  });

  it('takes progress of at least 0 in steps of 0.1, optional notes and a mood of 1 to 10', () => {
    expect(first(CreateHabitEntryBody.safeParse({ habitId: 'h', value: -1 }))).toEqual({ value: 'Value must be positive' });
    expect(CreateHabitEntryBody.parse({ habitId: 'h', value: 0 })).toMatchObject({ value: 0, notes: null, moodAfter: null, date: null });
    expect(CreateHabitEntryBody.safeParse({ habitId: 'h', value: 2.5 }).success).toBe(true);
    expect(CreateHabitEntryBody.safeParse({ habitId: 'h', value: 0.3 }).success).toBe(true);
    expect(CreateHabitEntryBody.safeParse({ habitId: 'h', value: 1.25 }).success).toBe(false);
    expect(first(CreateHabitEntryBody.safeParse({ habitId: 'h', value: 1, moodAfter: 11 }))).toEqual({ moodAfter: 'Mood must be between 1 and 10' });
    expect(first(CreateHabitEntryBody.safeParse({ habitId: 'h', value: 1, date: '2026-02-30' }))).toEqual({ date: 'Please enter a valid date' });
  });
});
