import { CreateExperimentBody, type Experiment } from '@steady/shared';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { lines } from '@/lib/forms';
import { useCreateExperiment } from '@/lib/planning';
import { usePlanningItemDialog } from './planning-item-dialog';

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
  const { dialog, input, textarea, list } = usePlanningItemDialog({
    kind: 'experiments',
    noun: 'Experiment',
    userId,
    item,
    onOpenChange,
    empty: EMPTY,
    valuesOf,
    order: ORDER,
    idOf: id,
    schema: CreateExperimentBody,
    toBody: (v) => ({
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
    }),
    nameOf: (data) => data.title,
    create: useCreateExperiment(userId),
  });

  return (
    <FormDialog open={open} trigger={trigger} description="Try a small change for a while and see what it does. A title is required." {...dialog}>
      {input('title', 'Title', { autoComplete: 'off' })}
      {textarea('description', 'Description (optional)')}
      {textarea('goal', 'Goal (optional)', { rows: 1 })}
      {textarea('hypothesis', 'Hypothesis (optional)')}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('startDate', 'Start date', { type: 'date' })}
        {input('endDate', 'End date', { type: 'date' })}
      </div>
      {list('successMetrics', 'Success metrics')}
      {list('dailyActions', 'Daily actions')}
      {list('weeklyActions', 'Weekly actions')}
      {textarea('notes', 'Notes (optional)')}
    </FormDialog>
  );
}
