import { Suspense, lazy } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { CalendarCog } from 'lucide-react';
import { localHour } from '@steady/shared';
import { CrisisPanel } from '@/components/crisis-panel';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { DevPhoneLink } from '@/features/calls/components/dev-phone-link';
import { StartCheckinButton } from '@/features/calls/components/start-checkin-button';
import { UpcomingSessionsCard } from '@/features/booking/components/sessions';
import { AiInsightsCard } from '@/features/insights/components/ai-insights-card';
import { useStats } from '@/features/journal/api/get-stats';
import { ArtifactsBanner } from '@/features/journal/components/artifacts-banner';
import { DailyCheckinCard } from '@/features/journal/components/daily-checkin-card';
import { useRecentCrisis } from '@/features/journal/components/recent-crisis-banner';
import { RecentEntriesCard } from '@/features/journal/components/recent-entries-card';
import { StatsStrip } from '@/features/journal/components/stats-strip';
import { CareTeamCard } from '@/features/safety-plan/components/care-team-card';
import { SafetyPlanSummary } from '@/features/safety-plan/components/safety-plan-summary';
import { useSettings } from '@/lib/settings';
import { NextCheckinBadge } from '@/features/settings/components/next-checkin-badge';
import { FinishSetupCard } from '@/features/onboarding/components/finish-setup-card';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

// The forms reminder loads on its own, after the dashboard's first paint.
const FormsDueCard = lazy(() => import('@/features/my-forms/components/forms-due-card').then((m) => ({ default: m.FormsDueCard })));

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
 * Recovery Dashboard (spec section 2): check-in schedule, greeting, stats strip, recent entries. While
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
      {onboarding ? <FinishSetupCard userId={userId} state={onboarding} /> : null}
      {crisis.showing ? (
        <>
          <CrisisPanel userId={userId} onDismiss={crisis.dismiss} offerPlan={false} />
          <div className="flex flex-wrap gap-6 *:min-w-[min(100%,20rem)] *:flex-1" data-testid="crisis-support-cards">
            <SafetyPlanSummary userId={userId} />
            <CareTeamCard userId={userId} />
          </div>
        </>
      ) : (
        <DailyCheckinCard hour={hourIn(timeZone)} streak={stats.isPending || crisis.pending ? null : (stats.data?.journalStreak ?? 0)} name={user.data?.name} />
      )}
      <Suspense fallback={null}>
        <FormsDueCard userId={userId} timeZone={timeZone} />
      </Suspense>
      <StatsStrip userId={userId} showNudges={!crisis.pending && !crisis.showing} nudgesPending={crisis.pending} />
      <UpcomingSessionsCard userId={userId} />
      <RecentEntriesCard userId={userId} timeZone={timeZone} />
      <AiInsightsCard userId={userId} />
      <ArtifactsBanner userId={userId} />
    </div>
  );
}
