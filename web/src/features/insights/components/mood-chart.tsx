import { useId } from 'react';
import { Activity, RefreshCw } from 'lucide-react';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEntries } from '@/lib/entries';
import { browserTimeZone } from '@/lib/dates';
import { shortDay } from '../lib/format';
import { MOOD_CHART_DAYS, moodSeries, type MoodSeries } from '../lib/mood-series';

const H = 240;
const PAD = { top: 16, right: 20, bottom: 36, left: 48 };
const Y_TICKS = [1, 4, 7, 10];

/** The SVG itself: a line through the days with a mood, a dot per day, axes with labels. */
export function MoodChartSvg({ series, titleId, descId, width: W = 640 }: { series: MoodSeries; titleId: string; descId: string; width?: number }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const n = series.days.length;
  const x = (i: number) => PAD.left + (n <= 1 ? innerW / 2 : (i / (n - 1)) * innerW);
  const y = (mood: number) => PAD.top + ((10 - mood) / 9) * innerH;
  const points = series.days.flatMap((d, i) => (d.averageMood === null ? [] : [{ i, mood: d.averageMood, date: d.date }]));
  const path = points.map((p, k) => `${k === 0 ? 'M' : 'L'}${x(p.i).toFixed(1)},${y(p.mood).toFixed(1)}`).join(' ');
  // A date label every week (every other week when narrow), and the last day; none crowding the last.
  const step = innerW < 420 ? 14 : 7;
  const xTicks = series.days.map((d, i) => ({ i, date: d.date })).filter(({ i }) => i === n - 1 || (i % step === 0 && n - 1 - i >= step / 2));
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="block max-w-full"
      data-testid="mood-chart-svg"
    >
      {/* y axis: mood 1-10 */}
      {Y_TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-border" strokeDasharray="3 4" />
          <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[12px]">
            {t}
          </text>
        </g>
      ))}
      <text transform={`translate(12 ${PAD.top + innerH / 2}) rotate(-90)`} textAnchor="middle" className="fill-muted-foreground text-[12px]">
        Mood (1-10)
      </text>
      {/* x axis: dates */}
      <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} className="stroke-border" />
      {xTicks.map(({ i, date }) => (
        <text key={date} x={x(i)} y={H - PAD.bottom + 18} textAnchor={i === n - 1 ? 'end' : 'middle'} className="fill-muted-foreground text-[12px]">
          {shortDay(date)}
        </text>
      ))}
      {path ? <path d={path} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" /> : null}
      {points.map((p) => (
        <circle key={p.date} cx={x(p.i)} cy={y(p.mood)} r={4} className="fill-primary stroke-background" strokeWidth={1.5} data-testid="mood-point" />
      ))}
      {/* A hard day (crisis language) is marked with a ring and a band, whatever its mood. */}
      {series.days.map((d, i) =>
        d.crisis ? (
          <g key={`hard-${d.date}`} data-testid="hard-day-marker">
            <rect x={x(i) - 6} y={PAD.top} width={12} height={innerH} className="fill-destructive/10" />
            {d.averageMood !== null ? <circle cx={x(i)} cy={y(d.averageMood)} r={8} fill="none" className="stroke-destructive" strokeWidth={2} /> : null}
          </g>
        ) : null,
      )}
    </svg>
  );
}

function summary(series: MoodSeries): string {
  if (series.average === null) return `No moods recorded in the last ${MOOD_CHART_DAYS} days yet.`;
  const hard = series.days.filter((d) => d.crisis).length;
  const base = `Average mood ${series.average.toFixed(1)}/10 over ${series.daysWithMood} ${series.daysWithMood === 1 ? 'day' : 'days'} with entries`;
  // A hard day is named, never averaged into "steady" or "improving".
  if (hard > 0) return `${base}; ${hard === 1 ? 'one very hard day is' : `${hard} very hard days are`} marked on the chart.`;
  const trend = series.trend === 'stable' ? 'steady' : series.trend;
  return `${base}; your mood has been ${trend}.`;
}

/**
 * Mood over the last 30 days (a chart, since people would rather look than read): an SVG
 * with a title, axis labels and a text summary, plus a visually hidden table of the same figures.
 * Uses the journal's entry list (the same request as the Journal page), so it costs nothing extra there.
 */
export function MoodChart({ userId, timeZone }: { userId: string; timeZone?: string | undefined }) {
  const entries = useEntries(userId);
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useChartWidth(640);
  const zone = timeZone ?? browserTimeZone() ?? 'UTC';
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-testid="mood-chart">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id={titleId}>
              <Activity aria-hidden="true" className="text-primary" />
              Mood Over the Last 30 Days
            </CardTitle>
            <CardDescription>Average mood of your journal entries per day.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          {entries.isPending ? (
            <div role="status" aria-label="Loading your mood chart">
              <Skeleton className="h-48 w-full" />
            </div>
          ) : entries.isError ? (
            <div role="alert" className="grid justify-items-start gap-3 text-sm">
              <p>We couldn't load your mood chart.</p>
              <Button variant="outline" size="sm" onClick={() => void entries.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : (
            (() => {
              const series = moodSeries(entries.data, new Date(), zone);
              return (
                <>
                  <p id={descId} className="text-sm text-muted-foreground" data-testid="mood-chart-summary">
                    {summary(series)}
                  </p>
                  {series.average === null ? null : (
                    <>
                      <div ref={ref} className="w-full">
                        <MoodChartSvg series={series} titleId={titleId} descId={descId} width={width} />
                      </div>
                      <table className="sr-only">
                        <caption>Daily average mood, last 30 days</caption>
                        <thead>
                          <tr>
                            <th scope="col">Date</th>
                            <th scope="col">Average mood</th>
                            <th scope="col">Entries</th>
                          </tr>
                        </thead>
                        <tbody>
                          {series.days
                            .filter((d) => d.entries > 0)
                            .map((d) => (
                              <tr key={d.date}>
                                <th scope="row">{shortDay(d.date)}</th>
                                <td>{d.averageMood === null ? 'Not rated' : `${d.averageMood.toFixed(1)}/10`}</td>
                                <td>
                                  {d.entries}
                                  {d.crisis ? ' (a hard day)' : ''}
                                </td>
                              </tr>
                            ))}
                        </tbody>
                      </table>
                    </>
                  )}
                </>
              );
            })()
          )}
        </CardContent>
      </section>
    </Card>
  );
}
