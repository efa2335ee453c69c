import { flushSync } from 'react-dom';
import { CHECKLIST_CATEGORIES, CreateChecklistBody, RECURRENCE_PATTERNS, type Checklist, type Goal } from '@steady/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useCreateChecklist } from '@/lib/planning';
import { usePlanningItemDialog } from './planning-item-dialog';

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
  const { form, dialog, input, textarea, select } = usePlanningItemDialog({
    kind: 'checklists',
    noun: 'Checklist',
    userId,
    item,
    onOpenChange,
    empty: EMPTY,
    valuesOf,
    order: ORDER,
    idOf: id,
    schema: CreateChecklistBody,
    toBody: (v): Omit<CreateChecklistBody, 'userId'> => ({
      title: v.title,
      description: v.description || null,
      category: v.category ? (v.category as (typeof CHECKLIST_CATEGORIES)[number]) : null,
      relatedGoalId: v.relatedGoalId || null,
      isRecurring: v.isRecurring,
      recurrencePattern: v.isRecurring && v.recurrencePattern ? (v.recurrencePattern as (typeof RECURRENCE_PATTERNS)[number]) : null,
      dueDate: !v.isRecurring && v.dueDate ? v.dueDate : null,
      items: v.items.map((text, i) => ({ id: `item-${i + 1}`, text, completed: false })),
    }),
    // Items are sent trimmed, without the empty ones, numbered in order.
    toSend: (body, data) => ({ ...body, items: data.items.map((it, i) => ({ ...it, id: `item-${i + 1}` })) }),
    nameOf: (data) => data.title,
    create: useCreateChecklist(userId),
  });
  const { values: v, setValues, errors } = form;
  const items = v.items;
  const setItems = (update: (items: string[]) => string[]) => setValues((p) => ({ ...p, items: update(p.items) }));

  const filled = items.filter((t) => t.trim()).length;
  const canSubmit = v.title.trim().length > 0 && filled > 0;

  const addItem = () => {
    const index = items.length;
    flushSync(() => setItems((p) => [...p, '']));
    document.getElementById(`checklist-item-${index}`)?.focus();
  };

  return (
    <FormDialog open={open} trigger={trigger} description="A title and at least one item are required." canSubmit={canSubmit} {...dialog}>
      {input('title', 'Title', { autoComplete: 'off' })}
      {textarea('description', 'Description (optional)')}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('category', 'Category', [['', 'No category'], ...CHECKLIST_CATEGORIES])}
        {select('relatedGoalId', 'Related goal', [['', 'None'], ...goals.map((g) => [g.id, g.title] as const)])}
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
      {v.isRecurring
        ? select('recurrencePattern', 'Recurrence pattern', [['', 'Choose how often'], ...RECURRENCE_PATTERNS])
        : input('dueDate', 'Due date (optional)', { type: 'date' })}
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
