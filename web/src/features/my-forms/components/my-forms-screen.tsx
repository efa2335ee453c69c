import { useRef, useState } from 'react';
import { format } from 'date-fns';
import { CalendarDays, CheckCircle2, ClipboardList, Eye, Play, RefreshCw, X } from 'lucide-react';
import type { FormAssignment, SubmitResult } from '@steady/shared';
import { CrisisPanel } from '@/components/crisis-panel';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyAssignments } from '../api/my-forms';
import { AnswerDialog } from './answer-dialog';
import { PRIORITY, STATUS, dueDateOf, yourScore } from './labels';

interface Submitted {
  formTitle: string;
  instrument: FormAssignment['instrument'];
  result: SubmitResult;
}

/**
 * My Forms: the client's assigned forms as cards; Start or Continue opens the form in a
 * dialog (progress is saved as they go), Submit Form sends it. A submitted form opens read-only with the
 * answers and, for an instrument, the score and band in words. An answer that raised a crisis alert
 * (PHQ-9 item 9) shows the crisis panel here, never only a toast (docs/architecture.md, "My Forms").
 */
export function MyFormsScreen({ userId }: { userId: string }) {
  const assignments = useMyAssignments(userId);
  const [opened, setOpened] = useState<FormAssignment | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const onSubmitted = (assignment: FormAssignment, result: SubmitResult) => {
    setSubmitted({ formTitle: assignment.formTitle, instrument: assignment.instrument, result });
    // After the dialog returns focus to its opener, the result (and any crisis panel) is where focus goes.
    setTimeout(() => resultRef.current?.focus(), 0);
  };

  let body;
  if (assignments.isPending) {
    body = (
      <div className="grid gap-4" role="status" aria-label="Loading forms...">
        <p className="text-muted-foreground">Loading forms...</p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  } else if (assignments.isError) {
    body = (
      <Card role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
        <h2 className="text-lg font-semibold">We couldn&apos;t load your forms</h2>
        <p className="text-muted-foreground">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void assignments.refetch()} disabled={assignments.isFetching}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  } else if (assignments.data.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 p-10 text-center" data-testid="my-forms-empty">
        <ClipboardList className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No forms assigned yet</h2>
        <p className="max-w-md text-muted-foreground">When your coach or therapist assigns you a form or check-in, it will appear here.</p>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Your forms">
        {assignments.data.map((a) => (
          <AssignmentCard key={a.id} assignment={a} onOpen={() => setOpened(a)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader title="My Forms" description="Complete your assigned forms and track your progress" />
      {submitted ? (
        <div ref={resultRef} tabIndex={-1} className="grid gap-4 outline-none" data-testid="form-result">
          <Card role="status" className="flex items-start gap-3 border-tone-green/40 p-4">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-tone-green" aria-hidden="true" />
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="font-semibold">{submitted.formTitle} submitted. Thank you.</p>
              {submitted.result.score !== null ? (
                <p data-testid="form-result-score">{yourScore(submitted.result.score, submitted.instrument, submitted.result.band)}</p>
              ) : null}
              {submitted.result.crisis ? <p className="text-sm">Your care team has been told, so they can reach out to you.</p> : null}
            </div>
            <Button variant="ghost" size="icon" aria-label="Hide this message" onClick={() => setSubmitted(null)}>
              <X aria-hidden="true" />
            </Button>
          </Card>
          {submitted.result.crisis ? <CrisisPanel userId={userId} /> : null}
        </div>
      ) : null}
      {body}
      <AnswerDialog userId={userId} assignment={opened} onClose={() => setOpened(null)} onSubmitted={onSubmitted} />
    </div>
  );
}

function AssignmentCard({ assignment: a, onOpen }: { assignment: FormAssignment; onOpen: () => void }) {
  const status = STATUS[a.status];
  const priority = PRIORITY[a.priority];
  const StatusIcon = status.icon;
  const titleId = `assignment-${a.id}-title`;
  const action = a.status === 'submitted' ? 'View answers' : a.status === 'in_progress' ? 'Continue' : 'Start';
  return (
    <Card asChild>
      <li className="flex flex-col gap-3 p-4 sm:p-5" aria-labelledby={titleId} data-testid="assignment-card" data-status={a.status}>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 break-words text-lg font-semibold leading-snug">
            {a.formTitle}
          </h2>
          <Badge tone={priority.tone}>{priority.label}</Badge>
        </div>
        {a.formDescription ? <p className="line-clamp-3 text-sm text-muted-foreground">{a.formDescription}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <Badge tone={status.tone} data-testid="assignment-status">
            <StatusIcon aria-hidden="true" />
            {status.label}
          </Badge>
          {a.dueDate ? (
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden="true" />
              Due: {format(dueDateOf(a.dueDate), 'MMM d, yyyy')}
            </span>
          ) : null}
        </div>
        {a.status === 'submitted' && a.score !== null ? <p className="font-medium">{yourScore(a.score, a.instrument, a.band)}</p> : null}
        <div className="mt-auto flex justify-end pt-1">
          <Button variant={a.status === 'submitted' ? 'outline' : 'default'} onClick={onOpen} aria-describedby={titleId}>
            {a.status === 'submitted' ? <Eye aria-hidden="true" /> : <Play aria-hidden="true" />}
            {action}
          </Button>
        </div>
      </li>
    </Card>
  );
}
