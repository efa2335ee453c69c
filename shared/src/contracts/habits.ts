import * as z from 'zod';
import { DEFAULTS, HABIT_CATEGORIES, HABIT_FREQUENCIES, HABIT_PROGRESS_STEP, MOOD_SCALE_MAX, MOOD_SCALE_MIN } from '../constants.js';
import { PathId } from './common.js';
import { patchOf } from './planning.js';

/**
 * Wellness Habits (spec sections 2, 3, 5 and 7): habits, progress entries, and the screen's summary
 * (current streak and weekly score, computed by shared/src/domain/habits.ts).
 */

export const HABIT_MESSAGES = {
  name: 'Name is required',
  description: 'Description is required',
  category: 'Category is required',
  frequency: 'Frequency is required',
  unit: 'Unit is required',
  targetValue: 'Target value must be at least 1',
  value: 'Value must be positive',
  habitId: 'Please choose a habit',
  date: 'Please enter a valid date',
  futureDate: 'The date cannot be in the future',
  moodAfter: `Mood must be between ${MOOD_SCALE_MIN} and ${MOOD_SCALE_MAX}`,
} as const;

/** Upper bounds the spec leaves open, so that a record stays readable. */
export const HABIT_LIMITS = { name: 100, description: 500, unit: 30, notes: 1000, targetValue: 10_000, value: 100_000 } as const;

export const HabitCategory = z.enum(HABIT_CATEGORIES, { error: HABIT_MESSAGES.category });
export type HabitCategory = z.infer<typeof HabitCategory>;
export const HabitFrequency = z.enum(HABIT_FREQUENCIES, { error: HABIT_MESSAGES.frequency });
export type HabitFrequency = z.infer<typeof HabitFrequency>;

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be under ${max} characters`);

/** 'YYYY-MM-DD', a real calendar date. */
export const HabitDate = z
  .string({ error: HABIT_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, HABIT_MESSAGES.date)
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, HABIT_MESSAGES.date);

const BodyUserId = z.string().min(1).optional();

const habitFields = {
  name: requiredText(HABIT_MESSAGES.name, HABIT_LIMITS.name, 'Name'),
  description: requiredText(HABIT_MESSAGES.description, HABIT_LIMITS.description, 'Description'),
  category: HabitCategory,
  frequency: HabitFrequency,
  targetValue: z
    .number({ error: HABIT_MESSAGES.targetValue })
    .min(1, HABIT_MESSAGES.targetValue)
    .max(HABIT_LIMITS.targetValue, `Target value must be at most ${HABIT_LIMITS.targetValue}`)
    .default(DEFAULTS.habitTarget),
  unit: requiredText(HABIT_MESSAGES.unit, HABIT_LIMITS.unit, 'Unit'),
  /** The habit system it belongs to, if any. */
  systemId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
  userId: BodyUserId,
};
export const CreateHabitBody = z.object(habitFields);
export type CreateHabitBody = z.input<typeof CreateHabitBody>;
/** PATCH: the create fields, each optional, same messages, no defaults. */
export const UpdateHabitBody = patchOf(habitFields);
export type UpdateHabitBody = z.input<typeof UpdateHabitBody>;
export const HabitIdParams = z.object({ habitId: PathId });
export type HabitIdParams = z.infer<typeof HabitIdParams>;

export const Habit = z.object({
  id: z.string(),
  userId: z.string(),
  systemId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  category: HabitCategory,
  frequency: HabitFrequency,
  targetValue: z.number(),
  unit: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Habit = z.infer<typeof Habit>;
export const HabitList = z.array(Habit);

/** Progress values go in steps of 0.1. */
const isStep = (v: number) => Math.abs(v / HABIT_PROGRESS_STEP - Math.round(v / HABIT_PROGRESS_STEP)) < 1e-6;

export const CreateHabitEntryBody = z.object({
  habitId: z.string({ error: HABIT_MESSAGES.habitId }).trim().min(1, HABIT_MESSAGES.habitId).max(64, HABIT_MESSAGES.habitId),
  /** The user's local date; today in their time zone when omitted. */
  date: HabitDate.nullish().transform((v) => v ?? null),
  value: z
    .number({ error: HABIT_MESSAGES.value })
    .min(0, HABIT_MESSAGES.value)
    .max(HABIT_LIMITS.value, `Value must be at most ${HABIT_LIMITS.value}`)
    .refine(isStep, `Value must be in steps of ${HABIT_PROGRESS_STEP}`),
  notes: z
    .string()
    .trim()
    .max(HABIT_LIMITS.notes, `Notes must be under ${HABIT_LIMITS.notes} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  moodAfter: z
    .number({ error: HABIT_MESSAGES.moodAfter })
    .int(HABIT_MESSAGES.moodAfter)
    .min(MOOD_SCALE_MIN, HABIT_MESSAGES.moodAfter)
    .max(MOOD_SCALE_MAX, HABIT_MESSAGES.moodAfter)
    .nullish()
    .transform((v) => v ?? null),
  userId: BodyUserId,
});
export type CreateHabitEntryBody = z.input<typeof CreateHabitEntryBody>;

export const HabitEntry = z.object({
  id: z.string(),
  habitId: z.string(),
  userId: z.string(),
  date: z.string(),
  value: z.number(),
  notes: z.string().nullable(),
  moodAfter: z.number().int().nullable(),
  createdAt: z.string(),
});
export type HabitEntry = z.infer<typeof HabitEntry>;
export const HabitEntryList = z.array(HabitEntry);

/** One habit's progress toward this week's target (see weeklyHabitProgress). */
export const HabitWeekProgress = z.object({
  habitId: z.string(),
  /** Units achieved this week, capped at `expected`; may be fractional. */
  achieved: z.number(),
  /** Units the frequency expects per week. */
  expected: z.number(),
  /** The value logged today. */
  today: z.number(),
});
export type HabitWeekProgress = z.infer<typeof HabitWeekProgress>;

export const HabitSummary = z.object({
  /** The user's local date. */
  today: z.string(),
  /** Monday and Sunday of the current local week. */
  weekStart: z.string(),
  weekEnd: z.string(),
  activeHabits: z.number().int(),
  /** Active habits with progress logged today. */
  loggedToday: z.number().int(),
  /** Consecutive local days, ending today or yesterday, with at least one habit entry. */
  currentStreak: z.number().int(),
  /** Percentage (0-100) of this week's target achieved across active habits. */
  weeklyScore: z.number().int(),
  progress: z.array(HabitWeekProgress),
});
export type HabitSummary = z.infer<typeof HabitSummary>;
