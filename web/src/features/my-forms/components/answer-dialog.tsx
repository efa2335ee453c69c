import { useEffect, useRef, useState } from 'react';
import { format } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import type { AssignmentDetail, FormAssignment, SubmitResult } from '@steady/shared';
import {
  FormAnswers,
  FormRenderer,
  checkAnswers,
  fieldDomId,
  initialAnswers,
  invalidAnswers,
  isAnswered,
  kindOf,
  sortFields,
  type Answers,
} from '@/components/form-renderer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { showErrors } from '@/lib/forms';
import { useAssignment, useSaveProgress, useSubmitResponse } from '../api/my-forms';
import { yourScore } from './labels';

/** How long answering pauses before the answers so far are saved (Continue restores them). */
export const SAVE_AFTER_MS = 800;
const ID_PREFIX = 'my-form';

/**
 * The form dialog of My Forms (spec sections 2, 4 and 5): the form's title and description (default
 * 'Complete the form below'), its fields by orderIndex; Cancel and Submit Form. A submitted
 * assignment opens read-only with the answers and any score.
 */
export function AnswerDialog({
  userId,
  assignment,
  onClose,
  onSubmitted,
}: {
  userId: string;
  assignment: FormAssignment | null;
  onClose: () => void;
  onSubmitted: (assignment: FormAssignment, result: SubmitResult) => void;
}) {
  const detail = useAssignment(assignment?.id ?? null);
  const readOnly = assignment?.status === 'submitted';
  // Closing through Escape or the close button goes through the form's own close (which saves).
  const closer = useRef<() => void>(onClose);

  return (
    <Dialog open={assignment !== null} onOpenChange={(open) => (open ? undefined : closer.current())}>
      <DialogContent className="sm:max-w-2xl" data-testid="form-dialog">
        <DialogHeader>
          <DialogTitle>{assignment?.formTitle}</DialogTitle>
          <DialogDescription>{assignment?.formDescription || 'Complete the form below'}</DialogDescription>
        </DialogHeader>
        {!assignment ? null : detail.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Loading the form">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : detail.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>We couldn&apos;t load this form. {errorMessage(detail.error, '')}</p>
            <Button variant="outline" onClick={() => void detail.refetch()} disabled={detail.isFetching}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : readOnly || detail.data.response ? (
          <ReadBack detail={detail.data} onClose={onClose} />
        ) : (
          <AnswerForm
            key={detail.data.assignment.id}
            userId={userId}
            detail={detail.data}
            closer={closer}
            onClose={onClose}
            onSubmitted={(result) => onSubmitted(detail.data.assignment, result)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReadBack({ detail, onClose }: { detail: AssignmentDetail; onClose: () => void }) {
  const response = detail.response;
  const answers: Answers = Object.fromEntries((response?.values ?? []).map((v) => [v.fieldId, v.value]));
  return (
    <>
      <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm" data-testid="form-readback-summary">
        {response ? <p>Submitted {format(new Date(response.submittedAt), 'MMM d, yyyy h:mm a')}</p> : null}
        {response && response.score !== null ? (
          <p className="text-base font-semibold" data-testid="form-readback-score">
            {yourScore(response.score, detail.assignment.instrument, response.band)}
          </p>
        ) : null}
      </div>
      <FormAnswers fields={detail.form.fields} answers={answers} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}

/** The answers worth saving as progress: given, and valid for their field (a half-typed number waits). */
function progressValues(detail: AssignmentDetail, answers: Answers) {
  const invalid = invalidAnswers(detail.form.fields, answers);
  return sortFields(detail.form.fields)
    .filter((f) => kindOf(f) !== 'instructions' && answers[f.id] !== undefined && isAnswered(f, answers[f.id]) && !invalid[f.id])
    .map((f) => ({ fieldId: f.id, responseValue: answers[f.id]! }));
}

function AnswerForm({
  userId,
  detail,
  closer,
  onClose,
  onSubmitted,
}: {
  userId: string;
  detail: AssignmentDetail;
  closer: React.MutableRefObject<() => void>;
  onClose: () => void;
  onSubmitted: (result: SubmitResult) => void;
}) {
  const fields = detail.form.fields;
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(fields, Object.fromEntries(detail.progress.map((v) => [v.fieldId, v.value]))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const save = useSaveProgress(userId);
  const submit = useSubmitResponse(userId);
  const assignmentId = detail.assignment.id;

  const saveNow = (current: Answers) => {
    setDirty(false);
    setSaved('saving');
    save.mutate(
      { assignmentId, body: { responseValues: progressValues(detail, current) } },
      { onSuccess: () => setSaved('saved'), onError: () => setSaved('failed') },
    );
  };

  // Progress is saved once answering pauses.
  useEffect(() => {
    if (!dirty || submit.isPending) return;
    const t = setTimeout(() => saveNow(answers), SAVE_AFTER_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers, dirty]);

  // Cancel (or Escape) keeps what was answered so far, then closes; the dialog's answers clear with it.
  const close = () => {
    if (dirty && !submit.isPending) saveNow(answers);
    onClose();
  };
  closer.current = close;

  const change = (fieldId: string, value: string) => {
    setAnswers((a) => ({ ...a, [fieldId]: value }));
    setDirty(true);
    if (errors[fieldId]) setErrors(({ [fieldId]: _gone, ...rest }) => rest);
  };

  const send = async () => {
    const checked = checkAnswers(fields, answers);
    if (!checked.ok) {
      if (checked.missing.length > 0) toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      else toast({ title: 'Please check your answers', description: Object.values(checked.errors)[0], variant: 'destructive' });
      showErrors(
        setErrors,
        checked.errors,
        sortFields(fields).map((f) => f.id),
        (id) => fieldDomId(ID_PREFIX, id),
      );
      return;
    }
    setDirty(false);
    try {
      const result = await submit.mutateAsync({ assignmentId, body: { responseValues: checked.values } });
      toast({ title: 'Form submitted successfully', variant: 'success' });
      onClose();
      onSubmitted(result);
    } catch (error) {
      toast({ title: 'Failed to submit form', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <FormRenderer fields={fields} answers={answers} onChange={change} errors={errors} idPrefix={ID_PREFIX} disabled={submit.isPending} />
      <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite" data-testid="progress-state">
        {saved === 'saving' ? 'Saving your answers...' : saved === 'saved' ? 'Your answers are saved. You can continue later.' : null}
        {saved === 'failed' ? 'Your answers could not be saved yet. They will be sent when you submit.' : null}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={close} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? <Spinner /> : null}
          {submit.isPending ? 'Submitting...' : 'Submit Form'}
        </Button>
      </DialogFooter>
    </form>
  );
}
