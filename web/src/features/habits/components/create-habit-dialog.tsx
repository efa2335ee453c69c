import { CreateHabitBody, DEFAULTS, HABIT_CATEGORIES, HABIT_FREQUENCIES, type Habit } from '@steady/shared';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useFormDialog } from '@/lib/forms';
import { useCreateHabit, useUpdateHabit } from '../api/habits';
import { FREQUENCY_LABELS, categoryLabel } from './labels';

const EMPTY = { name: '', description: '', category: '', frequency: '', targetValue: String(DEFAULTS.habitTarget), unit: DEFAULTS.habitUnit as string };
const ORDER = ['name', 'description', 'category', 'frequency', 'targetValue', 'unit'] as const;
const id = (f: string) => `habit-${f}`;

const valuesOf = (h: Habit): typeof EMPTY => ({
  name: h.name,
  description: h.description,
  category: h.category,
  frequency: h.frequency,
  targetValue: String(h.targetValue),
  unit: h.unit,
});

/**
 * The create dialog: every field required, target at least 1 (default 1 time).
 * Given a `habit`, the same dialog edits it, pre-filled, with the same checks.
 */
export function CreateHabitDialog({ userId, open, onOpenChange, trigger, habit }: CreateDialogProps & { habit?: Habit }) {
  const {
    values: v,
    set,
    errors,
    showErrors,
    parse,
    close,
  } = useFormDialog(() => (habit ? valuesOf(habit) : EMPTY), {
    onOpenChange,
    order: ORDER,
    idOf: id,
    keepValues: Boolean(habit),
  });
  const create = useCreateHabit(userId);
  const update = useUpdateHabit(userId);
  const pending = habit ? update.isPending : create.isPending;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      name: v.name,
      description: v.description,
      category: v.category || undefined,
      frequency: v.frequency || undefined,
      // An empty box is no number: 'Target value must be at least 1'.
      targetValue: v.targetValue.trim() === '' ? Number.NaN : Number(v.targetValue),
      unit: v.unit,
    };
    const parsed = parse(CreateHabitBody, body);
    if (!parsed) return;
    const { userId: _omit, ...data } = parsed;
    try {
      if (habit) {
        await update.mutateAsync({ ...data, habitId: habit.id });
        toast({ title: 'Habit Updated', description: `“${parsed.name}” was saved.`, variant: 'success' });
      } else {
        await create.mutateAsync(data);
        toast({ title: 'Habit Created', description: `“${parsed.name}” was added to your habits.`, variant: 'success' });
      }
      close(false);
    } catch (err) {
      const fromServer = err instanceof ApiError && err.status === 400 ? err.fieldErrors : {};
      if (Object.keys(fromServer).length) showErrors(fromServer);
      else toast({ title: `Failed to ${habit ? 'update' : 'create'} habit. Please try again.`, variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={habit ? 'Edit Habit' : 'Create New Habit'}
      description={
        habit ? 'Change this habit. Your logged progress is kept.' : 'A small, repeatable action that supports your wellness. Every field is required.'
      }
      onSubmit={submit}
      submitLabel={habit ? 'Save Changes' : 'Create Habit'}
      pendingLabel={habit ? 'Saving...' : 'Creating...'}
      pending={pending}
    >
      <Field id={id('name')} label="Name" error={errors.name}>
        <Input {...fieldA11y(id('name'), errors.name)} value={v.name} onChange={set('name')} autoComplete="off" placeholder="e.g. Morning walk" />
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        <Textarea {...fieldA11y(id('description'), errors.description)} value={v.description} onChange={set('description')} rows={2} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('category')} label="Category" error={errors.category}>
          <NativeSelect {...fieldA11y(id('category'), errors.category)} value={v.category} onChange={set('category')}>
            <option value="">Select a category</option>
            {HABIT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('frequency')} label="Frequency" error={errors.frequency}>
          <NativeSelect {...fieldA11y(id('frequency'), errors.frequency)} value={v.frequency} onChange={set('frequency')}>
            <option value="">Select a frequency</option>
            {HABIT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('targetValue')} label="Target value" error={errors.targetValue}>
          <Input
            {...fieldA11y(id('targetValue'), errors.targetValue)}
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={v.targetValue}
            onChange={set('targetValue')}
          />
        </Field>
        <Field id={id('unit')} label="Unit" error={errors.unit}>
          <Input {...fieldA11y(id('unit'), errors.unit)} value={v.unit} onChange={set('unit')} autoComplete="off" placeholder="times, minutes, glasses" />
        </Field>
      </div>
    </FormDialog>
  );
}
