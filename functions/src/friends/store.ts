import { defineEntity } from '../platform/entity.js';

/**
 * Friends (docs/architecture.md, "Friends"; docs/data-model.md). A friendship is two items, one in
 * each friend's partition keyed by the other, written and removed together in one transaction: "are
 * these two friends" is one GetItem, and a person's friends are one Query of their own partition.
 */
export const FriendshipEntity = defineEntity({
  model: { entity: 'friendship', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    friendId: { type: 'string', required: true },
    /** How they became friends. */
    via: { type: ['invite', 'request'] as const, required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['friendId'] } },
  },
});

/**
 * A pending friend request, in the recipient's partition keyed by the requester: a second request
 * from the same person replaces nothing, and "has this person already asked me" is one GetItem.
 * gsi1 finds the requests a person sent (only for erasing an account; nobody lists them, so the
 * sender never learns whether a number has an account).
 */
export const FriendRequestEntity = defineEntity({
  model: { entity: 'friendRequest', version: '1', service: 'steady' },
  attributes: {
    /** The recipient. */
    userId: { type: 'string', required: true },
    requesterId: { type: 'string', required: true },
    /** The requester's name when they asked (shown to the recipient). */
    requesterName: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byRecipient: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['requesterId'] } },
    byRequester: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['requesterId'] }, sk: { field: 'gsi1sk', composite: ['userId'] } },
  },
});

/**
 * A friend invite link, in the inviter's partition (listed there; erased with the account). gsi1 finds
 * it by its token (hex, 192 random bits). Single use: accepting sets `usedAt` in the transaction that
 * makes the friendship, conditioned on it being unused, not revoked and not expired. `expiresAt` is the
 * table's TTL (epoch seconds, 30 days after the link expires), so old invites go away by themselves.
 */
export const FriendInviteEntity = defineEntity({
  model: { entity: 'friendInvite', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    inviteId: { type: 'string', required: true },
    token: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    /** ISO instant after which the link no longer works (7 days after creation). */
    validUntil: { type: 'string', required: true },
    usedAt: { type: 'string' },
    usedById: { type: 'string' },
    usedByName: { type: 'string' },
    revokedAt: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['inviteId'] } },
    byToken: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['token'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
