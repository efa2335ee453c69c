import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, GitMerge, RefreshCw, Save } from 'lucide-react';
import { SaveWorkspaceBody, type Workspace, type WorkspaceConflict } from '@steady/shared';
import { CrisisPanel } from '@/components/crisis-panel';
import { PageHeader } from '@/components/layouts/page-header';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { fieldErrors } from '@/lib/forms';
import { StaleWorkspace, useSaveWorkspace, useWorkspace } from '../api/workspaces';
import { HistoryPanel } from './history-panel';
import { workspacesPath } from './paths';

interface Text {
  title: string;
  content: string;
}

/** The version the draft was started from (or, after a merge, the version it will be saved against). */
interface Base extends Text {
  version: number;
}

const when = (at: string, timeZone?: string) => formatInZone(at, "MMM d 'at' h:mm a", timeZone);

/**
 * One shared workspace (docs/architecture.md, "Shared workspaces"): title and content saved with the
 * version they were loaded at. When someone else saved first the save is refused (409) and the dialog
 * 'This workspace changed' offers Reload (take theirs) or Merge my changes (their latest beside mine,
 * saved against their version). A live push from the other side shows a banner; the draft is never
 * replaced without the person asking.
 */
export function WorkspaceEditor({
  viewerId,
  patientId,
  workspaceId,
  timeZone,
}: {
  viewerId: string;
  patientId: string;
  workspaceId: string;
  timeZone?: string | undefined;
}) {
  const query = useWorkspace(patientId, workspaceId);
  const back = workspacesPath(viewerId, patientId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading workspace" className="grid gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="grid gap-4">
        <BackLink to={back} />
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">{status === 404 ? 'Workspace not found' : 'Error Loading Workspace'}</p>
          <p className="text-muted-foreground">{errorMessage(query.error, 'The workspace could not be loaded.')}</p>
          {status === 404 || status === 403 ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          )}
        </Card>
      </div>
    );
  }
  return <Editor key={workspaceId} latest={query.data} refetch={query.refetch} viewerId={viewerId} patientId={patientId} back={back} timeZone={timeZone} />;
}

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className="inline-flex w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All workspaces
    </Link>
  );
}

