import { flushSync } from 'react-dom';
import type { z } from 'zod';

/** The first message per top-level field of a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** One item per line: trimmed, empty lines ignored (spec section 5). */
export const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Shows the errors and moves focus to the first invalid field, in the form's
 * order. The errors are committed first (flushSync), so the field is focused
 * with its message already attached through aria-describedby and a screen
 * reader announces both.
 */
export function showErrors(
  setErrors: (errors: Record<string, string>) => void,
  errors: Record<string, string>,
  order: readonly string[],
  idOf: (field: string) => string,
) {
  flushSync(() => setErrors(errors));
  const first = order.find((f) => errors[f]);
  if (first) document.getElementById(idOf(first))?.focus();
}

export const humanize = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
