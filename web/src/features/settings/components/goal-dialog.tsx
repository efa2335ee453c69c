import { CreateGoalBody, GOAL_CATEGORIES, GOAL_PRIORITY, type Goal } from '@steady/shared';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { lines } from '@/lib/forms';
import { useCreateGoal } from '@/lib/planning';
import { priorityOptions, usePlanningItemDialog } from './planning-item-dialog';

const EMPTY = {
  title: '',
  description: '',
  type: 'long_term' as 'long_term' | 'short_term',
  category: '',
  priority: String(GOAL_PRIORITY.default),
  targetDate: '',
  milestones: '',
  successCriteria: '',
  obstacles: '',
  resources: '',
  notes: '',
};
const ORDER = ['title', 'description', 'type', 'category', 'priority', 'targetDate'] as const;
const id = (f: string) => `goal-${f}`;
const valuesOf = (g: Goal): typeof EMPTY => ({
  title: g.title,
  description: g.description,
  type: g.type,
  category: g.category ?? '',
  priority: String(g.priority),
  targetDate: g.targetDate ?? '',
  milestones: g.milestones.join('\n'),
  successCriteria: g.successCriteria.join('\n'),
  obstacles: g.obstacles.join('\n'),
  resources: g.resources.join('\n'),
  notes: g.notes ?? '',
});

/** New Goal (spec sections 2, 5): title and description required; list fields one per line. */
export function GoalDialog({ userId, open, onOpenChange, trigger, item }: CreateDialogProps & { item?: Goal }) {
  const { dialog, input, textarea, list, select } = usePlanningItemDialog({
    kind: 'goals',
    noun: 'Goal',
    userId,
    item,
    onOpenChange,
    empty: EMPTY,
    valuesOf,
    order: ORDER,
    idOf: id,
    schema: CreateGoalBody,
    toBody: (v) => ({
      title: v.title,
      description: v.description,
      type: v.type,
      category: v.category ? (v.category as (typeof GOAL_CATEGORIES)[number]) : null,
      priority: Number(v.priority),
      targetDate: v.targetDate || null,
      notes: v.notes || null,
      milestones: lines(v.milestones),
      successCriteria: lines(v.successCriteria),
      obstacles: lines(v.obstacles),
      resources: lines(v.resources),
    }),
    nameOf: (data) => data.title,
    create: useCreateGoal(userId),
  });

  return (
    <FormDialog open={open} trigger={trigger} description="Set a goal to work toward. Title and description are required." {...dialog}>
      {input('title', 'Title', { autoComplete: 'off' })}
      {textarea('description', 'Description', { rows: 3 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('type', 'Type', [
          ['short_term', 'Short-term (under 1 year)'],
          ['long_term', 'Long-term (1+ years)'],
        ])}
        {select('category', 'Category', [['', 'No category'], ...GOAL_CATEGORIES])}
        {select('priority', 'Priority (1 lowest, 5 highest)', priorityOptions(GOAL_PRIORITY.min, GOAL_PRIORITY.max))}
        {input('targetDate', 'Target date (optional)', { type: 'date' })}
      </div>
      {list('milestones', 'Milestones')}
      {list('successCriteria', 'Success criteria')}
      {list('obstacles', 'Obstacles')}
      {list('resources', 'Resources')}
      {textarea('notes', 'Notes')}
    </FormDialog>
  );
}
