import { useState } from 'react';
import { CreateHabitEntryBody, HABIT_PROGRESS_STEP, MOOD_SCALE_MAX, MOOD_SCALE_MIN, type Habit } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { fieldErrors, showErrors } from '@/features/settings/components/form-helpers';
import { ApiError } from '@/lib/api-client';
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
 * Log progress (spec section 5): value at least 0 in steps of 0.1, optional notes, optional mood
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
  const [v, setV] = useState<Values>(() => initial(habit, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const log = useLogProgress(userId);
  const chosen = habits.find((h) => h.id === v.habitId);
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setV((p) => ({ ...p, [k]: e.target.value }));

  const close = (next: boolean) => {
    if (!next) setErrors({});
    onOpenChange(next);
  };

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
      showErrors(setErrors, errs, ORDER, id);
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
      if (Object.keys(fromServer).length) showErrors(setErrors, fromServer, ORDER, id);
      else toast({ title: 'Failed to log progress. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log Progress</DialogTitle>
          <DialogDescription>{chosen ? `How did “${chosen.name}” go?` : 'Choose a habit and record what you did.'}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field id={id('habitId')} label="Habit" error={errors.habitId}>
            <NativeSelect
              {...fieldA11y(id('habitId'), errors.habitId)}
              value={v.habitId}
              onChange={(e) => {
                const next = habits.find((h) => h.id === e.target.value);
                setV((p) => ({ ...p, habitId: e.target.value, value: next ? formatValue(next.targetValue) : p.value }));
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
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={log.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={log.isPending}>
              {log.isPending ? <Spinner /> : null}
              {log.isPending ? 'Saving...' : 'Log Progress'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
