import { Link } from 'react-router-dom';
import { ChevronRight, RefreshCw, UserRound } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useWorkspaceClients } from '../api/workspaces';
import { WorkspaceList } from './workspace-list';
import { workspacesPath } from './paths';

/** A coach's or therapist's clients who let them edit workspaces, each opening that client's workspaces. */
function ClientPicker({ viewerId }: { viewerId: string }) {
  const clients = useWorkspaceClients(viewerId, true);
  if (clients.isPending) return <Skeleton role="status" aria-label="Loading clients" className="h-20 w-full" />;
  if (clients.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">Error Loading Clients</p>
        <p className="text-muted-foreground">{errorMessage(clients.error, 'Your clients could not be loaded.')}</p>
        <Button variant="outline" onClick={() => void clients.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  if (clients.data.length === 0) {
    return (
      <Card className="p-6 text-muted-foreground" data-testid="workspace-clients-empty">
        No client has let you edit shared workspaces yet. A client turns on “Edit shared workspaces” for you in their Support Circle.
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Clients">
      {clients.data.map((c) => (
        <li key={c.id}>
          <Card asChild>
            <Link
              to={workspacesPath(viewerId, c.patientId)}
              className="flex items-center gap-4 p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <UserRound className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex-1 font-semibold">{c.connectionName}</span>
              <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * Workspaces (`/workspaces`; a client's with `?client=<userId>`), docs/architecture.md, "Shared
 * workspaces". A patient sees their own; a coach or therapist picks a client first (the coach
 * dashboard links straight to a client's).
 */
export function WorkspacesScreen({
  viewerId,
  isCarer,
  clientId,
  timeZone,
}: {
  viewerId: string;
  isCarer: boolean;
  clientId: string | null;
  timeZone?: string | undefined;
}) {
  const clients = useWorkspaceClients(viewerId, isCarer && clientId !== null);
  if (clientId && clientId !== viewerId) {
    const name = clients.data?.find((c) => c.patientId === clientId)?.connectionName;
    return (
      <div className="grid gap-6">
        <div className="grid gap-3">
          {isCarer ? (
            <Link to="/workspaces" className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
              All clients
            </Link>
          ) : null}
          <PageHeader
            title={name ? `Workspaces with ${name}` : 'Workspaces'}
            description="Plans and homework you write together. Every change is kept with who made it and when."
          />
        </div>
        <WorkspaceList viewerId={viewerId} patientId={clientId} timeZone={timeZone} />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <PageHeader title="Workspaces" description="Plans and homework you write together with your care team. Every change is kept with who made it and when." />
      {isCarer ? (
        // A coach or therapist works on their clients' workspaces; their own journal's are not offered here.
        <section aria-labelledby="workspace-clients" className="grid gap-3">
          <h2 id="workspace-clients" className="text-lg font-semibold">
            Your clients
          </h2>
          <ClientPicker viewerId={viewerId} />
        </section>
      ) : (
        <WorkspaceList viewerId={viewerId} patientId={viewerId} timeZone={timeZone} />
      )}
    </div>
  );
}
