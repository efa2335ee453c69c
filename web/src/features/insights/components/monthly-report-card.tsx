import { CalendarDays, Lightbulb, Sprout, Target, Trophy } from 'lucide-react';
import { formatCount, type MonthlyReport } from '@steady/shared';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { monthName } from '../lib/format';
import { AverageMoodBadge, Figure, MoodTrendBadge } from './insight-badges';

function ListSection({ title, items, icon: Icon }: { title: string; items: string[]; icon: LucideIcon }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {title}
      </h4>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

/** A monthly report: month, entries, words, average mood, mood trend, key insights, life optimizations, goals achieved, areas for growth. */
export function MonthlyReportCard({ report }: { report: MonthlyReport }) {
  const titleId = `monthly-${report.month}`;
  return (
    <Card asChild>
      <article aria-labelledby={titleId} data-testid="monthly-report-card">
        <CardHeader className="flex-wrap">
          <CardTitle as="h3" id={titleId}>
            <CalendarDays aria-hidden="true" className="text-primary" />
            {monthName(report.month)}
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <AverageMoodBadge mood={report.averageMood} />
            <MoodTrendBadge trend={report.moodTrend} />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-2 sm:max-w-sm">
            <Figure value={report.totalEntries} label={report.totalEntries === 1 ? 'Entry' : 'Entries'} />
            <Figure value={formatCount(report.totalWords)} label="Words" />
          </dl>
          <section className="grid gap-1">
            <h4 className="flex items-center gap-2 text-sm font-semibold">
              <Lightbulb aria-hidden="true" className="size-4 text-primary" />
              Key Insights
            </h4>
            <p className="text-sm leading-relaxed">{report.keyInsights}</p>
          </section>
          <ListSection title="Life Optimizations" items={report.lifeOptimizations} icon={Target} />
          <ListSection title="Goals Achieved" items={report.goalsAchieved} icon={Trophy} />
          <ListSection title="Areas for Growth" items={report.areasForImprovement} icon={Sprout} />
        </CardContent>
      </article>
    </Card>
  );
}
