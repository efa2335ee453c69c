import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Plus, Trash2 } from 'lucide-react';
import { FIELD_TYPES, FORM_MESSAGES, type FieldType, type FormField } from '@steady/shared';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormDialog } from '@/lib/forms';
import { useAddField, useUpdateField } from '../api/forms';
import { FIELD_TYPE_LABELS, isChoice } from '../lib/labels';

const ORDER = ['fieldType', 'label', 'placeholder', 'helpText', 'scaleMin', 'scaleMax', 'scaleMinLabel', 'scaleMaxLabel', 'options'] as const;
const idOf = (f: string) => `field-${f}`;
const optionId = (i: number) => `field-option-${i}`;

interface OptionRow {
  /** The stored value of an existing option (answers refer to it); new rows take their label. */
  value?: string;
  label: string;
}

interface Values {
  fieldType: FieldType;
  label: string;
  placeholder: string;
  helpText: string;
  isRequired: boolean;
  scaleMin: string;
  scaleMax: string;
  scaleMinLabel: string;
  scaleMaxLabel: string;
  options: OptionRow[];
}

const valuesOf = (field: FormField | null): Values => ({
  fieldType: field?.fieldType ?? 'text',
  label: field?.label ?? '',
  placeholder: field?.placeholder ?? '',
  helpText: field?.helpText ?? '',
  isRequired: field?.isRequired ?? false,
  scaleMin: String(field?.scaleMin ?? 1),
  scaleMax: String(field?.scaleMax ?? 10),
  scaleMinLabel: field?.scaleMinLabel ?? '',
  scaleMaxLabel: field?.scaleMaxLabel ?? '',
  options: field?.options.length ? field.options.map((o) => ({ value: o.optionValue, label: o.optionLabel })) : [{ label: '' }],
});

const hasPlaceholder = (t: FieldType) => t === 'text' || t === 'textarea' || t === 'number';

/** The rules the dialog checks before sending: a label; options for choices; a scale's min below its max. */
export function checkField(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.label.trim()) errors.label = FORM_MESSAGES.label;
  if (isChoice(v.fieldType) && !v.options.some((o) => o.label.trim())) errors.options = FORM_MESSAGES.options;
  if (v.fieldType === 'scale') {
    const min = Number(v.scaleMin);
    const max = Number(v.scaleMax);
    if (v.scaleMin.trim() === '' || !Number.isInteger(min)) errors.scaleMin = 'Scale minimum must be a whole number';
    if (v.scaleMax.trim() === '' || !Number.isInteger(max)) errors.scaleMax = 'Scale maximum must be a whole number';
    if (!errors.scaleMin && !errors.scaleMax && min >= max) errors.scaleMax = FORM_MESSAGES.scale;
  }
  return errors;
}

/** The body sent: only what the type uses; empty option rows skipped. */
function bodyOf(v: Values) {
  const t = v.fieldType;
  return {
    fieldType: t,
    label: v.label.trim(),
    placeholder: hasPlaceholder(t) ? v.placeholder.trim() || null : null,
    helpText: v.helpText.trim() || null,
    isRequired: t === 'instructions' ? false : v.isRequired,
    scaleMin: t === 'scale' ? Number(v.scaleMin) : null,
    scaleMax: t === 'scale' ? Number(v.scaleMax) : null,
    scaleMinLabel: t === 'scale' ? v.scaleMinLabel.trim() || null : null,
    scaleMaxLabel: t === 'scale' ? v.scaleMaxLabel.trim() || null : null,
    ...(isChoice(t)
      ? {
          options: v.options
            .filter((o) => o.label.trim())
            .map((o) => ({ optionLabel: o.label.trim(), ...(o.value !== undefined ? { optionValue: o.value } : {}) })),
        }
      : {}),
  };
}

