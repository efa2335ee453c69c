import { useState } from 'react';
import { CreateRoutineBody, GOAL_PRIORITY, ROUTINE_DURATION, ROUTINE_FREQUENCIES, TIMES_OF_DAY, type Experiment } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateRoutine } from '../api/planning';
import { fieldErrors, showErrors, humanize, lines } from './form-helpers';

const EMPTY = {
  title: '',
  description: '',
  type: 'current' as 'current' | 'planned',
  frequency: 'daily' as (typeof ROUTINE_FREQUENCIES)[number],
  timeOfDay: 'anytime' as (typeof TIMES_OF_DAY)[number],
  duration: '',
  startDate: '',
  priority: '1',
  relatedExperimentId: '',
  actions: '',
  benefits: '',
  challenges: '',
};
const ORDER = ['title', 'description', 'type', 'frequency', 'timeOfDay', 'duration', 'startDate', 'priority'] as const;
const id = (f: string) => `routine-${f}`;

/** New Routine (beta routine builder): a title is required; duration in minutes, optional. */
export function RoutineDialog({
  userId,
  experiments,
  open,
  onOpenChange,
  trigger,
}: {
  userId: string;
  experiments: Experiment[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: React.ReactNode;
}) {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRoutine(userId);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setV((p) => ({ ...p, [k]: e.target.value }));

  const close = (next: boolean) => {
    if (!next) {
      setV(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      title: v.title,
      description: v.description || null,
      type: v.type,
      frequency: v.frequency,
      timeOfDay: v.timeOfDay,
      duration: v.duration.trim() === '' ? null : Number(v.duration),
      startDate: v.startDate || null,
      priority: Number(v.priority),
      relatedExperimentId: v.relatedExperimentId || null,
      actions: lines(v.actions),
      benefits: lines(v.benefits),
      challenges: lines(v.challenges),
    };
    const parsed = CreateRoutineBody.safeParse(body);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      showErrors(setErrors, errs, ORDER, id);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
      toast({ title: 'Routine Created', description: `“${parsed.data.title}” was added to your routines.`, variant: 'success' });
      close(false);
    } catch {
      toast({ title: 'Failed to create routine. Please try again.', variant: 'destructive' });
    }
  };

  const text = (k: 'actions' | 'benefits' | 'challenges', label: string) => (
    <Field id={id(k)} label={label} hint="One per line">
      <Textarea {...fieldA11y(id(k), undefined, true)} value={v[k]} onChange={set(k)} rows={2} />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Routine</DialogTitle>
          <DialogDescription>Describe a routine you keep or want to build. A title is required.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field id={id('title')} label="Title" error={errors.title}>
            <Input {...fieldA11y(id('title'), errors.title)} value={v.title} onChange={set('title')} autoComplete="off" />
          </Field>
          <Field id={id('description')} label="Description (optional)" error={errors.description}>
            <Textarea {...fieldA11y(id('description'), errors.description)} value={v.description} onChange={set('description')} rows={2} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id('type')} label="Type">
              <NativeSelect id={id('type')} value={v.type} onChange={set('type')}>
                <option value="current">Current (I do this now)</option>
                <option value="planned">Planned (I want to start)</option>
              </NativeSelect>
            </Field>
            <Field id={id('frequency')} label="Frequency">
              <NativeSelect id={id('frequency')} value={v.frequency} onChange={set('frequency')}>
                {ROUTINE_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {humanize(f)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={id('timeOfDay')} label="Time of day">
              <NativeSelect id={id('timeOfDay')} value={v.timeOfDay} onChange={set('timeOfDay')}>
                {TIMES_OF_DAY.map((t) => (
                  <option key={t} value={t}>
                    {humanize(t)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={id('duration')} label="Duration in minutes (optional)" error={errors.duration}>
              <Input
                {...fieldA11y(id('duration'), errors.duration)}
                type="number"
                inputMode="numeric"
                min={ROUTINE_DURATION.min}
                max={ROUTINE_DURATION.max}
                value={v.duration}
                onChange={set('duration')}
              />
            </Field>
            <Field id={id('startDate')} label="Start date (optional)" error={errors.startDate}>
              <Input {...fieldA11y(id('startDate'), errors.startDate)} type="date" value={v.startDate} onChange={set('startDate')} />
            </Field>
            <Field id={id('priority')} label="Priority (1 to 5)">
              <NativeSelect id={id('priority')} value={v.priority} onChange={set('priority')}>
                {Array.from({ length: GOAL_PRIORITY.max - GOAL_PRIORITY.min + 1 }, (_, i) => String(GOAL_PRIORITY.min + i)).map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field id={id('relatedExperimentId')} label="Related experiment">
            <NativeSelect id={id('relatedExperimentId')} value={v.relatedExperimentId} onChange={set('relatedExperimentId')}>
              <option value="">None</option>
              {experiments.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {text('actions', 'Actions')}
          {text('benefits', 'Benefits')}
          {text('challenges', 'Challenges')}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              {create.isPending ? 'Creating...' : 'Create Routine'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
