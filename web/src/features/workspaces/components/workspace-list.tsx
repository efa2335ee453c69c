import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChevronRight, NotebookPen, Plus, RefreshCw, Settings, Users } from 'lucide-react';
import { CreateWorkspaceBody, type WorkspaceList as WorkspaceListData, type WorkspaceSummary } from '@steady/shared';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { fieldErrors } from '@/lib/forms';
import { useCreateWorkspace, useWorkspaces } from '../api/workspaces';
import { workspacePath } from './paths';

/** Names of the other people in a workspace, as the viewer reads them. */
function othersOf(w: WorkspaceSummary, viewerId: string): string {
  return (
    w.collaborators
      .filter((c) => c.id !== viewerId)
      .map((c) => c.name)
      .join(', ') || 'Only you'
  );
}

/**
 * The workspaces of one patient (docs/architecture.md, "Shared workspaces"), most recently edited
 * first, for the patient themself or a coach or therapist working with them, with a New workspace
 * dialog; the patient is told when the setting is off or no one can join yet.
 */
export function WorkspaceList({ viewerId, patientId, timeZone }: { viewerId: string; patientId: string; timeZone?: string | undefined }) {
  const list = useWorkspaces(patientId);
  const isPatient = viewerId === patientId;
  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading workspaces" className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (list.isError) {
    const refused = list.error instanceof ApiError && list.error.status === 403;
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">{refused ? 'Workspaces are not shared with you' : 'Error Loading Workspaces'}</p>
        <p className="text-muted-foreground">{errorMessage(list.error, 'The workspaces could not be loaded.')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  return <Loaded data={list.data} viewerId={viewerId} patientId={patientId} isPatient={isPatient} timeZone={timeZone} />;
}

function Loaded({
  data,
  viewerId,
  patientId,
  isPatient,
  timeZone,
}: {
  data: WorkspaceListData;
  viewerId: string;
  patientId: string;
  isPatient: boolean;
  timeZone?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const canCreate = data.allowCoachWorkspaces;
  return (
    <div className="grid gap-4">
      {isPatient && !data.allowCoachWorkspaces ? (
        <Card className="grid justify-items-start gap-3 p-6" data-testid="workspaces-off">
          <h2 className="text-lg font-semibold">Shared workspaces are off</h2>
          <p className="max-w-prose text-muted-foreground">
            A workspace is a page you and your coach or therapist write together, such as a relapse-prevention plan or homework. Turn on “Allow coach
            workspaces” in Settings to start one.
          </p>
          <Button asChild variant="outline">
            <Link to="/settings#setting-allowCoachWorkspaces">
              <Settings aria-hidden="true" />
              Open Settings
            </Link>
          </Button>
        </Card>
      ) : null}
      {isPatient && data.allowCoachWorkspaces && data.partners.length === 0 ? (
        <Card className="grid justify-items-start gap-3 p-6">
          <p className="max-w-prose text-muted-foreground">
            None of your coaches or therapists can edit workspaces yet. In Support Circle, turn on “Edit shared workspaces” for the ones you want to work with.
          </p>
          <Button asChild variant="outline">
            <Link to="/my-circle">
              <Users aria-hidden="true" />
              Go to Support Circle
            </Link>
          </Button>
        </Card>
      ) : null}
      {canCreate ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            {data.partners.length > 0 ? `Shared with ${data.partners.map((p) => p.name).join(', ')}` : 'Only you can see workspaces you start now.'}
          </p>
          <CreateWorkspaceDialog patientId={patientId} viewerId={viewerId} open={open} onOpenChange={setOpen} />
        </div>
      ) : null}
      {data.workspaces.length === 0 && !(isPatient && !data.allowCoachWorkspaces) ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center" data-testid="workspaces-empty">
          <NotebookPen className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No workspaces yet</h2>
          <p className="max-w-md text-muted-foreground">
            {isPatient
              ? 'Start a workspace to write a plan or homework together with your care team.'
              : 'Start a workspace to write a plan or homework together with your client.'}
          </p>
        </Card>
      ) : data.workspaces.length === 0 ? null : (
        <ul className="grid gap-3" aria-label="Workspaces">
          {data.workspaces.map((w) => (
            <li key={w.id}>
              <Card asChild>
                <Link
                  to={workspacePath(w.id, viewerId, patientId)}
                  className="group flex items-center gap-4 p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  data-testid="workspace-card"
                >
                  <NotebookPen className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="truncate font-semibold">{w.title}</p>
                    <p className="text-sm text-muted-foreground group-hover:text-accent-foreground">
                      Last edited by {w.lastEditedBy.id === viewerId ? 'you' : w.lastEditedBy.name},{' '}
                      <time dateTime={w.lastEditedBy.at}>{formatInZone(w.lastEditedBy.at, 'MMM d, yyyy h:mm a', timeZone)}</time> · with {othersOf(w, viewerId)}
                    </p>
                  </div>
                  <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CreateWorkspaceDialog({
  patientId,
  viewerId,
  open,
  onOpenChange,
}: {
  patientId: string;
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateWorkspace(patientId);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (next: boolean) => {
    if (!next) {
      setErrors({});
      create.reset();
    }
    onOpenChange(next);
  };
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = CreateWorkspaceBody.safeParse({ title, content });
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      setErrors(errs);
      document.getElementById(errs.title ? 'workspace-new-title' : 'workspace-new-content')?.focus();
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      toast({ title: 'Workspace created', description: 'Your care team can open it now.', variant: 'success' });
      setTitle('');
      setContent('');
      onOpenChange(false);
      navigate(workspacePath(created.id, viewerId, patientId));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast({ title: 'Workspace not created', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          New workspace
        </Button>
      }
      title="New workspace"
      description="A page you write together, such as a relapse-prevention plan or homework. Every change is kept with who made it and when."
      onSubmit={(e) => void submit(e)}
      submitLabel="Create workspace"
      pendingLabel="Creating..."
      pending={create.isPending}
    >
      <Field id="workspace-new-title" label="Title" error={errors.title}>
        <Input
          {...fieldA11y('workspace-new-title', errors.title)}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Relapse-prevention plan"
          autoComplete="off"
        />
      </Field>
      <Field id="workspace-new-content" label="Content" error={errors.content}>
        <Textarea
          {...fieldA11y('workspace-new-content', errors.content)}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={'Warning signs:\nWho I can call:\nWhat helps:'}
        />
      </Field>
    </FormDialog>
  );
}
