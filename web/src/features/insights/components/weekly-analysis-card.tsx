import { CalendarRange, Lightbulb, ListChecks, Tags } from 'lucide-react';
import { INSIGHTS, formatCount, type WeeklyAnalysis } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { weekRange } from '../lib/format';
import { AverageMoodBadge, Figure, MoodTrendBadge } from './insight-badges';

/** A weekly analysis on the Insights screen: date range, entries, words, average mood, key insights, dominant themes, recommendations. */
export function WeeklyAnalysisCard({ analysis }: { analysis: WeeklyAnalysis }) {
  const titleId = `weekly-${analysis.weekStart}`;
  return (
    <Card asChild>
      <article aria-labelledby={titleId} data-testid="weekly-analysis-card">
        <CardHeader className="flex-wrap">
          <CardTitle as="h3" id={titleId}>
            <CalendarRange aria-hidden="true" className="text-primary" />
            {weekRange(analysis.weekStart, analysis.weekEnd)}
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <AverageMoodBadge mood={analysis.averageMood} />
            <MoodTrendBadge trend={analysis.moodTrend} />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-2 sm:max-w-sm">
            <Figure value={analysis.totalEntries} label={analysis.totalEntries === 1 ? 'Entry' : 'Entries'} />
            <Figure value={formatCount(analysis.totalWords)} label="Words" />
          </dl>
          <section className="grid gap-1">
            <h4 className="flex items-center gap-2 text-sm font-semibold">
              <Lightbulb aria-hidden="true" className="size-4 text-primary" />
              Key Insights
            </h4>
            <p className="text-sm leading-relaxed" data-testid="weekly-insights">
              {analysis.insights}
            </p>
            {analysis.patterns.summary ? <p className="text-sm text-muted-foreground">{analysis.patterns.summary}</p> : null}
          </section>
          {analysis.dominantThemes.length > 0 ? (
            <section className="grid gap-2">
              <h4 className="flex items-center gap-2 text-sm font-semibold">
                <Tags aria-hidden="true" className="size-4 text-primary" />
                Dominant Themes
              </h4>
              <ul className="flex flex-wrap gap-2" aria-label="Dominant themes">
                {analysis.dominantThemes.slice(0, INSIGHTS.dominantThemes).map((t) => (
                  <li key={t}>
                    <Badge variant="outline">{t}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {analysis.recommendations.length > 0 ? (
            <section className="grid gap-2">
              <h4 className="flex items-center gap-2 text-sm font-semibold">
                <ListChecks aria-hidden="true" className="size-4 text-primary" />
                Recommendations
              </h4>
              <ul className="grid list-disc gap-1 pl-5 text-sm">
                {analysis.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </CardContent>
      </article>
    </Card>
  );
}
