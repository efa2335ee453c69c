import { useId } from 'react';
import { Link } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { ASSIGNMENT_PRIORITIES, FORM_MESSAGES, RECURRENCES, type AssignmentPriority, type Recurrence } from '@steady/shared';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormDialog } from '@/lib/forms';
import { useActiveClients, useAssign, type AssignTarget } from '../api/forms';
import { PRIORITY_LABELS } from '../lib/labels';

const ORDER = ['userId', 'dueDate', 'priority', 'recurrence', 'recurrenceInterval'] as const;
const idOf = (f: string) => (f === 'userId' || f === 'userIds' ? 'assign-client-0' : `assign-${f}`);

const RECURRENCE_LABELS: Record<Recurrence, string> = { none: 'Does not repeat', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
const INTERVAL_UNITS: Record<Exclude<Recurrence, 'none'>, string> = { daily: 'days', weekly: 'weeks', monthly: 'months' };

interface Values {
  userIds: string[];
  dueDate: string;
  priority: AssignmentPriority;
  recurrence: Recurrence;
  recurrenceInterval: string;
  reminderEnabled: boolean;
}

/** The rules checked before sending: a client; an interval of at least 1 when it repeats. */
export function checkAssign(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.userIds.length === 0) errors.userId = FORM_MESSAGES.client;
  if (v.recurrence !== 'none') {
    const n = Number(v.recurrenceInterval);
    if (v.recurrenceInterval.trim() === '' || !Number.isInteger(n) || n < 1) errors.recurrenceInterval = FORM_MESSAGES.interval;
  }
  return errors;
}

/**
 * Assigns a form or a validated instrument to one or several actively connected clients, with a due
 * date, priority, how often it repeats and reminders. Mount it afresh per opening (a key).
 */
export function AssignDialog({
  coachId,
  target,
  open,
  onOpenChange,
  defaultClientId,
}: {
  coachId: string;
  target: AssignTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultClientId?: string | undefined;
}) {
  const { values, setValues, set, errors, showErrors, close } = useFormDialog<Values>(
    () => ({
      userIds: defaultClientId ? [defaultClientId] : [],
      dueDate: '',
      priority: 'normal',
      recurrence: 'none',
      recurrenceInterval: '1',
      reminderEnabled: true,
    }),
    { onOpenChange, order: ORDER, idOf },
  );
  const clients = useActiveClients(coachId);
  const assign = useAssign(coachId);
  const clientsLegend = useId();

  const toggleClient = (id: string, on: boolean) =>
    setValues((v) => ({ ...v, userIds: on ? [...v.userIds.filter((x) => x !== id), id] : v.userIds.filter((x) => x !== id) }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = checkAssign(values);
    if (Object.keys(found).length) return showErrors(found);
    const repeats = values.recurrence !== 'none';
    try {
      await assign.mutateAsync({
        target,
        body: {
          userIds: values.userIds,
          dueDate: values.dueDate || null,
          priority: values.priority,
          recurrence: values.recurrence,
          recurrenceInterval: repeats ? Number(values.recurrenceInterval) : null,
          reminderEnabled: values.reminderEnabled,
        },
      });
      toast({
        title: 'Form assigned successfully',
        description: `${target.title}, to ${values.userIds.length === 1 ? '1 client' : `${values.userIds.length} clients`}.`,
        variant: 'success',
      });
      close(false);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) showErrors(error.fieldErrors);
      toast({ title: 'Failed to assign form', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const noClients = clients.isSuccess && clients.data.length === 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={`Assign ${target.title}`}
      description="Clients see it in My Forms and get reminders the day before and on the due day."
      onSubmit={(e) => void submit(e)}
      submitLabel="Assign"
      pendingLabel="Assigning..."
      pending={assign.isPending}
      canSubmit={clients.isSuccess && !noClients}
    >
      <fieldset className="grid gap-2" aria-describedby={errors.userId ? 'assign-clients-error' : undefined}>
        <legend id={clientsLegend} className="mb-2 text-sm font-medium">
          Clients
        </legend>
        {clients.isPending ? (
          <div role="status" aria-label="Loading clients" className="grid gap-2">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : clients.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-sm">{errorMessage(clients.error, "We couldn't load your clients.")}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void clients.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : noClients ? (
          <p className="text-sm text-muted-foreground">
            No clients are actively connected to you yet.{' '}
            <Link to="/my-circle" className="underline underline-offset-4">
              Invite a client
            </Link>
          </p>
        ) : (
          <ul className="grid max-h-48 gap-1.5 overflow-y-auto" data-testid="assign-clients">
            {clients.data.map((c, i) => (
              <li key={c.userId}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                  <input
                    type="checkbox"
                    id={`assign-client-${i}`}
                    className="size-4 accent-[var(--primary)]"
                    checked={values.userIds.includes(c.userId)}
                    onChange={(e) => toggleClient(c.userId, e.target.checked)}
                    aria-invalid={errors.userId ? true : undefined}
                  />
                  <span>{c.name}</span>
                  <span className="ml-auto text-xs capitalize text-muted-foreground">{c.relationshipType.replace('_', ' ')}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.userId ? (
          <p id="assign-clients-error" className="text-sm font-medium text-destructive">
            {errors.userId}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={idOf('dueDate')} label="Due date (optional)" error={errors.dueDate}>
          <Input {...fieldA11y(idOf('dueDate'), errors.dueDate)} type="date" value={values.dueDate} onChange={set('dueDate')} />
        </Field>
        <Field id={idOf('priority')} label="Priority" error={errors.priority}>
          <NativeSelect {...fieldA11y(idOf('priority'), errors.priority)} value={values.priority} onChange={set('priority')}>
            {ASSIGNMENT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={idOf('recurrence')} label="Repeats" error={errors.recurrence}>
          <NativeSelect {...fieldA11y(idOf('recurrence'), errors.recurrence)} value={values.recurrence} onChange={set('recurrence')}>
            {RECURRENCES.map((r) => (
              <option key={r} value={r}>
                {RECURRENCE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {values.recurrence !== 'none' ? (
          <Field id={idOf('recurrenceInterval')} label={`Every how many ${INTERVAL_UNITS[values.recurrence]}`} error={errors.recurrenceInterval}>
            <Input
              {...fieldA11y(idOf('recurrenceInterval'), errors.recurrenceInterval)}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={values.recurrenceInterval}
              onChange={set('recurrenceInterval')}
            />
          </Field>
        ) : null}
      </div>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <Label htmlFor="assign-reminders">Reminders</Label>
          <p id="assign-reminders-hint" className="text-sm text-muted-foreground">
            In the app and by text, the day before and on the due day, at the client's call time.
          </p>
        </div>
        <Switch
          id="assign-reminders"
          aria-describedby="assign-reminders-hint"
          checked={values.reminderEnabled}
          onCheckedChange={(c) => setValues((v) => ({ ...v, reminderEnabled: c }))}
        />
      </div>
    </FormDialog>
  );
}
