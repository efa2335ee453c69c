import {
  CONVERSATIONS,
  NO_MESSAGING,
  PAUSED_MESSAGE,
  type CareConnection,
  type ConversationSummary,
  type SecureMessage,
  type SentMessage,
} from '@steady/shared';
import type { ListMessagesQuery } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { getConnection } from '../care-team/service.js';
import { pushToUser } from '../live/service.js';
import { badRequest, conflict, forbidden } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { isKeyCursor } from '../platform/cursor.js';
import type { Runtime } from '../platform/runtime.js';
import { SAVE_CONFLICT_MESSAGE, WRITE_ATTEMPTS, backoff, committed, isConflictOnly, isConditionFailure } from '../platform/transactions.js';
import { screenForCrisis } from '../safety/screen.js';
import { takeRate } from './rate-limit.js';
import type { SecureMessageEntity } from './store.js';

/**
 * Secure messages between a patient and a coach or therapist of their circle (docs/architecture.md,
 * "Entry comments and secure messages"). `{connectionId}` is the other person's user id; the
 * connection is the careConnection (patient = caller, member = other) or (patient = other, member =
 * caller): two GetItems at most. Only an ACTIVE coach or therapist connection may message; a paused or
 * removed one is refused with a message (the patient may still read their own history). Content never
 * leaves in a log, a push or a text message: the recipient's phone gets only "You have a new message on
 * Steady", at most once per thread per 15 minutes, and only when no tab of theirs is open.
 */

type MessageItem = EntityItem<typeof SecureMessageEntity>;

export const MESSAGE_RATE = 'You are sending messages too quickly. Please wait a moment and try again.';
export const REMOVED_MESSAGE = 'This connection was removed, so messages can no longer be sent';

const MESSAGING = new Set(['coach', 'therapist']);

interface Thread {
  patientId: string;
  memberId: string;
  connection: CareConnection;
  callerIsPatient: boolean;
}

const isMessaging = (c: CareConnection | null): c is CareConnection => c !== null && MESSAGING.has(c.relationshipType);

/** The coach or therapist connection between the caller and the other person, either way round, or 403. */
async function threadOf(rt: Runtime, callerId: string, otherId: string, purpose: 'read' | 'write'): Promise<Thread> {
  if (callerId === otherId) throw forbidden(NO_MESSAGING);
  const [asPatient, asMember] = await Promise.all([getConnection(rt, callerId, otherId), getConnection(rt, otherId, callerId)]);
  // Both ways may exist (two clinicians in each other's circle): an active one wins.
  const candidates = [asPatient, asMember].filter(isMessaging);
  const connection = candidates.find((c) => c.status === 'active') ?? candidates[0];
  if (!connection) throw forbidden(NO_MESSAGING);
  const callerIsPatient = connection.patientId === callerId;
  const thread = { patientId: connection.patientId, memberId: connection.memberId, connection, callerIsPatient };
  if (connection.status === 'active') return thread;
  // The patient keeps reading their own history on a paused or removed connection; nobody writes on it.
  if (purpose === 'read' && callerIsPatient && connection.status !== 'pending') return thread;
  throw forbidden(connection.status === 'removed' ? REMOVED_MESSAGE : connection.status === 'paused' ? PAUSED_MESSAGE : NO_MESSAGING);
}

const toMessage = (m: MessageItem): SecureMessage => ({ id: m.messageId, senderId: m.senderId, content: m.content, createdAt: m.createdAt });

/** A page of the conversation, newest first (one reverse Query of the patient's partition); the next page's cursor or null. */
export async function listMessages(
  rt: Runtime,
  callerId: string,
  otherId: string,
  query: z.output<typeof ListMessagesQuery>,
): Promise<{ messages: SecureMessage[]; cursor: string | null; patientId: string }> {
  const invalidCursor = () => badRequest('cursor is not valid', [{ path: 'query.cursor', message: 'cursor is not valid' }]);
  if (query.cursor !== undefined && !isKeyCursor(query.cursor)) throw invalidCursor();
  const thread = await threadOf(rt, callerId, otherId, 'read');
  try {
    const { data, cursor } = await rt.db.entities.secureMessage.query
      .byThread({ userId: thread.patientId, memberId: thread.memberId })
      .go({ order: 'desc', limit: query.limit, cursor: query.cursor ?? null });
    return { messages: data.map(toMessage), cursor, patientId: thread.patientId };
  } catch (err) {
    if (query.cursor !== undefined && (err as { cause?: { name?: string } }).cause?.name === 'ValidationException') throw invalidCursor();
    throw err;
  }
}

