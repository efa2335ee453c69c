import { Link } from 'react-router-dom';
import { CalendarCog } from 'lucide-react';
import { localHour } from '@steady/shared';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { DevPhoneLink } from '@/features/calls/components/dev-phone-link';
import { StartCheckinButton } from '@/features/calls/components/start-checkin-button';
import { AiInsightsCard } from '@/features/insights/components/ai-insights-card';
import { useStats } from '@/features/journal/api/get-stats';
import { ArtifactsBanner } from '@/features/journal/components/artifacts-banner';
import { DailyCheckinCard } from '@/features/journal/components/daily-checkin-card';
import { RecentCrisisBanner } from '@/features/journal/components/recent-crisis-banner';
import { RecentEntriesCard } from '@/features/journal/components/recent-entries-card';
import { StatsStrip } from '@/features/journal/components/stats-strip';
import { useSettings } from '@/features/settings/api/get-settings';
import { NextCheckinBadge } from '@/features/settings/components/next-checkin-badge';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

function hourIn(timeZone: string | undefined): number {
  const now = new Date();
  if (!timeZone) return now.getHours();
  try {
    return localHour(now, timeZone);
  } catch {
    return now.getHours();
  }
}

/** Recovery Dashboard (spec section 2): check-in schedule, greeting, stats strip, recent entries. */
export default function DashboardRoute() {
  const userId = useAuthUserId();
  const user = useUser(userId);
  const settings = useSettings(userId);
  const stats = useStats(userId);
  const timeZone = settings.data?.timeZone;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Recovery Dashboard"
        description="Welcome back! Track your mental health progress and insights."
        actions={
          <>
            <NextCheckinBadge userId={userId} />
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
      <RecentCrisisBanner userId={userId} />
      <DailyCheckinCard hour={hourIn(timeZone)} streak={stats.isPending ? null : (stats.data?.journalStreak ?? 0)} name={user.data?.name} />
      <StatsStrip userId={userId} />
      <RecentEntriesCard userId={userId} timeZone={timeZone} />
      <AiInsightsCard userId={userId} />
      <ArtifactsBanner userId={userId} />
    </div>
  );
}
