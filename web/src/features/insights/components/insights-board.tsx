import type { ReactNode } from 'react';
import { CalendarDays, CalendarRange, HeartHandshake, Info, Leaf, LineChart, RefreshCw, TrendingUp } from 'lucide-react';
import { insightsHintKind } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMonthlyReports, useWeeklyAnalyses } from '../api/get-insights';
import { GenerateInsightsButton } from './generate-insights-button';
import { MonthlyReportCard } from './monthly-report-card';
import { WeeklyAnalysisCard } from './weekly-analysis-card';

export type InsightsTab = 'weekly' | 'monthly';

/** The hint by how many weekly plus monthly items exist (none info, under 3 wellness, else progress with the count). */
export function InsightsHint({ count }: { count: number }) {
  const kind = insightsHintKind(count);
  const content = {
    info: { Icon: Info, text: 'Write a few journal entries, then generate insights to see your patterns, mood trend and recommendations.' },
    wellness: { Icon: Leaf, text: 'Your insights are taking shape. Keep journaling and your weekly patterns will grow clearer.' },
    progress: { Icon: TrendingUp, text: `You have ${count} insights so far. Look back over them to see how far you have come.` },
  }[kind];
  return (
    <div role="note" data-insight-type={kind} className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
      <content.Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>{content.text}</p>
    </div>
  );
}

function Empty({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        {icon}
        <h3 className="font-semibold">{title}</h3>
        <p className="max-w-md text-sm text-muted-foreground">{children}</p>
        {action}
      </CardContent>
    </Card>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-3 rounded-lg border p-6">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-6 text-sm">
      <p>We couldn't load your {what}.</p>
      <Button variant="outline" size="sm" onClick={retry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

const WEEKLY_HINT = 'Weekly analyses are generated every Monday for the week before.';
const MONTHLY_HINT = 'Monthly reports are generated on the first Monday of each month.';

/**
 * The Insights screen: hint, tabs Weekly Analysis and Monthly Reports with their
 * cards, empty states, and the Generate Insights action.
 */
export function InsightsBoard({ userId, tab, onTabChange }: { userId: string; tab: InsightsTab; onTabChange: (tab: InsightsTab) => void }) {
  const weekly = useWeeklyAnalyses(userId);
  const monthly = useMonthlyReports(userId);
  const loaded = weekly.isSuccess && monthly.isSuccess;
  const count = (weekly.data?.length ?? 0) + (monthly.data?.length ?? 0);

  return (
    <div className="grid gap-4">
      {loaded ? <InsightsHint count={count} /> : null}
      {loaded && count === 0 ? (
        <Empty
          icon={<LineChart aria-hidden="true" className="size-10 text-muted-foreground" />}
          title="No Insights Available Yet"
          action={<GenerateInsightsButton userId={userId} className="mt-2" />}
        >
          {WEEKLY_HINT} {MONTHLY_HINT} You can also generate this week's insights now.
        </Empty>
      ) : (
        <Tabs value={tab} onValueChange={(v) => onTabChange(v as InsightsTab)} className="grid gap-4">
          <TabsList aria-label="Insights">
            <TabsTrigger value="weekly">
              <CalendarRange aria-hidden="true" />
              Weekly Analysis
            </TabsTrigger>
            <TabsTrigger value="monthly">
              <CalendarDays aria-hidden="true" />
              Monthly Reports
            </TabsTrigger>
          </TabsList>
          <TabsContent value="weekly" className="grid gap-4">
            <p className="text-sm text-muted-foreground">{WEEKLY_HINT}</p>
            {weekly.isPending ? (
              <Loading label="Loading weekly analyses" />
            ) : weekly.isError ? (
              <LoadError what="weekly analyses" retry={() => void weekly.refetch()} />
            ) : weekly.data.length === 0 ? (
              <Empty icon={<CalendarRange aria-hidden="true" className="size-8 text-muted-foreground" />} title="No Weekly Analyses Yet">
                {WEEKLY_HINT}
              </Empty>
            ) : (
              <ul className="grid gap-4" aria-label="Weekly analyses, newest first">
                {weekly.data.map((a) => (
                  <li key={a.weekStart}>
                    <WeeklyAnalysisCard analysis={a} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="monthly" className="grid gap-4">
            <p className="text-sm text-muted-foreground">{MONTHLY_HINT}</p>
            {monthly.isPending ? (
              <Loading label="Loading monthly reports" />
            ) : monthly.isError ? (
              <LoadError what="monthly reports" retry={() => void monthly.refetch()} />
            ) : monthly.data.length === 0 ? (
              <Empty icon={<HeartHandshake aria-hidden="true" className="size-8 text-muted-foreground" />} title="No Monthly Reports Yet">
                {MONTHLY_HINT}
              </Empty>
            ) : (
              <ul className="grid gap-4" aria-label="Monthly reports, newest first">
                {monthly.data.map((r) => (
                  <li key={r.month}>
                    <MonthlyReportCard report={r} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
