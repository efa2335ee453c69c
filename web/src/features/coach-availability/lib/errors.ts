/** Field messages by path ('hourlyRate', 'schedule.2.endTime'), the first per path. */
export type FieldErrors = Record<string, string>;

export function errorsByPath(issues: readonly { path: readonly PropertyKey[] | string; message: string }[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const path = typeof i.path === 'string' ? i.path : [prefix, ...i.path.map(String)].filter(Boolean).join('.');
    if (!(path in out)) out[path] = i.message;
  }
  return out;
}
