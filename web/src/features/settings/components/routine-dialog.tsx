import { CreateRoutineBody, GOAL_PRIORITY, ROUTINE_DURATION, ROUTINE_FREQUENCIES, TIMES_OF_DAY, type Experiment, type Routine } from '@steady/shared';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { humanize, lines, useFormDialog } from '@/lib/forms';
import { useCreateRoutine, useUpdatePlanningItem } from '@/lib/planning';

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
const valuesOf = (r: Routine): typeof EMPTY => ({
  title: r.title,
  description: r.description ?? '',
  type: r.type,
  frequency: r.frequency,
  timeOfDay: r.timeOfDay,
  duration: r.duration === null ? '' : String(r.duration),
  startDate: r.startDate ?? '',
  priority: String(r.priority),
  relatedExperimentId: r.relatedExperimentId ?? '',
  actions: r.actions.join('\n'),
  benefits: r.benefits.join('\n'),
  challenges: r.challenges.join('\n'),
});

/** New Routine (beta routine builder): a title is required; duration in minutes, optional. */
export function RoutineDialog({ userId, experiments, open, onOpenChange, trigger, item }: CreateDialogProps & { experiments: Experiment[]; item?: Routine }) {
  const {
    values: v,
    set,
    errors,
    parse,
    close,
  } = useFormDialog(() => (item ? valuesOf(item) : EMPTY), {
    onOpenChange,
    order: ORDER,
    idOf: id,
    keepValues: Boolean(item),
  });
  const create = useCreateRoutine(userId);
  const update = useUpdatePlanningItem<Routine>('routines', userId);

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
    const data = parse(CreateRoutineBody, body);
    if (!data) return;
    try {
      if (item) await update.mutateAsync({ id: item.id, body: body });
      else await create.mutateAsync(body);
      toast({
        title: item ? 'Routine Updated' : 'Routine Created',
        description: item ? `“${data.title}” was saved.` : `“${data.title}” was added to your routines.`,
        variant: 'success',
      });
      close(false);
    } catch {
      toast({ title: `Failed to ${item ? 'update' : 'create'} routine. Please try again.`, variant: 'destructive' });
    }
  };

  const text = (k: 'actions' | 'benefits' | 'challenges', label: string) => (
    <Field id={id(k)} label={label} hint="One per line">
      <Textarea {...fieldA11y(id(k), undefined, true)} value={v[k]} onChange={set(k)} rows={2} />
    </Field>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={item ? 'Edit Routine' : 'New Routine'}
      description="Describe a routine you keep or want to build. A title is required."
      onSubmit={submit}
      submitLabel={item ? 'Save Changes' : 'Create Routine'}
      pendingLabel={item ? 'Saving...' : 'Creating...'}
      pending={item ? update.isPending : create.isPending}
    >
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
    </FormDialog>
  );
}
