import {
  CONVERSATIONS,
  canSeeEntry,
  type CareConnection,
  type CommentUnread,
  type CreateCommentBody,
  type CreatedComment,
  type EntryComment,
  type EntryCommentsResponse,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { getConnection } from '../care-team/service.js';
import { pushToUser } from '../live/service.js';
import { badRequest, conflict, forbidden, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { SAVE_CONFLICT_MESSAGE, WRITE_ATTEMPTS, backoff, committed, isConflictOnly, isConditionFailure } from '../platform/transactions.js';
import { screenForCrisis } from '../safety/screen.js';
import { getSettings } from '../settings/service.js';
import { takeRate } from './rate-limit.js';
import type { EntryCommentEntity } from './store.js';

/**
 * Entry comments (docs/architecture.md, "Entry comments and secure messages"). Who may read: whoever
 * can see the entry under the one visibility rule (shared/src/domain/visibility.ts); private notes only
 * their writer. Who may write: the entry's author, or a member of the author's circle who can see the
 * entry and whose active connection has canCommentEntries, and, unless a coach or therapist, only
 * while the author's `allowCircleComments` is on. Whoever cannot see the entry gets a 404, so an
 * entry's existence does not leak.
 */

type CommentItem = EntityItem<typeof EntryCommentEntity>;

export const ENTRY_NOT_FOUND = 'Journal entry not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const NO_COMMENT_PERMISSION = 'You do not have permission to comment on this entry';
export const CIRCLE_COMMENTS_OFF = 'This person has turned off comments from their Support Circle';
export const PRIVATE_NOTE_ROLE = 'Only a coach or therapist can write a private note';
export const NO_REPLY_TO_PRIVATE = 'A private note cannot be replied to';
export const COMMENT_RATE = 'You are commenting too quickly. Please wait a moment and try again.';

const CARE_TEAM = new Set(['coach', 'therapist']);

interface EntryAccess {
  entry: { userId: string; entryId: string; visibility: 'private' | 'coach_only' | 'circle' | 'public' };
  isAuthor: boolean;
  connection: CareConnection | null;
}

/**
 * Finds an entry by its id alone (gsi1 `byId`, as the owner:journalEntry policy does) and the caller's
 * standing towards its author; 404 unless the caller may see it. Friends are not yet known to this
 * domain: a friend reads `public` entries through the Friends screens, not their comments.
 */
async function entryAccess(rt: Runtime, entryId: string, callerId: string): Promise<EntryAccess> {
  const { data } = await rt.db.entities.journalEntry.query.byId({ entryId }).go({ limit: 1 });
  const entry = data[0];
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  const isAuthor = entry.userId === callerId;
  const connection = isAuthor ? null : await getConnection(rt, entry.userId, callerId);
  if (!canSeeEntry(entry.visibility, { isAuthor, connection, isFriend: false })) throw notFound(ENTRY_NOT_FOUND);
  return { entry, isAuthor, connection };
}

/** May the caller write here, and if not, why (403 message)? Reads the author's settings only for non-coach members. */
async function commentRight(rt: Runtime, access: EntryAccess): Promise<{ ok: true; careTeam: boolean } | { ok: false; reason: string }> {
  if (access.isAuthor) return { ok: true, careTeam: false };
  const c = access.connection;
  if (!c || c.status !== 'active' || !c.canCommentEntries) return { ok: false, reason: NO_COMMENT_PERMISSION };
  if (CARE_TEAM.has(c.relationshipType)) return { ok: true, careTeam: true };
  const settings = await getSettings(rt, access.entry.userId);
  return settings.allowCircleComments ? { ok: true, careTeam: false } : { ok: false, reason: CIRCLE_COMMENTS_OFF };
}

function toComment(c: CommentItem, callerId: string, entryAuthorId: string): EntryComment {
  return {
    id: c.commentId,
    entryId: c.entryId,
    authorId: c.authorId,
    authorName: c.authorName,
    authorRole: c.authorRole,
    content: c.deleted ? '' : c.content,
    commentType: c.commentType,
    isPrivateNote: c.isPrivateNote ?? false,
    parentCommentId: c.parentCommentId ?? null,
    deleted: c.deleted ?? false,
    createdAt: c.createdAt,
    canDelete: !c.deleted && (c.authorId === callerId || entryAuthorId === callerId),
  };
}

/** An entry's comments (one Query of the author's partition), oldest first; private notes only their writer's. */
async function commentsOf(rt: Runtime, authorId: string, entryId: string): Promise<CommentItem[]> {
  const { data } = await rt.db.entities.entryComment.query.byEntry({ userId: authorId, entryId }).go({ pages: 'all' });
  return data;
}

/** The entry's comments for the caller, and the entry's author (whose data they are, for the audit of reads). */
export async function listComments(rt: Runtime, callerId: string, entryId: string): Promise<EntryCommentsResponse & { authorId: string }> {
  const access = await entryAccess(rt, entryId, callerId);
  const [items, right] = await Promise.all([commentsOf(rt, access.entry.userId, entryId), commentRight(rt, access)]);
  return {
    comments: items.filter((c) => !c.isPrivateNote || c.authorId === callerId).map((c) => toComment(c, callerId, access.entry.userId)),
    canComment: right.ok,
    canWritePrivateNote: right.ok && right.careTeam,
    authorId: access.entry.userId,
  };
}

export async function createComment(rt: Runtime, callerId: string, entryId: string, body: z.output<typeof CreateCommentBody>): Promise<CreatedComment> {
  await takeRate(rt, callerId, 'comment', CONVERSATIONS.commentsPerMinute, COMMENT_RATE);
  const access = await entryAccess(rt, entryId, callerId);
  const right = await commentRight(rt, access);
  if (!right.ok) throw forbidden(right.reason);
  if (body.isPrivateNote && !right.careTeam) throw badRequest(PRIVATE_NOTE_ROLE, [{ path: 'isPrivateNote', message: PRIVATE_NOTE_ROLE }]);
  const authorId = access.entry.userId;

  // Replies are one level deep: a reply to a reply attaches to its top comment.
  let parent: CommentItem | null = null;
  if (body.parentCommentId) {
    const { data } = await rt.db.entities.entryComment.get({ userId: authorId, entryId, commentId: body.parentCommentId }).go();
    if (!data || data.deleted || (data.isPrivateNote && data.authorId !== callerId)) {
      throw notFound(COMMENT_NOT_FOUND);
    }
    if (data.isPrivateNote) throw badRequest(NO_REPLY_TO_PRIVATE, [{ path: 'parentCommentId', message: NO_REPLY_TO_PRIVATE }]);
    parent = data.parentCommentId
      ? ((await rt.db.entities.entryComment.get({ userId: authorId, entryId, commentId: data.parentCommentId }).go()).data ?? data)
      : data;
  }

  const [{ data: writer }, crisis] = await Promise.all([rt.db.entities.user.get({ userId: callerId }).go(), screenForCrisis(rt, body.content)]);
  const now = rt.ports.clock.now();
  const item: CommentItem = {
    userId: authorId,
    entryId,
    commentId: ulid(now.getTime()),
    authorId: callerId,
    authorName: writer?.name ?? 'Someone',
    authorRole: access.isAuthor ? 'author' : access.connection!.relationshipType,
    content: body.content,
    commentType: body.commentType,
    isPrivateNote: body.isPrivateNote,
    ...(parent ? { parentCommentId: parent.commentId } : {}),
    deleted: false,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  // The comment and the author's unread marker agree: one transaction (private notes and the author's own comments are not unread).
  const countsAsUnread = !access.isAuthor && !item.isPrivateNote;
  // Comments written at the same moment touch the same unread item: a cancelled write is written again.
  for (let attempt = 0; ; attempt++) {
    const result = await rt.db.transaction
      .write(({ entryComment, commentUnread }) => [
        entryComment.create(item).commit(),
        ...(countsAsUnread
          ? [
              commentUnread
                .upsert({ userId: authorId, entryId })
                .add({ commentIds: [item.commentId] })
                .set({ updatedAt: item.createdAt })
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) break;
    if (!isConflictOnly(result)) committed(result);
    if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
    await backoff(attempt);
  }
  logger.info('Entry comment written', { entryId, commentId: item.commentId, privateNote: item.isPrivateNote });

  // Live: the writer's other tabs, and (unless a private note) the entry's author and the top comment's writer. No content.
  const recipients = new Set([callerId]);
  if (!item.isPrivateNote) {
    recipients.add(authorId);
    if (parent) recipients.add(parent.authorId);
  }
  await Promise.all([...recipients].map((u) => pushToUser(rt, u, { type: 'entry_comment', entryId, commentId: item.commentId, change: 'created' })));
  // Crisis language alerts the writer's own care team (if they have one), as an entry would.
  if (crisis.detected)
    await raiseCrisisAlerts(rt, {
      patientId: callerId,
      source: 'comment',
      sourceId: item.commentId,
      at: item.createdAt,
      level: crisis.level,
      constructs: crisis.constructs,
    });
  return { ...toComment(item, callerId, authorId), crisisDetected: crisis.detected, crisisLevel: crisis.level };
}

/**
 * Deletes a comment: its writer, or the entry's author. A top comment with replies keeps its place as
 * "Comment deleted" (the replies still make sense); a reply, or a comment without replies, is removed,
 * and a deleted top comment goes when its last reply does. It leaves the author's unread set.
 */
export async function deleteComment(rt: Runtime, callerId: string, commentId: string): Promise<void> {
  const { data } = await rt.db.entities.entryComment.query.byId({ commentId }).go({ limit: 1 });
  const comment = data[0];
  if (!comment || comment.deleted || (comment.isPrivateNote && comment.authorId !== callerId)) throw notFound(COMMENT_NOT_FOUND);
  if (comment.authorId !== callerId && comment.userId !== callerId) {
    // Someone who cannot see the entry learns nothing: 404; a reader who may not delete it: 403.
    await entryAccess(rt, comment.entryId, callerId).catch(() => {
      throw notFound(COMMENT_NOT_FOUND);
    });
    throw forbidden('Only its writer or the entry’s author can delete a comment');
  }
  const key = { userId: comment.userId, entryId: comment.entryId };
  const siblings = await commentsOf(rt, comment.userId, comment.entryId);
  const liveReplies = (id: string, except?: string) => siblings.filter((c) => c.parentCommentId === id && c.commentId !== except && !c.deleted);
  if (!comment.parentCommentId && liveReplies(comment.commentId).length > 0) {
    await rt.db.entities.entryComment
      .patch({ ...key, commentId })
      .set({ deleted: true, content: '', updatedAt: rt.ports.clock.now().toISOString() })
      .go();
  } else {
    await rt.db.entities.entryComment.delete({ ...key, commentId }).go();
    const parent = comment.parentCommentId ? siblings.find((c) => c.commentId === comment.parentCommentId) : undefined;
    if (parent?.deleted && liveReplies(parent.commentId, commentId).length === 0) {
      await rt.db.entities.entryComment.delete({ ...key, commentId: parent.commentId }).go();
    }
  }
  await rt.db.entities.commentUnread
    .patch(key)
    .delete({ commentIds: [commentId] })
    .go()
    .catch((err: unknown) => {
      // No unread marker for this entry: nothing to take out.
      if (!isConditionFailure(err)) throw err;
    });
  logger.info('Entry comment deleted', { entryId: comment.entryId, commentId });
  const recipients = new Set([callerId, comment.authorId, ...(comment.isPrivateNote ? [] : [comment.userId])]);
  await Promise.all([...recipients].map((u) => pushToUser(rt, u, { type: 'entry_comment', entryId: comment.entryId, commentId, change: 'deleted' })));
}

/** The author has seen an entry's comments (the owner policy checked the entry is theirs): its unread marker goes. */
export async function markCommentsRead(rt: Runtime, authorId: string, entryId: string): Promise<void> {
  await rt.db.entities.commentUnread.delete({ userId: authorId, entryId }).go();
}

/** Unread comments on the author's entries: one Query of their unread markers. */
export async function unreadComments(rt: Runtime, userId: string): Promise<CommentUnread> {
  const { data } = await rt.db.entities.commentUnread.query.byUser({ userId }).go({ pages: 'all' });
  const entries = data.map((u) => ({ entryId: u.entryId, count: u.commentIds?.length ?? 0 })).filter((e) => e.count > 0);
  return { total: entries.reduce((n, e) => n + e.count, 0), entries };
}
