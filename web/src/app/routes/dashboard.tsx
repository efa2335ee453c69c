import { Suspense, lazy } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { CalendarCog } from 'lucide-react';
import { localHour } from '@steady/shared';
import { CrisisPanel } from '@/components/crisis-panel';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DevPhoneLink } from '@/features/calls/components/dev-phone-link';
import { StartCheckinButton } from '@/features/calls/components/start-checkin-button';
import { useStats } from '@/features/journal/api/get-stats';
import { DailyCheckinCard } from '@/features/journal/components/daily-checkin-card';
import { useRecentCrisis } from '@/features/journal/components/recent-crisis-banner';
import { StatsStrip } from '@/features/journal/components/stats-strip';
import { useSettings } from '@/lib/settings';
import { NextCheckinBadge } from '@/features/settings/components/next-checkin-badge';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

// The forms reminder loads on its own, after the dashboard's first paint.
// Shown only while setup is unfinished: its code waits for the onboarding state that asks for it.
const FinishSetupCard = lazy(() => import('@/features/onboarding/components/finish-setup-card').then((m) => ({ default: m.FinishSetupCard })));
const FormsDueCard = lazy(() => import('@/features/my-forms/components/forms-due-card').then((m) => ({ default: m.FormsDueCard })));
// So do the cards below the greeting and the stats (docs/performance.md, "SPA first load"): their code
// arrives while their data loads; the two cards always shown keep their place with a skeleton.
const UpcomingSessionsCard = lazy(() => import('@/features/booking/components/sessions').then((m) => ({ default: m.UpcomingSessionsCard })));
const RecentEntriesCard = lazy(() => import('@/features/journal/components/recent-entries-card').then((m) => ({ default: m.RecentEntriesCard })));
const AiInsightsCard = lazy(() => import('@/features/insights/components/ai-insights-card').then((m) => ({ default: m.AiInsightsCard })));
// In a crisis the panel itself is part of the first paint; the plan and care-team cards beside it follow.
const SafetyPlanSummary = lazy(() => import('@/features/safety-plan/components/safety-plan-summary').then((m) => ({ default: m.SafetyPlanSummary })));
const CareTeamCard = lazy(() => import('@/features/safety-plan/components/care-team-card').then((m) => ({ default: m.CareTeamCard })));
const ArtifactsBanner = lazy(() => import('@/features/journal/components/artifacts-banner').then((m) => ({ default: m.ArtifactsBanner })));

/** The place of a card whose code is still on its way: about the height of its own loading state. */
function CardPlaceholder({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      <Skeleton className="size-full rounded-xl" />
    </div>
  );
}

function hourIn(timeZone: string | undefined): number {
  const now = new Date();
  if (!timeZone) return now.getHours();
  try {
    return localHour(now, timeZone);
  } catch {
    return now.getHours();
  }
}

/**
 * Recovery Dashboard: check-in schedule, greeting, stats strip, recent entries. While
 * the crisis panel shows (a recent entry with crisis language, not hidden), the streak and achievement
 * nudges give way to the person's safety plan and their care team.
 */
export default function DashboardRoute() {
  const userId = useAuthUserId();
  const user = useUser(userId);
  const settings = useSettings(userId);
  const stats = useStats(userId);
  const timeZone = settings.data?.timeZone;
  const crisis = useRecentCrisis(userId);
  const onboarding = user.data?.onboarding;

  // An account that has not been through the first-run onboarding starts there (docs/architecture.md,
  // "First-run onboarding and consent"); other screens stay reachable (an invite link, the safety plan).
  if (onboarding && onboarding.finishedAt === null) return <Navigate to="/welcome" replace />;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Recovery Dashboard"
        description="Welcome back! Track your mental health progress and insights."
        actions={
          <>
            <NextCheckinBadge userId={userId} callsAllowed={onboarding ? onboarding.consents.callRecording !== null : true} />
            <Button asChild variant="outline" size="sm">
              <Link to="/settings">
                <CalendarCog aria-hidden="true" />
                Edit Schedule
              </Link>
            </Button>
            <StartCheckinButton userId={userId} />
            <DevPhoneLink />
          </>
        }
      />
      {onboarding ? (
        <Suspense fallback={null}>
          <FinishSetupCard userId={userId} state={onboarding} />
        </Suspense>
      ) : null}
      {crisis.showing ? (
        <>
          <CrisisPanel userId={userId} onDismiss={crisis.dismiss} offerPlan={false} />
          <div className="flex flex-wrap gap-6 *:min-w-[min(100%,20rem)] *:flex-1" data-testid="crisis-support-cards">
            <Suspense fallback={<CardPlaceholder label="Loading your safety plan" className="h-64" />}>
              <SafetyPlanSummary userId={userId} />
            </Suspense>
            <Suspense fallback={<CardPlaceholder label="Loading your care team" className="h-64" />}>
              <CareTeamCard userId={userId} />
            </Suspense>
          </div>
        </>
      ) : (
        <DailyCheckinCard hour={hourIn(timeZone)} streak={stats.isPending || crisis.pending ? null : (stats.data?.journalStreak ?? 0)} name={user.data?.name} />
      )}
      <Suspense fallback={null}>
        <FormsDueCard userId={userId} timeZone={timeZone} />
      </Suspense>
      <StatsStrip userId={userId} showNudges={!crisis.pending && !crisis.showing} nudgesPending={crisis.pending} />
      <Suspense fallback={null}>
        <UpcomingSessionsCard userId={userId} />
      </Suspense>
      <Suspense fallback={<CardPlaceholder label="Loading recent entries" className="h-[27rem]" />}>
        <RecentEntriesCard userId={userId} timeZone={timeZone} />
      </Suspense>
      <Suspense fallback={<CardPlaceholder label="Loading insights" className="h-[25rem] md:h-64" />}>
        <AiInsightsCard userId={userId} />
      </Suspense>
      <Suspense fallback={null}>
        <ArtifactsBanner userId={userId} />
      </Suspense>
    </div>
  );
}
