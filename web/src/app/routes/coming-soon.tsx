import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Construction, LayoutDashboard, ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

export type GuardedPlaceholder = 'marketplace' | 'friends' | 'my-circle' | 'my-forms' | 'coach-dashboard';

/** The spec's title of each screen, and an honest line about what it will hold. */
const PAGES: Record<GuardedPlaceholder, { title: string; description?: string; soon: string }> = {
  marketplace: { title: 'Marketplace', soon: 'AI coaches, habit systems, bundles and human coaches will be available here.' },
  friends: { title: 'Friends', soon: 'Friend requests, your friends and invite links will live here.' },
  'my-circle': {
    title: 'My Circle',
    soon: 'Invite friends, family, coaches and therapists into your support circle and choose what each can see.',
  },
  'my-forms': {
    title: 'My Forms',
    description: 'Complete your assigned forms and track your progress',
    soon: 'Assessment forms from your coach or therapist will appear here.',
  },
  'coach-dashboard': {
    title: 'Coach Dashboard',
    description: 'Manage your students and provide personalized coaching support',
    soon: 'Your students, their entries, forms and availability will be managed here.',
  },
};

function ComingSoonCard({ text }: { text: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <Construction className="size-10 text-primary" aria-hidden="true" />
      <p className="text-lg font-semibold">Coming soon</p>
      <p className="max-w-lg text-muted-foreground">{text}</p>
      <Button asChild variant="outline">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
    </Card>
  );
}

/** Only coaches and therapists see the coach dashboard (spec section 6). */
function CoachGate({ children }: { children: ReactNode }) {
  const user = useUser(useAuthUserId());
  if (user.isPending) return <Skeleton className="h-48 w-full rounded-lg" />;
  if (user.data?.role === 'coach' || user.data?.role === 'therapist') return <>{children}</>;
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

/** A guarded screen that is not built yet: its real title inside the shell, and an honest note. */
export default function ComingSoonRoute({ page }: { page: GuardedPlaceholder }) {
  const def = PAGES[page];
  const content = (
    <div className="grid gap-6">
      <PageHeader title={def.title} description={def.description} />
      <ComingSoonCard text={def.soon} />
    </div>
  );
  return page === 'coach-dashboard' ? <CoachGate>{content}</CoachGate> : content;
}
