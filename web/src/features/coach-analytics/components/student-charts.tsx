import { useId, type ReactNode } from 'react';
import { Activity, CalendarCheck, NotebookPen, RefreshCw, Tags } from 'lucide-react';
import type { AnalyticsRange, AnalyticsWeek, StudentAnalytics } from '@steady/shared';
import { BarChartSvg, LineChartSvg } from '@/components/charts/series-chart';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useStudentAnalytics } from '../api/get-analytics';
import { adherenceText, daysText, moodText, shortDay, TREND_WORDS } from '../lib/format';

/** A week's label: its first day in the range ('Nov 16'), with the days counted when partial. */
const weekLabel = (w: AnalyticsWeek, start: string) => shortDay(w.weekStart < start ? start : w.weekStart);
const weekName = (w: AnalyticsWeek, start: string) => `Week of ${weekLabel(w, start)}${w.days < 7 ? ` (${daysText(w.days)})` : ''}`;

/** One chart card: title, description, a text summary (the SVG's description), the chart, and its figures as a table for screen readers. */
function ChartCard({
  icon,
  title,
  description,
  summary,
  chart,
  table,
  testId,
  wide = false,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  summary: string;
  chart: (ids: { titleId: string; descId: string; width: number }) => ReactNode;
  table: ReactNode;
  testId: string;
  wide?: boolean;
}) {
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useChartWidth(480);
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-testid={testId} className={cn('min-w-0', wide && 'lg:col-span-2')}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle as="h3" id={titleId}>
              {icon}
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p id={descId} className="text-sm" data-testid={`${testId}-summary`}>
            {summary}
          </p>
          <div ref={ref} className="w-full">
            {chart({ titleId, descId, width })}
          </div>
          {/* A wrapper, not the table, is visually hidden: a table ignores the 1 px width and would widen the page. */}
          <div className="sr-only">{table}</div>
        </CardContent>
      </section>
    </Card>
  );
}

function MoodChart({ data }: { data: StudentAnalytics }) {
  const withMood = data.days.filter((d) => d.averageMood !== null);
  const s = data.student;
  const summary =
    s.moodAverage === null
      ? `No moods in shared entries over the last ${data.rangeDays} days.`
      : `Average mood ${moodText(s.moodAverage)} over ${daysText(withMood.length)} with shared entries; trend: ${TREND_WORDS[s.moodTrend].toLowerCase()}.`;
  return (
    <ChartCard
      testId="analytics-mood-chart"
      wide
      icon={<Activity aria-hidden="true" className="text-primary" />}
      title="Mood over time"
      description="Average mood of the shared entries per day."
      summary={summary}
      chart={({ titleId, descId, width }) => (
        <LineChartSvg
          points={data.days.map((d) => ({ label: shortDay(d.date), value: d.averageMood }))}
          domain={[1, 10]}
          yTicks={[1, 4, 7, 10]}
          yLabel="Mood (1-10)"
          titleId={titleId}
          descId={descId}
          width={width}
        />
      )}
      table={
        <table>
          <caption>Daily average mood of shared entries, last {data.rangeDays} days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Average mood</th>
              <th scope="col">Entries</th>
            </tr>
          </thead>
          <tbody>
            {data.days
              .filter((d) => d.entries > 0)
              .map((d) => (
                <tr key={d.date}>
                  <th scope="row">{shortDay(d.date)}</th>
                  <td>{moodText(d.averageMood)}</td>
                  <td>{d.entries}</td>
                </tr>
              ))}
          </tbody>
        </table>
      }
    />
  );
}

