import type { CarePermission, CareConnection, CrisisAlert, CrisisSource, RelationshipType } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import type { CareConnectionEntity, CrisisAlertEntity } from './store.js';

/**
 * Care-team connections (patient ↔ coach, therapist, family, …) as far as policies and crisis
 * alerts need them; the Support Circle screens (invites, requests) build on this later.
 */

type ConnectionItem = EntityItem<typeof CareConnectionEntity>;
type AlertItem = EntityItem<typeof CrisisAlertEntity>;

const FLAG: Record<CarePermission, 'canViewEntries' | 'canCommentEntries' | 'canEditWorkspaces'> = {
  viewEntries: 'canViewEntries',
  commentEntries: 'canCommentEntries',
  editWorkspaces: 'canEditWorkspaces',
};

function toConnection(c: ConnectionItem): CareConnection {
  return {
    patientId: c.userId,
    memberId: c.memberId,
    relationshipType: c.relationshipType,
    status: c.status,
    canViewEntries: c.canViewEntries,
    canCommentEntries: c.canCommentEntries,
    canEditWorkspaces: c.canEditWorkspaces,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** The connection of a member to a patient, or null: one GetItem. */
export async function getConnection(rt: Runtime, patientId: string, memberId: string): Promise<CareConnection | null> {
  const { data } = await rt.db.entities.careConnection.get({ userId: patientId, memberId }).go();
  return data ? toConnection(data) : null;
}

/** The careTeam policy's question: does `memberId` have an active connection to `patientId` with this permission? One GetItem. */
export async function hasCarePermission(rt: Runtime, patientId: string, memberId: string, permission: CarePermission): Promise<boolean> {
  const c = await getConnection(rt, patientId, memberId);
  return c !== null && c.status === 'active' && c[FLAG[permission]];
}

export interface ConnectInput {
  patientId: string;
  memberId: string;
  relationshipType: RelationshipType;
  status?: CareConnection['status'];
  permissions?: Partial<Record<CarePermission, boolean>>;
}

/** Creates or replaces the connection of a member to a patient (the demo seed; later the circle's accept flow). */
export async function connect(rt: Runtime, input: ConnectInput): Promise<CareConnection> {
  const now = rt.ports.clock.now().toISOString();
  const item = {
    userId: input.patientId,
    memberId: input.memberId,
    relationshipType: input.relationshipType,
    status: input.status ?? 'active',
    canViewEntries: input.permissions?.viewEntries ?? false,
    canCommentEntries: input.permissions?.commentEntries ?? false,
    canEditWorkspaces: input.permissions?.editWorkspaces ?? false,
    createdAt: now,
    updatedAt: now,
  };
  await rt.db.entities.careConnection.put(item).go();
  return toConnection(item);
}

/** The patient's connections: one Query of their partition. */
export async function connectionsOf(rt: Runtime, patientId: string): Promise<CareConnection[]> {
  const { data } = await rt.db.entities.careConnection.query.byPatient({ userId: patientId }).go({ pages: 'all' });
  return data.map(toConnection);
}

export interface CrisisEvent {
  patientId: string;
  /** Where the crisis language was found: a journal entry, an AI coach chat message, or a call answer. */
  source: CrisisSource;
  /** The id of that entry, chat message or call (with its answer), for the link; never its text. */
  sourceId: string;
  /** When it was written or said (ISO-8601 UTC, or a Date). */
  at: string | Date;
}

/** Where a coach looks next: the coach dashboard with the patient selected. */
const linkFor = (e: CrisisEvent) => `/coach-dashboard?student=${encodeURIComponent(e.patientId)}&source=${e.source}&sourceId=${encodeURIComponent(e.sourceId)}`;

/**
 * Creates a crisis alert for every coach or therapist with an active connection to the patient and
 * permission to view entries (DESIGN.md section 6). Alerts carry no journal text: the patient's id
 * and name, the source, the time and a link. Idempotent per (recipient, time, source, sourceId).
 * Never throws: the entry, message or call that triggered it has already been stored; a failure is
 * logged (without PHI) and 0 is returned. Returns how many alerts were written.
 */
export async function raiseCrisisAlerts(rt: Runtime, event: CrisisEvent): Promise<number> {
  try {
    const at = typeof event.at === 'string' ? new Date(event.at).toISOString() : event.at.toISOString();
    const recipients = (await connectionsOf(rt, event.patientId)).filter(
      (c) => c.status === 'active' && c.canViewEntries && (c.relationshipType === 'coach' || c.relationshipType === 'therapist'),
    );
    if (!recipients.length) return 0;
    const { data: patient } = await rt.db.entities.user.get({ userId: event.patientId }).go();
    const createdAt = rt.ports.clock.now().toISOString();
    const items = recipients.map((c) => ({
      userId: c.memberId,
      at,
      alertId: `${event.source}_${event.sourceId}`,
      patientId: event.patientId,
      patientName: patient?.name ?? 'Your client',
      source: event.source,
      sourceId: event.sourceId,
      link: linkFor(event),
      createdAt,
    }));
    await rt.db.entities.crisisAlert.put(items).go();
    logger.info('crisis alerts raised', { source: event.source, recipients: items.length });
    return items.length;
  } catch (err) {
    logger.error('crisis alerts failed', { source: event.source, errorName: (err as Error | undefined)?.name });
    return 0;
  }
}

const ALERTS_LIMIT = 50;

function toAlert(a: AlertItem): CrisisAlert {
  return {
    id: a.alertId,
    patientId: a.patientId,
    patientName: a.patientName,
    source: a.source,
    sourceId: a.sourceId,
    at: a.at,
    link: a.link,
    createdAt: a.createdAt,
  };
}

/** A coach's or therapist's crisis alerts, newest first (the latest 50): one Query. */
export async function listAlerts(rt: Runtime, coachId: string): Promise<CrisisAlert[]> {
  const { data } = await rt.db.entities.crisisAlert.query.byRecipient({ userId: coachId }).go({ order: 'desc', limit: ALERTS_LIMIT });
  return data.map(toAlert);
}
