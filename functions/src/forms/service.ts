import {
  CHOICE_FIELD_TYPES,
  FORM_LIMITS,
  FORM_MESSAGES,
  higherLevel,
  instrumentOf,
  localDate,
  phq9Item9Level,
  scoreInstrument,
  type AssignmentDetail,
  type CoachForm,
  type CreateAssignmentBody,
  type CreateFieldBody,
  type CreateFormBody,
  type CreateOptionBody,
  type FieldOption,
  type FieldType,
  type FormAssignment,
  type FormDetail,
  type FormField,
  type FormResponse,
  type FormResponsesQuery,
  type FormScoreSeries,
  type InstrumentId,
  type ReorderFieldsBody,
  type SaveProgressBody,
  type SubmitResponseBody,
  type SubmitResult,
  type UpdateFieldBody,
  type UpdateFormBody,
  type AnsweredValue,
  type AlertLevel,
  type CrisisConstruct,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { z } from 'zod';
import { ulid } from 'ulid';
import { recordRouteReads } from '../audit/service.js';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { getConnection } from '../care-team/service.js';
import { pushToUser } from '../live/service.js';
import { badRequest, conflict, forbidden, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { committed, failedConditions, isConditionFailure } from '../platform/transactions.js';
import { screenForCrisis } from '../safety/screen.js';
import { validateAnswers } from './answers.js';
import { formIdOfField } from './owner.js';
import { itemAnswers, listTemplates, templateDetail } from './templates.js';
import type { CoachFormEntity, FieldOptionEntity, FormAssignmentEntity, FormFieldEntity, FormResponseEntity } from './store.js';
import { nextDueDate } from './recurrence.js';
import { clearFormOverdue, notePhq9 } from './signals.js';
import { toAssignment } from './views.js';

/**
 * The forms domain (docs/architecture.md, "Forms and measurement-based care"): a coach's forms,
 * fields and options; instrument templates; assignments to actively connected clients; saved
 * progress; submission (validated, scored, screened for crisis, written in one transaction with the
 * assignment's new status and the next recurring assignment); the coach's responses and score trends.
 */

type FormItem = EntityItem<typeof CoachFormEntity>;
type FieldItem = EntityItem<typeof FormFieldEntity>;
type OptionItem = EntityItem<typeof FieldOptionEntity>;
type AssignmentItem = EntityItem<typeof FormAssignmentEntity>;
type ResponseItem = EntityItem<typeof FormResponseEntity>;

type CreateForm = z.output<typeof CreateFormBody>;
type UpdateForm = z.output<typeof UpdateFormBody>;
type CreateField = z.output<typeof CreateFieldBody>;
type UpdateField = z.output<typeof UpdateFieldBody>;
type CreateOption = z.output<typeof CreateOptionBody>;
type Reorder = z.output<typeof ReorderFieldsBody>;
type Assign = z.output<typeof CreateAssignmentBody>;
type Submit = z.output<typeof SubmitResponseBody>;
type Progress = z.output<typeof SaveProgressBody>;

const isChoice = (t: FieldType) => (CHOICE_FIELD_TYPES as readonly string[]).includes(t);
const nowIso = (rt: Runtime) => rt.ports.clock.now().toISOString();
const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

// ---- Mapping ----

function toForm(item: FormItem): CoachForm {
  return {
    id: item.formId,
    coachId: item.coachId,
    title: item.title,
    description: item.description ?? null,
    purpose: item.purpose,
    isActive: item.isActive,
    isPublished: item.isPublished,
    isRecurring: item.isRecurring,
    recurrencePattern: item.recurrencePattern,
    recurrenceDay: item.recurrenceDay ?? null,
    aiFollowupEnabled: item.aiFollowupEnabled,
    aiInstructions: item.aiInstructions ?? null,
    instrument: null,
    isTemplate: false,
    copiedFrom: item.copiedFrom ?? null,
    fieldCount: item.fieldCount,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

const toOption = (o: OptionItem): FieldOption => ({
  id: o.optionId,
  fieldId: o.fieldId,
  optionValue: o.optionValue,
  optionLabel: o.optionLabel,
  orderIndex: o.orderIndex,
  score: null,
});

function parseConfiguration(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toField(f: FieldItem, options: OptionItem[]): FormField {
  return {
    id: f.fieldId,
    formId: f.formId,
    fieldType: f.fieldType,
    label: f.label,
    placeholder: f.placeholder ?? null,
    helpText: f.helpText ?? null,
    isRequired: f.isRequired,
    orderIndex: f.orderIndex,
    scaleMin: f.scaleMin ?? null,
    scaleMax: f.scaleMax ?? null,
    scaleMinLabel: f.scaleMinLabel ?? null,
    scaleMaxLabel: f.scaleMaxLabel ?? null,
    configuration: parseConfiguration(f.configuration),
    options: options
      .filter((o) => o.fieldId === f.fieldId)
      .sort((a, b) => a.orderIndex - b.orderIndex || a.optionId.localeCompare(b.optionId))
      .map(toOption),
  };
}

const byOrder = (a: FormField, b: FormField) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id);

function parseJson<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toResponse(r: ResponseItem): FormResponse {
  return {
    id: r.responseId,
    assignmentId: r.assignmentId,
    formId: r.formId,
    formTitle: r.formTitle,
    instrument: r.instrument ?? null,
    responderId: r.responderId,
    responderName: r.responderName,
    aiAssisted: r.aiAssisted,
    notes: r.notes ?? null,
    submittedAt: r.submittedAt,
    score: r.score ?? null,
    band: r.bandKey ? { key: r.bandKey, label: r.bandLabel ?? r.bandKey } : null,
    itemScores: r.itemScores ? parseJson<Record<string, number>>(r.itemScores, {}) : null,
    values: parseJson<AnsweredValue[]>(r.values, []),
  };
}

// ---- Forms ----

async function formItem(rt: Runtime, formId: string, { includeDeleted = false } = {}): Promise<FormItem> {
  const { data } = await rt.db.entities.coachForm.get({ formId }).go();
  if (!data || (data.deletedAt && !includeDeleted)) throw notFound('Form not found');
  return data;
}

async function fieldsOf(rt: Runtime, formId: string): Promise<FormField[]> {
  const [{ data: fields }, { data: options }] = await Promise.all([
    rt.db.entities.formField.query.byForm({ formId }).go({ pages: 'all' }),
    rt.db.entities.fieldOption.query.byForm({ formId }).go({ pages: 'all' }),
  ]);
  return fields.map((f) => toField(f, options)).sort(byOrder);
}

/** A form with its fields, or a template by its id; deleted forms too (an assignment stays readable). */
async function anyFormDetail(rt: Runtime, formId: string): Promise<FormDetail> {
  const template = templateDetail(formId);
  if (template) return template;
  const [item, fields] = await Promise.all([formItem(rt, formId, { includeDeleted: true }), fieldsOf(rt, formId)]);
  return { ...toForm(item), fields };
}

export async function listForms(rt: Runtime, coachId: string): Promise<CoachForm[]> {
  const { data } = await rt.db.entities.coachForm.query.byCoach({ coachId }).go({ pages: 'all' });
  return data
    .filter((f) => !f.deletedAt)
    .reverse()
    .map(toForm);
}

export async function createForm(rt: Runtime, coachId: string, body: CreateForm): Promise<FormDetail> {
  const now = nowIso(rt);
  const item: FormItem = {
    formId: ulid(Date.parse(now)),
    coachId,
    title: body.title,
    ...(body.description ? { description: body.description } : {}),
    purpose: body.purpose,
    isActive: body.isActive,
    isPublished: body.isPublished,
    isRecurring: body.isRecurring,
    recurrencePattern: body.recurrencePattern,
    ...(body.recurrenceDay !== null ? { recurrenceDay: body.recurrenceDay } : {}),
    aiFollowupEnabled: body.aiFollowupEnabled,
    ...(body.aiInstructions ? { aiInstructions: body.aiInstructions } : {}),
    fieldCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  await rt.db.entities.coachForm.create(item).go();
  return { ...toForm(item), fields: [] };
}

export async function getForm(rt: Runtime, formId: string): Promise<FormDetail> {
  const [item, fields] = await Promise.all([formItem(rt, formId), fieldsOf(rt, formId)]);
  return { ...toForm(item), fields };
}

const OPTIONAL_FORM_TEXT = ['description', 'aiInstructions'] as const;

export async function updateForm(rt: Runtime, formId: string, body: UpdateForm): Promise<CoachForm> {
  await formItem(rt, formId);
  const set: Partial<FormItem> = { updatedAt: nowIso(rt) };
  const remove: ('description' | 'aiInstructions' | 'recurrenceDay')[] = [];
  for (const [key, value] of Object.entries(body) as [keyof UpdateForm, unknown][]) {
    if (value === undefined) continue;
    if ((OPTIONAL_FORM_TEXT as readonly string[]).includes(key) || key === 'recurrenceDay') {
      if (value === null) remove.push(key as 'description' | 'aiInstructions' | 'recurrenceDay');
      else (set as Record<string, unknown>)[key] = value;
      continue;
    }
    (set as Record<string, unknown>)[key] = value;
  }
  let update = rt.db.entities.coachForm.patch({ formId }).set(set);
  if (remove.length) update = update.remove(remove);
  try {
    const { data } = await update.where((a, { notExists }) => notExists(a.deletedAt)).go({ response: 'all_new' });
    return toForm(data as FormItem);
  } catch (err) {
    if (isConditionFailure(err)) throw notFound('Form not found');
    throw err;
  }
}

/** Soft delete: the form leaves the coach's list; its fields, assignments and responses stay. */
export async function deleteForm(rt: Runtime, formId: string): Promise<void> {
  const now = nowIso(rt);
  await rt.db.entities.coachForm.patch({ formId }).set({ deletedAt: now, isActive: false, updatedAt: now }).go();
}

// ---- Fields and options ----

export async function listFields(rt: Runtime, formId: string): Promise<FormField[]> {
  await formItem(rt, formId);
  return fieldsOf(rt, formId);
}

/** Options from the builder's rows: empty labels skipped; at least one must remain for a choice field; values unique. */
function optionRows(rows: readonly { optionValue?: string | undefined; optionLabel: string }[]): { optionValue: string; optionLabel: string }[] {
  const kept = rows
    .map((r) => ({ optionLabel: r.optionLabel.trim(), optionValue: (r.optionValue ?? '').trim() }))
    .filter((r) => r.optionLabel !== '')
    .map((r) => ({ optionLabel: r.optionLabel, optionValue: r.optionValue || r.optionLabel }));
  if (!kept.length) throw fieldError('options', FORM_MESSAGES.options);
  if (new Set(kept.map((r) => r.optionValue)).size !== kept.length) throw fieldError('options', 'Each option must be different');
  return kept;
}

interface ScaleSettings {
  scaleMin?: number;
  scaleMax?: number;
  scaleMinLabel?: string;
  scaleMaxLabel?: string;
}

function scaleOf(type: FieldType, body: Pick<CreateField, 'scaleMin' | 'scaleMax' | 'scaleMinLabel' | 'scaleMaxLabel'>, current?: FieldItem): ScaleSettings {
  if (type !== 'scale') return {};
  const min = body.scaleMin ?? current?.scaleMin ?? 1;
  const max = body.scaleMax ?? current?.scaleMax ?? 10;
  if (min >= max) throw fieldError('scaleMax', FORM_MESSAGES.scale);
  const minLabel = body.scaleMinLabel === undefined ? current?.scaleMinLabel : (body.scaleMinLabel ?? undefined);
  const maxLabel = body.scaleMaxLabel === undefined ? current?.scaleMaxLabel : (body.scaleMaxLabel ?? undefined);
  return { scaleMin: min, scaleMax: max, ...(minLabel ? { scaleMinLabel: minLabel } : {}), ...(maxLabel ? { scaleMaxLabel: maxLabel } : {}) };
}

const newFieldId = (formId: string, at: number) => `${formId}_${ulid(at)}`;

export async function createField(rt: Runtime, formId: string, body: CreateField): Promise<FormField> {
  const [form, fields] = await Promise.all([formItem(rt, formId), fieldsOf(rt, formId)]);
  if (form.fieldCount >= FORM_LIMITS.fields || fields.length >= FORM_LIMITS.fields) throw badRequest(`A form can have at most ${FORM_LIMITS.fields} fields`);
  const now = nowIso(rt);
  const at = Date.parse(now);
  const fieldId = newFieldId(formId, at);
  const options = isChoice(body.fieldType) ? optionRows(body.options ?? []) : [];
  const item: FieldItem = {
    formId,
    fieldId,
    fieldType: body.fieldType,
    label: body.label,
    ...(body.placeholder ? { placeholder: body.placeholder } : {}),
    ...(body.helpText ? { helpText: body.helpText } : {}),
    isRequired: body.fieldType === 'instructions' ? false : body.isRequired,
    orderIndex: body.orderIndex ?? (fields.length ? Math.max(...fields.map((f) => f.orderIndex)) + 1 : 0),
    ...scaleOf(body.fieldType, body),
    ...(body.configuration ? { configuration: JSON.stringify(body.configuration) } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const optionItems: OptionItem[] = options.map((o, i) => ({ formId, fieldId, optionId: ulid(at), ...o, orderIndex: i, createdAt: now }));
  const result = await rt.db.transaction
    .write(({ coachForm, formField, fieldOption }) => [
      coachForm
        .patch({ formId })
        .add({ fieldCount: 1 })
        .set({ updatedAt: now })
        .where((a, { notExists }) => notExists(a.deletedAt))
        .commit(),
      formField.create(item).commit(),
      ...optionItems.map((o) => fieldOption.create(o).commit()),
    ])
    .go();
  if (failedConditions(result).includes(0)) throw notFound('Form not found');
  committed(result);
  return toField(item, optionItems);
}

async function fieldWithOptions(rt: Runtime, fieldId: string): Promise<{ formId: string; field: FieldItem; options: OptionItem[] }> {
  const formId = formIdOfField(fieldId);
  if (!formId) throw notFound('Field not found');
  const [{ data: field }, { data: options }] = await Promise.all([
    rt.db.entities.formField.get({ formId, fieldId }).go(),
    rt.db.entities.fieldOption.query.byForm({ formId, fieldId }).go({ pages: 'all' }),
  ]);
  if (!field) throw notFound('Field not found');
  return { formId, field, options };
}

export async function updateField(rt: Runtime, fieldId: string, body: UpdateField): Promise<FormField> {
  const { formId, field, options } = await fieldWithOptions(rt, fieldId);
  const type = body.fieldType ?? field.fieldType;
  const now = nowIso(rt);
  const at = Date.parse(now);
  // Options: replaced when given; dropped when the field stops being a choice; required when it becomes one.
  let replacement: OptionItem[] | null = null;
  if (isChoice(type) && body.options !== undefined) {
    replacement = optionRows(body.options).map((o, i) => ({ formId, fieldId, optionId: ulid(at), ...o, orderIndex: i, createdAt: now }));
  } else if (isChoice(type) && !options.length) {
    throw fieldError('options', FORM_MESSAGES.options);
  } else if (!isChoice(type) && options.length) {
    replacement = [];
  }
  const set: Partial<FieldItem> = {
    fieldType: type,
    updatedAt: now,
    ...scaleOf(type, { ...body, scaleMin: body.scaleMin ?? undefined, scaleMax: body.scaleMax ?? undefined }, field),
  };
  const remove: (keyof FieldItem)[] = [];
  if (body.label !== undefined) set.label = body.label;
  if (body.isRequired !== undefined) set.isRequired = body.isRequired;
  if (type === 'instructions') set.isRequired = false;
  if (body.orderIndex !== undefined) set.orderIndex = body.orderIndex;
  for (const key of ['placeholder', 'helpText'] as const) {
    if (body[key] === undefined) continue;
    if (body[key]) set[key] = body[key];
    else remove.push(key);
  }
  if (body.configuration !== undefined) {
    if (body.configuration) set.configuration = JSON.stringify(body.configuration);
    else remove.push('configuration');
  }
  if (type !== 'scale') for (const key of ['scaleMin', 'scaleMax', 'scaleMinLabel', 'scaleMaxLabel'] as const) if (field[key] !== undefined) remove.push(key);
  const result = await rt.db.transaction
    .write(({ formField, fieldOption }) => {
      const update = formField.patch({ formId, fieldId }).set(set);
      return [
        (remove.length ? update.remove(remove as never) : update).commit(),
        ...(replacement ? options.map((o) => fieldOption.delete({ formId, fieldId, optionId: o.optionId }).commit()) : []),
        ...(replacement ?? []).map((o) => fieldOption.create(o).commit()),
      ];
    })
    .go();
  if (failedConditions(result).includes(0)) throw notFound('Field not found');
  committed(result);
  const { field: after, options: nowOptions } = await fieldWithOptions(rt, fieldId);
  return toField(after, nowOptions);
}

export async function deleteField(rt: Runtime, fieldId: string): Promise<void> {
  const { formId, options } = await fieldWithOptions(rt, fieldId);
  const now = nowIso(rt);
  const result = await rt.db.transaction
    .write(({ coachForm, formField, fieldOption }) => [
      formField
        .delete({ formId, fieldId })
        .where((a, { exists }) => exists(a.fieldId))
        .commit(),
      coachForm.patch({ formId }).add({ fieldCount: -1 }).set({ updatedAt: now }).commit(),
      ...options.map((o) => fieldOption.delete({ formId, fieldId, optionId: o.optionId }).commit()),
    ])
    .go();
  if (failedConditions(result).includes(0)) throw notFound('Field not found');
  committed(result);
}

export async function listOptions(rt: Runtime, fieldId: string): Promise<FieldOption[]> {
  const { field, options } = await fieldWithOptions(rt, fieldId);
  return toField(field, options).options;
}

export async function createOption(rt: Runtime, fieldId: string, body: CreateOption): Promise<FieldOption> {
  const { formId, field, options } = await fieldWithOptions(rt, fieldId);
  if (!isChoice(field.fieldType)) throw badRequest('Only choice fields have options');
  if (options.length >= FORM_LIMITS.options) throw badRequest(`A field can have at most ${FORM_LIMITS.options} options`);
  const optionValue = (body.optionValue ?? '').trim() || body.optionLabel;
  if (options.some((o) => o.optionValue === optionValue)) throw fieldError('optionValue', 'Each option must be different');
  const now = nowIso(rt);
  const item: OptionItem = {
    formId,
    fieldId,
    optionId: ulid(Date.parse(now)),
    optionValue,
    optionLabel: body.optionLabel,
    orderIndex: body.orderIndex ?? (options.length ? Math.max(...options.map((o) => o.orderIndex)) + 1 : 0),
    createdAt: now,
  };
  await rt.db.entities.fieldOption.create(item).go();
  return toOption(item);
}

/** Every field's new position in one transaction: all or nothing (docs/architecture.md). */
export async function reorderFields(rt: Runtime, formId: string, body: Reorder): Promise<FormField[]> {
  await formItem(rt, formId);
  const fields = await fieldsOf(rt, formId);
  const ids = body.fieldOrders.map((o) => o.fieldId);
  const known = new Set(fields.map((f) => f.id));
  const exact = ids.length === fields.length && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
  if (!exact) throw fieldError('fieldOrders', FORM_MESSAGES.fieldOrders);
  if (new Set(body.fieldOrders.map((o) => o.orderIndex)).size !== ids.length) throw fieldError('fieldOrders', 'Each field needs its own position');
  const now = nowIso(rt);
  const result = await rt.db.transaction
    .write(({ formField }) =>
      body.fieldOrders.map((o) =>
        formField
          .patch({ formId, fieldId: o.fieldId })
          .set({ orderIndex: o.orderIndex, updatedAt: now })
          .where((a, { exists }) => exists(a.fieldId))
          .commit(),
      ),
    )
    .go();
  // A field deleted meanwhile: nothing was written.
  if (failedConditions(result).length) throw conflict('The form changed while reordering. Please try again.');
  committed(result);
  return fieldsOf(rt, formId);
}

// ---- Templates ----

export { listTemplates };

export function getTemplate(templateId: string): FormDetail {
  const detail = templateDetail(templateId);
  if (!detail) throw notFound('Template not found');
  return detail;
}

/** Copies a template into an editable form of the coach's own: unscored, every field and option in one transaction. */
export async function copyTemplate(rt: Runtime, coachId: string, templateId: string): Promise<FormDetail> {
  const template = getTemplate(templateId);
  const now = nowIso(rt);
  const at = Date.parse(now);
  const formId = ulid(at);
  const form: FormItem = {
    formId,
    coachId,
    title: `${template.title} (copy)`,
    ...(template.description ? { description: template.description } : {}),
    purpose: 'custom',
    isActive: true,
    isPublished: true,
    isRecurring: false,
    recurrencePattern: 'none',
    aiFollowupEnabled: false,
    copiedFrom: template.id,
    fieldCount: template.fields.length,
    createdAt: now,
    updatedAt: now,
  };
  const fields: FieldItem[] = [];
  const options: OptionItem[] = [];
  for (const f of template.fields) {
    const fieldId = newFieldId(formId, at);
    fields.push({
      formId,
      fieldId,
      fieldType: f.fieldType,
      label: f.label,
      isRequired: f.isRequired,
      orderIndex: f.orderIndex,
      createdAt: now,
      updatedAt: now,
    });
    for (const o of f.options)
      options.push({ formId, fieldId, optionId: ulid(at), optionValue: o.optionValue, optionLabel: o.optionLabel, orderIndex: o.orderIndex, createdAt: now });
  }
  const result = await rt.db.transaction
    .write(({ coachForm, formField, fieldOption }) => [
      coachForm.create(form).commit(),
      ...fields.map((f) => formField.create(f).commit()),
      ...options.map((o) => fieldOption.create(o).commit()),
    ])
    .go();
  committed(result);
  return { ...toForm(form), fields: fields.map((f) => toField(f, options)).sort(byOrder) };
}

// ---- Assignments ----

/** Assigns a form or template to actively connected clients: every assignment (and due-day item) in one transaction. */
export async function assign(rt: Runtime, coachId: string, formId: string, body: Assign): Promise<FormAssignment[]> {
  const form = await anyFormDetail(rt, formId);
  if (!form.isTemplate && form.coachId !== coachId) throw forbidden();
  if (!form.isActive) throw badRequest('This form is inactive. Activate it before assigning it.');
  if (!form.fields.some((f) => f.fieldType !== 'instructions')) throw badRequest('Add at least one question before assigning this form');
  const clientIds = [...new Set([...(body.userId ? [body.userId] : []), ...(body.userIds ?? [])])];
  if (clientIds.length > FORM_LIMITS.clients) throw fieldError('userIds', `At most ${FORM_LIMITS.clients} clients at once`);
  const connections = await Promise.all(clientIds.map((id) => getConnection(rt, id, coachId)));
  const notConnected = clientIds.filter((_, i) => connections[i]?.status !== 'active');
  if (notConnected.length)
    throw badRequest('Forms can only be assigned to clients actively connected to you', [
      { path: 'userId', message: 'Forms can only be assigned to clients actively connected to you' },
    ]);
  const people = await Promise.all([coachId, ...clientIds].map((id) => rt.db.entities.user.get({ userId: id }).go({ attributes: ['userId', 'name'] })));
  const nameOf = new Map(people.map((p) => [p.data?.userId ?? '', p.data?.name ?? 'Unknown']));
  const now = nowIso(rt);
  const at = Date.parse(now);
  const items: AssignmentItem[] = clientIds.map((userId) => ({
    assignmentId: ulid(at),
    formId: form.id,
    formTitle: form.title,
    ...(form.description ? { formDescription: form.description } : {}),
    ...(form.instrument ? { instrument: form.instrument } : {}),
    userId,
    userName: nameOf.get(userId) ?? 'Unknown',
    assignedBy: coachId,
    assignedByName: nameOf.get(coachId) ?? 'Your coach',
    ...(body.dueDate ? { dueDate: body.dueDate } : {}),
    status: 'pending',
    priority: body.priority,
    reminderEnabled: body.reminderEnabled,
    recurrence: body.recurrence,
    ...(body.recurrence !== 'none' ? { recurrenceInterval: body.recurrenceInterval } : {}),
    createdAt: now,
    updatedAt: now,
  }));
  const result = await rt.db.transaction
    .write(({ formAssignment, formDue }) => [
      ...items.map((a) => formAssignment.create(a).commit()),
      ...items.filter((a) => a.dueDate).map((a) => formDue.put({ dueDate: a.dueDate!, assignmentId: a.assignmentId, userId: a.userId }).commit()),
    ])
    .go();
  committed(result);
  await Promise.allSettled(items.map((a) => pushToUser(rt, a.userId, { type: 'form_assigned', assignmentId: a.assignmentId })));
  logger.info('Form assigned', { clients: items.length, instrument: form.instrument ?? 'none', recurrence: body.recurrence });
  return items.map(toAssignment);
}

export async function listCoachAssignments(rt: Runtime, coachId: string): Promise<FormAssignment[]> {
  const { data } = await rt.db.entities.formAssignment.query.byCoach({ assignedBy: coachId }).go({ pages: 'all', order: 'desc' });
  return data.map(toAssignment);
}

export async function listUserAssignments(rt: Runtime, userId: string): Promise<FormAssignment[]> {
  const { data } = await rt.db.entities.formAssignment.query.byUser({ userId }).go({ pages: 'all', order: 'desc' });
  return data.map(toAssignment);
}

async function assignmentItem(rt: Runtime, assignmentId: string): Promise<AssignmentItem> {
  const { data } = await rt.db.entities.formAssignment.get({ assignmentId }).go();
  if (!data) throw notFound('Assignment not found');
  return data;
}

const progressOf = (a: AssignmentItem) => Object.entries(parseJson<Record<string, string>>(a.progress, {})).map(([fieldId, value]) => ({ fieldId, value }));

export async function getAssignment(rt: Runtime, assignmentId: string): Promise<AssignmentDetail> {
  const a = await assignmentItem(rt, assignmentId);
  const [form, response] = await Promise.all([
    anyFormDetail(rt, a.formId),
    a.responseId ? rt.db.entities.formResponse.get({ responseId: a.responseId }).go() : Promise.resolve({ data: null }),
  ]);
  return { assignment: toAssignment(a), form, progress: progressOf(a), response: response.data ? toResponse(response.data) : null };
}

const SUBMITTED_MESSAGE = 'This form has already been submitted';

export async function saveProgress(rt: Runtime, assignmentId: string, body: Progress): Promise<FormAssignment> {
  const a = await assignmentItem(rt, assignmentId);
  if (a.status === 'submitted') throw conflict(SUBMITTED_MESSAGE);
  const form = await anyFormDetail(rt, a.formId);
  const values = validateAnswers(form.fields, body.responseValues, 'progress');
  try {
    const { data } = await rt.db.entities.formAssignment
      .patch({ assignmentId })
      .set({ progress: JSON.stringify(Object.fromEntries(values)), status: 'in_progress', updatedAt: nowIso(rt) })
      .where((x, { ne }) => ne(x.status, 'submitted'))
      .go({ response: 'all_new' });
    return toAssignment(data as AssignmentItem);
  } catch (err) {
    if (isConditionFailure(err)) throw conflict(SUBMITTED_MESSAGE);
    throw err;
  }
}

/** The client's local date today (their time zone from the user record). */
async function clientToday(rt: Runtime, userId: string): Promise<string> {
  const { data } = await rt.db.entities.user.get({ userId }).go({ attributes: ['timeZone'] });
  return localDate(rt.ports.clock.now(), data?.timeZone ?? 'UTC');
}

/** The next assignment of a recurring one: same form and settings, due one interval after the last due day that has come. */
export function nextAssignment(a: AssignmentItem, today: string, now: string): AssignmentItem | null {
  if (a.recurrence === 'none' || a.nextAssignmentId) return null;
  const dueDate = nextDueDate(a.dueDate ?? today, a.recurrence, a.recurrenceInterval ?? 1, today);
  return {
    assignmentId: ulid(Date.parse(now)),
    formId: a.formId,
    formTitle: a.formTitle,
    ...(a.formDescription ? { formDescription: a.formDescription } : {}),
    ...(a.instrument ? { instrument: a.instrument } : {}),
    userId: a.userId,
    userName: a.userName,
    assignedBy: a.assignedBy,
    assignedByName: a.assignedByName,
    dueDate,
    status: 'pending',
    priority: a.priority,
    reminderEnabled: a.reminderEnabled,
    recurrence: a.recurrence,
    recurrenceInterval: a.recurrenceInterval ?? 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** Free-text answers screened like a journal entry; PHQ-9 item 9 by its answer. Never the words in an alert. */
async function crisisOf(rt: Runtime, form: FormDetail, values: Map<string, string>, itemScores: Record<string, number> | null) {
  const text = form.fields
    .filter((f) => f.fieldType === 'text' || f.fieldType === 'textarea')
    .map((f) => values.get(f.id))
    .filter((v): v is string => !!v)
    .join('\n');
  const screened = text ? await screenForCrisis(rt, text) : null;
  const item9 = form.instrument === 'phq-9' && itemScores ? phq9Item9Level(itemScores) : null;
  let level: AlertLevel | null = item9;
  const constructs = new Set<CrisisConstruct>(item9 ? ['passive_ideation'] : []);
  if (screened && screened.level !== 'none') {
    level = level ? higherLevel(level, screened.level) : screened.level;
    for (const c of screened.constructs) constructs.add(c);
  }
  return level ? { level, constructs: [...constructs].sort() } : null;
}

export async function submitResponse(rt: Runtime, assignmentId: string, body: Submit): Promise<SubmitResult> {
  const a = await assignmentItem(rt, assignmentId);
  if (a.status === 'submitted') throw conflict(SUBMITTED_MESSAGE);
  const form = await anyFormDetail(rt, a.formId);
  const values = validateAnswers(form.fields, body.responseValues, 'submit');
  const instrument = form.instrument ? instrumentOf(form.instrument) : null;
  let score: { score: number; band: { key: string; label: string }; itemScores: Record<string, number> } | null = null;
  if (instrument) {
    const scored = scoreInstrument(instrument, itemAnswers(instrument, values));
    if ('problems' in scored) {
      const errors = scored.problems.map((p) => ({ path: `responseValues.${instrument.id}-${p.itemId}`, message: p.message }));
      throw badRequest(FORM_MESSAGES.required, errors);
    }
    score = { score: scored.score, band: { key: scored.band.key, label: scored.band.label }, itemScores: scored.itemScores };
  }
  const crisis = await crisisOf(rt, form, values, score?.itemScores ?? null);
  const now = nowIso(rt);
  const responseId = ulid(Date.parse(now));
  const answered: AnsweredValue[] = form.fields
    .filter((f) => values.has(f.id))
    .map((f) => ({ fieldId: f.id, label: f.label, fieldType: f.fieldType, value: values.get(f.id)! }));
  const response: ResponseItem = {
    responseId,
    assignmentId,
    formId: form.id,
    formTitle: a.formTitle,
    ...(instrument ? { instrument: instrument.id as InstrumentId } : {}),
    responderId: a.userId,
    responderName: a.userName,
    coachId: a.assignedBy,
    aiAssisted: body.aiAssisted,
    ...(body.notes ? { notes: body.notes } : {}),
    values: JSON.stringify(answered),
    ...(score
      ? {
          score: score.score,
          bandKey: score.band.key,
          bandLabel: score.band.label,
          itemScores: JSON.stringify(Object.fromEntries(Object.entries(score.itemScores).map(([item, points]) => [`${instrument!.id}-${item}`, points]))),
        }
      : {}),
    submittedAt: now,
  };
  const next = nextAssignment(a, await clientToday(rt, a.userId), now);
  const result = await rt.db.transaction
    .write(({ formAssignment, formResponse, formDue }) => {
      const update = formAssignment.patch({ assignmentId }).set({
        status: 'submitted',
        completedAt: now,
        responseId,
        updatedAt: now,
        ...(score ? { score: score.score, bandKey: score.band.key, bandLabel: score.band.label } : {}),
        ...(next ? { nextAssignmentId: next.assignmentId } : {}),
      });
      return [
        (a.progress ? update.remove(['progress']) : update).where((x, { ne }) => ne(x.status, 'submitted')).commit(),
        formResponse.create(response).commit(),
        ...(a.dueDate ? [formDue.delete({ dueDate: a.dueDate, assignmentId }).commit()] : []),
        ...(next ? [formAssignment.create(next).commit()] : []),
        ...(next?.dueDate ? [formDue.put({ dueDate: next.dueDate, assignmentId: next.assignmentId, userId: next.userId }).commit()] : []),
      ];
    })
    .go();
  if (failedConditions(result).includes(0)) throw conflict(SUBMITTED_MESSAGE);
  committed(result);
  if (crisis)
    await raiseCrisisAlerts(rt, { patientId: a.userId, source: 'form', sourceId: responseId, at: now, level: crisis.level, constructs: crisis.constructs });
  // Needs attention: an overdue form answered; a PHQ-9's rise or severity.
  if (a.status === 'overdue') await clearFormOverdue(rt, a.userId, a.assignedBy, assignmentId);
  if (instrument?.id === 'phq-9' && score) {
    const { data: earlier } = await rt.db.entities.formResponse.query.byUser({ responderId: a.userId }).go({ pages: 'all', order: 'desc' });
    const previous = earlier.find((r) => r.instrument === 'phq-9' && r.coachId === a.assignedBy && r.responseId !== responseId && r.score !== undefined);
    await notePhq9(rt, a.userId, a.assignedBy, now, score.score, score.band, previous?.score ?? null);
  }
  await Promise.allSettled([
    pushToUser(rt, a.assignedBy, { type: 'form_submitted', assignmentId, userId: a.userId }),
    ...(next ? [pushToUser(rt, a.userId, { type: 'form_assigned', assignmentId: next.assignmentId })] : []),
  ]);
  return {
    id: responseId,
    assignmentId,
    submittedAt: now,
    score: score?.score ?? null,
    band: score?.band ?? null,
    crisis: crisis ? { level: crisis.level } : null,
    nextAssignmentId: next?.assignmentId ?? null,
  };
}

// ---- Responses for the coach ----

/** The clients among `ids` actively connected to the coach (one GetItem each). */
async function activeClients(rt: Runtime, coachId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const connections = await Promise.all(unique.map((id) => getConnection(rt, id, coachId)));
  return new Set(unique.filter((_, i) => connections[i]?.status === 'active'));
}

export async function listCoachResponses(rt: Runtime, coachId: string, query: FormResponsesQuery, route: string): Promise<FormResponse[]> {
  const { data } = await rt.db.entities.formResponse.query.byCoach({ coachId }).go({ pages: 'all', order: 'desc' });
  const wanted = data.filter((r) => (!query.userId || r.responderId === query.userId) && (!query.formId || r.formId === query.formId));
  const active = await activeClients(
    rt,
    coachId,
    wanted.map((r) => r.responderId),
  );
  const responses = wanted.filter((r) => active.has(r.responderId)).map(toResponse);
  await auditReads(
    rt,
    coachId,
    responses.map((r) => r.responderId),
    route,
  );
  return responses;
}

async function auditReads(rt: Runtime, readerId: string, subjects: readonly string[], route: string): Promise<void> {
  const counts = new Map<string, number>();
  for (const s of subjects) counts.set(s, (counts.get(s) ?? 0) + 1);
  await recordRouteReads(
    rt,
    [...counts].map(([subjectId, count]) => ({ readerId, subjectId, what: 'form_answers' as const, route, count })),
  );
}

export async function scoreSeries(rt: Runtime, coachId: string, clientId: string, route: string): Promise<FormScoreSeries[]> {
  const connection = await getConnection(rt, clientId, coachId);
  if (connection?.status !== 'active') throw forbidden('This client is not actively connected to you');
  const { data } = await rt.db.entities.formResponse.query.byUser({ responderId: clientId }).go({ pages: 'all' });
  const scored = data.filter((r) => r.coachId === coachId && r.instrument && r.score !== undefined && r.bandKey);
  const series: FormScoreSeries[] = [];
  for (const id of ['phq-9', 'gad-7', 'audit-c'] as const) {
    const points = scored.filter((r) => r.instrument === id);
    if (!points.length) continue;
    const instrument = instrumentOf(id)!;
    series.push({
      instrument: id,
      name: instrument.name,
      maxScore: instrument.maxScore,
      bands: instrument.bands.map((b) => ({ ...b })),
      points: points
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
        .map((r) => ({ responseId: r.responseId, submittedAt: r.submittedAt, score: r.score!, band: { key: r.bandKey!, label: r.bandLabel ?? r.bandKey! } })),
    });
  }
  await recordRouteReads(rt, [{ readerId: coachId, subjectId: clientId, what: 'form_answers', route, count: scored.length }]);
  return series;
}

// ---- FHIR access ----

/** A response and its form for the FHIR route: to its client, or to the coach who assigned it while connected (audited); 404 otherwise. */
export async function responseForReader(
  rt: Runtime,
  readerId: string,
  responseId: string,
  route: string,
): Promise<{ response: FormResponse; form: FormDetail }> {
  const { data } = await rt.db.entities.formResponse.get({ responseId }).go();
  if (!data) throw notFound('Response not found');
  if (data.responderId !== readerId) {
    const connection = data.coachId === readerId ? await getConnection(rt, data.responderId, readerId) : null;
    if (connection?.status !== 'active') throw notFound('Response not found');
    await recordRouteReads(rt, [{ readerId, subjectId: data.responderId, what: 'form_answers', route, count: 1 }]);
  }
  return { response: toResponse(data), form: await anyFormDetail(rt, data.formId) };
}

/** Every response of a user with its form (their FHIR Bundle, docs/architecture.md). */
export async function responsesOfUser(rt: Runtime, userId: string): Promise<{ response: FormResponse; form: FormDetail }[]> {
  const { data } = await rt.db.entities.formResponse.query.byUser({ responderId: userId }).go({ pages: 'all' });
  const forms = new Map<string, FormDetail>();
  for (const formId of new Set(data.map((r) => r.formId))) forms.set(formId, await anyFormDetail(rt, formId));
  return data.map((r) => ({ response: toResponse(r), form: forms.get(r.formId)! }));
}

export { anyFormDetail };
