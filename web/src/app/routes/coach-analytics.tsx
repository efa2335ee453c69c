import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CoachAnalyticsScreen } from '@/features/coach-analytics/components/coach-analytics-screen';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/**
 * The coach's Analytics tab (`/coach-dashboard/analytics`). Until the coach dashboard's layout nests
 * it, the route carries its own page title; only coaches and therapists see it (spec section 6).
 */
export default function CoachAnalyticsRoute() {
  const userId = useAuthUserId();
  const user = useUser(userId);
  const settings = useSettings(userId);
  if (user.isPending) {
    return (
      <div role="status" aria-label="Loading analytics" className="grid gap-4">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-48 w-full rounded-lg" />
      </div>
    );
  }
  if (user.data?.role !== 'coach' && user.data?.role !== 'therapist') {
    return (
      <div className="grid gap-6">
        <PageHeader title="Coach Access Required" />
        <Card role="note" className="flex items-start gap-3 p-6">
          <ShieldAlert className="mt-0.5 size-6 shrink-0 text-tone-orange" aria-hidden="true" />
          <p>This dashboard is only available for users with coach privileges.</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Coach Dashboard" description="Manage your students and provide personalized coaching support" />
      <CoachAnalyticsScreen userId={userId} timeZone={settings.data?.timeZone} />
    </div>
  );
}
