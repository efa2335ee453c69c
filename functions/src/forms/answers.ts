import { FORM_MESSAGES, type FormField } from '@steady/shared';
import { badRequest } from '../platform/errors.js';

/**
 * Server-side answer validation (docs/architecture.md, "Forms and measurement-based
 * care"). Each answer is text: a multiple choice a JSON list of option values, a boolean 'true' or
 * 'false', a date 'yyyy-mm-dd', a number or scale its digits, anything else plain text. An answer
 * that breaks its field's rules is a 400 naming the field (its id in `errors[].path`, its label in
 * the message); on submit every required field (instructions aside) must be answered.
 */

export interface AnswerInput {
  fieldId: string;
  responseValue: string;
}

type Problem = { fieldId: string; label: string; message: string };

const short = (label: string) => (label.length > 60 ? `${label.slice(0, 57)}…` : label);

const isDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** The stored form of one non-empty answer, or the reason it does not fit the field. */
function normalise(field: FormField, raw: string): { value: string } | { message: string } {
  const value = raw.trim();
  switch (field.fieldType) {
    case 'text':
    case 'textarea':
      return { value: raw.replace(/\s+$/, '').replace(/^\s+/, '') };
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) && Number.isFinite(Number(value)) ? { value: String(Number(value)) } : { message: 'Please enter a number' };
    case 'scale': {
      const min = field.scaleMin ?? 1;
      const max = field.scaleMax ?? 10;
      const n = Number(value);
      return /^-?\d+$/.test(value) && n >= min && n <= max ? { value: String(n) } : { message: `Please choose a number from ${min} to ${max}` };
    }
    case 'single_choice':
      return field.options.some((o) => o.optionValue === value) ? { value } : { message: 'Please choose one of the options' };
    case 'multiple_choice': {
      let list: unknown;
      try {
        list = JSON.parse(value);
      } catch {
        return { message: 'Please choose from the options' };
      }
      if (!Array.isArray(list) || !list.every((v): v is string => typeof v === 'string')) return { message: 'Please choose from the options' };
      const chosen = new Set(list);
      if (chosen.size !== list.length || ![...chosen].every((v) => field.options.some((o) => o.optionValue === v)))
        return { message: 'Please choose from the options' };
      // Stored in the options' order, so equal answers are equal text.
      return { value: JSON.stringify(field.options.filter((o) => chosen.has(o.optionValue)).map((o) => o.optionValue)) };
    }
    case 'date':
      return isDate(value) ? { value } : { message: 'Please enter a valid date' };
    case 'boolean':
      return value === 'true' || value === 'false' ? { value } : { message: 'Please answer yes or no' };
    case 'instructions':
      return { value: '' };
  }
}

const isEmpty = (field: FormField, raw: string) => raw.trim() === '' || (field.fieldType === 'multiple_choice' && raw.trim() === '[]');

/**
 * The answers as stored, by field id, in the form's field order. `submit` also requires every
 * required field; saving progress checks only what was answered.
 */
export function validateAnswers(fields: readonly FormField[], answers: readonly AnswerInput[], mode: 'submit' | 'progress'): Map<string, string> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const problems: Problem[] = [];
  const given = new Map<string, string>();
  for (const answer of answers) {
    const field = byId.get(answer.fieldId);
    if (!field) {
      problems.push({ fieldId: answer.fieldId, label: answer.fieldId, message: 'This question is not on the form' });
      continue;
    }
    if (given.has(field.id)) {
      problems.push({ fieldId: field.id, label: field.label, message: 'Answered more than once' });
      continue;
    }
    given.set(field.id, answer.responseValue);
  }
  const stored = new Map<string, string>();
  for (const field of [...fields].sort((a, b) => a.orderIndex - b.orderIndex)) {
    if (field.fieldType === 'instructions') continue;
    const raw = given.get(field.id);
    if (raw === undefined || isEmpty(field, raw)) {
      if (mode === 'submit' && field.isRequired) problems.push({ fieldId: field.id, label: field.label, message: 'This field is required' });
      continue;
    }
    const result = normalise(field, raw);
    if ('message' in result) problems.push({ fieldId: field.id, label: field.label, message: result.message });
    else stored.set(field.id, result.value);
  }
  if (problems.length) {
    // The first problem names its field; several required fields left empty read as the spec's toast.
    const missing = problems.filter((p) => p.message === 'This field is required');
    const first = problems.find((p) => p.message !== 'This field is required') ?? (missing.length === 1 ? missing[0] : undefined);
    const message = first ? `${short(first.label)}: ${first.message}` : FORM_MESSAGES.required;
    throw badRequest(
      message,
      problems.map((p) => ({ path: `responseValues.${p.fieldId}`, message: `${short(p.label)}: ${p.message}` })),
    );
  }
  return stored;
}