function AdherenceChart({ data }: { data: StudentAnalytics }) {
  const a = data.student.adherence;
  const summary =
    a.rate === null
      ? `No check-in calls were scheduled in the last ${data.rangeDays} days.`
      : `Answered ${a.answered} of ${a.scheduled} scheduled check-in calls (${Math.round(a.rate * 100)}%).`;
  return (
    <ChartCard
      testId="analytics-adherence-chart"
      icon={<CalendarCheck aria-hidden="true" className="text-primary" />}
      title="Check-in adherence"
      description="Scheduled check-in calls answered, per week. Lighter bars are partial weeks."
      summary={summary}
      chart={({ titleId, descId, width }) => (
        <BarChartSvg
          points={data.weeks.map((w) => ({
            label: weekLabel(w, data.start),
            value: w.adherence.rate === null ? null : Math.round(w.adherence.rate * 100),
            muted: w.days < 7,
          }))}
          domain={[0, 100]}
          yTicks={[0, 50, 100]}
          formatTick={(v) => `${v}%`}
          yLabel="Answered"
          titleId={titleId}
          descId={descId}
          width={width}
        />
      )}
      table={
        <table>
          <caption>Check-in calls answered per week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Adherence</th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{weekName(w, data.start)}</th>
                <td>{adherenceText(w.adherence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function EntriesChart({ data }: { data: StudentAnalytics }) {
  const s = data.student;
  const most = Math.max(0, ...data.weeks.map((w) => w.entries));
  const top = Math.max(7, Math.ceil(most / 7) * 7);
  const summary = `${s.entriesPerWeek.toFixed(1)} shared entries a week on average (${s.entries} in ${data.rangeDays} days); current streak ${daysText(s.currentStreak)}, longest ${daysText(s.longestStreak)}.`;
  return (
    <ChartCard
      testId="analytics-entries-chart"
      icon={<NotebookPen aria-hidden="true" className="text-primary" />}
      title="Entries per week"
      description="Journal entries shared with you, per week. Lighter bars are partial weeks."
      summary={summary}
      chart={({ titleId, descId, width }) => (
        <BarChartSvg
          points={data.weeks.map((w) => ({ label: weekLabel(w, data.start), value: w.entries, muted: w.days < 7 }))}
          domain={[0, top]}
          yTicks={[0, top / 2, top].map((v) => Math.round(v))}
          yLabel="Entries"
          titleId={titleId}
          descId={descId}
          width={width}
        />
      )}
      table={
        <table>
          <caption>Shared entries per week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Entries</th>
              <th scope="col">Average mood</th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{weekName(w, data.start)}</th>
                <td>{w.entries}</td>
                <td>{moodText(w.averageMood)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

const THEME_ROWS = 6;
const HEAT = ['', 'bg-primary/15', 'bg-primary/30', 'bg-primary/50', 'bg-primary/70 text-primary-foreground'];

/** Themes over time: a heat table (themes × weeks) whose cells say their count, so it reads the same to a screen reader. */
function ThemesTable({ data }: { data: StudentAnalytics }) {
  const titleId = useId();
  const themes = data.themes.slice(0, THEME_ROWS);
  const most = Math.max(1, ...data.weeks.flatMap((w) => w.themes.map((t) => t.count)));
  const countIn = (w: AnalyticsWeek, theme: string) => w.themes.find((t) => t.theme.toLowerCase() === theme.toLowerCase())?.count ?? 0;
  const summary =
    themes.length === 0
      ? `No themes in shared entries over the last ${data.rangeDays} days.`
      : `Most frequent: ${themes
          .slice(0, 3)
          .map((t) => `${t.theme} (${t.count})`)
          .join(', ')}.`;
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-testid="analytics-themes" className="min-w-0 lg:col-span-2">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle as="h3" id={titleId}>
              <Tags aria-hidden="true" className="text-primary" />
              Themes over time
            </CardTitle>
            <CardDescription>How many shared entries mention each theme, per week.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm">{summary}</p>
          {themes.length > 0 ? (
            <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Themes per week (scrolls sideways)">
              <table className="w-full border-separate border-spacing-1 text-sm">
                <caption className="sr-only">Shared entries mentioning each theme, per week</caption>
                <thead>
                  <tr>
                    <th scope="col" className="text-left font-medium text-muted-foreground">
                      Theme
                    </th>
                    {data.weeks.map((w) => (
                      <th key={w.weekStart} scope="col" className="min-w-12 text-center text-xs font-medium text-muted-foreground">
                        <span aria-hidden="true">{weekLabel(w, data.start)}</span>
                        <span className="sr-only">{weekName(w, data.start)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {themes.map((t) => (
                    <tr key={t.theme}>
                      <th scope="row" className="whitespace-nowrap pr-2 text-left font-medium capitalize">
                        {t.theme}
                      </th>
                      {data.weeks.map((w) => {
                        const n = countIn(w, t.theme);
                        const level = n === 0 ? 0 : Math.min(4, Math.ceil((n / most) * 4));
                        return (
                          <td key={w.weekStart} className={cn('h-8 rounded text-center tabular-nums', n === 0 ? 'text-muted-foreground' : HEAT[level])}>
                            {n === 0 ? <span aria-label="none">·</span> : n}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}

/** One student's charts over the range: mood, adherence, entries per week, themes over time. */
export function StudentCharts({ userId, studentId, range }: { userId: string; studentId: string; range: AnalyticsRange }) {
  const query = useStudentAnalytics(userId, studentId, range);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the student's charts" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-72 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">Error Loading Student Analytics</p>
        <p className="text-muted-foreground">{errorMessage(query.error, "We couldn't load this student's figures right now.")}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  const data = query.data;
  if (data.student.entries === 0 && data.student.adherence.scheduled === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid="student-analytics-empty">
        <NotebookPen className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">Nothing shared in the last {data.rangeDays} days</p>
        <p className="max-w-md text-muted-foreground">
          {data.student.name} has not shared journal entries with you or had scheduled check-in calls in this range.
          {range === 30 ? ' Try the 90-day range.' : ''}
        </p>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="student-charts">
      <MoodChart data={data} />
      <AdherenceChart data={data} />
      <EntriesChart data={data} />
      <ThemesTable data={data} />
    </div>
  );
}
