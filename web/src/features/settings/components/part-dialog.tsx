import { flushSync } from 'react-dom';
import { CreatePartBody, DEFAULTS, PART_COLORS, PART_ROLES, type Part } from '@steady/shared';
import { Check } from 'lucide-react';
import { FormDialog, type CreateDialogProps } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { humanize, lines, useFormDialog } from '@/lib/forms';
import { cn } from '@/lib/utils';
import { useCreatePart, useUpdatePlanningItem } from '@/lib/planning';

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
  const create = useCreatePart(userId);
  const update = useUpdatePlanningItem<Part>('parts', userId);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      name: v.name,
      description: v.description,
      role: v.role,
      color: v.color,
      characteristics: lines(v.characteristics),
      triggers: lines(v.triggers),
      strengths: lines(v.strengths),
      challenges: lines(v.challenges),
    };
    const data = parse(CreatePartBody, body);
    if (!data) return;
    try {
      if (item) await update.mutateAsync({ id: item.id, body: body });
      else await create.mutateAsync(body);
      toast({
        title: item ? 'Part Updated' : 'Part Created',
        description: item ? `“${data.name}” was saved.` : `“${data.name}” was added to your parts.`,
        variant: 'success',
      });
      close(false);
    } catch {
      toast({ title: `Failed to ${item ? 'update' : 'create'} part. Please try again.`, variant: 'destructive' });
    }
  };

  const listField = (k: 'characteristics' | 'triggers' | 'strengths' | 'challenges', label: string) => (
    <Field id={id(k)} label={label} hint="One per line">
      <Textarea {...fieldA11y(id(k), undefined, true)} value={v[k]} onChange={set(k)} rows={2} />
    </Field>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={item ? 'Edit Part' : 'New Part'}
      description="Describe a part of you, in the Internal Family Systems style. Name and description are required."
      onSubmit={submit}
      submitLabel={item ? 'Save Changes' : 'Create Part'}
      pendingLabel={item ? 'Saving...' : 'Creating...'}
      pending={item ? update.isPending : create.isPending}
    >
      <Field id={id('name')} label="Name" error={errors.name}>
        <Input {...fieldA11y(id('name'), errors.name)} value={v.name} onChange={set('name')} autoComplete="off" />
      </Field>
      <Field id={id('role')} label="Role">
        <NativeSelect id={id('role')} value={v.role} onChange={set('role')}>
          {PART_ROLES.map((r) => (
            <option key={r} value={r}>
              {humanize(r)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        <Textarea {...fieldA11y(id('description'), errors.description)} value={v.description} onChange={set('description')} rows={3} />
      </Field>
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
      {listField('characteristics', 'Characteristics')}
      {listField('triggers', 'Triggers')}
      {listField('strengths', 'Strengths')}
      {listField('challenges', 'Challenges')}
    </FormDialog>
  );
}