export async function sendMessage(rt: Runtime, callerId: string, otherId: string, content: string): Promise<SentMessage> {
  await takeRate(rt, callerId, 'message', CONVERSATIONS.messagesPerMinute, MESSAGE_RATE);
  const thread = await threadOf(rt, callerId, otherId, 'write');
  const crisis = await screenForCrisis(rt, content);
  const now = rt.ports.clock.now();
  const at = now.toISOString();
  const item: MessageItem = { userId: thread.patientId, memberId: thread.memberId, messageId: ulid(now.getTime()), senderId: callerId, content, createdAt: at };
  const keys = { patientId: thread.patientId, memberId: thread.memberId };
  // The message and both sides' thread items (last message; the recipient's unread count) agree: one transaction.
  for (let attempt = 0; ; attempt++) {
    const result = await rt.db.transaction
      .write(({ secureMessage, messageThread }) => [
        secureMessage.create(item).commit(),
        messageThread
          .upsert({ userId: callerId, otherId, ...keys })
          .set({ lastMessageAt: at, lastMessageId: item.messageId, updatedAt: at })
          .ifNotExists({ unreadCount: 0 })
          .commit(),
        messageThread
          .upsert({ userId: otherId, otherId: callerId, ...keys })
          .set({ lastMessageAt: at, lastMessageId: item.messageId, updatedAt: at })
          .add({ unreadCount: 1 })
          .commit(),
      ])
      .go();
    if (!result.canceled) break;
    // Two messages at the same moment touch the same thread items: DynamoDB cancels one; write it again.
    if (!isConflictOnly(result)) committed(result);
    if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
    await backoff(attempt);
  }
  logger.info('Secure message sent', { messageId: item.messageId });

  const [delivered] = await Promise.all([
    pushToUser(rt, otherId, { type: 'secure_message', connectionId: callerId, messageId: item.messageId, at }),
    pushToUser(rt, callerId, { type: 'secure_message', connectionId: otherId, messageId: item.messageId, at }),
  ]);
  if (delivered === 0) await textAboutMessage(rt, otherId, callerId, now);

  // Crisis language alerts the writer's own care team (for a patient: their coaches and therapists).
  if (crisis.detected)
    await raiseCrisisAlerts(rt, { patientId: callerId, source: 'message', sourceId: item.messageId, at, level: crisis.level, constructs: crisis.constructs });
  return { ...toMessage(item), crisisDetected: crisis.detected, crisisLevel: crisis.level };
}

/**
 * Texts the recipient "You have a new message on Steady" (nothing else) when none of their tabs is
 * open, at most once per thread per 15 minutes (a conditional update of the thread's `lastSmsAt`, so
 * two messages at once send one text), and never when they turned notifications off. Failures are
 * logged by kind and never fail the send: the message is stored and shows when they open Steady.
 */
async function textAboutMessage(rt: Runtime, recipientId: string, senderId: string, now: Date): Promise<void> {
  try {
    const [{ data: threadItem }, { data: settings }, { data: recipient }] = await Promise.all([
      rt.db.entities.messageThread.get({ userId: recipientId, otherId: senderId }).go(),
      rt.db.entities.settings.get({ userId: recipientId }).go(),
      rt.db.entities.user.get({ userId: recipientId }).go(),
    ]);
    if (!recipient?.phoneNumber || settings?.notificationsEnabled === false) return;
    const last = threadItem?.lastSmsAt;
    if (last && now.getTime() - Date.parse(last) < CONVERSATIONS.smsEveryMs) return;
    try {
      await rt.db.entities.messageThread
        .patch({ userId: recipientId, otherId: senderId })
        .set({ lastSmsAt: now.toISOString() })
        .where((a, { eq, notExists }) => (last ? eq(a.lastSmsAt, last) : notExists(a.lastSmsAt)))
        .go();
    } catch (err) {
      // Another message claimed this window's text first.
      if (isConditionFailure(err)) return;
      throw err;
    }
    await rt.ports.telephony.sendSms({ to: recipient.phoneNumber, body: CONVERSATIONS.smsText });
  } catch (err) {
    logger.warn('New-message text failed', { errorName: (err as Error).name });
  }
}

