import { useId, useMemo, useState } from 'react';
import { ClipboardList, MessageSquareText, RefreshCw } from 'lucide-react';
import type { FormAssignment } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { useCoachAssignments } from '../api/forms';
import { PRIORITY_LABELS, recurrenceText } from '../lib/labels';
import { scoreText } from '../lib/score';
import { FilterSelect } from './filter-select';
import { StatusBadge } from './status-badge';

/** 'Nov 30, 2026' from a 'YYYY-MM-DD' due day (a calendar day: no zone shift). */
export const dueText = (day: string) => formatInZone(`${day}T12:00:00Z`, 'MMM d, yyyy', 'UTC');

/** The clients of a set of assignments, by name. */
export function clientsOf(assignments: readonly FormAssignment[]): { id: string; name: string }[] {
  const byId = new Map(assignments.map((a) => [a.userId, a.userName]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every assignment the coach made with its status per client (colour, icon and word), due date, priority and, once submitted, the score. */
export function AssignmentsPanel({
  coachId,
  timeZone,
  onViewAnswers,
}: {
  coachId: string;
  timeZone: string | undefined;
  onViewAnswers: (a: FormAssignment) => void;
}) {
  const query = useCoachAssignments(coachId);
  const [client, setClient] = useState('');
  const headingId = useId();
  const clients = useMemo(() => clientsOf(query.data ?? []), [query.data]);
  const rows = (query.data ?? []).filter((a) => !client || a.userId === client);

  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid="assignments-panel">
        <CardHeader className="flex-wrap">
          <div className="grid gap-1">
            <CardTitle as="h3" id={headingId}>
              <ClipboardList aria-hidden="true" className="text-primary" />
              Assignments
            </CardTitle>
            <CardDescription>What each client has been asked to fill in, and where they are with it.</CardDescription>
          </div>
          {clients.length > 1 ? (
            <FilterSelect label="Client" allLabel="All clients" value={client} onChange={setClient} options={clients} className="w-full sm:w-64" />
          ) : null}
        </CardHeader>
        <CardContent aria-busy={query.isFetching}>
          {query.isPending ? (
            <div role="status" aria-label="Loading assignments" className="grid gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          ) : query.isError ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p className="font-semibold">Error Loading Assignments</p>
              <p className="text-muted-foreground">{errorMessage(query.error, "We couldn't load your assignments right now.")}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="assignments-empty">
              <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">No forms assigned yet</p>
              <p className="max-w-md text-muted-foreground">Open a form or a validated instrument and choose Assign to send it to your clients.</p>
            </div>
          ) : (
            <ul className="grid" data-testid="assignment-list">
              {rows.map((a) => {
                const repeat = recurrenceText(a.recurrence, a.recurrenceInterval);
                return (
                  <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b py-3 last:border-0" data-testid="assignment-row">
                    <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
                      <p className="font-medium">{a.userName}</p>
                      <p className="break-words text-sm text-muted-foreground">
                        {a.formTitle}
                        {repeat ? ` · ${repeat}` : ''}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <StatusBadge status={a.status} />
                      {a.priority !== 'normal' ? <Badge variant="outline">{PRIORITY_LABELS[a.priority]} priority</Badge> : null}
                      <span className="text-muted-foreground">
                        {a.status === 'submitted' && a.completedAt
                          ? `Submitted ${formatInZone(a.completedAt, 'MMM d, yyyy', timeZone)}`
                          : a.dueDate
                            ? `Due: ${dueText(a.dueDate)}`
                            : 'No due date'}
                      </span>
                    </div>
                    {a.score !== null ? (
                      <p className="text-sm font-medium" data-testid="assignment-score">
                        {scoreText(a.score, a.instrument, a.band)}
                      </p>
                    ) : null}
                    {a.status === 'submitted' ? (
                      <Button variant="outline" size="sm" onClick={() => onViewAnswers(a)} aria-label={`View ${a.userName}'s answers to ${a.formTitle}`}>
                        <MessageSquareText aria-hidden="true" />
                        View answers
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
