import { CreateGoalBody, GOAL_CATEGORIES, GOAL_PRIORITY, type Goal } from '@steady/shared';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { humanize, lines, useFormDialog } from '@/lib/forms';
import { useCreateGoal, useUpdatePlanningItem } from '@/lib/planning';

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
  const create = useCreateGoal(userId);
  const update = useUpdatePlanningItem<Goal>('goals', userId);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
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
    };
    const data = parse(CreateGoalBody, body);
    if (!data) return;
    try {
      if (item) await update.mutateAsync({ id: item.id, body: body });
      else await create.mutateAsync(body);
      toast({
        title: item ? 'Goal Updated' : 'Goal Created',
        description: item ? `“${data.title}” was saved.` : `“${data.title}” was added to your goals.`,
        variant: 'success',
      });
      close(false);
    } catch {
      toast({ title: `Failed to ${item ? 'update' : 'create'} goal. Please try again.`, variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={item ? 'Edit Goal' : 'New Goal'}
      description="Set a goal to work toward. Title and description are required."
      onSubmit={submit}
      submitLabel={item ? 'Save Changes' : 'Create Goal'}
      pendingLabel={item ? 'Saving...' : 'Creating...'}
      pending={item ? update.isPending : create.isPending}
    >
      <Field id={id('title')} label="Title" error={errors.title}>
        <Input {...fieldA11y(id('title'), errors.title)} value={v.title} onChange={set('title')} autoComplete="off" />
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        <Textarea {...fieldA11y(id('description'), errors.description)} value={v.description} onChange={set('description')} rows={3} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('type')} label="Type">
          <NativeSelect id={id('type')} value={v.type} onChange={set('type')}>
            <option value="short_term">Short-term (under 1 year)</option>
            <option value="long_term">Long-term (1+ years)</option>
          </NativeSelect>
        </Field>
        <Field id={id('category')} label="Category" error={errors.category}>
          <NativeSelect {...fieldA11y(id('category'), errors.category)} value={v.category} onChange={set('category')}>
            <option value="">No category</option>
            {GOAL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {humanize(c)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('priority')} label="Priority (1 lowest, 5 highest)" error={errors.priority}>
          <NativeSelect {...fieldA11y(id('priority'), errors.priority)} value={v.priority} onChange={set('priority')}>
            {Array.from({ length: GOAL_PRIORITY.max - GOAL_PRIORITY.min + 1 }, (_, i) => String(GOAL_PRIORITY.min + i)).map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('targetDate')} label="Target date (optional)" error={errors.targetDate}>
          <Input {...fieldA11y(id('targetDate'), errors.targetDate)} type="date" value={v.targetDate} onChange={set('targetDate')} />
        </Field>
      </div>
      <Field id={id('milestones')} label="Milestones" hint="One per line" error={errors.milestones}>
        <Textarea {...fieldA11y(id('milestones'), errors.milestones, true)} value={v.milestones} onChange={set('milestones')} rows={2} />
      </Field>
      <Field id={id('successCriteria')} label="Success criteria" hint="One per line" error={errors.successCriteria}>
        <Textarea {...fieldA11y(id('successCriteria'), errors.successCriteria, true)} value={v.successCriteria} onChange={set('successCriteria')} rows={2} />
      </Field>
      <Field id={id('obstacles')} label="Obstacles" hint="One per line" error={errors.obstacles}>
        <Textarea {...fieldA11y(id('obstacles'), errors.obstacles, true)} value={v.obstacles} onChange={set('obstacles')} rows={2} />
      </Field>
      <Field id={id('resources')} label="Resources" hint="One per line" error={errors.resources}>
        <Textarea {...fieldA11y(id('resources'), errors.resources, true)} value={v.resources} onChange={set('resources')} rows={2} />
      </Field>
      <Field id={id('notes')} label="Notes" error={errors.notes}>
        <Textarea {...fieldA11y(id('notes'), errors.notes)} value={v.notes} onChange={set('notes')} rows={2} />
      </Field>
    </FormDialog>
  );
}
