import { defineEntity } from '../platform/entity.js';

/**
 * Forms and measurement-based care (docs/data-model.md, "Forms"). A form, its fields and their
 * options share the form's partition, so the builder's read is a GetItem and two Queries and a
 * reorder is one transaction in one partition. A field's id carries its form's id
 * (`<formId>_<ulid>`), so a route addressed by field id alone finds the partition without an index.
 * Assignments and responses are items of their own, listed per client and per coach by gsi1/gsi2.
 */

export const FORM_PURPOSE_VALUES = ['onboarding', 'weekly_check_in', 'pre_session', 'post_session', 'custom'] as const;
export const RECURRENCE_VALUES = ['none', 'daily', 'weekly', 'monthly'] as const;
export const FIELD_TYPE_VALUES = ['text', 'textarea', 'number', 'scale', 'single_choice', 'multiple_choice', 'date', 'boolean', 'instructions'] as const;

/** A coach's form: pk [formId]; gsi1 lists a coach's forms by ULID (newest last). Soft-deleted with `deletedAt`. */
export const CoachFormEntity = defineEntity({
  model: { entity: 'coachForm', version: '1', service: 'steady' },
  attributes: {
    formId: { type: 'string', required: true },
    coachId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string' },
    purpose: { type: FORM_PURPOSE_VALUES, required: true, default: 'custom' },
    isActive: { type: 'boolean', required: true, default: true },
    isPublished: { type: 'boolean', required: true, default: true },
    isRecurring: { type: 'boolean', required: true, default: false },
    recurrencePattern: { type: RECURRENCE_VALUES, required: true, default: 'none' },
    recurrenceDay: { type: 'number' },
    aiFollowupEnabled: { type: 'boolean', required: true, default: true },
    aiInstructions: { type: 'string' },
    /** The template this form was copied from (a copy is unscored). */
    copiedFrom: { type: 'string' },
    /** Kept in step with the fields in the transactions that add and delete them. */
    fieldCount: { type: 'number', required: true, default: 0 },
    deletedAt: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byForm: { pk: { field: 'pk', composite: ['formId'] }, sk: { field: 'sk', composite: [] } },
    byCoach: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['coachId'] }, sk: { field: 'gsi1sk', composite: ['formId'] } },
  },
});

/** A field of a form: pk [formId], sk [fieldId]. Order is `orderIndex` (a reorder rewrites them all in one transaction). */
export const FormFieldEntity = defineEntity({
  model: { entity: 'formField', version: '1', service: 'steady' },
  attributes: {
    formId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    fieldType: { type: FIELD_TYPE_VALUES, required: true },
    label: { type: 'string', required: true },
    placeholder: { type: 'string' },
    helpText: { type: 'string' },
    isRequired: { type: 'boolean', required: true, default: false },
    orderIndex: { type: 'number', required: true },
    scaleMin: { type: 'number' },
    scaleMax: { type: 'number' },
    scaleMinLabel: { type: 'string' },
    scaleMaxLabel: { type: 'string' },
    /** Free-form settings as JSON text. */
    configuration: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byForm: { pk: { field: 'pk', composite: ['formId'] }, sk: { field: 'sk', composite: ['fieldId'] } },
  },
});

/** An option of a choice field: pk [formId], sk [fieldId, optionId] (a field's options are one Query). */
export const FieldOptionEntity = defineEntity({
  model: { entity: 'fieldOption', version: '1', service: 'steady' },
  attributes: {
    formId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    optionId: { type: 'string', required: true },
    optionValue: { type: 'string', required: true },
    optionLabel: { type: 'string', required: true },
    orderIndex: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byForm: { pk: { field: 'pk', composite: ['formId'] }, sk: { field: 'sk', composite: ['fieldId', 'optionId'] } },
  },
});

/**
 * A form (or instrument template) assigned to one client: pk [assignmentId]; gsi1 lists the client's
 * (My Forms), gsi2 the coach's. The form's title, description and instrument, the client's and the
 * coach's names are copied in when it is made, so lists are one Query. Saved answers (`progress`) and,
 * once submitted, the response's id, score and band live on it too.
 */
