import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ClipboardCheck, RefreshCw } from 'lucide-react';
import type { FormScoreSeries } from '@steady/shared';
import { LineChartSvg, type ChartBand } from '@/components/charts/series-chart';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useFormScores } from '../api/get-analytics';

/** Band shading from calm to severe: the instruments' bands are in rising order. */
const BAND_FILLS = ['fill-tone-green/15', 'fill-tone-yellow/20', 'fill-tone-orange/20', 'fill-tone-red/20', 'fill-tone-red/35'];
const BAND_SWATCHES = ['bg-tone-green/15', 'bg-tone-yellow/20', 'bg-tone-orange/20', 'bg-tone-red/20', 'bg-tone-red/35'];

/** The palette index of band i of n: the first is the calmest, the last the most severe. */
const shade = (i: number, n: number) => (n <= 1 ? 0 : Math.round((i / (n - 1)) * (BAND_FILLS.length - 1)));

/** Each band as a strip from its lowest score to the next band's (integer scores sit inside one strip). */
export function chartBands(series: FormScoreSeries): ChartBand[] {
  return series.bands.map((b, i) => ({
    from: i === 0 ? 0 : b.min,
    to: series.bands[i + 1]?.min ?? series.maxScore,
    label: b.label,
    className: BAND_FILLS[shade(i, series.bands.length)]!,
  }));
}

/** The text beside the chart: the latest score and its band named, and the change since the first. */
export function trendSummary(series: FormScoreSeries, timeZone: string | undefined): string {
  const pts = series.points;
  const last = pts[pts.length - 1];
  if (!last) return `No ${series.name} submitted yet.`;
  const latest = `Latest ${series.name}: ${last.score} of ${series.maxScore}, ${last.band.label.toLowerCase()} (${formatInZone(last.submittedAt, 'MMM d, yyyy', timeZone)}).`;
  if (pts.length === 1) return `${latest} One score so far.`;
  const diff = last.score - pts[0]!.score;
  const change = diff === 0 ? 'No change' : `${diff > 0 ? 'Up' : 'Down'} ${Math.abs(diff)} ${Math.abs(diff) === 1 ? 'point' : 'points'}`;
  return `${latest} ${change} since the first of ${pts.length} scores.`;
}

function TrendCard({ series, timeZone }: { series: FormScoreSeries; timeZone: string | undefined }) {
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useChartWidth(480);
  const ticks = [...new Set([0, ...series.bands.map((b) => b.min), series.maxScore])];
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-testid={`trend-${series.instrument}`} className="min-w-0">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle as="h3" id={titleId}>
              <ClipboardCheck aria-hidden="true" className="text-primary" />
              {series.name} score
            </CardTitle>
            <CardDescription>Each submitted {series.name}, with its severity bands shaded behind the line.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p id={descId} className="text-sm" data-testid={`trend-${series.instrument}-summary`}>
            {trendSummary(series, timeZone)}
          </p>
          <div ref={ref} className="w-full">
            <LineChartSvg
              points={series.points.map((p) => ({ label: formatInZone(p.submittedAt, 'MMM d', timeZone), value: p.score }))}
              domain={[0, series.maxScore]}
              yTicks={ticks}
              yLabel="Score"
              bands={chartBands(series)}
              titleId={titleId}
              descId={descId}
              width={width}
            />
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Bands">
            {series.bands.map((b, i) => (
              <li key={b.key} className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm border', BAND_SWATCHES[shade(i, series.bands.length)])} />
                {b.min}–{b.max} {b.label}
              </li>
            ))}
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
              Scores as a table
            </summary>
            <table className="mt-2 w-full max-w-md">
              <caption className="sr-only">{series.name} scores</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Score
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Band
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.points.map((p) => (
                  <tr key={p.responseId} className="border-b last:border-0">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {formatInZone(p.submittedAt, 'MMM d, yyyy', timeZone)}
                    </th>
                    <td className="py-1 pr-3 tabular-nums">
                      {p.score} of {series.maxScore}
                    </td>
                    <td className="py-1">{p.band.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </CardContent>
      </section>
    </Card>
  );
}

/** The student's validated-instrument scores over time (PHQ-9, GAD-7, AUDIT-C): one chart per instrument answered. */
export function InstrumentTrends({ userId, studentId, timeZone }: { userId: string; studentId: string; timeZone?: string | undefined }) {
  const query = useFormScores(userId, studentId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading questionnaire scores" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-72 w-full rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">Error Loading Questionnaire Scores</p>
        <p className="text-muted-foreground">{errorMessage(query.error, "We couldn't load this student's questionnaire scores right now.")}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  const answered = query.data.filter((s) => s.points.length > 0);
  if (answered.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="trends-empty">
        <ClipboardCheck className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No questionnaire scores yet</p>
        <p className="max-w-md text-muted-foreground">Assign the PHQ-9, GAD-7 or AUDIT-C; each submission adds a point to a trend here.</p>
        <Button asChild variant="outline">
          <Link to="/coach-dashboard/forms">Go to Forms</Link>
        </Button>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="instrument-trends">
      {answered.map((s) => (
        <TrendCard key={s.instrument} series={s} timeZone={timeZone} />
      ))}
    </div>
  );
}
