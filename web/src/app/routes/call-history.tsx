import { Link } from 'react-router-dom';
import { PhoneCall, PhoneOff, RefreshCw, Settings } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { CrisisPanel } from '@/components/crisis-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCallHistory } from '@/features/calls/api/get-call-history';
import { CallCard } from '@/features/calls/components/call-card';
import { StartCheckinButton } from '@/features/calls/components/start-checkin-button';
import { useSettings } from '@/lib/settings';
import { useAuthUserId } from '@/lib/auth-guard';

/** 'Call History': every check-in call, newest first, with a total counter. */
export default function CallHistoryRoute() {
  const userId = useAuthUserId();
  const calls = useCallHistory(userId);
  const settings = useSettings(userId);
  const count = calls.data?.length ?? 0;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Call History"
        description="Your daily check-in calls and the journal entries they created."
        actions={
          calls.isSuccess ? (
            <p className="inline-flex items-center gap-2 text-sm font-medium" aria-live="polite" data-testid="call-count">
              <PhoneCall className="size-4 text-primary" aria-hidden="true" />
              {count} Total {count === 1 ? 'Call' : 'Calls'}
            </p>
          ) : null
        }
      />
      {calls.isPending ? (
        <div role="status" aria-label="Loading call history" className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="grid gap-3 p-6">
              <div className="flex justify-between gap-3">
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-5 w-40 rounded-full" />
              </div>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-12 w-full" />
            </Card>
          ))}
        </div>
      ) : calls.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">Error Loading Call History</p>
          <p className="text-muted-foreground">We couldn't load your calls right now. Please try again.</p>
          <Button variant="outline" onClick={() => void calls.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : count === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <PhoneOff className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No Call History Yet</h2>
          <p className="max-w-md text-muted-foreground">
            Steady calls you every day at the time you choose. Your calls will be listed here after your first check-in; set or change your call time in
            Settings.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline">
              <Link to="/settings">
                <Settings aria-hidden="true" />
                Set Call Time
              </Link>
            </Button>
            <StartCheckinButton userId={userId} size="default" />
          </div>
        </Card>
      ) : (
        <>
          {calls.data[0]?.crisisDetected ? <CrisisPanel userId={userId} compact /> : null}
          <section aria-labelledby="calls-heading" className="grid gap-4">
            <h2 id="calls-heading" className="sr-only">
              Calls, newest first
            </h2>
            <ul className="grid gap-4" aria-label="Calls">
              {calls.data.map((call) => (
                <li key={call.id} className="grid">
                  <CallCard call={call} timeZone={settings.data?.timeZone} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
