import { useParams, useSearchParams } from 'react-router-dom';
import { WorkspaceEditor } from '@/features/workspaces/components/workspace-editor';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/** One shared workspace (`/workspaces/:workspaceId`, a client's with `?client=<userId>`). */
export default function WorkspaceRoute() {
  const userId = useAuthUserId();
  const { workspaceId = '' } = useParams();
  const [params] = useSearchParams();
  const timeZone = useSettings(userId).data?.timeZone;
  return <WorkspaceEditor key={workspaceId} viewerId={userId} patientId={params.get('client') ?? userId} workspaceId={workspaceId} timeZone={timeZone} />;
}
