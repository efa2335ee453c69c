import { defineEntity } from '../platform/entity.js';

/**
 * A care-team (circle) connection, in the patient's partition keyed by the member: the careTeam
 * policy reads it with one GetItem (patient, caller). gsi1 lists a member's patients.
 */
export const CareConnectionEntity = defineEntity({
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
 * A crisis alert, in the partition of the coach or therapist it is for, keyed by a ULID made when it
 * was raised: newest first is a reverse Query, and acknowledging is one UpdateItem by (coach, alertId).
 * No journal text, message or answer is stored: the constructs found, never the words. Version 2: the
 * first version was keyed by time and source and had no level; its items are left alone.
 */
export const CrisisAlertEntity = defineEntity({
  model: { entity: 'crisisAlert', version: '2', service: 'steady' },
  attributes: {
    /** The coach or therapist the alert is for. */
    userId: { type: 'string', required: true },
    alertId: { type: 'string', required: true },
    patientId: { type: 'string', required: true },
    patientName: { type: 'string', required: true },
    level: { type: ['concern', 'urgent'] as const, required: true },
    constructs: { type: 'set', items: 'string' },
    /** The first source, its id and time; `lastAt` and `count` grow as crisis language folds in. */
    source: { type: ['entry', 'chat', 'call', 'comment', 'message', 'booking', 'form'] as const, required: true },
    sourceId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    lastAt: { type: 'string', required: true },
    lastSourceId: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 1 },
    /** The latest journal entry that raised or joined it (shown only while the patient shares entries). */
    entryId: { type: 'string' },
    /** When the coach was last told (SMS and push), and when the one re-send is due or was made. */
    notifiedAt: { type: 'string' },
    resendDueAt: { type: 'string' },
    resentAt: { type: 'string' },
    acknowledgedAt: { type: 'string' },
    acknowledgedById: { type: 'string' },
    acknowledgedByName: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byRecipient: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['alertId'] } },
  },
});

/**
 * The latest alert of a patient for one coach, in the coach's partition keyed by the patient: the
 * fold-in check is one GetItem. Written in the transaction that creates the alert, with a condition
 * on the alert it replaces, so two crises at once make one alert.
 */
export const CrisisAlertLatestEntity = defineEntity({
  model: { entity: 'crisisAlertLatest', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    patientId: { type: 'string', required: true },
    alertId: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byRecipientPatient: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['patientId'] } },
  },
});

/**
 * A re-send to make: one item per urgent alert in the partition of the UTC hour it is due in, sorted
 * by due time. The job Queries the hours it looks back over (no Scan) and deletes each item once the
 * alert was re-sent, acknowledged or is gone. It holds ids only.
 */
export const CrisisResendEntity = defineEntity({
  model: { entity: 'crisisResend', version: '1', service: 'steady' },
  attributes: {
    /** 'yyyy-mm-ddThh' (UTC) of `dueAt`. */
    dueHour: { type: 'string', required: true },
    dueAt: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    alertId: { type: 'string', required: true },
  },
  indexes: {
    byHour: { pk: { field: 'pk', composite: ['dueHour'] }, sk: { field: 'sk', composite: ['dueAt', 'userId', 'alertId'] } },
  },
});
