import { z } from 'zod';

/** Relationship of a circle connection (spec section 3, Circle connection). */
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

export const CrisisSource = z.enum(['entry', 'chat', 'call']);
export type CrisisSource = z.infer<typeof CrisisSource>;

/**
 * A crisis alert for one coach or therapist: who, where it came from, when, and where to look.
 * It never carries journal text, chat messages or call answers.
 */
export const CrisisAlert = z.object({
  id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  source: CrisisSource,
  sourceId: z.string(),
  /** When the crisis language was written or said (ISO-8601 UTC). */
  at: z.string(),
  /** Where the coach can look next (a path of the app). */
  link: z.string(),
  createdAt: z.string(),
});
export type CrisisAlert = z.infer<typeof CrisisAlert>;

export const CrisisAlertList = z.array(CrisisAlert);
