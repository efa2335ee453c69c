import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@steady/shared';
import { MoodChartSvg } from '../../components/mood-chart';
import { moodSeries } from '../mood-series';

const NY = 'America/New_York';
const entry = (createdAt: string, moodScore: number, crisisDetected = false) => ({ createdAt, moodScore, crisisDetected }) as unknown as JournalEntry;

describe('the 30-day mood series and chart', () => {
  const now = new Date('2026-11-22T18:00:00Z');
  // Rising moods, with crisis language on the 18th: never "improving".
  const entries = [
    entry('2026-11-16T23:00:00Z', 3),
    entry('2026-11-18T23:00:00Z', 2, true),
    entry('2026-11-20T23:00:00Z', 8),
    entry('2026-11-21T23:00:00Z', 9),
  ];

  it('marks the hard day and does not call the window improving', () => {
    const series = moodSeries(entries, now, NY);
    expect(series.trend).toBe('concerning');
    expect(series.days.filter((d) => d.crisis).map((d) => d.date)).toEqual(['2026-11-18']);
    render(<MoodChartSvg series={series} titleId="t" descId="d" />);
    expect(screen.getAllByTestId('hard-day-marker')).toHaveLength(1);
  });

  it('has no marker without crisis language', () => {
    const series = moodSeries(
      entries.map((e) => ({ ...e, crisisDetected: false })),
      now,
      NY,
    );
    expect(series.trend).toBe('improving');
    render(<MoodChartSvg series={series} titleId="t" descId="d" />);
    expect(screen.queryByTestId('hard-day-marker')).toBeNull();
  });
});
