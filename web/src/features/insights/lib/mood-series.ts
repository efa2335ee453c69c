import { averageMood, dailyMood, localDate, periodTrend, shiftDate, type JournalEntry, type MoodTrend } from '@steady/shared';

/** Days the Insights screen's mood chart covers (spec: the last 30 days). */
export const MOOD_CHART_DAYS = 30;

export interface MoodPoint {
  date: string;
  averageMood: number | null;
  entries: number;
  /** An entry of that day held crisis language: the chart marks the day. */
  crisis: boolean;
}

export interface MoodSeries {
  start: string;
  end: string;
  days: MoodPoint[];
  /** Average over the entries with a mood in the window; null when none. */
  average: number | null;
  trend: MoodTrend;
  daysWithMood: number;
}

/** Daily average mood of the entries over the last 30 days (today included) in the user's time zone. */
export function moodSeries(entries: readonly JournalEntry[], now: Date, timeZone: string, days = MOOD_CHART_DAYS): MoodSeries {
  const end = localDate(now, timeZone);
  const start = shiftDate(end, -(days - 1));
  const inWindow = entries.filter((e) => {
    const d = localDate(e.createdAt, timeZone);
    return d >= start && d <= end;
  });
  const points = dailyMood(inWindow, { start, end }, timeZone);
  const moods = [...inWindow].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).flatMap((e) => (e.moodScore === null ? [] : [e.moodScore]));
  return {
    start,
    end,
    days: points,
    average: averageMood(moods),
    trend: periodTrend(
      moods,
      inWindow.some((e) => e.crisisDetected),
    ),
    daysWithMood: points.filter((p) => p.averageMood !== null).length,
  };
}
