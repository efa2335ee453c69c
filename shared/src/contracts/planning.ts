import * as z from 'zod';
import { SelectableCoachId, SelectableSystemId } from './selectable.js';
import { PathId } from './common.js';
import { CHECKLIST_CATEGORIES, DEFAULTS, GOAL_CATEGORIES, GOAL_PRIORITY, GOAL_TYPES, PART_COLORS, RECURRENCE_PATTERNS, SUPPORT } from '../constants.js';

/**
 * Goals, checklists, parts (coherence mode), the current AI coach and habit system, and the
 * account deletion request: the Settings screen's own records (spec sections 2, 3 and 5).
 */

/** List items are trimmed and empty ones ignored. */
export const ListItems = z
  .array(z.string().max(500, 'Each item must be under 500 characters'))
  .max(50, 'At most 50 items')
  .transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0));

const requiredText = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** 'YYYY-MM-DD' or empty (no date). */
const OptionalDate = z
  .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')])
  .nullish()
  .transform((v) => (v ? v : null));

const BodyUserId = z.string().min(1).optional();

/**
 * A PATCH body from a create body's fields: every field optional, with the same validation and
 * messages, and no defaults (a field left out is left as it is).
 */
export function patchOf<S extends z.ZodRawShape>(shape: S) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, ((v instanceof z.ZodDefault ? v.unwrap() : v) as unknown as z.ZodType).optional()]),
  );
  return z.object(fields as unknown as { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer T> ? T : S[K]> });
}

// ---- Goals ----
export const GoalType = z.enum(GOAL_TYPES);
export const GoalCategory = z.enum(GOAL_CATEGORIES, { error: 'Please choose a category' });

const goalFields = {
  title: requiredText('Title is required', 200, 'Title must be under 200 characters'),
  description: requiredText('Description is required', 2000, 'Description must be under 2000 characters'),
  type: GoalType.default('long_term'),
  category: GoalCategory.nullish().transform((v) => v ?? null),
  priority: z
    .number({ error: `Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}` })
    .int(`Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}`)
    .min(GOAL_PRIORITY.min, `Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}`)
    .max(GOAL_PRIORITY.max, `Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}`)
    .default(GOAL_PRIORITY.default),
  targetDate: OptionalDate,
  notes: optionalText(2000, 'Notes must be under 2000 characters'),
  status: z.literal('active').default('active'),
  milestones: ListItems.default([]),
  successCriteria: ListItems.default([]),
  obstacles: ListItems.default([]),
  resources: ListItems.default([]),
  userId: BodyUserId,
};
export const CreateGoalBody = z.object(goalFields);
export const UpdateGoalBody = patchOf(goalFields);
export type UpdateGoalBody = z.input<typeof UpdateGoalBody>;
export const GoalIdParams = z.object({ goalId: PathId });
export type CreateGoalBody = z.input<typeof CreateGoalBody>;

export const Goal = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  type: GoalType,
  category: GoalCategory.nullable(),
  priority: z.number().int(),
  targetDate: z.string().nullable(),
  status: z.enum(['active', 'completed', 'paused']),
  progressPercentage: z.number(),
  milestones: z.array(z.string()),
  successCriteria: z.array(z.string()),
  obstacles: z.array(z.string()),
  resources: z.array(z.string()),
  notes: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof Goal>;
export const GoalList = z.array(Goal);

// ---- Checklists ----
export const ChecklistCategory = z.enum(CHECKLIST_CATEGORIES, { error: 'Please choose a category' });
export const RecurrencePattern = z.enum(RECURRENCE_PATTERNS, { error: 'Please choose how often it repeats' });

export const ChecklistItem = z.object({ id: z.string(), text: z.string(), completed: z.boolean() });
export type ChecklistItem = z.infer<typeof ChecklistItem>;

const ItemInput = z.object({
  id: z.string().max(64).optional(),
  text: z.string().max(500, 'Each item must be under 500 characters'),
  completed: z.boolean().default(false),
});

export const CHECKLIST_ITEMS_REQUIRED = 'Add at least one item';

