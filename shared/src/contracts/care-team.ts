import * as z from 'zod';
import { PathId } from './common.js';

/** Relationship of a circle connection. */
export const RelationshipType = z.enum(['friend', 'family', 'coach', 'therapist', 'service_provider']);
export type RelationshipType = z.infer<typeof RelationshipType>;

export const ConnectionStatus = z.enum(['pending', 'active', 'paused', 'removed']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

/**
 * A care-team (circle) connection: the patient lets a member (coach, therapist, family, …) see or do
 * something with their journal. Only `active` connections grant anything.
 */
export const CareConnection = z.object({
  patientId: z.string(),
  memberId: z.string(),
  relationshipType: RelationshipType,
  status: ConnectionStatus,
  canViewEntries: z.boolean(),
  canCommentEntries: z.boolean(),
  canEditWorkspaces: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CareConnection = z.infer<typeof CareConnection>;

export const CrisisSource = z.enum(['entry', 'chat', 'call', 'comment', 'message', 'booking', 'form']);
export type CrisisSource = z.infer<typeof CrisisSource>;

/** How serious an alert is: the crisis detector's level (shared/src/domain/crisis.ts) above none. */
export const AlertLevel = z.enum(['concern', 'urgent']);
export type AlertLevel = z.infer<typeof AlertLevel>;

/**
 * A crisis alert for one coach or therapist: who, where it came from, when, how serious, and where to
 * look. It never carries journal text, chat messages or call answers: `constructs` names what was
 * found (e.g. `passive_ideation`, `plan`), never the words. Crisis language from the same patient
 * within an hour of an unacknowledged alert is folded into it (`count`, `lastAt`, the higher level).
 */
export const CrisisAlert = z.object({
  id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  level: AlertLevel,
  constructs: z.array(z.string()),
  /** Where the crisis language was first found for this alert. */
  source: CrisisSource,
  sourceId: z.string(),
  /** When the crisis language was first written or said (ISO-8601 UTC). */
  at: z.string(),
  /** When it was last written or said, and how many times it was raised in this alert. */
  lastAt: z.string(),
  count: z.number().int().min(1),
  /** The journal entry to open: only when an entry raised it and the patient shares entries with this coach. */
  entryId: z.string().nullable(),
  /** Where the coach can look next (a path of the app). */
  link: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CrisisAlert = z.infer<typeof CrisisAlert>;

export const CrisisAlertList = z.array(CrisisAlert);

export const AlertIdParams = z.object({ id: PathId, alertId: PathId });
export type AlertIdParams = z.infer<typeof AlertIdParams>;
