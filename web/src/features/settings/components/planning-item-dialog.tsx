import type { ComponentProps, FormEvent } from 'react';
import type { z } from 'zod';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { humanize, useFormDialog, type TextKey } from '@/lib/forms';
import { useUpdatePlanningItem, type PlanningChanges, type PlanningKind } from '@/lib/planning';

interface Parser<D> {
  safeParse(value: unknown): { success: true; data: D } | { success: false; error: z.ZodError };
}

/** A field of the form that holds text: a text box, text area or select edits it. */
type Key<V> = TextKey<V> & string;

/** A select's options: a value shown humanized, or a value and its own label. */
export type SelectOptions = readonly (string | readonly [value: string, label: string])[];

export interface PlanningDialogConfig<K extends PlanningKind, V extends object, T extends { id: string }, B extends PlanningChanges[K], D> {
  kind: K;
  /** 'Goal': the dialog's title, its submit button and its toasts name the item so. */
  noun: string;
  userId: string;
  /** The item being edited; none for a new one. */
  item?: T;
  onOpenChange: (open: boolean) => void;
  empty: V;
  valuesOf: (item: T) => V;
  /** The fields in the order the first invalid one is looked for. */
  order: readonly string[];
  idOf: (field: string) => string;
  schema: Parser<D>;
  toBody: (values: V) => B;
  /** What is sent once the body is valid: the body itself unless given. */
  toSend?: (body: B, data: D) => B;
  /** The saved item's name, quoted in the toast. */
  nameOf: (data: D) => string;
  create: { mutateAsync: (body: B) => Promise<unknown>; isPending: boolean };
}

/**
 * One pattern for the planning items' create-and-edit dialogs (goals, checklists, parts,
 * experiments, routines): the form state of `useFormDialog`, validation against the shared
 * contract (errors under their fields, the first one focused), create or update, the toasts, and
 * the props of `FormDialog`; plus the field renderers that bind a value, its error and its id.
 */
export function usePlanningItemDialog<K extends PlanningKind, V extends object, T extends { id: string }, B extends PlanningChanges[K], D>(
  config: PlanningDialogConfig<K, V, T, B, D>,
) {
  const { kind, noun, userId, item, onOpenChange, empty, valuesOf, order, idOf, schema, toBody, toSend, nameOf, create } = config;
  const form = useFormDialog(() => (item ? valuesOf(item) : empty), { onOpenChange, order, idOf, keepValues: Boolean(item) });
  const update = useUpdatePlanningItem(kind, userId);
  const { values, set, errors } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = toBody(values);
    const data = form.parse(schema, body);
    if (!data) return;
    const sent = toSend ? toSend(body, data) : body;
    try {
      if (item) await update.mutateAsync({ id: item.id, body: sent });
      else await create.mutateAsync(sent);
      toast({
        title: item ? `${noun} Updated` : `${noun} Created`,
        description: item ? `“${nameOf(data)}” was saved.` : `“${nameOf(data)}” was added to your ${kind}.`,
        variant: 'success',
      });
      form.close(false);
    } catch {
      toast({ title: `Failed to ${item ? 'update' : 'create'} ${noun.toLowerCase()}. Please try again.`, variant: 'destructive' });
    }
  };

  /** The props of FormDialog besides `open`, `trigger` and `description`. */
  const dialog = {
    onOpenChange: form.close,
    title: item ? `Edit ${noun}` : `New ${noun}`,
    onSubmit: submit,
    submitLabel: item ? 'Save Changes' : `Create ${noun}`,
    pendingLabel: item ? 'Saving...' : 'Creating...',
    pending: item ? update.isPending : create.isPending,
  };

  const value = (k: Key<V>) => values[k] as string;
  const input = (k: Key<V>, label: string, props: Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'> = {}) => (
    <Field id={idOf(k)} label={label} error={errors[k]}>
      <Input {...fieldA11y(idOf(k), errors[k])} value={value(k)} onChange={set(k)} {...props} />
    </Field>
  );
  const textarea = (k: Key<V>, label: string, { rows = 2, hint }: { rows?: number; hint?: string } = {}) => (
    <Field id={idOf(k)} label={label} error={errors[k]} hint={hint}>
      <Textarea {...fieldA11y(idOf(k), errors[k], Boolean(hint))} value={value(k)} onChange={set(k)} rows={rows} />
    </Field>
  );
  /** A list field: one item per line. */
  const list = (k: Key<V>, label: string) => textarea(k, label, { hint: 'One per line' });
  const select = (k: Key<V>, label: string, options: SelectOptions) => (
    <Field id={idOf(k)} label={label} error={errors[k]}>
      <NativeSelect {...fieldA11y(idOf(k), errors[k])} value={value(k)} onChange={set(k)}>
        {options.map((o) => {
          const [v, text] = typeof o === 'string' ? [o, humanize(o)] : o;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </NativeSelect>
    </Field>
  );

  return { form, dialog, input, textarea, list, select };
}

/** The priorities 1…max as select options. */
export const priorityOptions = (min: number, max: number): SelectOptions => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