function Editor({
  latest,
  refetch,
  viewerId,
  patientId,
  back,
  timeZone,
}: {
  latest: Workspace;
  refetch: () => Promise<{ data?: Workspace | undefined }>;
  viewerId: string;
  patientId: string;
  back: string;
  timeZone?: string | undefined;
}) {
  const save = useSaveWorkspace(patientId, latest.id);
  const [base, setBase] = useState<Base>(() => ({ version: latest.version, title: latest.title, content: latest.content }));
  const [draft, setDraft] = useState<Text>(() => ({ title: latest.title, content: latest.content }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<WorkspaceConflict | null>(null);
  /** While merging: the latest version, shown beside the person's own text. */
  const [theirs, setTheirs] = useState<Workspace | null>(null);
  const [crisis, setCrisis] = useState(false);
  const [busy, setBusy] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const dirty = draft.title !== base.title || draft.content !== base.content;
  // Someone else saved since the draft was started (a live push or a refetch brought a newer version).
  const newer = latest.version > base.version && latest.lastEditedBy.id !== viewerId ? latest : null;

  useEffect(() => {
    if (theirs) contentRef.current?.focus();
  }, [theirs]);

  const reload = async () => {
    setBusy(true);
    try {
      const { data } = await refetch();
      const fresh = data ?? latest;
      setBase({ version: fresh.version, title: fresh.title, content: fresh.content });
      setDraft({ title: fresh.title, content: fresh.content });
      setTheirs(null);
      setConflict(null);
      setErrors({});
      toast({ title: 'Workspace reloaded', description: `You are looking at version ${fresh.version}.` });
    } finally {
      setBusy(false);
    }
  };

  const merge = async () => {
    setBusy(true);
    try {
      const { data } = await refetch();
      const fresh = data ?? latest;
      // The draft stays the person's own; it will be saved against the latest version, shown beside it.
      setBase({ version: fresh.version, title: fresh.title, content: fresh.content });
      setTheirs(fresh);
      setConflict(null);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = SaveWorkspaceBody.safeParse({ ...draft, version: base.version });
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      setErrors(errs);
      document.getElementById(errs.title ? 'workspace-title' : 'workspace-content')?.focus();
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setBase({ version: saved.version, title: saved.title, content: saved.content });
      setDraft({ title: saved.title, content: saved.content });
      setTheirs(null);
      setCrisis(saved.crisisInEdit);
      toast({ title: 'Workspace saved', description: `Version ${saved.version} is saved and shared.`, variant: 'success' });
    } catch (error) {
      if (error instanceof StaleWorkspace) setConflict(error.conflict);
      else {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else toast({ title: 'Workspace not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    }
  };

  const others = latest.collaborators.filter((c) => c.id !== viewerId).map((c) => c.name);
  return (
    <div className="grid gap-6">
      <UnsavedChangesGuard dirty={dirty} />
      <div className="grid gap-3">
        <BackLink to={back} />
        <PageHeader
          title={base.title}
          description={
            <>
              Shared workspace{others.length > 0 ? ` with ${others.join(', ')}` : ''} · version {base.version}
            </>
          }
        />
      </div>

      {newer && !conflict ? (
        <div
          role="status"
          data-testid="workspace-live-banner"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/50 bg-primary/10 p-4"
        >
          <p className="text-sm">
            <span className="font-semibold">{newer.lastEditedBy.name} saved a new version</span> (version {newer.version},{' '}
            <time dateTime={newer.lastEditedBy.at}>{when(newer.lastEditedBy.at, timeZone)}</time>).
            {dirty ? ' Your changes are not saved yet.' : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void reload()} disabled={busy}>
              <RefreshCw aria-hidden="true" />
              Reload
            </Button>
            {dirty ? (
              <Button variant="outline" size="sm" onClick={() => void merge()} disabled={busy}>
                <GitMerge aria-hidden="true" />
                Merge my changes
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {crisis ? <CrisisPanel userId={viewerId} /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form noValidate onSubmit={(e) => void submit(e)} className="grid content-start gap-4" aria-label="Edit workspace">
          {theirs ? (
            <section aria-labelledby="merge-latest" className="grid gap-2 rounded-lg border bg-muted/40 p-4" data-testid="merge-latest">
              <h2 id="merge-latest" className="text-base font-semibold">
                Latest version, saved by {theirs.lastEditedBy.name} <time dateTime={theirs.lastEditedBy.at}>{when(theirs.lastEditedBy.at, timeZone)}</time>
              </h2>
              <p className="text-sm text-muted-foreground">
                Bring what you want to keep into your version below, then save: it will be saved as version {theirs.version + 1}.
              </p>
              <p className="font-medium">{theirs.title}</p>
              <pre
                className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md bg-background p-3 font-sans text-sm"
                tabIndex={0}
                aria-label="Latest content"
              >
                {theirs.content}
              </pre>
            </section>
          ) : null}
          <Field id="workspace-title" label={theirs ? 'Your title' : 'Title'} error={errors.title}>
            <Input {...fieldA11y('workspace-title', errors.title)} value={draft.title} onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))} />
          </Field>
          <Field id="workspace-content" label={theirs ? 'Your version' : 'Content'} error={errors.content}>
            <Textarea
              ref={contentRef}
              {...fieldA11y('workspace-content', errors.content)}
              value={draft.content}
              onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
              className="min-h-72"
            />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending || (!dirty && !theirs)}>
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              {save.isPending ? 'Saving...' : theirs ? 'Save merged version' : 'Save'}
            </Button>
            {theirs ? (
              <Button type="button" variant="outline" onClick={() => void reload()} disabled={busy}>
                Discard my changes
              </Button>
            ) : null}
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {dirty ? 'Unsaved changes' : 'All changes saved'}
            </p>
          </div>
        </form>
        <HistoryPanel history={latest.history} viewerId={viewerId} timeZone={timeZone} />
      </div>

      <Dialog open={conflict !== null} onOpenChange={(open) => !open && setConflict(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>This workspace changed</DialogTitle>
            <DialogDescription>
              {conflict
                ? `${conflict.current.lastEditedBy.name} saved version ${conflict.current.version} on ${when(conflict.current.lastEditedBy.at, timeZone)}, after you opened it. Your changes are not saved yet.`
                : ''}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm">
            Reload to see their version (your changes are discarded), or merge: their latest version is shown beside yours to bring together, then you save.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => void reload()} disabled={busy}>
              <RefreshCw aria-hidden="true" />
              Reload
            </Button>
            <Button onClick={() => void merge()} disabled={busy}>
              <GitMerge aria-hidden="true" />
              Merge my changes
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