const checklistFields = {
  title: requiredText('Title is required', 200, 'Title must be under 200 characters'),
  description: optionalText(2000, 'Description must be under 2000 characters'),
  relatedGoalId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
  category: ChecklistCategory.nullish().transform((v) => v ?? null),
  isRecurring: z.boolean().default(false),
  recurrencePattern: RecurrencePattern.nullish().transform((v) => v ?? null),
  dueDate: OptionalDate,
  items: z
    .array(ItemInput, { error: CHECKLIST_ITEMS_REQUIRED })
    .max(100, 'At most 100 items')
    .transform((items) => items.map((i) => ({ ...i, text: i.text.trim() })).filter((i) => i.text.length > 0))
    .refine((items) => items.length > 0, CHECKLIST_ITEMS_REQUIRED),
  userId: BodyUserId,
};
export const CreateChecklistBody = z
  .object(checklistFields)
  .superRefine((b, ctx) => {
    if (b.isRecurring && !b.recurrencePattern) ctx.addIssue({ code: 'custom', path: ['recurrencePattern'], message: 'Please choose how often it repeats' });
  })
  // A due date only for a one-off checklist; a recurrence pattern only for a recurring one.
  .transform((b) => ({ ...b, dueDate: b.isRecurring ? null : b.dueDate, recurrencePattern: b.isRecurring ? b.recurrencePattern : null }));
export type CreateChecklistBody = z.input<typeof CreateChecklistBody>;
/** Partial; the due date and recurrence rules are applied to the merged checklist. */
export const UpdateChecklistBody = patchOf(checklistFields);
export type UpdateChecklistBody = z.input<typeof UpdateChecklistBody>;
export const ChecklistIdParams = z.object({ checklistId: PathId });

export const Checklist = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  relatedGoalId: z.string().nullable(),
  category: ChecklistCategory.nullable(),
  items: z.array(ChecklistItem),
  completionPercentage: z.number(),
  isRecurring: z.boolean(),
  recurrencePattern: RecurrencePattern.nullable(),
  lastResetDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Checklist = z.infer<typeof Checklist>;
export const ChecklistList = z.array(Checklist);

// ---- Parts (coherence mode) ----
export const PART_ROLES = ['protector', 'exile', 'firefighter', 'self'] as const;
export const PartRole = z.enum(PART_ROLES, { error: 'Please choose a role' });
export const PartColor = z.enum(PART_COLORS, { error: 'Please choose one of the colours' });

const partFields = {
  name: requiredText('Name is required', 100, 'Name must be under 100 characters'),
  description: requiredText('Description is required', 2000, 'Description must be under 2000 characters'),
  role: PartRole.default('protector'),
  color: PartColor.default(DEFAULTS.partColor),
  characteristics: ListItems.default([]),
  triggers: ListItems.default([]),
  strengths: ListItems.default([]),
  challenges: ListItems.default([]),
  userId: BodyUserId,
};
export const CreatePartBody = z.object(partFields);
export const UpdatePartBody = patchOf(partFields);
export type UpdatePartBody = z.input<typeof UpdatePartBody>;
export const PartIdParams = z.object({ partId: PathId });
export type CreatePartBody = z.input<typeof CreatePartBody>;

export const Part = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string(),
  role: PartRole,
  color: z.string(),
  characteristics: z.array(z.string()),
  triggers: z.array(z.string()),
  strengths: z.array(z.string()),
  challenges: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Part = z.infer<typeof Part>;
export const PartList = z.array(Part);

// ---- Current AI coach and habit system (the seeded catalog until the marketplace) ----
export const AiCoach = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  personality: z.string(),
  specialties: z.array(z.string()),
  isDefault: z.boolean(),
  price: z.number().int(),
  author: z.string(),
});
export type AiCoach = z.infer<typeof AiCoach>;

export const HabitSystem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  methodology: z.string(),
  isDefault: z.boolean(),
  price: z.number().int(),
  author: z.string(),
  compatibleCoaches: z.array(z.string()),
});
export type HabitSystem = z.infer<typeof HabitSystem>;

export const SetCurrentCoachBody = z.object({
  coachId: SelectableCoachId,
});
export type SetCurrentCoachBody = z.input<typeof SetCurrentCoachBody>;
export const SetCurrentSystemBody = z.object({
  systemId: SelectableSystemId,
});
export type SetCurrentSystemBody = z.input<typeof SetCurrentSystemBody>;

// ---- Account deletion request (data removed within 30 days) ----
export const DATA_REMOVAL_DAYS = SUPPORT.dataRemovalDays;

export const DeletionRequest = z.object({
  userId: z.string(),
  status: z.literal('pending'),
  requestedAt: z.string(),
  /** requestedAt + 30 days: the date by which the data will be removed. */
  removeBy: z.string(),
});
export type DeletionRequest = z.infer<typeof DeletionRequest>;

