import { useSearchParams } from 'react-router-dom';
import { useUser } from '@/features/users/api/get-user';
import { WorkspacesScreen } from '@/features/workspaces/components/workspaces-screen';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/** Workspaces (`/workspaces`, a client's with `?client=<userId>`): docs/architecture.md, "Shared workspaces". */
export default function WorkspacesRoute() {
  const userId = useAuthUserId();
  const [params] = useSearchParams();
  const role = useUser(userId).data?.role;
  const timeZone = useSettings(userId).data?.timeZone;
  return <WorkspacesScreen viewerId={userId} isCarer={role === 'coach' || role === 'therapist'} clientId={params.get('client')} timeZone={timeZone} />;
}
