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

/** Moves focus to the first invalid field, in the form's order. */
export function focusFirst(order: readonly string[], errors: Record<string, string>, idOf: (field: string) => string) {
  const first = order.find((f) => errors[f]);
  if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
}

export const humanize = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
