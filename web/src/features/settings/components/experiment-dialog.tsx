import { CreateExperimentBody, type Experiment } from '@steady/shared';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { lines, useFormDialog } from '@/lib/forms';
import { useCreateExperiment, useUpdatePlanningItem } from '@/lib/planning';

const EMPTY = {
  title: '',
  description: '',
  goal: '',
  hypothesis: '',
  startDate: '',
  endDate: '',
  successMetrics: '',
  dailyActions: '',
  weeklyActions: '',
  notes: '',
};
const ORDER = ['title', 'description', 'goal', 'hypothesis', 'startDate', 'endDate'] as const;
const id = (f: string) => `experiment-${f}`;
const valuesOf = (x: Experiment): typeof EMPTY => ({
  title: x.title,
  description: x.description ?? '',
  goal: x.goal ?? '',
  hypothesis: x.hypothesis ?? '',
  startDate: x.startDate ?? '',
  endDate: x.endDate ?? '',
  successMetrics: x.successMetrics.join('\n'),
  dailyActions: x.dailyActions.join('\n'),
  weeklyActions: x.weeklyActions.join('\n'),
  notes: x.notes ?? '',
});

/** New Experiment (beta): a title is required; the end date may not come before the start date. */
export function ExperimentDialog({ userId, open, onOpenChange, trigger, item }: CreateDialogProps & { item?: Experiment }) {
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
  const create = useCreateExperiment(userId);
  const update = useUpdatePlanningItem<Experiment>('experiments', userId);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      title: v.title,
      description: v.description || null,
      goal: v.goal || null,
      hypothesis: v.hypothesis || null,
      startDate: v.startDate || null,
      endDate: v.endDate || null,
      successMetrics: lines(v.successMetrics),
      dailyActions: lines(v.dailyActions),
      weeklyActions: lines(v.weeklyActions),
      notes: v.notes || null,
    };
    const data = parse(CreateExperimentBody, body);
    if (!data) return;
    try {
      if (item) await update.mutateAsync({ id: item.id, body: body });
      else await create.mutateAsync(body);
      toast({
        title: item ? 'Experiment Updated' : 'Experiment Created',
        description: item ? `“${data.title}” was saved.` : `“${data.title}” was added to your experiments.`,
        variant: 'success',
      });
      close(false);
    } catch {
      toast({ title: `Failed to ${item ? 'update' : 'create'} experiment. Please try again.`, variant: 'destructive' });
    }
  };

  const text = (k: keyof typeof EMPTY, label: string, rows = 2, hint?: string) => (
    <Field id={id(k)} label={label} error={errors[k]} hint={hint}>
      <Textarea {...fieldA11y(id(k), errors[k], Boolean(hint))} value={v[k]} onChange={set(k)} rows={rows} />
    </Field>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={item ? 'Edit Experiment' : 'New Experiment'}
      description="Try a small change for a while and see what it does. A title is required."
      onSubmit={submit}
      submitLabel={item ? 'Save Changes' : 'Create Experiment'}
      pendingLabel={item ? 'Saving...' : 'Creating...'}
      pending={item ? update.isPending : create.isPending}
    >
      <Field id={id('title')} label="Title" error={errors.title}>
        <Input {...fieldA11y(id('title'), errors.title)} value={v.title} onChange={set('title')} autoComplete="off" />
      </Field>
      {text('description', 'Description (optional)')}
      {text('goal', 'Goal (optional)', 1)}
      {text('hypothesis', 'Hypothesis (optional)', 2)}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('startDate')} label="Start date" error={errors.startDate}>
          <Input {...fieldA11y(id('startDate'), errors.startDate)} type="date" value={v.startDate} onChange={set('startDate')} />
        </Field>
        <Field id={id('endDate')} label="End date" error={errors.endDate}>
          <Input {...fieldA11y(id('endDate'), errors.endDate)} type="date" value={v.endDate} onChange={set('endDate')} />
        </Field>
      </div>
      {text('successMetrics', 'Success metrics', 2, 'One per line')}
      {text('dailyActions', 'Daily actions', 2, 'One per line')}
      {text('weeklyActions', 'Weekly actions', 2, 'One per line')}
      {text('notes', 'Notes (optional)')}
    </FormDialog>
  );
}
