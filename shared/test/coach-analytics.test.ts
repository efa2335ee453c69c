import { describe, expect, it } from 'vitest';
import { analyticsWindow, callAdherence, dayStreaks, studentFigures, weeklyFigures, type AnalyticsEntry } from '../src/index.js';

const entry = (createdAt: string, moodScore: number | null, themes: string[] = []): AnalyticsEntry => ({ createdAt, moodScore, themes, crisisDetected: false });

describe('coach analytics figures', () => {
  it('streaks: the longest run, and the current one ending today or yesterday', () => {
    expect(dayStreaks([], '2026-03-10')).toEqual({ current: 0, longest: 0 });
    expect(dayStreaks(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-08', '2026-03-09'], '2026-03-10')).toEqual({ current: 2, longest: 3 });
    expect(dayStreaks(['2026-03-09', '2026-03-10', '2026-03-10'], '2026-03-10')).toEqual({ current: 2, longest: 2 });
    expect(dayStreaks(['2026-03-07', '2026-03-08'], '2026-03-10')).toEqual({ current: 0, longest: 2 });
  });

  it('adherence counts scheduled calls with an outcome; manual and ringing calls are left out', () => {
    const day = '2026-03-10';
    expect(
      callAdherence([
        { localDate: day, trigger: 'scheduled', status: 'completed' },
        { localDate: day, trigger: 'scheduled', status: 'in-progress' },
        { localDate: day, trigger: 'scheduled', status: 'no-answer' },
        { localDate: day, trigger: 'scheduled', status: 'ringing' },
        { localDate: day, trigger: 'manual', status: 'completed' },
      ]),
    ).toEqual({ scheduled: 3, answered: 2, rate: 0.67 });
    expect(callAdherence([])).toEqual({ scheduled: 0, answered: 0, rate: null });
  });

  it('a row over a window in the student’s time zone: entries outside it are ignored', () => {
    const window = analyticsWindow(new Date('2026-03-10T15:00:00Z'), 'America/New_York', 30);
    expect(window).toEqual({ start: '2026-02-09', end: '2026-03-10', days: 30 });
    const figures = studentFigures(
      [
        entry('2026-02-09T04:00:00Z', 2), // Feb 8 in New York: outside
        entry('2026-03-09T23:00:00Z', 4, ['Work']),
        entry('2026-03-10T01:00:00Z', 8, ['work', 'Sleep']), // still Mar 9 in New York
        entry('2026-03-10T14:00:00Z', null, ['sleep']),
      ],
      [],
      window,
      'America/New_York',
    );
    expect(figures).toMatchObject({ entries: 3, moodAverage: 6, currentStreak: 2, longestStreak: 2, lastEntryAt: '2026-03-10T14:00:00Z', entriesPerWeek: 0.7 });
    expect(figures.topThemes).toEqual([
      { theme: 'Sleep', count: 2 },
      { theme: 'Work', count: 2 },
    ]);
  });

  it('weeks are Monday to Sunday; the first and last may be partial, and their days add up to the range', () => {
    const window = analyticsWindow(new Date('2026-03-10T15:00:00Z'), 'UTC', 30); // Tue Mar 10; starts Mon Feb 9
    const weeks = weeklyFigures([entry('2026-03-09T10:00:00Z', 5, ['walk'])], [], window, 'UTC');
    expect(weeks[0]).toMatchObject({ weekStart: '2026-02-09', days: 7 });
    expect(weeks.at(-1)).toMatchObject({ weekStart: '2026-03-09', days: 2, entries: 1, averageMood: 5, themes: [{ theme: 'walk', count: 1 }] });
    expect(weeks.reduce((n, w) => n + w.days, 0)).toBe(30);
  });
});