// ---- Experiments and routines (beta: experiments, routine builder) ----
export const EXPERIMENT_STATUSES = ['active', 'completed', 'abandoned'] as const;
export const ROUTINE_TYPES = ['current', 'planned'] as const;
export const ROUTINE_FREQUENCIES = ['daily', 'weekdays', 'weekends', 'weekly'] as const;
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export const ROUTINE_DURATION = { min: 1, max: 600 } as const;

const experimentFields = {
  title: requiredText('Title is required', 200, 'Title must be under 200 characters'),
  description: optionalText(2000, 'Description must be under 2000 characters'),
  goal: optionalText(500, 'Goal must be under 500 characters'),
  hypothesis: optionalText(1000, 'Hypothesis must be under 1000 characters'),
  startDate: OptionalDate,
  endDate: OptionalDate,
  successMetrics: ListItems.default([]),
  dailyActions: ListItems.default([]),
  weeklyActions: ListItems.default([]),
  notes: optionalText(2000, 'Notes must be under 2000 characters'),
  userId: BodyUserId,
};
export const CreateExperimentBody = z.object(experimentFields).superRefine((b, ctx) => {
  if (b.startDate && b.endDate && b.endDate < b.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date' });
});
export type CreateExperimentBody = z.input<typeof CreateExperimentBody>;
/** Partial; the end date is checked against the start date of the merged experiment. */
export const UpdateExperimentBody = patchOf(experimentFields);
export type UpdateExperimentBody = z.input<typeof UpdateExperimentBody>;
export const ExperimentIdParams = z.object({ experimentId: PathId });

export const Experiment = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  goal: z.string().nullable(),
  hypothesis: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(EXPERIMENT_STATUSES),
  successMetrics: z.array(z.string()),
  dailyActions: z.array(z.string()),
  weeklyActions: z.array(z.string()),
  notes: z.string().nullable(),
  results: z.string().nullable(),
  lessonsLearned: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Experiment = z.infer<typeof Experiment>;
export const ExperimentList = z.array(Experiment);

const DURATION_MESSAGE = `Duration must be between ${ROUTINE_DURATION.min} and ${ROUTINE_DURATION.max} minutes`;

const routineFields = {
  title: requiredText('Title is required', 200, 'Title must be under 200 characters'),
  description: optionalText(2000, 'Description must be under 2000 characters'),
  type: z.enum(ROUTINE_TYPES).default('current'),
  frequency: z.enum(ROUTINE_FREQUENCIES, { error: 'Please choose how often' }).default('daily'),
  timeOfDay: z.enum(TIMES_OF_DAY, { error: 'Please choose a time of day' }).default('anytime'),
  duration: z
    .number({ error: DURATION_MESSAGE })
    .int(DURATION_MESSAGE)
    .min(ROUTINE_DURATION.min, DURATION_MESSAGE)
    .max(ROUTINE_DURATION.max, DURATION_MESSAGE)
    .nullish()
    .transform((v) => v ?? null),
  actions: ListItems.default([]),
  benefits: ListItems.default([]),
  challenges: ListItems.default([]),
  startDate: OptionalDate,
  priority: z
    .number({ error: `Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}` })
    .int(`Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}`)
    .min(GOAL_PRIORITY.min, `Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}`)
    .max(GOAL_PRIORITY.max, `Priority must be between ${GOAL_PRIORITY.min} and ${GOAL_PRIORITY.max}`)
    .default(1),
  relatedExperimentId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
  userId: BodyUserId,
};
export const CreateRoutineBody = z.object(routineFields);
export const UpdateRoutineBody = patchOf(routineFields);
export type UpdateRoutineBody = z.input<typeof UpdateRoutineBody>;
export const RoutineIdParams = z.object({ routineId: PathId });
export type CreateRoutineBody = z.input<typeof CreateRoutineBody>;

export const Routine = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(ROUTINE_TYPES),
  frequency: z.enum(ROUTINE_FREQUENCIES),
  timeOfDay: z.enum(TIMES_OF_DAY),
  duration: z.number().nullable(),
  actions: z.array(z.string()),
  benefits: z.array(z.string()),
  challenges: z.array(z.string()),
  isActive: z.boolean(),
  startDate: z.string().nullable(),
  priority: z.number().int(),
  relatedExperimentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Routine = z.infer<typeof Routine>;
export const RoutineList = z.array(Routine);
