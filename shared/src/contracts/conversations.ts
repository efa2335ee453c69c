import * as z from 'zod';
import { PathId } from './common.js';
import { RelationshipType } from './care-team.js';

/**
 * Entry comments and secure messages (spec sections 3 and 6; docs/architecture.md, "Entry comments and
 * secure messages"). Both are text one person writes to another: they pass the crisis screen, and
 * their content never appears in logs, texts or pushes.
 */
export const CONVERSATIONS = {
  commentMaxLength: 2000,
  messageMaxLength: 4000,
  /** Messages a person may send per minute (then 429 with Retry-After). */
  messagesPerMinute: 60,
  /** Comments a person may write per minute. */
  commentsPerMinute: 30,
  /** Page size of a conversation's history. */
  messagePageSize: 30,
  messagePageMax: 100,
  /** At most one text message per thread in this window while its messages are unread. */
  smsEveryMs: 15 * 60 * 1000,
  /** The only words a text message about a new message carries: no name, no content. */
  smsText: 'You have a new message on Steady',
} as const;

export const CommentType = z.enum(['comment', 'suggestion', 'encouragement', 'question']);
export type CommentType = z.infer<typeof CommentType>;

export const COMMENT_TYPE_LABEL: Record<CommentType, string> = {
  comment: 'Comment',
  suggestion: 'Suggestion',
  encouragement: 'Encouragement',
  question: 'Question',
};

/** How the commenter stands to the entry's author: the author themself, or their circle relationship. */
export const CommenterRole = z.union([z.literal('author'), RelationshipType]);
export type CommenterRole = z.infer<typeof CommenterRole>;

export const EntryComment = z.object({
  id: z.string(),
  entryId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  authorRole: CommenterRole,
  /** Empty once deleted (a deleted comment with replies stays as "Comment deleted"). */
  content: z.string(),
  commentType: CommentType,
  /** A coach's or therapist's note visible only to its author. */
  isPrivateNote: z.boolean(),
  /** The top-level comment this replies to (replies are one level deep), or null. */
  parentCommentId: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
  /** What the caller may do with it. */
  canDelete: z.boolean(),
});
export type EntryComment = z.infer<typeof EntryComment>;

export const EntryCommentsResponse = z.object({
  /** Oldest first; replies carry their top comment's id. */
  comments: z.array(EntryComment),
  /** May the caller comment here (author, or a member with canCommentEntries, and for non-coaches allowCircleComments)? */
  canComment: z.boolean(),
  /** May the caller write private notes (a coach or therapist of the author)? */
  canWritePrivateNote: z.boolean(),
});
export type EntryCommentsResponse = z.infer<typeof EntryCommentsResponse>;

const required = (what: string) => `${what} is required`;

export const CreateCommentBody = z.object({
  content: z
    .string({ error: required('Comment') })
    .trim()
    .min(1, required('Comment'))
    .max(CONVERSATIONS.commentMaxLength, `Comment must be under ${CONVERSATIONS.commentMaxLength} characters`),
  commentType: CommentType.default('comment'),
  isPrivateNote: z.boolean().default(false),
  parentCommentId: PathId.nullable().optional(),
  /** Sent by clients that send it; when present it must be the caller. */
  userId: z.string().optional(),
});
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

/** A new comment, with what the crisis screen found in it (the writer then sees the crisis panel). */
export const CreatedComment = EntryComment.extend({
  crisisDetected: z.boolean(),
  crisisLevel: z.enum(['none', 'concern', 'urgent']),
});
export type CreatedComment = z.infer<typeof CreatedComment>;

export const CommentIdParams = z.object({ commentId: PathId });

/** The author's unread comments: per entry and in total (private notes never count). */
export const CommentUnread = z.object({
  total: z.number().int().min(0),
  entries: z.array(z.object({ entryId: z.string(), count: z.number().int().min(1) })),
});
export type CommentUnread = z.infer<typeof CommentUnread>;

/** `{id}` is the caller; `{connectionId}` is the other person's user id (either side of the connection). */
export const ConversationParams = z.object({ id: PathId, connectionId: PathId });

export const SecureMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type SecureMessage = z.infer<typeof SecureMessage>;

export const MessageList = z.array(SecureMessage);

export const ListMessagesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CONVERSATIONS.messagePageMax, `limit must be at most ${CONVERSATIONS.messagePageMax}`)
    .default(CONVERSATIONS.messagePageSize),
  cursor: z.string().max(2048).optional(),
});

export const SendMessageBody = z.object({
  content: z
    .string({ error: required('Message') })
    .trim()
    .min(1, required('Message'))
    .max(CONVERSATIONS.messageMaxLength, `Message must be under ${CONVERSATIONS.messageMaxLength} characters`),
  userId: z.string().optional(),
});
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const SentMessage = SecureMessage.extend({
  crisisDetected: z.boolean(),
  crisisLevel: z.enum(['none', 'concern', 'urgent']),
});
export type SentMessage = z.infer<typeof SentMessage>;

/** One conversation of the caller: the other person, the relationship, the last message time and unread count. */
export const ConversationSummary = z.object({
  connectionId: z.string(),
  name: z.string(),
  /** The relationship as the patient granted it (coach or therapist). */
  relationshipType: RelationshipType,
  /** Is the caller the patient of this connection (or the coach/therapist)? */
  iAmPatient: z.boolean(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int().min(0),
  /** Messages can be sent (the connection is active); paused or removed threads are listed but closed. */
  canMessage: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationList = z.array(ConversationSummary);

export const MarkReadResponse = z.object({ unreadCount: z.literal(0) });

export const PAUSED_MESSAGE = 'This connection is paused, so messages cannot be sent or read right now';
export const NO_MESSAGING = 'Secure messages are available with your coach or therapist on an active connection';