export const FormAssignmentEntity = defineEntity({
  model: { entity: 'formAssignment', version: '1', service: 'steady' },
  attributes: {
    assignmentId: { type: 'string', required: true },
    formId: { type: 'string', required: true },
    formTitle: { type: 'string', required: true },
    formDescription: { type: 'string' },
    instrument: { type: ['phq-9', 'gad-7', 'audit-c'] as const },
    userId: { type: 'string', required: true },
    userName: { type: 'string', required: true },
    assignedBy: { type: 'string', required: true },
    assignedByName: { type: 'string', required: true },
    /** The client's local day it is due ('yyyy-mm-dd'). */
    dueDate: { type: 'string' },
    status: { type: ['pending', 'in_progress', 'submitted', 'overdue'] as const, required: true, default: 'pending' },
    priority: { type: ['low', 'normal', 'high'] as const, required: true, default: 'normal' },
    reminderEnabled: { type: 'boolean', required: true, default: true },
    recurrence: { type: RECURRENCE_VALUES, required: true, default: 'none' },
    recurrenceInterval: { type: 'number' },
    /** Answers saved so far, by field id (JSON text of { fieldId: value }). */
    progress: { type: 'string' },
    completedAt: { type: 'string' },
    responseId: { type: 'string' },
    score: { type: 'number' },
    bandKey: { type: 'string' },
    bandLabel: { type: 'string' },
    /** The assignment a recurring one produced (once: when submitted or when it fell due). */
    nextAssignmentId: { type: 'string' },
    /** Reminders sent ('yyyy-mm-dd' of the day before and of the due day). */
    remindedDays: { type: 'set', items: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['assignmentId'] }, sk: { field: 'sk', composite: [] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['assignmentId'] } },
    byCoach: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['assignedBy'] }, sk: { field: 'gsi2sk', composite: ['assignmentId'] } },
  },
});

/**
 * An open assignment with a due date, in the partition of that day: the overdue and reminder jobs
 * Query the few days around today (no Scan). Written with the assignment and deleted in the
 * transaction that submits it, or when the job marks it overdue.
 */
export const FormDueEntity = defineEntity({
  model: { entity: 'formDue', version: '1', service: 'steady' },
  attributes: {
    dueDate: { type: 'string', required: true },
    assignmentId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['dueDate'] }, sk: { field: 'sk', composite: ['assignmentId'] } },
  },
});

/**
 * A submitted response: pk [responseId]; gsi1 lists a client's responses by time, gsi2 a coach's.
 * The response values (unique per response and field) are a map in the item, each with the label it
 * was asked with; a response is written once, in the transaction that marks its assignment submitted.
 */
export const FormResponseEntity = defineEntity({
  model: { entity: 'formResponse', version: '1', service: 'steady' },
  attributes: {
    responseId: { type: 'string', required: true },
    assignmentId: { type: 'string', required: true },
    formId: { type: 'string', required: true },
    formTitle: { type: 'string', required: true },
    instrument: { type: ['phq-9', 'gad-7', 'audit-c'] as const },
    responderId: { type: 'string', required: true },
    responderName: { type: 'string', required: true },
    coachId: { type: 'string', required: true },
    aiAssisted: { type: 'boolean', required: true, default: false },
    notes: { type: 'string' },
    /** JSON text of [{ fieldId, label, fieldType, value }] in field order. */
    values: { type: 'string', required: true },
    score: { type: 'number' },
    bandKey: { type: 'string' },
    bandLabel: { type: 'string' },
    /** JSON text of { fieldId: points } for instruments. */
    itemScores: { type: 'string' },
    submittedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['responseId'] }, sk: { field: 'sk', composite: [] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['responderId'] }, sk: { field: 'gsi1sk', composite: ['submittedAt', 'responseId'] } },
    byCoach: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['coachId'] }, sk: { field: 'gsi2sk', composite: ['submittedAt', 'responseId'] } },
  },
});
