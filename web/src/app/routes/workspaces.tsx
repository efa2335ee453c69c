import { useSearchParams } from 'react-router-dom';
import { PageFallback } from '@/components/layouts/page-fallback';
import { useUser } from '@/features/users/api/get-user';
import { WorkspacesScreen } from '@/features/workspaces/components/workspaces-screen';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/** Workspaces (`/workspaces`, a client's with `?client=<userId>`): docs/architecture.md, "Shared workspaces". */
export default function WorkspacesRoute() {
  const userId = useAuthUserId();
  const [params] = useSearchParams();
  const user = useUser(userId);
  const timeZone = useSettings(userId).data?.timeZone;
  // The screen differs by role (a coach picks a client first): wait for the user record (usually cached).
  if (user.isPending) return <PageFallback />;
  const role = user.data?.role;
  return <WorkspacesScreen viewerId={userId} isCarer={role === 'coach' || role === 'therapist'} clientId={params.get('client')} timeZone={timeZone} />;
}
