import * as z from 'zod';
import { JOURNAL, TAGS } from '../constants.js';
import { normalizeTags } from '../domain/text.js';
import { PathId } from './common.js';

export const Sentiment = z.enum(['positive', 'negative', 'mixed', 'neutral']);
export type Sentiment = z.infer<typeof Sentiment>;
export const EntrySource = z.enum(['call', 'manual', 'ai_coach', 'workspace']);
export type EntrySource = z.infer<typeof EntrySource>;
export const Visibility = z.enum(['private', 'coach_only', 'circle', 'public']);
export type Visibility = z.infer<typeof Visibility>;

export const VISIBILITY_MESSAGE = 'visibility must be private, coach_only, circle or public';

export const JournalEntry = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  content: z.string(),
  transcription: z.string().nullable(),
  /** The mood of the entry: the writer's own rating when they gave one, otherwise the analyser's estimate. */
  moodScore: z.number().int().min(1).max(10).nullable(),
  /** Where `moodScore` comes from: `self` (rated by the writer) or `estimate` (inferred from the words). */
  moodSource: z.enum(['self', 'estimate']),
  sentiment: Sentiment.nullable(),
  themes: z.array(z.string()),
  wordCount: z.number().int().min(0),
  callDuration: z.number().int().min(0).nullable(),
  source: EntrySource,
  isArtifact: z.boolean(),
  /** Crisis language was found in this entry (deterministic check, never a model): show the 988 line. */
  crisisDetected: z.boolean(),
  /** How serious it read: `none`, `concern` (thoughts) or `urgent` (a plan, intent, means, an act). */
  crisisLevel: z.enum(['none', 'concern', 'urgent']),
  speakingAsPartId: z.string().nullable(),
  visibility: Visibility,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A shared workspace (docs/architecture.md, "Shared workspaces"): edited with the care team, from Workspaces. */
  isWorkspace: z.boolean().optional(),
  /** A workspace's collaborators (member ids besides the author). */
  collaborators: z.array(z.string()).optional(),
  /** A workspace's latest editor and when. */
  lastEditedBy: z.object({ id: z.string(), name: z.string(), at: z.string() }).nullable().optional(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

export const EntryTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(JOURNAL.titleMax, 'Title must be under 200 characters');

export const EntryContent = z
  .string({ error: 'Content must be at least 10 characters' })
  .trim()
  .min(JOURNAL.contentMin, 'Content must be at least 10 characters')
  .max(JOURNAL.contentMax, 'Content must be under 5000 characters');

export const MOOD_RATING_MESSAGE = 'moodRating must be a whole number from 1 to 10';
/** A self-rated mood, 1 (very low) to 10 (very good); null or absent for none. */
export const MoodRating = z.number({ error: MOOD_RATING_MESSAGE }).int(MOOD_RATING_MESSAGE).min(1, MOOD_RATING_MESSAGE).max(10, MOOD_RATING_MESSAGE);
export type MoodSource = JournalEntry['moodSource'];

export const CreateEntryBody = z.object({
  title: EntryTitle,
  content: EntryContent,
  /** Sent by the spec's client; when present it must be the caller. */
  userId: z.string().optional(),
  speakingAsPartId: z.string().max(64).nullable().optional(),
  /** The writer's own mood rating; it wins over the analyser's estimate. */
  moodRating: MoodRating.nullable().optional(),
  /** Who may read it (docs/architecture.md, "Entry visibility"); without it, the default from settings. */
  visibility: z.enum(Visibility.options, { error: VISIBILITY_MESSAGE }).optional(),
});
export type CreateEntryBody = z.input<typeof CreateEntryBody>;

export const ListEntriesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(JOURNAL.fetchLimit, `limit must be at most ${JOURNAL.fetchLimit}`)
    .default(JOURNAL.fetchLimit),
  cursor: z.string().max(2048).optional(),
  /** Search: entries with every word of `q` (each word also as a prefix: "crav" finds "cravings"), newest first. */
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
});
export type ListEntriesQuery = z.input<typeof ListEntriesQuery>;

export const JournalEntryList = z.array(JournalEntry);

/** Dashboard stats, served from one item per user (docs/data-model.md, "Why the stats item"). */
export const DashboardStats = z.object({
  totalEntries: z.number().int().min(0),
  journalStreak: z.number().int().min(0),
  longestJournalStreak: z.number().int().min(0),
  streakBroken: z.boolean(),
  averageMood: z.number().min(0).max(10),
  /** Entries with a mood: 0 means there is no average yet (shown as none, never "0.0/10"). */
  moodCount: z.number().int().min(0),
  totalWords: z.number().int().min(0),
  achievement: z.string().optional(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** Path of routes addressed to one entry of a user. */
export const UserEntryParams = z.object({ id: PathId, entryId: PathId });
export type UserEntryParams = z.infer<typeof UserEntryParams>;

/** Path of routes addressing an entry by its own id (policy owner:journalEntry). */
export const EntryIdParams = z.object({ entryId: PathId });
export type EntryIdParams = z.infer<typeof EntryIdParams>;

/** Tags: trimmed, lowercased, empty and duplicates ignored; bounded in count and length. */
export const UpdateTagsBody = z.object({
  themes: z
    .array(z.string({ error: 'Each tag must be text' }).trim().max(TAGS.maxLength, `Each tag must be at most ${TAGS.maxLength} characters`), {
      error: 'themes must be a list of tags',
    })
    .max(TAGS.maxInput, `An entry can have at most ${TAGS.maxCount} tags`)
    .transform(normalizeTags)
    .refine((tags) => tags.length <= TAGS.maxCount, `An entry can have at most ${TAGS.maxCount} tags`),
});
export type UpdateTagsBody = z.input<typeof UpdateTagsBody>;

export const UpdateArtifactBody = z.object({
  isArtifact: z.boolean({ error: 'isArtifact must be true or false' }),
  /** Sent by the journal page; when present it must be the caller. */
  userId: z.string().optional(),
});
export type UpdateArtifactBody = z.infer<typeof UpdateArtifactBody>;

export const VERSION_MESSAGE = 'version must be the whole number of the entry you edited';
export const UPDATE_ENTRY_EMPTY = 'Nothing to change: send a title, content or visibility';

/**
 * Editing an entry (`PATCH /api/users/{id}/journal-entries/{entryId}`): any of title, content and
 * visibility, with the `version` the editor read; a newer stored version is a 409.
 */
export const UpdateEntryBody = z
  .object({
    title: EntryTitle.optional(),
    content: EntryContent.optional(),
    visibility: z.enum(Visibility.options, { error: VISIBILITY_MESSAGE }).optional(),
    version: z.number({ error: VERSION_MESSAGE }).int(VERSION_MESSAGE).min(1, VERSION_MESSAGE),
    userId: z.string().optional(),
  })
  .refine((b) => b.title !== undefined || b.content !== undefined || b.visibility !== undefined, { message: UPDATE_ENTRY_EMPTY });
export type UpdateEntryBody = z.input<typeof UpdateEntryBody>;
