import { defineEntity } from '../platform/entity.js';

/**
 * Entry comments and secure messages (docs/architecture.md, "Entry comments and secure messages";
 * docs/data-model.md). Everything about a patient's entries and conversations lives in the patient's
 * partition, so erasing the patient's partition takes it (account deletion reads it by key).
 */

/**
 * A comment on a journal entry, in the partition of the entry's author, sorted by entry then ULID: an
 * entry's comments are one Query (sk begins_with the entry), oldest first. gsi1 finds one by its id
 * alone (DELETE /api/comments/{commentId}).
 */
export const EntryCommentEntity = defineEntity({
  model: { entity: 'entryComment', version: '1', service: 'steady' },
  attributes: {
    /** The entry's author (the partition). */
    userId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    commentId: { type: 'string', required: true },
    authorId: { type: 'string', required: true },
    authorName: { type: 'string', required: true },
    authorRole: { type: ['author', 'friend', 'family', 'coach', 'therapist', 'service_provider'] as const, required: true },
    content: { type: 'string', required: true },
    commentType: { type: ['comment', 'suggestion', 'encouragement', 'question'] as const, required: true },
    isPrivateNote: { type: 'boolean', required: true, default: false },
    parentCommentId: { type: 'string' },
    /** A deleted comment that still has replies keeps its place with no content. */
    deleted: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byEntry: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['entryId', 'commentId'] } },
    byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['commentId'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});

/**
 * The author's unread comments on one entry: the set of comment ids not yet seen, in the author's
 * partition. A new comment ADDs its id in the comment's transaction, a deleted one DELETEs it, viewing
 * the comments deletes the item; the unread count is the set's size, so it is never off by a deletion.
 */
export const CommentUnreadEntity = defineEntity({
  model: { entity: 'commentUnread', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    commentIds: { type: 'set', items: 'string' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['entryId'] } },
  },
});

/**
 * A secure message between a patient and a coach or therapist of their circle, in the patient's
 * partition, sorted by member then ULID: a conversation's history is one reverse Query.
 */
export const SecureMessageEntity = defineEntity({
  model: { entity: 'secureMessage', version: '1', service: 'steady' },
  attributes: {
    /** The patient of the connection (the partition). */
    userId: { type: 'string', required: true },
    /** The coach or therapist of the connection. */
    memberId: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    senderId: { type: 'string', required: true },
    content: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byThread: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['memberId', 'messageId'] } },
  },
});

/**
 * One participant's view of a conversation, in their own partition keyed by the other person: the
 * Messages list is one Query, and a message updates both sides in its own transaction (last time, and
 * the recipient's unread count). `lastSmsAt` spaces the recipient's text messages (one per 15 minutes).
 */
export const MessageThreadEntity = defineEntity({
  model: { entity: 'messageThread', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    otherId: { type: 'string', required: true },
    patientId: { type: 'string', required: true },
    memberId: { type: 'string', required: true },
    lastMessageAt: { type: 'string' },
    lastMessageId: { type: 'string' },
    unreadCount: { type: 'number' },
    lastReadAt: { type: 'string' },
    lastSmsAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['otherId'] } },
  },
});

/** A fixed-window rate counter (per person, kind and minute), gone by TTL soon after its window. */
export const RateWindowEntity = defineEntity({
  model: { entity: 'rateWindow', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    kind: { type: 'string', required: true },
    window: { type: 'string', required: true },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['kind', 'window'] } },
  },
});
