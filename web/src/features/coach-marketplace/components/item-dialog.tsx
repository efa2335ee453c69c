import { ALL_AI_COACHES, ALL_HABIT_SYSTEMS, COACH_ITEM, CoachItemBody, type CoachItem, type ItemType } from '@steady/shared';
import { FormDialog } from '@/components/forms/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormDialog } from '@/lib/forms';
import { useSaveCoachItem } from '../api/coach-items';

export const TYPE_LABELS: Record<ItemType, string> = { ai_coach: 'AI Coach', habit_system: 'Habit System', bundle: 'Coaching Bundle' };

const ORDER = [
  'name',
  'description',
  'personality',
  'specialties',
  'systemPrompt',
  'methodology',
  'configuration',
  'compatibleCoaches',
  'coachId',
  'systemId',
  'price',
] as const;
const idOf = (f: string) => `coach-item-${f}`;

interface Values {
  name: string;
  description: string;
  price: string;
  personality: string;
  specialties: string;
  systemPrompt: string;
  methodology: string;
  configuration: string;
  compatibleCoaches: string[];
  coachId: string;
  systemId: string;
}

const valuesOf = (item: CoachItem | null): Values => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  price: item ? (item.price / 100).toFixed(2) : '0.00',
  personality: item?.personality ?? '',
  specialties: (item?.specialties ?? []).join(', '),
  systemPrompt: item?.systemPrompt ?? '',
  methodology: item?.methodology ?? '',
  configuration: item?.configuration && item.configuration !== '{}' ? item.configuration : '',
  compatibleCoaches: item?.compatibleCoaches ?? [],
  coachId: item?.coachId ?? '',
  systemId: item?.systemId ?? '',
});

/** Dollars as typed ('12', '12.5', '$12.50') to cents; NaN when it is not an amount. */
function cents(text: string): number {
  const t = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
}

/**
 * Creates or edits one of the coach's marketplace items (an AI coach persona, a habit system or a
 * bundle). A new item is a draft: private until published. Mount it afresh per opening (a key).
 */
