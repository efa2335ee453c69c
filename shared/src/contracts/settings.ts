import * as z from 'zod';
import { SelectableCoachId, SelectableSystemId } from './selectable.js';
import { DEFAULTS, MAX_CALL_DURATION, TIME_ZONE_VALUES } from '../constants.js';
import { CallTime, TimeZone } from './common.js';
import { Visibility } from './journal.js';

const MAX_CALL_MESSAGE = `Maximum call duration must be between ${MAX_CALL_DURATION.min} and ${MAX_CALL_DURATION.max} seconds, in steps of ${MAX_CALL_DURATION.step}`;

/** The zones the Settings screen offers first (spec); any supported IANA zone is accepted. */
export const SETTINGS_TIME_ZONES = [...TIME_ZONE_VALUES] as [string, ...string[]];

export const UserSettings = z.object({
  userId: z.string(),
  dailyCallEnabled: z.boolean(),
  callTime: CallTime,
  timeZone: z.string(),
  maxCallDuration: z.number().int(),
  weeklyAnalysisEnabled: z.boolean(),
  monthlyReportEnabled: z.boolean(),
  writingPromptsEnabled: z.boolean(),
  notificationsEnabled: z.boolean(),
  experimentsEnabled: z.boolean(),
  routineBuilderEnabled: z.boolean(),
  coherenceModeEnabled: z.boolean(),
  goalsEnabled: z.boolean(),
  checklistsEnabled: z.boolean(),
  currentHabitSystemId: z.string().nullable(),
  currentAiCoachId: z.string().nullable(),
  defaultJournalVisibility: Visibility,
  allowCircleComments: z.boolean(),
  allowCoachWorkspaces: z.boolean(),
  autoShareWithCoaches: z.boolean(),
  /** Off by default: recordings are deleted after transcription. */
  keepCallRecordings: z.boolean(),
  goals: z.array(z.string()),
  preferences: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserSettings = z.infer<typeof UserSettings>;

export function defaultSettings(
  userId: string,
  timeZone: string = DEFAULTS.timeZone,
  callTime: string = DEFAULTS.callTime,
  now = new Date().toISOString(),
): UserSettings {
  return {
    userId,
    dailyCallEnabled: true,
    callTime,
    timeZone,
    maxCallDuration: DEFAULTS.maxCallDuration,
    weeklyAnalysisEnabled: true,
    monthlyReportEnabled: true,
    writingPromptsEnabled: true,
    notificationsEnabled: true,
    experimentsEnabled: false,
    routineBuilderEnabled: false,
    coherenceModeEnabled: false,
    goalsEnabled: false,
    checklistsEnabled: false,
    currentHabitSystemId: null,
    currentAiCoachId: null,
    defaultJournalVisibility: 'private',
    allowCircleComments: false,
    allowCoachWorkspaces: false,
    autoShareWithCoaches: false,
    keepCallRecordings: false,
    goals: [],
    preferences: [],
    createdAt: now,
    updatedAt: now,
  };
}

const ListItems = z
  .array(z.string().max(500, 'Each item must be under 500 characters'))
  .max(100, 'At most 100 items')
  .transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0));

/**
 * PUT body. The client strips id, userId, createdAt and updatedAt;
 * if they are sent anyway they are ignored (zod strips unknown keys). Omitted fields keep their value.
 */
export const UpdateSettingsBody = z
  .object({
    dailyCallEnabled: z.boolean(),
    callTime: CallTime,
    timeZone: TimeZone,
    maxCallDuration: z
      .number({ error: MAX_CALL_MESSAGE })
      .int(MAX_CALL_MESSAGE)
      .min(MAX_CALL_DURATION.min, MAX_CALL_MESSAGE)
      .max(MAX_CALL_DURATION.max, MAX_CALL_MESSAGE)
      .refine((v) => v % MAX_CALL_DURATION.step === 0, MAX_CALL_MESSAGE),
    weeklyAnalysisEnabled: z.boolean(),
    monthlyReportEnabled: z.boolean(),
    writingPromptsEnabled: z.boolean(),
    notificationsEnabled: z.boolean(),
    experimentsEnabled: z.boolean(),
    routineBuilderEnabled: z.boolean(),
    coherenceModeEnabled: z.boolean(),
    goalsEnabled: z.boolean(),
    checklistsEnabled: z.boolean(),
    currentHabitSystemId: SelectableSystemId.nullable(),
    currentAiCoachId: SelectableCoachId.nullable(),
    defaultJournalVisibility: Visibility,
    allowCircleComments: z.boolean(),
    allowCoachWorkspaces: z.boolean(),
    autoShareWithCoaches: z.boolean(),
    keepCallRecordings: z.boolean(),
    goals: ListItems,
    preferences: ListItems,
  })
  .partial();
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBody>;
