import { format } from 'date-fns';

/**
 * The rules of a form's answers, shared by everything that renders a form (the coach's preview, the
 * patient's My Forms dialog, read-backs): field order, the answer encoding and the required rules.
 * Answers are kept exactly as they are sent: one text per field id.
 *
 * Typed structurally, so the forms contracts' field type fits without this module importing them.
 */

/** The field types of the data model (the spec's client names select/multi_select are single_choice/multiple_choice). */
export const RENDER_FIELD_TYPES = ['text', 'textarea', 'number', 'scale', 'single_choice', 'multiple_choice', 'date', 'boolean', 'instructions'] as const;
export type RenderFieldType = (typeof RENDER_FIELD_TYPES)[number];

export interface RenderOption {
  optionValue: string;
  optionLabel: string;
  orderIndex: number;
}

export interface RenderField {
  id: string;
  fieldType: RenderFieldType | 'select' | 'multi_select';
  label: string;
  placeholder?: string | null | undefined;
  helpText?: string | null | undefined;
  isRequired: boolean;
  orderIndex: number;
  scaleMin?: number | null | undefined;
  scaleMax?: number | null | undefined;
  scaleMinLabel?: string | null | undefined;
  scaleMaxLabel?: string | null | undefined;
  options?: readonly RenderOption[] | null | undefined;
}

/** Answers by field id, each in its wire encoding: multiple choice a JSON list, boolean 'true'/'false', the rest plain text. */
export type Answers = Record<string, string>;

/** select and multi_select (the spec's client names) read as single_choice and multiple_choice. */
export function kindOf(field: Pick<RenderField, 'fieldType'>): RenderFieldType {
  if (field.fieldType === 'select') return 'single_choice';
  if (field.fieldType === 'multi_select') return 'multiple_choice';
  return field.fieldType;
}

/** Fields in the order the patient sees them (orderIndex; ties keep their given order). */
export function sortFields<F extends Pick<RenderField, 'orderIndex'>>(fields: readonly F[]): F[] {
  return [...fields].sort((a, b) => a.orderIndex - b.orderIndex);
}

export function sortOptions<O extends Pick<RenderOption, 'orderIndex'>>(options: readonly O[] | null | undefined): O[] {
  return [...(options ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** A scale's bounds: 1 and 10 unless the field says otherwise. */
export function scaleBounds(field: Pick<RenderField, 'scaleMin' | 'scaleMax'>): { min: number; max: number } {
  return { min: field.scaleMin ?? 1, max: field.scaleMax ?? 10 };
}

/** The answers a form starts with: boolean fields false, then anything saved before. */
export function initialAnswers(fields: readonly RenderField[], saved: Answers = {}): Answers {
  const out: Answers = {};
  for (const f of fields) if (kindOf(f) === 'boolean') out[f.id] = 'false';
  return { ...out, ...saved };
}

/** The chosen values of a multiple-choice answer (its JSON list text); anything else reads as none. */
export function decodeList(text: string | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const encodeList = (values: readonly string[]): string => JSON.stringify(values);

/** Whether a field has an answer that counts for "required". Instructions never need one. */
export function isAnswered(field: RenderField, text: string | undefined): boolean {
  switch (kindOf(field)) {
    case 'instructions':
      return true;
    case 'boolean':
      return text === 'true' || text === 'false';
    case 'multiple_choice':
      return decodeList(text).length > 0;
    default:
      return (text ?? '').trim() !== '';
  }
}

/** The required fields (not instructions) still unanswered, in the order shown. */
export function missingRequired(fields: readonly RenderField[], answers: Answers): RenderField[] {
  return sortFields(fields).filter((f) => f.isRequired && kindOf(f) !== 'instructions' && !isAnswered(f, answers[f.id]));
}

/** Problems with answers given (not missing ones): a number that is not one, a scale out of its range, a choice not offered. */
export function invalidAnswers(fields: readonly RenderField[], answers: Answers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const text = answers[f.id];
    if (text === undefined || text.trim() === '') continue;
    const kind = kindOf(f);
    if (kind === 'number' && !Number.isFinite(Number(text))) out[f.id] = 'Please enter a number';
    if (kind === 'scale') {
      const { min, max } = scaleBounds(f);
      const n = Number(text);
      if (!Number.isInteger(n) || n < min || n > max) out[f.id] = `Please choose a number from ${min} to ${max}`;
    }
    if (kind === 'single_choice' && f.options?.length && !f.options.some((o) => o.optionValue === text)) out[f.id] = 'Please choose one of the options';
  }
  return out;
}

/**
 * Checks the answers before sending: a message per field id (required first, then invalid ones), and
 * the answers to send (fields left empty and instructions are not sent). When a
 * required field is missing, nothing is sent.
 */
export function checkAnswers(
  fields: readonly RenderField[],
  answers: Answers,
): { ok: true; values: { fieldId: string; responseValue: string }[] } | { ok: false; missing: RenderField[]; errors: Record<string, string> } {
  const missing = missingRequired(fields, answers);
  const errors: Record<string, string> = {};
  for (const f of missing) errors[f.id] = 'This field is required';
  Object.assign(errors, invalidAnswers(fields, answers));
  if (Object.keys(errors).length > 0) return { ok: false, missing, errors };
  const values = sortFields(fields)
    .filter((f) => kindOf(f) !== 'instructions' && answers[f.id] !== undefined && isAnswered(f, answers[f.id]))
    .map((f) => ({ fieldId: f.id, responseValue: answers[f.id]! }));
  return { ok: true, values };
}

/** An answer in words, for reading back: option labels rather than values, Yes/No, a list joined; '' for none. */
export function answerText(field: RenderField, text: string | undefined): string {
  if (text === undefined || text === '') return '';
  const label = (value: string) => field.options?.find((o) => o.optionValue === value)?.optionLabel ?? value;
  switch (kindOf(field)) {
    case 'boolean':
      return text === 'true' ? 'Yes' : text === 'false' ? 'No' : text;
    case 'multiple_choice':
      return decodeList(text).map(label).join(', ');
    case 'single_choice':
      return label(text);
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      return m ? format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), 'MMM d, yyyy') : text;
    }
    case 'scale': {
      const { min, max } = scaleBounds(field);
      return `${text} (scale ${min}–${max})`;
    }
    default:
      return text;
  }
}
