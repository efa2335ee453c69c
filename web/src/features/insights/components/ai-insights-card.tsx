import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brain, CalendarClock, CalendarDays, CalendarRange, CheckCircle2, Clock, Lightbulb, RefreshCw, Sparkles, Tags } from 'lucide-react';
import { INSIGHTS, formatCount, truncate, type MonthlyReport, type WeeklyAnalysis } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSettings } from '@/lib/settings';
import { useMonthlyReports, useWeeklyAnalyses } from '../api/get-insights';
import { monthName, weekRange } from '../lib/format';
import { GenerateInsightsButton } from './generate-insights-button';
import { AverageMoodBadge } from './insight-badges';

/** The card reads only the latest of each: 2 small requests on the dashboard. */
const LATEST = 1;

function formatCallTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-md border p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function CurrentInsights({ userId, weekly }: { userId: string; weekly: WeeklyAnalysis | undefined }) {
  const settings = useSettings(userId); // already loaded by the dashboard: no extra request
  const recommendations = (weekly?.recommendations ?? []).slice(0, INSIGHTS.recommendations);
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Block icon={<Lightbulb aria-hidden="true" className="size-4 text-primary" />} title="This Week's Pattern">
        {weekly ? (
          <>
            <p className="text-sm" data-testid="week-pattern">
              {truncate(weekly.patterns.summary || weekly.insights, INSIGHTS.insightPreviewChars)}
            </p>
            {weekly.dominantThemes.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Dominant themes">
                {weekly.dominantThemes.slice(0, INSIGHTS.dominantThemes).map((t) => (
                  <li key={t}>
                    <Badge variant="outline">
                      <Tags aria-hidden="true" />
                      {t}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No weekly analyses available yet.</p>
        )}
      </Block>
      <Block icon={<Sparkles aria-hidden="true" className="size-4 text-primary" />} title="AI Recommendations">
        {recommendations.length > 0 ? (
          <ul className="grid list-disc gap-1 pl-5 text-sm" data-testid="ai-recommendations">
            {recommendations.map((r) => (
              <li key={r}>{truncate(r, INSIGHTS.recommendationChars)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Recommendations appear after your first weekly analysis.</p>
        )}
      </Block>
      <Block icon={<CalendarClock aria-hidden="true" className="size-4 text-primary" />} title="Call Schedule">
        {settings.data ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              Daily at {formatCallTime(settings.data.callTime)}
            </span>
            <Badge variant={settings.data.dailyCallEnabled ? 'default' : 'secondary'}>{settings.data.dailyCallEnabled ? 'Scheduled' : 'Paused'}</Badge>
          </div>
        ) : (
          <Skeleton className="h-5 w-32" />
        )}
      </Block>
    </div>
  );
}

function WeeklyTab({ weekly }: { weekly: WeeklyAnalysis | undefined }) {
  if (!weekly) return <p className="py-4 text-sm text-muted-foreground">No weekly analyses available yet.</p>;
  return (
    <div className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <CalendarRange aria-hidden="true" className="size-4 text-primary" />
          {weekRange(weekly.weekStart, weekly.weekEnd)}
        </h3>
        <Badge variant="default">
          <CheckCircle2 aria-hidden="true" />
          Completed
        </Badge>
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          {weekly.totalEntries} {weekly.totalEntries === 1 ? 'entry' : 'entries'}
        </span>
        <span>{formatCount(weekly.totalWords)} words</span>
        <AverageMoodBadge mood={weekly.averageMood} />
      </p>
      <p className="text-sm">{truncate(weekly.insights, INSIGHTS.insightPreviewChars)}</p>
      <Button asChild variant="outline" size="sm" className="w-fit">
        <Link to="/insights">View Full Report</Link>
      </Button>
    </div>
  );
}

function MonthlyTab({ monthly }: { monthly: MonthlyReport | undefined }) {
  if (!monthly) {
    return (
      <div className="grid gap-2 rounded-md border border-dashed p-4" data-testid="monthly-pending">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <CalendarDays aria-hidden="true" className="size-4 text-primary" />
            Pending
          </h3>
          <Badge variant="secondary">Not yet available</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Monthly reports are generated automatically at the end of each month with comprehensive life optimization insights.
        </p>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to="/insights">Learn More</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          {monthName(monthly.month)}
        </h3>
        <Badge variant="default">
          <CheckCircle2 aria-hidden="true" />
          Available
        </Badge>
      </div>
      <p className="text-sm">{truncate(monthly.keyInsights, INSIGHTS.insightPreviewChars)}</p>
      <Button asChild variant="outline" size="sm" className="w-fit">
        <Link to="/insights">View Full Report</Link>
      </Button>
    </div>
  );
}

/**
 * The dashboard's AI Insights & Analysis card (spec sections 2 and 4): tabs Current Insights (This
 * Week's Pattern, AI Recommendations, Call Schedule), Weekly Analysis ('Completed' or 'No weekly
 * analyses available yet.') and Monthly Reports ('Available' or the pending card); with nothing at
 * all, 'No Insights Available' and 'Generate First Insights'.
 *
 * Request budget (the dashboard stays within 6 API requests): the card reads the latest weekly
 * analysis on mount; the latest monthly report only when the Monthly Reports tab is opened, or when
 * there is no weekly analysis while weekly analyses are switched off (the only way a report can
 * exist without one: Generate Insights and the Monday job write the week whenever they write a month).
 */
export function AiInsightsCard({ userId }: { userId: string }) {
  const [tab, setTab] = useState('current');
  const settings = useSettings(userId); // already loaded by the dashboard: no extra request
  const weekly = useWeeklyAnalyses(userId, LATEST);
  const latestWeekly = weekly.data?.[0];
  const monthlyMayExistAlone = weekly.isSuccess && !latestWeekly && settings.data?.weeklyAnalysisEnabled === false;
  const monthly = useMonthlyReports(userId, LATEST, { enabled: tab === 'monthly' || monthlyMayExistAlone });
  const latestMonthly = monthly.data?.[0];
  const nothing = weekly.isSuccess && !latestWeekly && (settings.data?.weeklyAnalysisEnabled !== false || (monthly.isSuccess && !latestMonthly));
  const loading = weekly.isPending || (monthlyMayExistAlone && monthly.isPending);

  return (
    <Card asChild>
      <section aria-labelledby="ai-insights-title" data-testid="ai-insights-card">
        <CardHeader>
          <CardTitle id="ai-insights-title">
            <Brain aria-hidden="true" className="text-primary" />
            AI Insights &amp; Analysis
          </CardTitle>
          <Button asChild variant="outline" size="sm">
            <Link to="/insights" aria-label="View All insights">
              View All
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {loading ? (
            <div role="status" aria-label="Loading insights" className="grid gap-3 md:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 w-full" />
              ))}
            </div>
          ) : weekly.isError ? (
            <div role="alert" className="grid justify-items-start gap-3 text-sm">
              <p>We couldn't load your insights.</p>
              <Button variant="outline" size="sm" onClick={() => void weekly.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : nothing ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center">
              <Brain aria-hidden="true" className="size-8 text-muted-foreground" />
              <p className="font-medium">No Insights Available</p>
              <p className="max-w-md text-sm text-muted-foreground">Write a few journal entries, then generate insights from them.</p>
              <GenerateInsightsButton userId={userId} label="Generate First Insights" className="mt-2" />
            </div>
          ) : (
            <Tabs value={tab} onValueChange={setTab} className="grid gap-4">
              <TabsList aria-label="AI insights">
                <TabsTrigger value="current">Current Insights</TabsTrigger>
                <TabsTrigger value="weekly">Weekly Analysis</TabsTrigger>
                <TabsTrigger value="monthly">Monthly Reports</TabsTrigger>
              </TabsList>
              <TabsContent value="current">
                <CurrentInsights userId={userId} weekly={latestWeekly} />
              </TabsContent>
              <TabsContent value="weekly">
                <WeeklyTab weekly={latestWeekly} />
              </TabsContent>
              <TabsContent value="monthly">
                {monthly.isPending ? (
                  <div role="status" aria-label="Loading monthly reports">
                    <Skeleton className="h-24 w-full" />
                  </div>
                ) : monthly.isError ? (
                  <div role="alert" className="grid justify-items-start gap-3 text-sm">
                    <p>We couldn't load your monthly reports.</p>
                    <Button variant="outline" size="sm" onClick={() => void monthly.refetch()}>
                      <RefreshCw aria-hidden="true" />
                      Try again
                    </Button>
                  </div>
                ) : (
                  <MonthlyTab monthly={latestMonthly} />
                )}
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
