import { defineEntity } from '../platform/entity.js';

/** The `inviteePhone` of an invite addressed to nobody in particular. */
export const NOT_ADDRESSED = 'none';

/**
 * A circle invite, in the inviter's partition keyed by a ULID (newest first is a reverse Query; the
 * daily limit is a key range). The link's token is never a key: the `circleInviteToken` guard is keyed
 * by its SHA-256 hash. The token itself is kept on the invite only while it can still be used, so the
 * inviter can copy the link again (docs/architecture.md, "Support Circle"); it is removed when the
 * invite is used, revoked or declined. gsi2 (sparse): invites addressed to a phone number, the Requests tab.
 */
export const CircleInviteEntity = defineEntity({
  model: { entity: 'circleInvite', version: '1', service: 'steady' },
  attributes: {
    /** The inviter. */
    userId: { type: 'string', required: true },
    inviteId: { type: 'string', required: true },
    relationshipType: { type: ['friend', 'family', 'coach', 'therapist', 'service_provider'] as const, required: true },
    direction: { type: ['member', 'client'] as const, required: true, default: 'member' },
    message: { type: 'string', required: true, default: '' },
    canViewEntries: { type: 'boolean', required: true, default: false },
    canCommentEntries: { type: 'boolean', required: true, default: false },
    canEditWorkspaces: { type: 'boolean', required: true, default: false },
    /**
     * E.164 when the inviter addressed it to someone, else `none` (ElectroDB needs every composite of a
     * conditional index on each write that names one; `none` keeps the invite out of gsi2).
     */
    inviteePhone: { type: 'string', required: true, default: NOT_ADDRESSED },
    tokenHash: { type: 'string', required: true },
    /** While the invite is active only. */
    token: { type: 'string' },
    /** ISO instant the link stops working (not `expiresAt`: that name is the table's TTL, in epoch seconds). */
    validUntil: { type: 'string', required: true },
    status: { type: ['active', 'used', 'revoked', 'declined'] as const, required: true, default: 'active' },
    usedAt: { type: 'string' },
    usedById: { type: 'string' },
    usedByName: { type: 'string' },
    revokedAt: { type: 'string' },
    declinedAt: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byInviter: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['inviteId'] } },
    byInviteePhone: {
      index: 'gsi2',
      condition: (attr) => typeof attr.inviteePhone === 'string' && attr.inviteePhone !== NOT_ADDRESSED,
      pk: { field: 'gsi2pk', composite: ['inviteePhone'] },
      sk: { field: 'gsi2sk', composite: ['inviteId'] },
    },
  },
});

/**
 * Guard of an invite token, keyed by the token's SHA-256 hash: opening or accepting a link is one
 * GetItem (strongly consistent), and a token is unique (created with `attribute_not_exists` in the
 * invite's transaction). Kept 30 days after the invite's validity (TTL) so a late click still hears
 * "expired" rather than "not found".
 */
export const CircleInviteTokenEntity = defineEntity({
  model: { entity: 'circleInviteToken', version: '1', service: 'steady' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    inviterId: { type: 'string', required: true },
    inviteId: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** Invites made by one person on one UTC day: the daily limit, added in the invite's transaction with a condition. */
export const CircleInviteDayEntity = defineEntity({
  model: { entity: 'circleInviteDay', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    day: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byUserDay: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['day'] } },
  },
});
