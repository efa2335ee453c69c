import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { ScreenStates } from '@/components/screen-states';
import { Skeleton } from '@/components/ui/skeleton';
import { CoachAccessRequired } from '@/features/coach-dashboard/components/layout';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

/** Coaches and therapists use the coach's screens. */
export function isCoachRole(role: string | undefined): boolean {
  return role === 'coach' || role === 'therapist';
}

/**
 * The coach's screens for coaches and therapists only: anyone else sees the spec's
 * 'Coach Access Required' and nothing is requested. (Nested under the Coach Dashboard's layout, its
 * gate does this instead.)
 */
export function CoachOnly({ title, description, children }: { title: string; description?: string; children: (userId: string) => ReactNode }) {
  const userId = useAuthUserId();
  return (
    <ScreenStates
      query={useUser(userId)}
      title={title}
      loadingLabel={`Loading ${title}`}
      loading={<Skeleton className="h-48 w-full rounded-lg" />}
      errorMessage="We couldn't load your profile right now."
      allow={(user) => isCoachRole(user.role)}
      denied={<CoachAccessRequired />}
    >
      {() => (
        <div className="grid gap-6">
          <PageHeader title={title} description={description} />
          {children(userId)}
        </div>
      )}
    </ScreenStates>
  );
}