/** Adds a field to a form (`field` null) or edits one: every type, its label, placeholder, help text, required, scale and options. */
export function FieldDialog({
  coachId,
  formId,
  field,
  open,
  onOpenChange,
}: {
  coachId: string;
  formId: string;
  field: FormField | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { values, setValues, set, errors, showErrors, close } = useFormDialog<Values>(() => valuesOf(field), { onOpenChange, order: ORDER, idOf });
  const add = useAddField(coachId, formId);
  const update = useUpdateField(coachId, formId);
  const pending = add.isPending || update.isPending;
  const editing = field !== null;
  const addOptionRef = useRef<HTMLButtonElement>(null);
  const t = values.fieldType;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = checkField(values);
    if (Object.keys(found).length) {
      // The options' message sits under the list; focus its first row.
      showErrors(found);
      if (found.options && !found.label) document.getElementById(optionId(0))?.focus();
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({ fieldId: field.id, body: bodyOf(values) });
        toast({ title: 'Field updated successfully', variant: 'success' });
      } else {
        await add.mutateAsync(bodyOf(values));
        toast({ title: 'Field added successfully', variant: 'success' });
      }
      close(false);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) showErrors(error.fieldErrors);
      toast({
        title: editing ? 'Failed to update field' : 'Failed to add field',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const setOption = (i: number, label: string) => setValues((v) => ({ ...v, options: v.options.map((o, k) => (k === i ? { ...o, label } : o)) }));
  const addOption = () => {
    flushSync(() => setValues((v) => ({ ...v, options: [...v.options, { label: '' }] })));
    document.getElementById(optionId(values.options.length))?.focus();
  };
  const removeOption = (i: number) => {
    // At least one row is kept.
    if (values.options.length <= 1) return;
    flushSync(() => setValues((v) => ({ ...v, options: v.options.filter((_, k) => k !== i) })));
    (document.getElementById(optionId(Math.max(0, i - 1))) ?? addOptionRef.current)?.focus();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={editing ? 'Edit field' : 'Add field'}
      description={editing ? 'Changes show in the preview and in assignments not yet answered.' : 'Choose the type of answer, then word the question.'}
      onSubmit={(e) => void submit(e)}
      submitLabel={editing ? 'Save field' : 'Add field'}
      pendingLabel={editing ? 'Saving...' : 'Adding...'}
      pending={pending}
    >
      <Field id={idOf('fieldType')} label="Field type" error={errors.fieldType}>
        <NativeSelect {...fieldA11y(idOf('fieldType'), errors.fieldType)} value={t} onChange={set('fieldType')}>
          {FIELD_TYPES.map((ft) => (
            <option key={ft} value={ft}>
              {FIELD_TYPE_LABELS[ft]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={idOf('label')} label={t === 'instructions' ? 'Heading' : 'Label'} error={errors.label}>
        <Input {...fieldA11y(idOf('label'), errors.label)} value={values.label} onChange={set('label')} autoComplete="off" maxLength={500} />
      </Field>
      {hasPlaceholder(t) ? (
        <Field id={idOf('placeholder')} label="Placeholder (optional)" error={errors.placeholder}>
          <Input {...fieldA11y(idOf('placeholder'), errors.placeholder)} value={values.placeholder} onChange={set('placeholder')} autoComplete="off" />
        </Field>
      ) : null}
      <Field id={idOf('helpText')} label={t === 'instructions' ? 'Text' : 'Help text (optional)'} error={errors.helpText}>
        <Textarea {...fieldA11y(idOf('helpText'), errors.helpText)} className="min-h-16" value={values.helpText} onChange={set('helpText')} />
      </Field>
      {t === 'scale' ? (
        <div className="grid grid-cols-2 gap-3">
          <Field id={idOf('scaleMin')} label="Minimum" error={errors.scaleMin}>
            <Input
              {...fieldA11y(idOf('scaleMin'), errors.scaleMin)}
              type="number"
              step={1}
              inputMode="numeric"
              value={values.scaleMin}
              onChange={set('scaleMin')}
            />
          </Field>
          <Field id={idOf('scaleMax')} label="Maximum" error={errors.scaleMax}>
            <Input
              {...fieldA11y(idOf('scaleMax'), errors.scaleMax)}
              type="number"
              step={1}
              inputMode="numeric"
              value={values.scaleMax}
              onChange={set('scaleMax')}
            />
          </Field>
          <Field id={idOf('scaleMinLabel')} label="Minimum label (optional)" error={errors.scaleMinLabel}>
            <Input
              {...fieldA11y(idOf('scaleMinLabel'), errors.scaleMinLabel)}
              value={values.scaleMinLabel}
              onChange={set('scaleMinLabel')}
              placeholder="e.g. Not at all"
            />
          </Field>
          <Field id={idOf('scaleMaxLabel')} label="Maximum label (optional)" error={errors.scaleMaxLabel}>
            <Input
              {...fieldA11y(idOf('scaleMaxLabel'), errors.scaleMaxLabel)}
              value={values.scaleMaxLabel}
              onChange={set('scaleMaxLabel')}
              placeholder="e.g. Extremely"
            />
          </Field>
        </div>
      ) : null}
      {isChoice(t) ? (
        <fieldset className="grid gap-2" aria-describedby={errors.options ? `${idOf('options')}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium">Options</legend>
          <ol className="grid gap-2">
            {values.options.map((o, i) => (
              <li key={i} className="flex items-center gap-2">
                <Label htmlFor={optionId(i)} className="sr-only">
                  Option {i + 1}
                </Label>
                <Input
                  id={optionId(i)}
                  value={o.label}
                  onChange={(e) => setOption(i, e.target.value)}
                  placeholder={`Option ${i + 1}`}
                  autoComplete="off"
                  aria-invalid={errors.options && i === 0 ? true : undefined}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => removeOption(i)}
                  disabled={values.options.length <= 1}
                  aria-label={`Remove option ${i + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <Button ref={addOptionRef} type="button" variant="outline" size="sm" className="w-fit" onClick={addOption}>
            <Plus aria-hidden="true" />
            Add option
          </Button>
          {errors.options ? (
            <p id={`${idOf('options')}-error`} className="text-sm font-medium text-destructive">
              {errors.options}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">Empty options are left out.</p>
        </fieldset>
      ) : null}
      {t !== 'instructions' ? (
        <div className="flex items-center gap-3">
          <Checkbox id={idOf('isRequired')} checked={values.isRequired} onCheckedChange={(c) => setValues((v) => ({ ...v, isRequired: c === true }))} />
          <Label htmlFor={idOf('isRequired')}>Required</Label>
        </div>
      ) : null}
    </FormDialog>
  );
}