export function CoachItemDialog({
  coachId,
  itemType,
  item,
  ownItems,
  open,
  onOpenChange,
}: {
  coachId: string;
  itemType: ItemType;
  item: CoachItem | null;
  /** The coach's other items, offered as a bundle's parts and a system's compatible coaches. */
  ownItems: CoachItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { values, setValues, set, errors, showErrors, parse, close } = useFormDialog<Values>(() => valuesOf(item), { onOpenChange, order: ORDER, idOf });
  const save = useSaveCoachItem(coachId);
  const editing = item !== null;
  const label = TYPE_LABELS[itemType];
  const coaches = [
    ...ownItems.filter((i) => i.itemType === 'ai_coach' && i.id !== item?.id).map((i) => ({ id: i.id, name: `${i.name} (yours)` })),
    ...ALL_AI_COACHES.map((c) => ({ id: c.id, name: c.name })),
  ];
  const systems = [
    ...ownItems.filter((i) => i.itemType === 'habit_system').map((i) => ({ id: i.id, name: `${i.name} (yours)` })),
    ...ALL_HABIT_SYSTEMS.map((s) => ({ id: s.id, name: s.name })),
  ];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const price = cents(values.price);
    if (Number.isNaN(price)) {
      showErrors({ price: 'Enter a price in dollars, for example 0 or 9.99' });
      return;
    }
    if (itemType === 'bundle' && (!values.coachId || !values.systemId)) {
      showErrors({
        ...(values.coachId ? {} : { coachId: 'Choose an AI coach' }),
        ...(values.systemId ? {} : { systemId: 'Choose a habit system' }),
      });
      return;
    }
    const common = { name: values.name, description: values.description, price };
    const draft =
      itemType === 'ai_coach'
        ? {
            itemType,
            ...common,
            personality: values.personality,
            specialties: values.specialties
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
            systemPrompt: values.systemPrompt,
          }
        : itemType === 'habit_system'
          ? {
              itemType,
              ...common,
              methodology: values.methodology,
              configuration: values.configuration.trim() || '{}',
              compatibleCoaches: values.compatibleCoaches,
            }
          : { itemType, ...common, coachId: values.coachId, systemId: values.systemId };
    const body = parse(CoachItemBody, draft);
    if (!body) return;
    try {
      await save.mutateAsync({ id: item?.id ?? null, body });
      toast({ title: editing ? 'Changes saved' : 'Draft saved', description: editing ? undefined : 'Publish it when it is ready.', variant: 'success' });
      close(false);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) showErrors(error.fieldErrors);
      toast({
        title: editing ? 'Failed to save changes' : 'Failed to save draft',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={editing ? `Edit ${label}` : `New ${label}`}
      description={
        editing && item.status === 'published'
          ? 'Changes show in the Marketplace as soon as you save.'
          : 'Saved as a draft that only you can see; publish it when it is ready.'
      }
      onSubmit={(e) => void submit(e)}
      submitLabel={editing ? 'Save changes' : 'Save draft'}
      pendingLabel="Saving..."
      pending={save.isPending}
    >
      <Field id={idOf('name')} label="Name" error={errors.name}>
        <Input {...fieldA11y(idOf('name'), errors.name)} value={values.name} onChange={set('name')} maxLength={COACH_ITEM.nameMax} autoComplete="off" />
      </Field>
      <Field id={idOf('description')} label="Description" error={errors.description} hint="Shown on the Marketplace card.">
        <Textarea
          {...fieldA11y(idOf('description'), errors.description, true)}
          className="min-h-20"
          value={values.description}
          onChange={set('description')}
          maxLength={COACH_ITEM.descriptionMax}
        />
      </Field>
      {itemType === 'ai_coach' ? (
        <>
          <Field id={idOf('personality')} label="Personality" error={errors.personality} hint="For example: calm, warm and direct.">
            <Input
              {...fieldA11y(idOf('personality'), errors.personality, true)}
              value={values.personality}
              onChange={set('personality')}
              maxLength={COACH_ITEM.personalityMax}
              autoComplete="off"
            />
          </Field>
          <Field id={idOf('specialties')} label="Specialties" error={errors.specialties} hint="Separated by commas, up to 8.">
            <Input {...fieldA11y(idOf('specialties'), errors.specialties, true)} value={values.specialties} onChange={set('specialties')} autoComplete="off" />
          </Field>
          <Field
            id={idOf('systemPrompt')}
            label="Instructions to the AI Life Coach"
            error={errors.systemPrompt}
            hint="Tone and focus. Steady's safety rules always apply and cannot be changed here."
          >
            <Textarea
              {...fieldA11y(idOf('systemPrompt'), errors.systemPrompt, true)}
              className="min-h-28"
              value={values.systemPrompt}
              onChange={set('systemPrompt')}
              maxLength={COACH_ITEM.systemPromptMax}
            />
          </Field>
        </>
      ) : null}
      {itemType === 'habit_system' ? (
        <>
          <Field id={idOf('methodology')} label="Methodology" error={errors.methodology} hint="What the person does, and how often.">
            <Textarea
              {...fieldA11y(idOf('methodology'), errors.methodology, true)}
              className="min-h-20"
              value={values.methodology}
              onChange={set('methodology')}
              maxLength={COACH_ITEM.methodologyMax}
            />
          </Field>
          <Field
            id={idOf('configuration')}
            label="Configuration (optional)"
            error={errors.configuration}
            hint='A JSON object, for example {"checkInsPerDay": 2}.'
          >
            <Textarea
              {...fieldA11y(idOf('configuration'), errors.configuration, true)}
              className="min-h-16 font-mono text-sm"
              value={values.configuration}
              onChange={set('configuration')}
              maxLength={COACH_ITEM.configurationMax}
              spellCheck={false}
            />
          </Field>
          <fieldset className="grid gap-2" aria-describedby={errors.compatibleCoaches ? `${idOf('compatibleCoaches')}-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">Compatible AI coaches (optional)</legend>
            <div id={idOf('compatibleCoaches')} tabIndex={-1} className="grid max-h-40 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
              {coaches.map((c) => {
                const id = `${idOf('compatible')}-${c.id}`;
                return (
                  <div key={c.id} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={values.compatibleCoaches.includes(c.id)}
                      onCheckedChange={(on) =>
                        setValues((v) => ({
                          ...v,
                          compatibleCoaches: on === true ? [...v.compatibleCoaches, c.id] : v.compatibleCoaches.filter((x) => x !== c.id),
                        }))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {c.name}
                    </Label>
                  </div>
                );
              })}
            </div>
            {errors.compatibleCoaches ? (
              <p id={`${idOf('compatibleCoaches')}-error`} className="text-sm font-medium text-destructive">
                {errors.compatibleCoaches}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : null}
      {itemType === 'bundle' ? (
        <>
          <Field id={idOf('coachId')} label="AI coach" error={errors.coachId}>
            <NativeSelect {...fieldA11y(idOf('coachId'), errors.coachId)} value={values.coachId} onChange={set('coachId')}>
              <option value="">Choose an AI coach</option>
              {coaches.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={idOf('systemId')} label="Habit system" error={errors.systemId}>
            <NativeSelect {...fieldA11y(idOf('systemId'), errors.systemId)} value={values.systemId} onChange={set('systemId')}>
              <option value="">Choose a habit system</option>
              {systems.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </>
      ) : null}
      <Field id={idOf('price')} label="Price (USD)" error={errors.price} hint="0 for free; paid items cost $0.50 to $500.">
        <Input {...fieldA11y(idOf('price'), errors.price, true)} value={values.price} onChange={set('price')} inputMode="decimal" autoComplete="off" />
      </Field>
    </FormDialog>
  );
}
