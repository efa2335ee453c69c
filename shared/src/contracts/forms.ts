import * as z from 'zod';
import { INSTRUMENT_IDS } from '../domain/instruments.js';
import { PathId } from './common.js';
import { AlertLevel } from './care-team.js';

/**
 * Forms and measurement-based care (spec sections 2, 5, 6 and 7; docs/architecture.md, "Forms and
 * measurement-based care"): the coach's forms, fields and options, validated instruments as read-only
 * templates, assignments to connected clients, saved progress, responses with scores, and FHIR.
 */

export const FORM_PURPOSES = ['onboarding', 'weekly_check_in', 'pre_session', 'post_session', 'custom'] as const;
export const FIELD_TYPES = ['text', 'textarea', 'number', 'scale', 'single_choice', 'multiple_choice', 'date', 'boolean', 'instructions'] as const;
export const CHOICE_FIELD_TYPES = ['single_choice', 'multiple_choice'] as const;
export const ASSIGNMENT_STATUSES = ['pending', 'in_progress', 'submitted', 'overdue'] as const;
export const ASSIGNMENT_PRIORITIES = ['low', 'normal', 'high'] as const;
export const RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const;
export const RECURRENCE_UNITS = ['day', 'week', 'month'] as const;

/** Messages the builder, assign dialog and answer validation show (spec sections 5 and 8). */
export const FORM_MESSAGES = {
  title: 'Please enter a form title',
  label: 'Please enter a field label',
  options: 'Please add at least one option',
  client: 'Please select a client',
  interval: 'Interval must be at least 1',
  dueDate: 'Please enter a valid due date',
  scale: 'Scale minimum must be below the maximum',
  required: 'Please fill in all required fields',
  fieldOrders: 'The new order must list every field of the form exactly once',
} as const;

export const FORM_LIMITS = {
  title: 200,
  description: 2000,
  aiInstructions: 2000,
  label: 500,
  placeholder: 200,
  helpText: 1000,
  optionLabel: 200,
  optionValue: 200,
  /** A field's options: replacing them all (delete and create) fits one transaction of 100 items. */
  options: 40,
  fields: 100,
  /** An answer's characters: a response of up to 100 answers stays well inside one item. */
  answer: 2000,
  notes: 2000,
  clients: 50,
} as const;

export const FormPurpose = z.enum(FORM_PURPOSES, { error: 'Please choose a purpose' });
export type FormPurpose = z.infer<typeof FormPurpose>;
export const FieldType = z.enum(FIELD_TYPES, { error: 'Please choose a field type' });
export type FieldType = z.infer<typeof FieldType>;
/** Field type on input: the client builder's `select` / `multi_select` are the data model's choice types. */
export const FieldTypeInput = z.preprocess(
  (v) => (v === 'select' ? 'single_choice' : v === 'multi_select' ? 'multiple_choice' : v),
  FieldType,
) as unknown as typeof FieldType;
export const AssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;
export const AssignmentPriority = z.enum(ASSIGNMENT_PRIORITIES, { error: 'Please choose a priority' });
export type AssignmentPriority = z.infer<typeof AssignmentPriority>;
export const Recurrence = z.enum(RECURRENCES, { error: 'Please choose how often it repeats' });
export type Recurrence = z.infer<typeof Recurrence>;
export const RecurrenceUnit = z.enum(RECURRENCE_UNITS);
export type RecurrenceUnit = z.infer<typeof RecurrenceUnit>;
export const InstrumentIdSchema = z.enum(INSTRUMENT_IDS);

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be under ${max} characters`);
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((v) => (v ? v : null));
const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be under ${max} characters`);

/** 'YYYY-MM-DD', a real calendar date. */
export const FormDate = z
  .string({ error: FORM_MESSAGES.dueDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.dueDate)
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, FORM_MESSAGES.dueDate);

// ---- Params ----
export const FormIdParams = z.object({ formId: PathId });
export type FormIdParams = z.infer<typeof FormIdParams>;
export const FieldIdParams = z.object({ fieldId: PathId });
export type FieldIdParams = z.infer<typeof FieldIdParams>;
export const AssignmentIdParams = z.object({ assignmentId: PathId });
export type AssignmentIdParams = z.infer<typeof AssignmentIdParams>;
export const ResponseIdParams = z.object({ responseId: PathId });
export type ResponseIdParams = z.infer<typeof ResponseIdParams>;
export const TemplateIdParams = z.object({ templateId: PathId });
export type TemplateIdParams = z.infer<typeof TemplateIdParams>;
export const CoachClientParams = z.object({ id: PathId, clientId: PathId });
export type CoachClientParams = z.infer<typeof CoachClientParams>;

