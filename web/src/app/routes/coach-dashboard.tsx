import { RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CoachAccessRequired, CoachDashboardLayout, COACH_DASHBOARD_TITLE } from '@/features/coach-dashboard/components/layout';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

/**
 * The Coach Dashboard (`/coach-dashboard`, spec section 2): a layout route whose tabs are nested
 * routes. Coaches and therapists see it; anyone else the spec's 'Coach Access Required', and nothing
 * of the caseload is requested (the API answers them 403 anyway).
 */
export default function CoachDashboardRoute() {
  const userId = useAuthUserId();
  const user = useUser(userId);
  if (user.isPending) {
    return (
      <div role="status" aria-label="Loading the Coach Dashboard" className="grid gap-4">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="grid gap-6">
        <PageHeader title={COACH_DASHBOARD_TITLE} />
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p>We couldn't load your profile right now. Please try again.</p>
          <Button variant="outline" onClick={() => void user.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      </div>
    );
  }
  const role = user.data.role;
  if (role !== 'coach' && role !== 'therapist') return <CoachAccessRequired />;
  return <CoachDashboardLayout coachId={userId} />;
}