/** The caller has read the conversation: their unread count is 0 (and their other tabs hear of it). */
export async function markConversationRead(rt: Runtime, callerId: string, otherId: string): Promise<{ unreadCount: 0 }> {
  const thread = await threadOf(rt, callerId, otherId, 'read');
  const at = rt.ports.clock.now().toISOString();
  await rt.db.entities.messageThread
    .upsert({ userId: callerId, otherId, patientId: thread.patientId, memberId: thread.memberId })
    .set({ unreadCount: 0, lastReadAt: at, updatedAt: at })
    .go();
  await pushToUser(rt, callerId, { type: 'conversation_read', connectionId: otherId });
  return { unreadCount: 0 };
}

/**
 * The caller's conversations: their thread items (one Query) and their coach/therapist connections
 * either way round (one Query of their partition, one of gsi1 byMember), so an active connection
 * without messages yet is listed too; names by one BatchGet. Latest message first.
 */
/** Unread secure messages over all of the person's threads: one Query of their thread items (the sidebar's badge, with the user record). */
export async function unreadMessageTotal(rt: Runtime, userId: string): Promise<number> {
  const { data } = await rt.db.entities.messageThread.query.byUser({ userId }).go({ pages: 'all' });
  return data.reduce((n, t) => n + (t.unreadCount ?? 0), 0);
}

export async function listConversations(rt: Runtime, userId: string): Promise<ConversationSummary[]> {
  const [threads, asPatient, asMember] = await Promise.all([
    rt.db.entities.messageThread.query.byUser({ userId }).go({ pages: 'all' }),
    rt.db.entities.careConnection.query.byPatient({ userId }).go({ pages: 'all' }),
    rt.db.entities.careConnection.query.byMember({ memberId: userId }).go({ pages: 'all' }),
  ]);
  const byOther = new Map<string, { relationshipType: ConversationSummary['relationshipType']; status: string; iAmPatient: boolean }>();
  const consider = (otherId: string, c: { relationshipType: ConversationSummary['relationshipType']; status: string }, iAmPatient: boolean) => {
    if (!MESSAGING.has(c.relationshipType) || c.status === 'pending') return;
    const seen = byOther.get(otherId);
    if (!seen || (seen.status !== 'active' && c.status === 'active'))
      byOther.set(otherId, { relationshipType: c.relationshipType, status: c.status, iAmPatient });
  };
  for (const c of asPatient.data) consider(c.memberId, c, true);
  for (const c of asMember.data) consider(c.userId, c, false);
  const threadOfOther = new Map(threads.data.map((t) => [t.otherId, t]));
  // Listed: every thread whose connection still exists, and every active connection without a thread yet.
  const others = [...byOther.entries()].filter(([otherId, c]) => threadOfOther.has(otherId) || c.status === 'active');
  if (!others.length) return [];
  const { data: users } = await rt.db.entities.user.get(others.map(([otherId]) => ({ userId: otherId }))).go();
  const names = new Map(users.map((u) => [u.userId, u.name]));
  return others
    .map(([otherId, c]) => {
      const t = threadOfOther.get(otherId);
      return {
        connectionId: otherId,
        name: names.get(otherId) ?? 'Former member',
        relationshipType: c.relationshipType,
        iAmPatient: c.iAmPatient,
        lastMessageAt: t?.lastMessageAt ?? null,
        unreadCount: t?.unreadCount ?? 0,
        canMessage: c.status === 'active',
      };
    })
    .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || a.name.localeCompare(b.name));
}
