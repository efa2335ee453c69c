import { z } from 'zod';
import { JOURNAL } from '../constants.js';

export const Sentiment = z.enum(['positive', 'negative', 'mixed', 'neutral']);
export type Sentiment = z.infer<typeof Sentiment>;
export const EntrySource = z.enum(['call', 'manual', 'ai_coach', 'workspace']);
export type EntrySource = z.infer<typeof EntrySource>;
export const Visibility = z.enum(['private', 'coach_only', 'circle', 'public']);
export type Visibility = z.infer<typeof Visibility>;

export const JournalEntry = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  content: z.string(),
  transcription: z.string().nullable(),
  moodScore: z.number().int().min(1).max(10).nullable(),
  sentiment: Sentiment.nullable(),
  themes: z.array(z.string()),
  wordCount: z.number().int().min(0),
  callDuration: z.number().int().min(0).nullable(),
  source: EntrySource,
  isArtifact: z.boolean(),
  speakingAsPartId: z.string().nullable(),
  visibility: Visibility,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
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

export const CreateEntryBody = z.object({
  title: EntryTitle,
  content: EntryContent,
  /** Sent by the spec's client; when present it must be the caller. */
  userId: z.string().optional(),
  speakingAsPartId: z.string().max(64).nullable().optional(),
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
});
export type ListEntriesQuery = z.input<typeof ListEntriesQuery>;

export const JournalEntryList = z.array(JournalEntry);

/** Dashboard stats (spec section 3), served from one item per user. */
export const DashboardStats = z.object({
  totalEntries: z.number().int().min(0),
  journalStreak: z.number().int().min(0),
  longestJournalStreak: z.number().int().min(0),
  streakBroken: z.boolean(),
  averageMood: z.number().min(0).max(10),
  totalWords: z.number().int().min(0),
  achievement: z.string().optional(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
