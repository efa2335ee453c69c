import { CreateRoutineBody, GOAL_PRIORITY, ROUTINE_DURATION, ROUTINE_FREQUENCIES, TIMES_OF_DAY, type Experiment, type Routine } from '@steady/shared';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { lines } from '@/lib/forms';
import { useCreateRoutine } from '@/lib/planning';
import { priorityOptions, usePlanningItemDialog } from './planning-item-dialog';

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
  const { dialog, input, textarea, list, select } = usePlanningItemDialog({
    kind: 'routines',
    noun: 'Routine',
    userId,
    item,
    onOpenChange,
    empty: EMPTY,
    valuesOf,
    order: ORDER,
    idOf: id,
    schema: CreateRoutineBody,
    toBody: (v) => ({
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
    }),
    nameOf: (data) => data.title,
    create: useCreateRoutine(userId),
  });

  return (
    <FormDialog open={open} trigger={trigger} description="Describe a routine you keep or want to build. A title is required." {...dialog}>
      {input('title', 'Title', { autoComplete: 'off' })}
      {textarea('description', 'Description (optional)')}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('type', 'Type', [
          ['current', 'Current (I do this now)'],
          ['planned', 'Planned (I want to start)'],
        ])}
        {select('frequency', 'Frequency', ROUTINE_FREQUENCIES)}
        {select('timeOfDay', 'Time of day', TIMES_OF_DAY)}
        {input('duration', 'Duration in minutes (optional)', { type: 'number', inputMode: 'numeric', min: ROUTINE_DURATION.min, max: ROUTINE_DURATION.max })}
        {input('startDate', 'Start date (optional)', { type: 'date' })}
        {select('priority', 'Priority (1 to 5)', priorityOptions(GOAL_PRIORITY.min, GOAL_PRIORITY.max))}
      </div>
      {select('relatedExperimentId', 'Related experiment', [['', 'None'], ...experiments.map((x) => [x.id, x.title] as const)])}
      {list('actions', 'Actions')}
      {list('benefits', 'Benefits')}
      {list('challenges', 'Challenges')}
    </FormDialog>
  );
}
