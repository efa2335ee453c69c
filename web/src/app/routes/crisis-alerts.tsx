import { Link, useSearchParams } from 'react-router-dom';
import { LayoutDashboard, RefreshCw, ShieldOff } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CrisisAlertsScreen } from '@/features/crisis-alerts/components/crisis-alerts-screen';
import { useSettings } from '@/lib/settings';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';
import { receivesCrisisAlerts } from '@/lib/crisis-alerts';

/**
 * Crisis Alerts (`/crisis-alerts`, `?alert={id}` from the text message): for coaches and therapists.
 * Anyone else is told the page is not for them, and nothing is requested.
 */
export default function CrisisAlertsRoute() {
  const userId = useAuthUserId();
  const user = useUser(userId);
  const [params] = useSearchParams();
  const isCareTeam = receivesCrisisAlerts(user.data?.role);
  const settings = useSettings(userId);

  if (user.isPending) {
    return (
      <div role="status" aria-label="Loading crisis alerts" className="grid gap-4">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Crisis Alerts" />
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">Error Loading Crisis Alerts</p>
          <p className="text-muted-foreground">We couldn't load your profile right now. Please try again.</p>
          <Button variant="outline" onClick={() => void user.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      </div>
    );
  }
  if (!isCareTeam) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Crisis Alerts" />
        <Card className="flex flex-col items-center gap-3 p-10 text-center" data-testid="crisis-alerts-forbidden">
          <ShieldOff className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">403: Not available</h2>
          <p className="max-w-md text-muted-foreground">This page is for coaches and therapists.</p>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
        </Card>
      </div>
    );
  }
  return <CrisisAlertsScreen userId={userId} timeZone={settings.data?.timeZone} highlightedId={params.get('alert')} />;
}
