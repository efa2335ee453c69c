import * as z from 'zod';
import { JOURNAL } from '../constants.js';
import { PathId } from './common.js';
import { ConnectionStatus, RelationshipType } from './care-team.js';
import { JournalEntry } from './journal.js';

/**
 * The coach's caseload (the Coach Dashboard; docs/architecture.md, "Coach workspace"):
 * the stat cards, the students, their entries and who needs attention today. Every figure about a
 * student comes from their per-student summary, made only from what a coach may read (entries that
 * are not private, check-in calls, the coach's own crisis alerts).
 */

/** One student of the calling coach: the connection, and what the summary says of them. */
export const CoachStudent = z.object({
  /** The student's user id: the `connectionId` of the student routes. */
  userId: z.string(),
  name: z.string(),
  /** Steady has no email addresses yet: always null until accounts carry one. */
  email: z.string().nullable(),
  status: ConnectionStatus,
  relationshipType: RelationshipType,
  canViewEntries: z.boolean(),
  canCommentEntries: z.boolean(),
  /** Answered check-in calls: the student's sessions. */
  totalSessions: z.number().int().min(0),
  /** The latest entry the coach may read, or an answered call (ISO-8601); null without either, or without canViewEntries. */
  lastInteractionAt: z.string().nullable(),
  /** The latest entry the coach may read (the Comment button opens it); null when there is none. */
  latestEntryId: z.string().nullable(),
  connectedAt: z.string(),
});
export type CoachStudent = z.infer<typeof CoachStudent>;

export const CoachStudentList = z.array(CoachStudent);

/** A student's entry as the coach sees it: the entry and its author's name. */
export const CoachEntry = JournalEntry.extend({ authorName: z.string() });
export type CoachEntry = z.infer<typeof CoachEntry>;

/** The six stat cards of the Coach Dashboard. */
export const CoachStats = z.object({
  /** Connections to the coach that are not removed. */
  students: z.number().int().min(0),
  /** Of them, active. */
  active: z.number().int().min(0),
  /** Answered check-in calls of the active students. */
  sessions: z.number().int().min(0),
  /** Mean mood of the entries the coach may read, this week and last, over active students; null when there is none. */
  averageMood: z.number().min(1).max(10).nullable(),
  /** Entries the coach may read, written this week by active students. */
  activity: z.number().int().min(0),
  /** The coach's coaching sessions still ahead: scheduled, or held and awaiting payment (docs/architecture.md, "Booking a human coach"). */
  upcoming: z.number().int().min(0),
});
export type CoachStats = z.infer<typeof CoachStats>;

/** `GET /api/users/{id}/coach/insights`: the Overview. */
export const CoachInsights = z.object({
  stats: CoachStats,
  /** The 5 newest entries of the students, that the coach may read. */
  recentActivity: z.array(CoachEntry),
  /** The first 5 active students. */
  activeStudents: z.array(CoachStudent),
});
export type CoachInsights = z.infer<typeof CoachInsights>;

export const AttentionSignal = z.enum(['crisis_alert', 'missed_calls', 'mood_drop', 'no_contact', 'form_overdue', 'phq9_rise', 'phq9_severe']);
export type AttentionSignal = z.infer<typeof AttentionSignal>;

/** One student who needs attention, with each reason in words; the most severe first. */
export const AttentionItem = z.object({
  userId: z.string(),
  name: z.string(),
  /** Higher is more urgent (docs/architecture.md, "Coach workspace"). */
  severity: z.number().int(),
  reasons: z.array(z.object({ signal: AttentionSignal, text: z.string() })).min(1),
});
export type AttentionItem = z.infer<typeof AttentionItem>;

export const AttentionList = z.array(AttentionItem);

export const CoachStudentParams = z.object({ id: PathId, connectionId: PathId });
export type CoachStudentParams = z.infer<typeof CoachStudentParams>;

export const DismissAttentionParams = z.object({ id: PathId, studentId: PathId });

export const MoodBandFilter = z.enum(['high', 'medium', 'low'], { error: 'mood must be high, medium or low' });

/** Filters and paging of the coach's entry lists. */
export const CoachEntriesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(JOURNAL.fetchLimit, `limit must be at most ${JOURNAL.fetchLimit}`)
    .default(20),
  cursor: z.string().max(512).optional(),
  /** One student's entries (their user id); without it, every student's. */
  student: PathId.optional(),
  /** The mood band (shared/src/domain/mood.ts): high 8+, medium 6-7, low under 6. */
  mood: MoodBandFilter.optional(),
  /** A theme (tag) the entry carries. */
  theme: z.string().trim().toLowerCase().min(1, 'theme must not be empty').max(40, 'theme must be at most 40 characters').optional(),
});
export type CoachEntriesQuery = z.input<typeof CoachEntriesQuery>;

export const CoachEntryPage = z.object({ entries: z.array(CoachEntry), nextCursor: z.string().nullable() });
export type CoachEntryPage = z.infer<typeof CoachEntryPage>;
