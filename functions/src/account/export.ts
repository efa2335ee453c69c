import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { JournalEntry } from '@steady/shared';
import { recordRouteRead } from '../audit/service.js';
import { toEntry } from '../journal/views.js';
import { toMonthlyReport, toWeeklyAnalysis } from '../insights/service.js';
import { notFound } from '../platform/errors.js';
import { consumeRateLimit } from '../platform/rate-limit.js';
import type { Runtime } from '../platform/runtime.js';
import { bundleForUser } from '../forms/fhir.js';

/**
 * Export my data (docs/architecture.md, "Export my data"): the patient's right of access as one ZIP,
 * built in memory from indexed Queries of their own partition. Nothing of the contents is logged.
 */

export const EXPORT_RATE_LIMIT = {
  action: 'data-export',
  limit: 5,
  windowSeconds: 3600,
  message: 'You can export your data 5 times an hour. Please try again later.',
};

export const EXPORT_ROUTE = 'GET /api/users/{id}/export';

export interface DataExport {
  fileName: string;
  zip: Uint8Array;
}

export async function exportMyData(rt: Runtime, userId: string): Promise<DataExport> {
  await consumeRateLimit(rt, userId, EXPORT_RATE_LIMIT);
  const { data: user } = await rt.db.entities.user.get({ userId }).go({ attributes: ['name', 'phoneNumber'] });
  if (!user) throw notFound('User not found');
  const { data: settings } = await rt.db.entities.settings.get({ userId }).go({ attributes: ['timeZone'] });
  const now = rt.ports.clock.now();
  const exportedAt = now.toISOString();

  const [entries, calls, weekly, monthly, bundle] = await Promise.all([
    rt.db.entities.journalEntry.query.byUser({ userId }).go({ pages: 'all', order: 'desc' }),
    rt.db.entities.call.query.byUser({ userId }).go({ pages: 'all', order: 'desc' }),
    rt.db.entities.weeklyAnalysis.query.byUser({ userId }).go({ pages: 'all', order: 'desc' }),
    rt.db.entities.monthlyReport.query.byUser({ userId }).go({ pages: 'all', order: 'desc' }),
    bundleForUser(rt, userId),
  ]);
  const journal = entries.data.map(toEntry);
  // A recording link would expire within minutes of the export: the file says whether one is kept instead.
  const callHistory = calls.data.map((c) => ({
    id: c.callId,
    status: c.status,
    trigger: c.trigger,
    duration: c.duration ?? null,
    recordingKept: Boolean(c.recordingKey),
    transcriptionText: c.transcriptionText ?? null,
    journalEntryId: c.journalEntryId ?? null,
    answeredBy: c.answeredBy ?? null,
    crisisDetected: c.crisisDetected ?? false,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  }));
  const person = { id: userId, name: user.name, phoneNumber: user.phoneNumber };
  const timeZone = settings?.timeZone ?? 'America/New_York';

  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(readme(user.name, exportedAt, journal.length, callHistory.length, responseCount(bundle))),
    'journal/journal.json': json({ exportedAt, person, entries: journal }),
    'journal/journal.pdf': await journalPdf(user.name, journal, timeZone, now),
    'calls/call-history.json': json({ exportedAt, person, calls: callHistory }),
    'insights/weekly-analyses.json': json({ exportedAt, person, weeklyAnalyses: weekly.data.map(toWeeklyAnalysis) }),
    'insights/monthly-reports.json': json({ exportedAt, person, monthlyReports: monthly.data.map(toMonthlyReport) }),
    'forms/form-responses.fhir.json': json(bundle),
  };
  // One's own read is not an access record (audit/service.ts skips it); called so the rule reads the same on every route.
  await recordRouteRead(rt, { readerId: userId, subjectId: userId, what: 'entries', route: EXPORT_ROUTE, count: journal.length });
  const zip = zipSync(files, { level: 6, mtime: now });
  return { fileName: `steady-export-${exportedAt.slice(0, 10)}.zip`, zip };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The QuestionnaireResponses in the Bundle (it also holds the Questionnaires they answer). */
