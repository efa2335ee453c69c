import { flushSync } from 'react-dom';
import { CreatePartBody, DEFAULTS, PART_COLORS, PART_ROLES, type Part } from '@steady/shared';
import { Check } from 'lucide-react';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { lines } from '@/lib/forms';
import { cn } from '@/lib/utils';
import { useCreatePart } from '@/lib/planning';
import { usePlanningItemDialog } from './planning-item-dialog';

/** Names for the 8 palette colours, so a colour is never conveyed by colour alone. */
export const PART_COLOR_NAMES: Record<(typeof PART_COLORS)[number], string> = {
  '#6B7280': 'Gray',
  '#EF4444': 'Red',
  '#F59E0B': 'Amber',
  '#10B981': 'Green',
  '#3B82F6': 'Blue',
  '#8B5CF6': 'Violet',
  '#EC4899': 'Pink',
  '#14B8A6': 'Teal',
};

type PartColor = (typeof PART_COLORS)[number];
type PartRole = (typeof PART_ROLES)[number];

const EMPTY = {
  name: '',
  description: '',
  role: 'protector' as PartRole,
  color: DEFAULTS.partColor as PartColor,
  characteristics: '',
  triggers: '',
  strengths: '',
  challenges: '',
};
const ORDER = ['name', 'role', 'description'] as const;
const id = (f: string) => `part-${f}`;
const valuesOf = (p: Part): typeof EMPTY => ({
  name: p.name,
  description: p.description,
  role: p.role,
  color: p.color as PartColor,
  characteristics: p.characteristics.join('\n'),
  triggers: p.triggers.join('\n'),
  strengths: p.strengths.join('\n'),
  challenges: p.challenges.join('\n'),
});

/** New Part (coherence mode; spec sections 2, 5): name and description required; role; the colour palette. */
export function PartDialog({ userId, open, onOpenChange, trigger, item }: CreateDialogProps & { item?: Part }) {
  const { form, dialog, input, textarea, list, select } = usePlanningItemDialog({
    kind: 'parts',
    noun: 'Part',
    userId,
    item,
    onOpenChange,
    empty: EMPTY,
    valuesOf,
    order: ORDER,
    idOf: id,
    schema: CreatePartBody,
    toBody: (v) => ({
      name: v.name,
      description: v.description,
      role: v.role,
      color: v.color,
      characteristics: lines(v.characteristics),
      triggers: lines(v.triggers),
      strengths: lines(v.strengths),
      challenges: lines(v.challenges),
    }),
    nameOf: (data) => data.name,
    create: useCreatePart(userId),
  });
  const { values: v, setValues } = form;

  return (
    <FormDialog
      open={open}
      trigger={trigger}
      description="Describe a part of you, in the Internal Family Systems style. Name and description are required."
      {...dialog}
    >
      {input('name', 'Name', { autoComplete: 'off' })}
      {select('role', 'Role', PART_ROLES)}
      {textarea('description', 'Description', { rows: 3 })}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Colour</legend>
        <div role="radiogroup" aria-label="Colour" className="flex flex-wrap gap-2">
          {PART_COLORS.map((c) => {
            const selected = v.color === c;
            return (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={PART_COLOR_NAMES[c]}
                tabIndex={selected ? 0 : -1}
                onClick={() => setValues((p) => ({ ...p, color: c }))}
                onKeyDown={(e) => {
                  const delta = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
                  if (!delta) return;
                  e.preventDefault();
                  const next = PART_COLORS[(PART_COLORS.indexOf(c) + delta + PART_COLORS.length) % PART_COLORS.length]!;
                  flushSync(() => setValues((p) => ({ ...p, color: next })));
                  document.getElementById(`part-color-${next.slice(1)}`)?.focus();
                }}
                id={`part-color-${c.slice(1)}`}
                className={cn(
                  'grid size-10 place-content-center rounded-full border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected ? 'border-foreground' : 'border-transparent',
                )}
                style={{ backgroundColor: c }}
              >
                {selected ? <Check className="size-5 text-white" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
        <p className="text-sm text-muted-foreground">Selected: {PART_COLOR_NAMES[v.color]}</p>
      </fieldset>
      {list('characteristics', 'Characteristics')}
      {list('triggers', 'Triggers')}
      {list('strengths', 'Strengths')}
      {list('challenges', 'Challenges')}
    </FormDialog>
  );
}
