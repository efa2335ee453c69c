import { Entity } from 'electrodb';

/**
 * A care-team (circle) connection, in the patient's partition keyed by the member: the careTeam
 * policy reads it with one GetItem (patient, caller). gsi1 lists a member's patients.
 */
export const CareConnectionEntity = new Entity({
  model: { entity: 'careConnection', version: '1', service: 'steady' },
  attributes: {
    /** The patient whose journal the connection opens. */
    userId: { type: 'string', required: true },
    /** The member (coach, therapist, family, …). */
    memberId: { type: 'string', required: true },
    relationshipType: { type: ['friend', 'family', 'coach', 'therapist', 'service_provider'] as const, required: true },
    status: { type: ['pending', 'active', 'paused', 'removed'] as const, required: true, default: 'pending' },
    canViewEntries: { type: 'boolean', required: true, default: false },
    canCommentEntries: { type: 'boolean', required: true, default: false },
    canEditWorkspaces: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byPatient: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['memberId'] } },
    byMember: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['memberId'] }, sk: { field: 'gsi1sk', composite: ['userId'] } },
  },
});

/**
 * A crisis alert, in the partition of the coach or therapist it is for, sorted by when the crisis
 * language was written or said: newest first is a reverse Query. The key includes the source, so
 * raising the same alert twice writes the same item. No journal text, message or answer is stored.
 */
export const CrisisAlertEntity = new Entity({
  model: { entity: 'crisisAlert', version: '1', service: 'steady' },
  attributes: {
    /** The coach or therapist the alert is for. */
    userId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    alertId: { type: 'string', required: true },
    patientId: { type: 'string', required: true },
    patientName: { type: 'string', required: true },
    source: { type: ['entry', 'chat', 'call'] as const, required: true },
    sourceId: { type: 'string', required: true },
    link: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byRecipient: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['at', 'alertId'] } },
  },
});
