import { useId, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { answerText, decodeList, encodeList, kindOf, scaleBounds, sortFields, sortOptions, type Answers, type RenderField } from './answers';

/** The DOM id of a field's control (its first one for a group): for focusing the first invalid field. */
export const fieldDomId = (prefix: string, fieldId: string) => `${prefix}-field-${fieldId}`;

/** Scales with at most this many points are a row of numbers to pick; longer ones a number box. */
const MAX_SCALE_BUTTONS = 11;

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-3 py-2 text-sm ' +
  'hover:bg-muted has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

const scaleButton =
  'relative flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-2 text-sm font-medium tabular-nums ' +
  'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground ' +
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

function Required() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-destructive">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

interface FieldProps {
  field: RenderField;
  value: string | undefined;
  onChange: (value: string) => void;
  domId: string;
  error: string | undefined;
  disabled: boolean;
}

/** The label, help text and error around a control; groups (choices, scales) are a fieldset with a legend. */
function FieldFrame({
  field,
  domId,
  error,
  group,
  children,
}: {
  field: RenderField;
  domId: string;
  error: string | undefined;
  group: boolean;
  children: ReactNode;
}) {
  const help = field.helpText?.trim();
  const labelText = (
    <>
      {field.label}
      {field.isRequired ? <Required /> : null}
    </>
  );
  const below = (
    <>
      {help ? (
        <p id={`${domId}-help`} className="text-sm text-muted-foreground">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${domId}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy(field, domId, error)} data-testid="form-field" data-field-type={kindOf(field)}>
        <legend className="mb-2 text-sm font-medium leading-snug">{labelText}</legend>
        {children}
        {below}
      </fieldset>
    );
  }
  return (
    <div className="grid min-w-0 gap-2" data-testid="form-field" data-field-type={kindOf(field)}>
      <Label htmlFor={domId} className="leading-snug">
        {labelText}
      </Label>
      {children}
      {below}
    </div>
  );
}

function describedBy(field: RenderField, domId: string, error: string | undefined): string | undefined {
  const ids = [field.helpText?.trim() ? `${domId}-help` : null, error ? `${domId}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function controlA11y(field: RenderField, domId: string, error: string | undefined) {
  return {
    id: domId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, domId, error),
    'aria-required': field.isRequired || undefined,
  } as const;
}

function ScaleField({ field, value, onChange, domId, error, disabled }: FieldProps) {
  const name = useId();
  const { min, max } = scaleBounds(field);
  const count = max - min + 1;
  const ends =
    field.scaleMinLabel || field.scaleMaxLabel ? (
      <div className="flex justify-between gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span>{field.scaleMinLabel ? `${min}: ${field.scaleMinLabel}` : ''}</span>
        <span className="text-right">{field.scaleMaxLabel ? `${max}: ${field.scaleMaxLabel}` : ''}</span>
      </div>
    ) : null;
  if (count < 1 || count > MAX_SCALE_BUTTONS) {
    return (
      <FieldFrame field={field} domId={domId} error={error} group={false}>
        <Input
          {...controlA11y(field, domId, error)}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value ?? ''}
          placeholder={field.placeholder ?? `${min}–${max}`}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        {ends}
      </FieldFrame>
    );
  }
  const numbers = Array.from({ length: count }, (_, i) => min + i);
  const word = (n: number) =>
    n === min && field.scaleMinLabel ? `${n} (${field.scaleMinLabel})` : n === max && field.scaleMaxLabel ? `${n} (${field.scaleMaxLabel})` : String(n);
  return (
    <FieldFrame field={field} domId={domId} error={error} group>
      <div className="flex flex-wrap gap-1.5">
        {numbers.map((n, i) => (
          <label key={n} className={scaleButton}>
            <input
              type="radio"
              name={name}
              value={n}
              id={i === 0 ? domId : undefined}
              // Invisible but the size of its button: it takes the click (and a test's check()) itself.
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              checked={value === String(n)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(String(n))}
              aria-label={word(n)}
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
      </div>
      {ends}
    </FieldFrame>
  );
}

function SingleChoiceField({ field, value, onChange, domId, error, disabled }: FieldProps) {
  const name = useId();
  const options = sortOptions(field.options);
  return (
    <FieldFrame field={field} domId={domId} error={error} group>
      <div className="grid gap-1.5">
        {options.map((o, i) => (
          <label key={`${o.optionValue}-${i}`} className={choice}>
            <input
              type="radio"
              name={name}
              value={o.optionValue}
              id={i === 0 ? domId : undefined}
              className="size-4 shrink-0 accent-[var(--primary)]"
              checked={value === o.optionValue}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(o.optionValue)}
            />
            <span>{o.optionLabel}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

function MultipleChoiceField({ field, value, onChange, domId, error, disabled }: FieldProps) {
  const chosen = decodeList(value);
  const options = sortOptions(field.options);
  const toggle = (v: string, on: boolean) => {
    // Kept in the options' order, whatever order they were ticked in.
    const next = new Set(chosen);
    if (on) next.add(v);
    else next.delete(v);
    onChange(encodeList(options.map((o) => o.optionValue).filter((x) => next.has(x))));
  };
  return (
    <FieldFrame field={field} domId={domId} error={error} group>
      <div className="grid gap-1.5">
        {options.map((o, i) => (
          <label key={`${o.optionValue}-${i}`} className={choice}>
            <input
              type="checkbox"
              value={o.optionValue}
              id={i === 0 ? domId : undefined}
              className="size-4 shrink-0 accent-[var(--primary)]"
              checked={chosen.includes(o.optionValue)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(o.optionValue, e.target.checked)}
            />
            <span>{o.optionLabel}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

function BooleanField({ field, value, onChange, domId, error, disabled }: FieldProps) {
  const on = value === 'true';
  return (
    <FieldFrame field={field} domId={domId} error={error} group={false}>
      <div className="flex items-center gap-3">
        <Switch {...controlA11y(field, domId, error)} checked={on} disabled={disabled} onCheckedChange={(c) => onChange(c ? 'true' : 'false')} />
        <span className="text-sm" aria-hidden="true">
          {on ? 'Yes' : 'No'}
        </span>
      </div>
    </FieldFrame>
  );
}

function Instructions({ field }: { field: RenderField }) {
  const help = field.helpText?.trim();
  return (
    <div className="flex gap-3 rounded-md border bg-muted/40 p-3" data-testid="form-field" data-field-type="instructions">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{field.label}</p>
        {help ? <p className="whitespace-pre-line text-sm text-muted-foreground">{help}</p> : null}
      </div>
    </div>
  );
}

function FieldControl(props: FieldProps) {
  const { field, value, onChange, domId, error, disabled } = props;
  const a11y = controlA11y(field, domId, error);
  const placeholder = field.placeholder ?? undefined;
  switch (kindOf(field)) {
    case 'instructions':
      return <Instructions field={field} />;
    case 'scale':
      return <ScaleField {...props} />;
    case 'single_choice':
      return <SingleChoiceField {...props} />;
    case 'multiple_choice':
      return <MultipleChoiceField {...props} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'textarea':
      return (
        <FieldFrame field={field} domId={domId} error={error} group={false}>
          <Textarea {...a11y} value={value ?? ''} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
        </FieldFrame>
      );
    case 'number':
      return (
        <FieldFrame field={field} domId={domId} error={error} group={false}>
          <Input
            {...a11y}
            type="number"
            inputMode="decimal"
            step="any"
            value={value ?? ''}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        </FieldFrame>
      );
    case 'date':
      return (
        <FieldFrame field={field} domId={domId} error={error} group={false}>
          <Input {...a11y} type="date" value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
        </FieldFrame>
      );
    default:
      return (
        <FieldFrame field={field} domId={domId} error={error} group={false}>
          <Input {...a11y} type="text" value={value ?? ''} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
        </FieldFrame>
      );
  }
}

export interface FormRendererProps {
  fields: readonly RenderField[];
  /** Answers by field id, in their wire encoding (start them with initialAnswers()). */
  answers: Answers;
  onChange: (fieldId: string, value: string) => void;
  /** A message per field id, shown under the field. */
  errors?: Record<string, string> | undefined;
  /** Prefix of the controls' ids (fieldDomId(prefix, fieldId)); unique per page. */
  idPrefix: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A form as the patient sees it (spec sections 2 and 5): fields by orderIndex, each with its label, a
 * required asterisk and its help text; every field type; answers in their wire encoding. The coach's
 * preview renders this same component, so the preview is exactly the patient's form. Submitting,
 * and checking with checkAnswers(), is the caller's.
 */
export function FormRenderer({ fields, answers, onChange, errors = {}, idPrefix, disabled = false, className }: FormRendererProps) {
  return (
    <div className={cn('grid gap-5', className)} data-testid="form-renderer">
      {sortFields(fields).map((f) => (
        <FieldControl
          key={f.id}
          field={f}
          value={answers[f.id]}
          onChange={(v) => onChange(f.id, v)}
          domId={fieldDomId(idPrefix, f.id)}
          error={errors[f.id]}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

/** Submitted answers read back (the patient's submitted form, the coach's responses): label and answer in words, by orderIndex. */
export function FormAnswers({ fields, answers, className }: { fields: readonly RenderField[]; answers: Answers; className?: string }) {
  return (
    <dl className={cn('grid gap-3', className)} data-testid="form-answers">
      {sortFields(fields)
        .filter((f) => kindOf(f) !== 'instructions')
        .map((f) => {
          const text = answerText(f, answers[f.id]);
          return (
            <div key={f.id} className="grid gap-0.5" data-testid="form-answer">
              <dt className="text-sm font-medium text-muted-foreground">{f.label}</dt>
              <dd className={cn('whitespace-pre-line break-words', !text && 'italic text-muted-foreground')}>{text || 'No answer'}</dd>
            </div>
          );
        })}
    </dl>
  );
}
