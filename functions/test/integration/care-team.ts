import type { CarePermission, RelationshipType } from '@steady/shared';
import { inject } from 'vitest';
import { createDb } from '../../src/app/db.js';
import { createDynamoClient } from '../../src/platform/adapters/aws/dynamodb.js';

/**
 * Arranging care teams in integration tests. No route makes someone a coach (admin tooling) or
 * connects people yet (the Support Circle's invites come later), so tests write those two records
 * to the table behind the gateway; everything they then check goes through the API.
 */
export const tableDb = () => createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));

export async function setRole(userId: string, role: 'user' | 'coach' | 'therapist' | 'admin'): Promise<void> {
  await tableDb().entities.user.patch({ userId }).set({ role }).go();
}

export async function connectMember(
  patientId: string,
  memberId: string,
  options: {
    relationshipType?: RelationshipType;
    status?: 'pending' | 'active' | 'paused' | 'removed';
    permissions?: Partial<Record<CarePermission, boolean>>;
  } = {},
): Promise<void> {
  const now = new Date().toISOString();
  await tableDb()
    .entities.careConnection.put({
      userId: patientId,
      memberId,
      relationshipType: options.relationshipType ?? 'coach',
      status: options.status ?? 'active',
      canViewEntries: options.permissions?.viewEntries ?? false,
      canCommentEntries: options.permissions?.commentEntries ?? false,
      canEditWorkspaces: options.permissions?.editWorkspaces ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .go();
}
