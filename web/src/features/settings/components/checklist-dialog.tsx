import { flushSync } from 'react-dom';
import { CHECKLIST_CATEGORIES, CreateChecklistBody, RECURRENCE_PATTERNS, type Checklist, type Goal } from '@steady/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { humanize, useFormDialog } from '@/lib/forms';
import { useCreateChecklist, useUpdatePlanningItem } from '@/lib/planning';

const EMPTY = { title: '', description: '', category: '', relatedGoalId: '', isRecurring: false, recurrencePattern: '', dueDate: '', items: [''] };
const ORDER = ['title', 'description', 'category', 'recurrencePattern', 'dueDate', 'items'] as const;
const id = (f: string) => (f === 'items' ? 'checklist-item-0' : `checklist-${f}`);
const valuesOf = (c: Checklist): typeof EMPTY => ({
  title: c.title,
  description: c.description ?? '',
  category: c.category ?? '',
  relatedGoalId: c.relatedGoalId ?? '',
  isRecurring: c.isRecurring,
  recurrencePattern: c.recurrencePattern ?? '',
  dueDate: c.dueDate ?? '',
  items: c.items.length ? c.items.map((i) => i.text) : [''],
});

/**
 * New Checklist (spec sections 2, 5): title and at least one item required (submit disabled
 * otherwise); a due date only when not recurring, a recurrence pattern only when recurring.
 */
export function ChecklistDialog({ userId, goals, open, onOpenChange, trigger, item }: CreateDialogProps & { goals: Goal[]; item?: Checklist }) {
  const {
    values: v,
    setValues,
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
  const create = useCreateChecklist(userId);
  const update = useUpdatePlanningItem<Checklist>('checklists', userId);
  const items = v.items;
  const setItems = (update: (items: string[]) => string[]) => setValues((p) => ({ ...p, items: update(p.items) }));

  const filled = items.filter((t) => t.trim()).length;
  const canSubmit = v.title.trim().length > 0 && filled > 0;

  const addItem = () => {
    const index = items.length;
    flushSync(() => setItems((p) => [...p, '']));
    document.getElementById(`checklist-item-${index}`)?.focus();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      title: v.title,
      description: v.description || null,
      category: v.category ? (v.category as (typeof CHECKLIST_CATEGORIES)[number]) : null,
      relatedGoalId: v.relatedGoalId || null,
      isRecurring: v.isRecurring,
      recurrencePattern: v.isRecurring && v.recurrencePattern ? (v.recurrencePattern as (typeof RECURRENCE_PATTERNS)[number]) : null,
      dueDate: !v.isRecurring && v.dueDate ? v.dueDate : null,
      items: items.map((text, i) => ({ id: `item-${i + 1}`, text, completed: false })),
    };
    const data = parse(CreateChecklistBody, body);
    if (!data) return;
    try {
      // Items are sent trimmed, without the empty ones, numbered in order.
      if (item) await update.mutateAsync({ id: item.id, body: { ...body, items: data.items.map((item, i) => ({ ...item, id: `item-${i + 1}` })) } });
      else await create.mutateAsync({ ...body, items: data.items.map((item, i) => ({ ...item, id: `item-${i + 1}` })) });
      toast({
        title: item ? 'Checklist Updated' : 'Checklist Created',
        description: item ? `“${data.title}” was saved.` : `“${data.title}” was added to your checklists.`,
        variant: 'success',
      });
      close(false);
    } catch {
      toast({ title: `Failed to ${item ? 'update' : 'create'} checklist. Please try again.`, variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={item ? 'Edit Checklist' : 'New Checklist'}
      description="A title and at least one item are required."
      onSubmit={submit}
      submitLabel={item ? 'Save Changes' : 'Create Checklist'}
      pendingLabel={item ? 'Saving...' : 'Creating...'}
      pending={item ? update.isPending : create.isPending}
      canSubmit={canSubmit}
    >
      <Field id={id('title')} label="Title" error={errors.title}>
        <Input {...fieldA11y(id('title'), errors.title)} value={v.title} onChange={set('title')} autoComplete="off" />
      </Field>
      <Field id={id('description')} label="Description (optional)" error={errors.description}>
        <Textarea {...fieldA11y(id('description'), errors.description)} value={v.description} onChange={set('description')} rows={2} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('category')} label="Category">
          <NativeSelect id={id('category')} value={v.category} onChange={set('category')}>
            <option value="">No category</option>
            {CHECKLIST_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {humanize(c)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('relatedGoalId')} label="Related goal">
          <NativeSelect id={id('relatedGoalId')} value={v.relatedGoalId} onChange={set('relatedGoalId')}>
            <option value="">None</option>
            {goals.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex items-center justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <Label htmlFor="checklist-recurring">Recurring</Label>
          <p id="checklist-recurring-hint" className="text-sm text-muted-foreground">
            A recurring checklist repeats instead of having a due date.
          </p>
        </div>
        <Switch
          id="checklist-recurring"
          aria-describedby="checklist-recurring-hint"
          checked={v.isRecurring}
          onCheckedChange={(checked) => setValues((p) => ({ ...p, isRecurring: checked }))}
        />
      </div>
      {v.isRecurring ? (
        <Field id={id('recurrencePattern')} label="Recurrence pattern" error={errors.recurrencePattern}>
          <NativeSelect {...fieldA11y(id('recurrencePattern'), errors.recurrencePattern)} value={v.recurrencePattern} onChange={set('recurrencePattern')}>
            <option value="">Choose how often</option>
            {RECURRENCE_PATTERNS.map((p) => (
              <option key={p} value={p}>
                {humanize(p)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <Field id={id('dueDate')} label="Due date (optional)" error={errors.dueDate}>
          <Input {...fieldA11y(id('dueDate'), errors.dueDate)} type="date" value={v.dueDate} onChange={set('dueDate')} />
        </Field>
      )}
      <fieldset className="grid gap-2" aria-describedby={errors.items ? 'checklist-items-error' : 'checklist-items-hint'}>
        <legend className="mb-1 text-sm font-medium">Items</legend>
        <p id="checklist-items-hint" className="text-sm text-muted-foreground">
          Add at least one item. Empty items are ignored.
        </p>
        <ul className="grid gap-2">
          {items.map((text, i) => (
            <li key={i} className="flex items-center gap-2">
              <Input
                id={`checklist-item-${i}`}
                aria-label={`Item ${i + 1}`}
                value={text}
                onChange={(e) => setItems((p) => p.map((t, j) => (j === i ? e.target.value : t)))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addItem();
                  }
                }}
                autoComplete="off"
              />
              {items.length > 1 ? (
                <Button variant="ghost" size="icon" aria-label={`Remove item ${i + 1}`} onClick={() => setItems((p) => p.filter((_, j) => j !== i))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={addItem}>
          <Plus aria-hidden="true" />
          Add Item
        </Button>
        {errors.items ? (
          <p id="checklist-items-error" className="text-sm font-medium text-destructive">
            {errors.items}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