// ---- Forms ----
const formFields = {
  title: requiredText(FORM_MESSAGES.title, FORM_LIMITS.title, 'Title'),
  description: optionalText(FORM_LIMITS.description, 'Description'),
  purpose: FormPurpose.default('custom'),
  isActive: z.boolean().default(true),
  isPublished: z.boolean().default(true),
  isRecurring: z.boolean().default(false),
  recurrencePattern: Recurrence.default('none'),
  /** Day of the week (0 Sunday … 6 Saturday) or of the month (1–31) a recurring form is meant for. */
  recurrenceDay: z
    .number({ error: 'Recurrence day must be between 0 and 31' })
    .int('Recurrence day must be between 0 and 31')
    .min(0, 'Recurrence day must be between 0 and 31')
    .max(31, 'Recurrence day must be between 0 and 31')
    .nullish()
    .transform((v) => v ?? null),
  aiFollowupEnabled: z.boolean().default(true),
  aiInstructions: optionalText(FORM_LIMITS.aiInstructions, 'AI instructions'),
};
export const CreateFormBody = z.object(formFields);
export type CreateFormBody = z.input<typeof CreateFormBody>;
/** PUT /api/forms/{id}: any of the create fields; those left out keep their value. */
export const UpdateFormBody = z.object(
  Object.fromEntries(Object.entries(formFields).map(([k, v]) => [k, ((v instanceof z.ZodDefault ? v.unwrap() : v) as z.ZodType).optional()])) as {
    [K in keyof typeof formFields]: z.ZodOptional<(typeof formFields)[K] extends z.ZodDefault<infer T> ? T : (typeof formFields)[K]>;
  },
);
export type UpdateFormBody = z.input<typeof UpdateFormBody>;

