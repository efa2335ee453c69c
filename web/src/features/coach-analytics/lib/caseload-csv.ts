import type { StudentAnalyticsRow } from '@steady/shared';

/**
 * The caseload table as CSV (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or
 * line break quoted with doubled quotes), with a header row. A text that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe, so a
 * student named "=HYPERLINK(…)" stays text (OWASP, CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const CASELOAD_CSV_HEADER = [
  'Student',
  'Relationship',
  'Range (days)',
  'Shared entries',
  'Entries per week',
  'Average mood (1-10)',
  'Mood trend',
  'Check-in calls scheduled',
  'Check-in calls answered',
  'Adherence (%)',
  'Current streak (days)',
  'Longest streak (days)',
  'Last shared entry (UTC)',
  'Top themes',
] as const;

export function caseloadCsv(rows: readonly StudentAnalyticsRow[], rangeDays: number): string {
  return toCsv([
    CASELOAD_CSV_HEADER,
    ...rows.map((r) => [
      r.name,
      r.relationshipType,
      rangeDays,
      r.entries,
      r.entriesPerWeek,
      r.moodAverage,
      r.moodTrend,
      r.adherence.scheduled,
      r.adherence.answered,
      r.adherence.rate === null ? null : Math.round(r.adherence.rate * 100),
      r.currentStreak,
      r.longestStreak,
      r.lastEntryAt,
      r.topThemes.map((t) => t.theme).join('; '),
    ]),
  ]);
}

/** 'steady-caseload-30-days-2026-11-23.csv' (the local date of the export). */
export function caseloadCsvFilename(rangeDays: number, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `steady-caseload-${rangeDays}-days-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves the text as a file through a temporary link (a UTF-8 byte-order mark first, so spreadsheets read names right). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
