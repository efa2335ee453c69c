import { CreateHabitEntryBody, HABIT_PROGRESS_STEP, MOOD_SCALE_MAX, MOOD_SCALE_MIN, type Habit } from '@steady/shared';
import { FormDialog } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { fieldErrors, useFormDialog } from '@/lib/forms';
import { useLogProgress } from '../api/habits';
import { amount, formatValue, moodOptionLabel } from './labels';

const ORDER = ['habitId', 'date', 'value', 'notes', 'moodAfter'] as const;
const id = (f: string) => `progress-${f}`;
const MOODS = Array.from({ length: MOOD_SCALE_MAX - MOOD_SCALE_MIN + 1 }, (_, i) => MOOD_SCALE_MIN + i);

interface Values {
  habitId: string;
  date: string;
  value: string;
  notes: string;
  moodAfter: string;
}

const initial = (habit: Habit | undefined, today: string): Values => ({
  habitId: habit?.id ?? '',
  date: today,
  value: habit ? formatValue(habit.targetValue) : '',
  notes: '',
  moodAfter: '',
});

/**
 * Log progress: value at least 0 in steps of 0.1, optional notes, optional mood
 * after (1 Very Low to 10 Outstanding). The date is the person's local today unless they pick an
 * earlier day. Mount it with a `key` per opening so it starts from the chosen habit.
 */
export function LogProgressDialog({
  userId,
  habits,
  habit,
  today,
  open,
  onOpenChange,
}: {
  userId: string;
  habits: Habit[];
  /** The habit it was opened for. */
  habit?: Habit;
  /** The person's local date ('yyyy-MM-dd'), from the summary. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const {
    values: v,
    setValues,
    set,
    errors,
    setErrors,
    showErrors,
    close,
  } = useFormDialog<Values>(() => initial(habit, today), { onOpenChange, order: ORDER, idOf: id, keepValues: true });
  const log = useLogProgress(userId);
  const chosen = habits.find((h) => h.id === v.habitId);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      habitId: v.habitId,
      date: v.date || null,
      value: v.value.trim() === '' ? Number.NaN : Number(v.value),
      notes: v.notes,
      moodAfter: v.moodAfter ? Number(v.moodAfter) : null,
    };
    const parsed = CreateHabitEntryBody.safeParse(body);
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    if (!errs.date && v.date > today) errs.date = 'The date cannot be in the future';
    if (!parsed.success || Object.keys(errs).length) {
      showErrors(errs);
      return;
    }
    setErrors({});
    const { userId: _omit, ...data } = parsed.data;
    try {
      await log.mutateAsync(data);
      toast({
        title: 'Progress Logged',
        description: chosen ? `Logged ${amount(data.value, chosen.unit)} for “${chosen.name}”.` : undefined,
        variant: 'success',
      });
      close(false);
    } catch (err) {
      const fromServer = err instanceof ApiError && err.status === 400 ? err.fieldErrors : {};
      if (Object.keys(fromServer).length) showErrors(fromServer);
      else toast({ title: 'Failed to log progress. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Log Progress"
      description={chosen ? `How did “${chosen.name}” go?` : 'Choose a habit and record what you did.'}
      onSubmit={submit}
      submitLabel="Log Progress"
      pendingLabel="Saving..."
      pending={log.isPending}
    >
      <Field id={id('habitId')} label="Habit" error={errors.habitId}>
        <NativeSelect
          {...fieldA11y(id('habitId'), errors.habitId)}
          value={v.habitId}
          onChange={(e) => {
            const next = habits.find((h) => h.id === e.target.value);
            setValues((p) => ({ ...p, habitId: e.target.value, value: next ? formatValue(next.targetValue) : p.value }));
          }}
        >
          <option value="">Select a habit</option>
          {habits.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('date')} label="Date" error={errors.date}>
          <Input {...fieldA11y(id('date'), errors.date)} type="date" max={today} value={v.date} onChange={set('date')} />
        </Field>
        <Field
          id={id('value')}
          label={chosen ? `Value (${chosen.unit})` : 'Value'}
          error={errors.value}
          hint={chosen ? `Target: ${amount(chosen.targetValue, chosen.unit)}` : undefined}
        >
          <Input
            {...fieldA11y(id('value'), errors.value, Boolean(chosen))}
            type="number"
            inputMode="decimal"
            min={0}
            step={HABIT_PROGRESS_STEP}
            value={v.value}
            onChange={set('value')}
          />
        </Field>
      </div>
      <Field id={id('moodAfter')} label="Mood after (optional)" error={errors.moodAfter}>
        <NativeSelect {...fieldA11y(id('moodAfter'), errors.moodAfter)} value={v.moodAfter} onChange={set('moodAfter')}>
          <option value="">Not recorded</option>
          {MOODS.map((n) => (
            <option key={n} value={n}>
              {moodOptionLabel(n)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={id('notes')} label="Notes (optional)" error={errors.notes}>
        <Textarea {...fieldA11y(id('notes'), errors.notes)} value={v.notes} onChange={set('notes')} rows={3} />
      </Field>
    </FormDialog>
  );
}
