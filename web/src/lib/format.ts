/** '+14155550101' → '(415) 555-0101'; other numbers are shown as stored. */
export function formatPhoneForDisplay(phone: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phone;
}

/** 'ai_coach' → 'AI Coach', 'manual' → 'Manual'. */
export function sourceLabel(source: string): string {
  switch (source) {
    case 'call':
      return 'Call';
    case 'manual':
      return 'Manual';
    case 'ai_coach':
      return 'AI Coach';
    case 'workspace':
      return 'Workspace';
    default:
      return source;
  }
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
