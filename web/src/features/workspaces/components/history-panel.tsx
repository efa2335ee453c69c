import type { WorkspaceEdit } from '@steady/shared';
import { History } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatInZone } from '@/lib/dates';

/** Lines of an edit shown before "and N more lines". */
const SHOWN_LINES = 6;

const ROLE: Record<WorkspaceEdit['editorRole'], string> = { patient: '', coach: 'Coach', therapist: 'Therapist' };

function Changes({ edit }: { edit: WorkspaceEdit }) {
  const lines = edit.changes.filter((c) => c.text.trim() !== '');
  const shown = lines.slice(0, SHOWN_LINES);
  return (
    <div className="grid gap-1 text-sm">
      {edit.titleAfter !== null && edit.kind === 'edited' ? (
        <p>
          Title: <del className="text-muted-foreground">{edit.titleBefore}</del> → <ins className="no-underline font-medium">{edit.titleAfter}</ins>
        </p>
      ) : null}
      {edit.kind === 'created' ? <p>Started the workspace{edit.titleAfter ? ` “${edit.titleAfter}”` : ''}</p> : null}
      {edit.kind === 'edited' && lines.length === 0 && edit.titleAfter === null ? <p className="text-muted-foreground">Changed spacing only</p> : null}
      {edit.kind === 'edited' && shown.length > 0 ? (
        <ul className="grid gap-0.5" aria-label="Changed lines">
          {shown.map((c, i) => (
            <li key={i} className="break-words">
              {c.op === 'add' ? (
                <ins className="block rounded bg-tone-green-bg px-1.5 text-tone-green no-underline">
                  <span aria-hidden="true">+ </span>
                  <span className="sr-only">Added: </span>
                  {c.text}
                </ins>
              ) : (
                <del className="block rounded bg-tone-red-bg px-1.5 text-tone-red">
                  <span aria-hidden="true">− </span>
                  <span className="sr-only">Removed: </span>
                  {c.text}
                </del>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {lines.length > shown.length ? <p className="text-muted-foreground">and {lines.length - shown.length} more lines</p> : null}
    </div>
  );
}

/** The workspace's history, newest first: who saved each version, when, and what changed. */
export function HistoryPanel({ history, viewerId, timeZone }: { history: WorkspaceEdit[]; viewerId: string; timeZone?: string | undefined }) {
  return (
    <Card asChild>
      <section aria-labelledby="workspace-history" className="grid content-start gap-3 p-4">
        <h2 id="workspace-history" className="flex items-center gap-2 text-base font-semibold">
          <History aria-hidden="true" className="size-5 text-primary" />
          History
        </h2>
        <ol className="grid gap-4" data-testid="workspace-history">
          {history.map((edit) => (
            <li key={edit.id} className="grid gap-1 border-l-2 border-border pl-3" data-testid="workspace-edit">
              <p className="text-sm">
                <span className="font-semibold" data-testid="workspace-edit-author">
                  {edit.editorId === viewerId ? 'You' : edit.editorName}
                </span>
                {ROLE[edit.editorRole] && edit.editorId !== viewerId ? <span className="text-muted-foreground"> · {ROLE[edit.editorRole]}</span> : null}
              </p>
              <p className="text-xs text-muted-foreground">
                Version {edit.version} · <time dateTime={edit.at}>{formatInZone(edit.at, 'MMM d, yyyy h:mm a', timeZone)}</time>
              </p>
              <Changes edit={edit} />
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
