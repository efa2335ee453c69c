import type { CarePermission, CareConnection, RelationshipType } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { Runtime } from '../platform/runtime.js';
import type { CareConnectionEntity } from './store.js';

/**
 * Care-team connections (patient ↔ coach, therapist, family, …) as far as policies and crisis
 * alerts (alerts.ts) need them; the Support Circle screens (invites, requests) build on this later.
 */

type ConnectionItem = EntityItem<typeof CareConnectionEntity>;

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
