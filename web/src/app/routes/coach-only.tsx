import type { ReactNode } from 'react';
import { RefreshCw, ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

/**
 * The coach's screens for coaches and therapists only (spec section 6): anyone else sees the spec's
 * 'Coach Access Required' and nothing is requested. (Nested under the Coach Dashboard's layout, its
 * gate does this instead.)
 */
export function CoachOnly({ title, description, children }: { title: string; description?: string; children: (userId: string) => ReactNode }) {
  const userId = useAuthUserId();
  const user = useUser(userId);
  if (user.isPending) return <Skeleton className="h-48 w-full rounded-lg" />;
  if (user.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">We couldn't load your profile right now.</p>
        <Button variant="outline" onClick={() => void user.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  if (user.data.role !== 'coach' && user.data.role !== 'therapist') {
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
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      {children(userId)}
    </div>
  );
}