function responseCount(bundle: Record<string, unknown>): number {
  const entries = Array.isArray(bundle.entry) ? (bundle.entry as { resource?: { resourceType?: string } }[]) : [];
  return entries.filter((e) => e.resource?.resourceType === 'QuestionnaireResponse').length;
}

function readme(name: string, exportedAt: string, entries: number, calls: number, responses: number): string {
  return [
    `Steady: all your data, exported for ${name} on ${exportedAt}.`,
    '',
    `journal/journal.json             your ${entries} journal entries, every field, newest first (JSON)`,
    'journal/journal.pdf              the same entries to read or print (PDF)',
    `calls/call-history.json          your ${calls} check-in calls with their transcripts (JSON)`,
    'insights/weekly-analyses.json    your weekly analyses (JSON)',
    'insights/monthly-reports.json    your monthly reports (JSON)',
    `forms/form-responses.fhir.json   your ${responses} form responses as a FHIR R4 Bundle (QuestionnaireResponses and the Questionnaires they answer),`,
    '                                 a format other health record systems can import',
    '',
    'Keep this file somewhere safe: it holds your health information.',
    'If you are in crisis, call or text 988 (Suicide & Crisis Lifeline, US).',
    '',
  ].join('\r\n');
}

// The PDF: A4-ish US Letter pages, Helvetica, entries newest first with date, title, mood and text.
const PAGE = { width: 612, height: 792, margin: 54 };
const SIZES = { title: 20, heading: 13, meta: 9, body: 11 };

async function journalPdf(name: string, entries: JournalEntry[], timeZone: string, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Steady journal: ${name}`);
  doc.setCreator('Steady');
  doc.setProducer('Steady');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new PdfWriter(doc);

  writer.line(`Journal of ${name}`, bold, SIZES.title);
  writer.line(
    `Exported from Steady on ${formatDate(now.toISOString(), timeZone)} (${timeZone}). ${entries.length} entries, newest first.`,
    regular,
    SIZES.meta,
  );
  writer.space(12);
  if (entries.length === 0) writer.line('No journal entries yet.', regular, SIZES.body);
  for (const e of entries) {
    writer.space(10);
    writer.line(e.title, bold, SIZES.heading);
    const meta = [
      formatDate(e.createdAt, timeZone),
      e.moodScore === null ? null : `Mood ${e.moodScore}/10`,
      e.themes.length ? `Themes: ${e.themes.join(', ')}` : null,
      `Source: ${e.source}`,
      `Visibility: ${e.visibility.replace('_', ' ')}`,
    ].filter(Boolean);
    writer.line(meta.join('  |  '), regular, SIZES.meta, rgb(0.35, 0.35, 0.35));
    writer.space(4);
    for (const paragraph of e.content.split(/\r?\n/)) writer.paragraph(paragraph, regular, SIZES.body);
  }
  return doc.save({ useObjectStreams: true });
}

/** Lays out lines top to bottom, starting a new page when one is full. */
class PdfWriter {
  private page: PDFPage;
  private y: number;

  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  space(points: number): void {
    this.y -= points;
  }

  line(text: string, font: PDFFont, size: number, color = rgb(0, 0, 0)): void {
    for (const l of wrap(safeText(text, font), font, size, PAGE.width - 2 * PAGE.margin)) this.draw(l, font, size, color);
  }

  paragraph(text: string, font: PDFFont, size: number): void {
    if (!text.trim()) return this.space(size * 0.6);
    this.line(text, font, size);
  }

  private draw(text: string, font: PDFFont, size: number, color: ReturnType<typeof rgb>): void {
    const height = size * 1.35;
    if (this.y - height < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
    this.y -= height;
    this.page.drawText(text, { x: PAGE.margin, y: this.y, size, font, color });
  }
}

/** The standard fonts encode WinAnsi only: other characters (emoji, most scripts) are shown as '?'. */
function safeText(text: string, font: PDFFont): string {
  const supported = charset(font);
  let out = '';
  for (const ch of text.replace(/\t/g, '    ')) {
    const code = ch.codePointAt(0)!;
    if (code < 32) continue;
    out += supported.has(code) ? ch : '?';
  }
  return out;
}

const charsets = new WeakMap<PDFFont, Set<number>>();
function charset(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/** Greedy word wrap to `width` points; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}
