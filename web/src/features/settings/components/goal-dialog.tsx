import { useState } from 'react';
import { CreateGoalBody, GOAL_CATEGORIES, GOAL_PRIORITY } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateGoal } from '../api/planning';
import { fieldErrors, showErrors, humanize, lines } from './form-helpers';

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

/** New Goal (spec sections 2, 5): title and description required; list fields one per line. */
export function GoalDialog({
  userId,
  open,
  onOpenChange,
  trigger,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opener: it regains focus when the dialog closes. */
  trigger?: React.ReactNode;
}) {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateGoal(userId);
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
    const parsed = CreateGoalBody.safeParse(body);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      showErrors(setErrors, errs, ORDER, id);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
      toast({ title: 'Goal Created', description: `“${parsed.data.title}” was added to your goals.`, variant: 'success' });
      close(false);
    } catch {
      toast({ title: 'Failed to create goal. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Goal</DialogTitle>
          <DialogDescription>Set a goal to work toward. Title and description are required.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
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
            <Textarea
              {...fieldA11y(id('successCriteria'), errors.successCriteria, true)}
              value={v.successCriteria}
              onChange={set('successCriteria')}
              rows={2}
            />
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
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              {create.isPending ? 'Creating...' : 'Create Goal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
