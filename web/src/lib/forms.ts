import { useState } from 'react';
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

/** One item per line: trimmed, empty lines ignored. */
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

/** The keys of V whose values are strings: the ones a text box or select edits. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: z.ZodError };
}

/**
 * The state of a create dialog's form: its values, its field errors and closing.
 * `order` and `idOf` say which field is focused first when errors are shown.
 * Closing clears the errors and, unless `keepValues`, puts the values back to
 * `initial` (a dialog mounted afresh per opening keeps what it shows while it fades out).
 */
export function useFormDialog<V extends object>(
  initial: V | (() => V),
  {
    onOpenChange,
    order,
    idOf,
    keepValues = false,
  }: { onOpenChange: (open: boolean) => void; order: readonly string[]; idOf: (field: string) => string; keepValues?: boolean },
) {
  const [start] = useState(initial);
  const [values, setValues] = useState<V>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** A change handler for a text box or select bound to `key`. */
  const set = (key: TextKey<V>) => (e: { target: { value: string } }) => setValues((p) => ({ ...p, [key]: e.target.value }));

  const show = (errs: Record<string, string>) => showErrors(setErrors, errs, order, idOf);

  /**
   * Checks `body` against `schema`: the parsed data when valid (errors cleared);
   * otherwise undefined, with the errors shown and the first invalid field focused.
   */
  const parse = <T>(schema: SafeParser<T>, body: unknown): T | undefined => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      show(fieldErrors(parsed.error));
      return undefined;
    }
    setErrors({});
    return parsed.data;
  };

  const close = (next: boolean) => {
    if (!next) {
      if (!keepValues) setValues(start);
      setErrors({});
    }
    onOpenChange(next);
  };

  return { values, setValues, set, errors, setErrors, showErrors: show, parse, close };
}