export const CoachForm = z.object({
  id: z.string(),
  coachId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  purpose: FormPurpose,
  isActive: z.boolean(),
  isPublished: z.boolean(),
  isRecurring: z.boolean(),
  recurrencePattern: Recurrence,
  recurrenceDay: z.number().nullable(),
  aiFollowupEnabled: z.boolean(),
  aiInstructions: z.string().nullable(),
  /** The validated instrument a template is (scored); null for a coach's own form, copies included. */
  instrument: InstrumentIdSchema.nullable(),
  /** A read-only template (an instrument), not a coach's form. */
  isTemplate: z.boolean(),
  /** The template a copy was made from. */
  copiedFrom: z.string().nullable(),
  fieldCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoachForm = z.infer<typeof CoachForm>;
export const CoachFormList = z.array(CoachForm);

// ---- Fields and options ----
export const FieldOption = z.object({
  id: z.string(),
  fieldId: z.string(),
  optionValue: z.string(),
  optionLabel: z.string(),
  orderIndex: z.number().int(),
  /** Points of the answer in a scored instrument; null otherwise. */
  score: z.number().nullable(),
});
export type FieldOption = z.infer<typeof FieldOption>;
export const FieldOptionList = z.array(FieldOption);

export const FormField = z.object({
  id: z.string(),
  formId: z.string(),
  fieldType: FieldType,
  label: z.string(),
  placeholder: z.string().nullable(),
  helpText: z.string().nullable(),
  isRequired: z.boolean(),
  orderIndex: z.number().int(),
  scaleMin: z.number().int().nullable(),
  scaleMax: z.number().int().nullable(),
  scaleMinLabel: z.string().nullable(),
  scaleMaxLabel: z.string().nullable(),
  configuration: z.record(z.string(), z.unknown()).nullable(),
  /** Choice fields' options in order (empty for other types). */
  options: z.array(FieldOption),
});
export type FormField = z.infer<typeof FormField>;
export const FormFieldList = z.array(FormField);

/** A form with its fields (and their options) in order: the builder, the preview and answering read this. */
export const FormDetail = CoachForm.extend({ fields: FormFieldList });
export type FormDetail = z.infer<typeof FormDetail>;

const orderIndex = z
  .number({ error: 'Order must be a whole number' })
  .int('Order must be a whole number')
  .min(0, 'Order must be a whole number')
  .max(10_000, 'Order must be at most 10000');

export const OptionInput = z.object({
  optionValue: text(FORM_LIMITS.optionValue, 'Option value').optional(),
  optionLabel: z.string().trim().max(FORM_LIMITS.optionLabel, `Option label must be under ${FORM_LIMITS.optionLabel} characters`).default(''),
});
export type OptionInput = z.input<typeof OptionInput>;

const scaleBound = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(-1000, `${label} must be between -1000 and 1000`)
    .max(1000, `${label} must be between -1000 and 1000`);

const fieldFields = {
  fieldType: FieldTypeInput,
  label: requiredText(FORM_MESSAGES.label, FORM_LIMITS.label, 'Label'),
  placeholder: optionalText(FORM_LIMITS.placeholder, 'Placeholder'),
  helpText: optionalText(FORM_LIMITS.helpText, 'Help text'),
  isRequired: z.boolean().default(false),
  /** Position among the form's fields; at the end when left out. */
  orderIndex: orderIndex.optional(),
  scaleMin: scaleBound('Scale minimum').nullish(),
  scaleMax: scaleBound('Scale maximum').nullish(),
  scaleMinLabel: optionalText(100, 'Scale minimum label'),
  scaleMaxLabel: optionalText(100, 'Scale maximum label'),
  configuration: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? null),
  /**
   * Options of a choice field, in order: rows with an empty label are skipped, at least one must
   * remain. Ignored for other types. The value defaults to the label.
   */
  options: z.array(OptionInput).max(FORM_LIMITS.options, `At most ${FORM_LIMITS.options} options`).optional(),
};
export const CreateFieldBody = z.object(fieldFields);
export type CreateFieldBody = z.input<typeof CreateFieldBody>;
/** PUT /api/form-fields/{id}: any of the create fields; `options`, when given, replaces the list. */
export const UpdateFieldBody = z.object({
  ...fieldFields,
  fieldType: FieldTypeInput.optional(),
  label: fieldFields.label.optional(),
  isRequired: z.boolean().optional(),
});
export type UpdateFieldBody = z.input<typeof UpdateFieldBody>;

export const CreateOptionBody = z.object({
  optionValue: text(FORM_LIMITS.optionValue, 'Option value').optional(),
  optionLabel: requiredText('Please enter an option label', FORM_LIMITS.optionLabel, 'Option label'),
  orderIndex: orderIndex.optional(),
});
export type CreateOptionBody = z.input<typeof CreateOptionBody>;

export const ReorderFieldsBody = z.object({
  fieldOrders: z
    .array(z.object({ fieldId: z.union([PathId, z.number().int().transform(String)]), orderIndex }), { error: FORM_MESSAGES.fieldOrders })
    .min(1, FORM_MESSAGES.fieldOrders)
    .max(FORM_LIMITS.fields, FORM_MESSAGES.fieldOrders),
});
export type ReorderFieldsBody = z.input<typeof ReorderFieldsBody>;

// ---- Templates ----
export const FormTemplate = z.object({
  id: InstrumentIdSchema,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  itemCount: z.number().int(),
  maxScore: z.number().int(),
  bands: z.array(z.object({ key: z.string(), label: z.string(), min: z.number(), max: z.number() })),
  interpretation: z.string(),
  loinc: z.string(),
});
export type FormTemplate = z.infer<typeof FormTemplate>;
export const FormTemplateList = z.array(FormTemplate);

// ---- Assignments ----
export const CreateAssignmentBody = z
  .object({
    /** One client (the spec's body) … */
    userId: PathId.optional(),
    /** … or several. */
    userIds: z.array(PathId).max(FORM_LIMITS.clients, `At most ${FORM_LIMITS.clients} clients at once`).optional(),
    /** The client's local day it is due; null for no due date. */
    dueDate: FormDate.nullish().transform((v) => v ?? null),
    priority: AssignmentPriority.default('normal'),
    recurrence: Recurrence.nullish().transform((v) => v ?? 'none'),
    recurrenceInterval: z
      .number({ error: FORM_MESSAGES.interval })
      .int(FORM_MESSAGES.interval)
      .min(1, FORM_MESSAGES.interval)
      .max(365, 'Interval must be at most 365')
      .nullish()
      .transform((v) => v ?? 1),
    reminderEnabled: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (!b.userId && !b.userIds?.length) ctx.addIssue({ code: 'custom', path: ['userId'], message: FORM_MESSAGES.client });
  });
export type CreateAssignmentBody = z.input<typeof CreateAssignmentBody>;

export const InstrumentBandSummary = z.object({ key: z.string(), label: z.string() });
export type InstrumentBandSummary = z.infer<typeof InstrumentBandSummary>;

export const FormAssignment = z.object({
  id: z.string(),
  formId: z.string(),
  formTitle: z.string(),
  formDescription: z.string().nullable(),
  /** The validated instrument, for a template's assignment. */
  instrument: InstrumentIdSchema.nullable(),
  userId: z.string(),
  /** The client's name (for the coach's list). */
  userName: z.string(),
  assignedBy: z.string(),
  assignedByName: z.string(),
  dueDate: z.string().nullable(),
  status: AssignmentStatus,
  priority: AssignmentPriority,
  reminderEnabled: z.boolean(),
  recurrence: Recurrence,
  recurrenceInterval: z.number().int().nullable(),
  recurrenceUnit: RecurrenceUnit.nullable(),
  completedAt: z.string().nullable(),
  /** The submitted response, with its score and band for an instrument. */
  responseId: z.string().nullable(),
  score: z.number().nullable(),
  band: InstrumentBandSummary.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormAssignment = z.infer<typeof FormAssignment>;
export const FormAssignmentList = z.array(FormAssignment);

/** Answers as the spec sends them: field id and the answer text (multi as a JSON list, boolean 'true'/'false'). */
export const ResponseValueInput = z.object({
  fieldId: z.union([PathId, z.number().int().transform(String)], { error: 'Each answer needs its field' }),
  responseValue: z.string({ error: 'Each answer must be text' }).max(FORM_LIMITS.answer, `An answer must be under ${FORM_LIMITS.answer} characters`),
});
export type ResponseValueInput = z.input<typeof ResponseValueInput>;
const responseValues = z.array(ResponseValueInput, { error: 'Answers are required' }).max(FORM_LIMITS.fields, 'Too many answers');

export const SubmitResponseBody = z.object({
  responseValues,
  notes: optionalText(FORM_LIMITS.notes, 'Notes'),
  aiAssisted: z.boolean().default(false),
});
export type SubmitResponseBody = z.input<typeof SubmitResponseBody>;

export const SaveProgressBody = z.object({ responseValues });
export type SaveProgressBody = z.input<typeof SaveProgressBody>;

export const ResponseValue = z.object({ fieldId: z.string(), value: z.string() });
export type ResponseValue = z.infer<typeof ResponseValue>;
/** A submitted answer with the field's label as it was asked (kept if the field is later edited or deleted). */
export const AnsweredValue = ResponseValue.extend({ label: z.string(), fieldType: FieldType });
export type AnsweredValue = z.infer<typeof AnsweredValue>;

/** The answer to a submit: the response's id, and for an instrument its score, band and any crisis. */
export const SubmitResult = z.object({
  id: z.string(),
  assignmentId: z.string(),
  submittedAt: z.string(),
  score: z.number().nullable(),
  band: InstrumentBandSummary.nullable(),
  /** Set when an answer (PHQ-9 item 9) raised a crisis alert: the app shows the crisis panel. */
  crisis: z.object({ level: AlertLevel }).nullable(),
  /** The next assignment a recurring one produced. */
  nextAssignmentId: z.string().nullable(),
});
export type SubmitResult = z.infer<typeof SubmitResult>;

export const FormResponse = z.object({
  id: z.string(),
  assignmentId: z.string(),
  formId: z.string(),
  formTitle: z.string(),
  instrument: InstrumentIdSchema.nullable(),
  responderId: z.string(),
  responderName: z.string(),
  aiAssisted: z.boolean(),
  notes: z.string().nullable(),
  submittedAt: z.string(),
  score: z.number().nullable(),
  band: InstrumentBandSummary.nullable(),
  /** Score of each scored item by field id (instruments). */
  itemScores: z.record(z.string(), z.number()).nullable(),
  values: z.array(AnsweredValue),
});
export type FormResponse = z.infer<typeof FormResponse>;
export const FormResponseList = z.array(FormResponse);

export const FormResponsesQuery = z.object({
  userId: PathId.optional(),
  formId: PathId.optional(),
});
export type FormResponsesQuery = z.infer<typeof FormResponsesQuery>;

/** One assignment with all it takes to answer or read it back. */
export const AssignmentDetail = z.object({
  assignment: FormAssignment,
  form: FormDetail,
  /** Answers saved with Continue later (in_progress), by field. */
  progress: z.array(ResponseValue),
  response: FormResponse.nullable(),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetail>;

/** An instrument's scores over time for one client (the Analytics trend chart). */
export const FormScoreSeries = z.object({
  instrument: InstrumentIdSchema,
  name: z.string(),
  maxScore: z.number(),
  bands: z.array(z.object({ key: z.string(), label: z.string(), min: z.number(), max: z.number() })),
  points: z.array(z.object({ responseId: z.string(), submittedAt: z.string(), score: z.number(), band: InstrumentBandSummary })),
});
export type FormScoreSeries = z.infer<typeof FormScoreSeries>;
export const FormScoreSeriesList = z.array(FormScoreSeries);

/** A FHIR R4 resource as JSON (validated in tests with @medplum/core). */
export const FhirResource = z.object({ resourceType: z.string() }).passthrough();
export type FhirResource = z.infer<typeof FhirResource>;
