import { randomBytes } from 'node:crypto';
import {
  FRIENDS,
  FRIEND_MESSAGES,
  achievementsFromStats,
  dashboardStats,
  localDate,
  visibleVisibilities,
  type Friend,
  type FriendAccepted,
  type FriendEntry,
  type FriendEntriesQuery,
  type FriendInvite,
  type FriendInvitePreview,
  type FriendProfile,
  type FriendRequest,
  type FriendRequestReceipt,
  type PushMessage,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { pushToUser } from '../live/service.js';
import { HttpError, badRequest, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { consumeRateLimit } from '../platform/rate-limit.js';
import type { Db } from '../platform/db.js';
import { isKeyCursor } from '../platform/cursor.js';
import type { Runtime } from '../platform/runtime.js';
import { failedConditions, isConditionFailure } from '../platform/transactions.js';
import type { FriendInviteEntity } from './store.js';

type InviteItem = EntityItem<typeof FriendInviteEntity>;

const DAY_MS = 86_400_000;
const gone = (message: string) => new HttpError(410, message);

/** Rate limits (docs/architecture.md, "Rate limits"): requests per hour, invite links per UTC day. */
const REQUEST_LIMIT = { action: 'friendRequest', limit: FRIENDS.requestsPerHour, windowSeconds: 3600, message: FRIEND_MESSAGES.requestRateLimited };
const INVITE_LIMIT = { action: 'friendInvite', limit: FRIENDS.invitesPerDay, windowSeconds: 86_400, message: FRIEND_MESSAGES.inviteRateLimited };

type ChangeReason = Extract<PushMessage, { type: 'friends_changed' }>['reason'];

/** Tells the other person's open app that their friends changed (it reads the lists again); never fails the request. */
async function notify(rt: Runtime, userId: string, reason: ChangeReason): Promise<void> {
  await pushToUser(rt, userId, { type: 'friends_changed', reason }).catch((err: Error) => logger.warn('Friends push failed', { errorName: err.name }));
}

/** Are `a` and `b` friends? One GetItem (a's side of the friendship). Used by other domains' visibility checks. */
export async function areFriends(rt: Runtime, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const { data } = await rt.db.entities.friendship.get({ userId: a, friendId: b }).go();
  return data !== null;
}

// ---------------------------------------------------------------------------------------------
// People: names and streaks, read in batches by key.

interface Person {
  name: string;
  currentStreak: number;
  longestStreak: number;
  totalEntries: number;
  totalWords: number;
}

/** BatchGet of one entity's items by key, asking again for unprocessed keys a few times. */
async function batch<T extends { userId: string }>(
  get: (keys: { userId: string }[]) => Promise<{ data: T[]; unprocessed: { userId: string }[] }>,
  ids: string[],
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  let keys = ids.map((userId) => ({ userId }));
  for (let attempt = 0; attempt < 3 && keys.length > 0; attempt++) {
    const { data, unprocessed } = await get(keys);
    for (const item of data) out.set(item.userId, item);
    keys = unprocessed.map((k) => ({ userId: k.userId }));
  }
  return out;
}

/**
 * Names and streaks of people (active accounts only): three BatchGets (user records, stats, settings
 * for the time zone that says whether a streak is still alive today).
 */
async function people(rt: Runtime, ids: string[]): Promise<Map<string, Person>> {
  const out = new Map<string, Person>();
  if (ids.length === 0) return out;
  const unique = [...new Set(ids)];
  const [users, stats, settings] = await Promise.all([
    batch((keys) => rt.db.entities.user.get(keys).go({ attributes: ['userId', 'name', 'isActive'] }), unique),
    batch((keys) => rt.db.entities.stats.get(keys).go(), unique),
    batch((keys) => rt.db.entities.settings.get(keys).go({ attributes: ['userId', 'timeZone'] }), unique),
  ]);
  const now = rt.ports.clock.now();
  for (const id of unique) {
    const user = users.get(id);
    if (!user || user.isActive === false) continue;
    const s = stats.get(id);
    const state = {
      totalEntries: s?.totalEntries ?? 0,
      totalWords: s?.totalWords ?? 0,
      moodSum: s?.moodSum ?? 0,
      moodCount: s?.moodCount ?? 0,
      currentStreak: s?.currentStreak ?? 0,
      longestStreak: s?.longestStreak ?? 0,
      lastEntryDate: s?.lastEntryDate ?? null,
    };
    const today = localDate(now, settings.get(id)?.timeZone ?? 'America/New_York');
    out.set(id, {
      name: user.name,
      currentStreak: dashboardStats(state, today).journalStreak,
      longestStreak: state.longestStreak,
      totalEntries: state.totalEntries,
      totalWords: state.totalWords,
    });
  }
  return out;
}

async function person(rt: Runtime, id: string): Promise<Person | null> {
  return (await people(rt, [id])).get(id) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Friends.

export async function listFriends(rt: Runtime, userId: string): Promise<Friend[]> {
  const { data } = await rt.db.entities.friendship.query.byUser({ userId }).go({ pages: 'all' });
  const found = await people(
    rt,
    data.map((f) => f.friendId),
  );
  return data
    .flatMap((f) => {
      const p = found.get(f.friendId);
      return p ? [{ id: f.friendId, name: p.name, createdAt: f.createdAt, currentStreak: p.currentStreak }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The friendship item on the caller's side, or 404: a non-friend learns nothing about the person. */
async function friendshipOf(rt: Runtime, userId: string, friendId: string) {
  const { data } = await rt.db.entities.friendship.get({ userId, friendId }).go();
  if (!data) throw notFound(FRIEND_MESSAGES.friendNotFound);
  return data;
}

export async function getFriendProfile(rt: Runtime, userId: string, friendId: string): Promise<FriendProfile> {
  const friendship = await friendshipOf(rt, userId, friendId);
  const p = await person(rt, friendId);
  if (!p) throw notFound(FRIEND_MESSAGES.friendNotFound);
  return {
    id: friendId,
    name: p.name,
    createdAt: friendship.createdAt,
    currentStreak: p.currentStreak,
    longestStreak: p.longestStreak,
    achievements: achievementsFromStats(p).filter((a) => a.unlocked),
  };
}

/**
 * A friend's entries that friends may see, newest first. The visibilities come from the one rule
 * (shared/src/domain/visibility.ts) for a friend outside the author's circle: `public` only. A Query
 * of the friend's entries with a filter on visibility, read until a page is full (docs/data-model.md).
 */
export async function listFriendEntries(
  rt: Runtime,
  userId: string,
  friendId: string,
  query: z.output<typeof FriendEntriesQuery>,
): Promise<{ entries: FriendEntry[]; cursor: string | null }> {
  await friendshipOf(rt, userId, friendId);
  const visible = visibleVisibilities({ isAuthor: false, connection: null, isFriend: true });
  if (visible.length === 0) return { entries: [], cursor: null };
  const invalidCursor = () => badRequest('cursor is not valid', [{ path: 'query.cursor', message: 'cursor is not valid' }]);
  if (query.cursor !== undefined && !isKeyCursor(query.cursor)) throw invalidCursor();
  try {
    const { data, cursor } = await rt.db.entities.journalEntry.query
      .byUser({ userId: friendId })
      .where((a, { eq }) => visible.map((v) => eq(a.visibility, v)).join(' OR '))
      .go({ order: 'desc', count: query.limit, limit: 100, cursor: query.cursor ?? null });
    return {
      entries: data.map((e) => ({
        id: e.entryId,
        title: e.title,
        content: e.content,
        themes: e.themes ?? [],
        wordCount: e.wordCount ?? 0,
        createdAt: e.createdAt,
      })),
      cursor,
    };
  } catch (err) {
    if (query.cursor !== undefined && (err as { cause?: { name?: string } }).cause?.name === 'ValidationException') throw invalidCursor();
    throw err;
  }
}

/** Unfriend: both sides go in one transaction; not friends → 404. */
export async function unfriend(rt: Runtime, userId: string, friendId: string): Promise<void> {
  const result = await rt.db.transaction
    .write(({ friendship }) => [
      friendship
        .delete({ userId, friendId })
        .where((a, { exists }) => exists(a.friendId))
        .commit(),
      friendship.delete({ userId: friendId, friendId: userId }).commit(),
    ])
    .go();
  if (failedConditions(result).length > 0) throw notFound(FRIEND_MESSAGES.friendNotFound);
  if (result.canceled) throw new Error('Unfriend transaction cancelled');
  await notify(rt, friendId, 'unfriended');
}

type TxEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/**
 * The writes that make `a` and `b` friends (both sides) and remove any request between them; `b`'s
 * request to `a` is left out when the transaction already deletes it with a condition (one item may
 * appear only once in a transaction).
 */
function friendshipWrites(
  { friendship, friendRequest }: TxEntities,
  a: string,
  b: string,
  via: 'invite' | 'request',
  now: string,
  requestFromB: 'delete' | 'handled' = 'delete',
) {
  return [
    friendship.put({ userId: a, friendId: b, via, createdAt: now }).commit(),
    friendship.put({ userId: b, friendId: a, via, createdAt: now }).commit(),
    ...(requestFromB === 'delete' ? [friendRequest.delete({ userId: a, requesterId: b }).commit()] : []),
    friendRequest.delete({ userId: b, requesterId: a }).commit(),
  ];
}

async function friendOf(rt: Runtime, userId: string, friendId: string): Promise<Friend> {
  const [{ data: f }, p] = await Promise.all([rt.db.entities.friendship.get({ userId, friendId }).go(), person(rt, friendId)]);
  return { id: friendId, name: p?.name ?? '', createdAt: f?.createdAt ?? rt.ports.clock.now().toISOString(), currentStreak: p?.currentStreak ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Requests by phone number.

/**
 * Sends a friend request to an exact phone number. The answer is the same whatever happens (no such
 * account, already friends, already asked): the sender never learns whether a number has an account.
 * The account is found through the phone guard item (one GetItem by key). When the recipient has
 * already asked the sender, this accepts their request instead (docs/architecture.md, "Friends").
 */
export async function sendFriendRequest(rt: Runtime, userId: string, phoneNumber: string): Promise<FriendRequestReceipt> {
  const receipt = { message: FRIEND_MESSAGES.requestSent };
  const { data: me } = await rt.db.entities.user.get({ userId }).go();
  if (me?.phoneNumber === phoneNumber) throw badRequest(FRIEND_MESSAGES.requestYourself, [{ path: 'phoneNumber', message: FRIEND_MESSAGES.requestYourself }]);
  // Counted whether or not the number has an account, so the limit says nothing either.
  await consumeRateLimit(rt, userId, REQUEST_LIMIT);
  const { data: guard } = await rt.db.entities.phoneGuard.get({ phoneNumber }).go();
  const recipientId = guard?.userId;
  if (!me || !recipientId || recipientId === userId) return receipt;
  const recipient = await person(rt, recipientId);
  if (!recipient || (await areFriends(rt, userId, recipientId))) return receipt;
  // They asked first: this request accepts theirs.
  const { data: theirs } = await rt.db.entities.friendRequest.get({ userId, requesterId: recipientId }).go();
  if (theirs) {
    await acceptFriendRequest(rt, userId, recipientId).catch((err: Error) => logger.warn('Accepting a crossed request failed', { errorName: err.name }));
    return receipt;
  }
  // A second request from the same person keeps the first (its time and place in the list).
  const created = await rt.db.entities.friendRequest
    .create({ userId: recipientId, requesterId: userId, requesterName: me.name, createdAt: rt.ports.clock.now().toISOString() })
    .go()
    .then(() => true)
    .catch((err: { cause?: { name?: string } }) => {
      if (!isConditionFailure(err)) throw err;
      return false;
    });
  if (created) await notify(rt, recipientId, 'request_received');
  return receipt;
}

export async function listFriendRequests(rt: Runtime, userId: string): Promise<FriendRequest[]> {
  const { data } = await rt.db.entities.friendRequest.query.byRecipient({ userId }).go({ pages: 'all' });
  return data
    .map((r) => ({ id: r.requesterId, requesterName: r.requesterName, createdAt: r.createdAt }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Accepts a request (its id is the requester's id): friends in one transaction that removes it. */
export async function acceptFriendRequest(rt: Runtime, userId: string, requestId: string): Promise<FriendAccepted> {
  const requester = await person(rt, requestId);
  if (!requester) {
    await rt.db.entities.friendRequest.delete({ userId, requesterId: requestId }).go();
    throw notFound(FRIEND_MESSAGES.requestNotFound);
  }
  const now = rt.ports.clock.now().toISOString();
  const result = await rt.db.transaction
    .write((entities) => [
      // First, so that its condition is reason 0: the request still exists.
      entities.friendRequest
        .delete({ userId, requesterId: requestId })
        .where((a, { exists }) => exists(a.requesterId))
        .commit(),
      ...friendshipWrites(entities, userId, requestId, 'request', now, 'handled'),
    ])
    .go();
  if (failedConditions(result).includes(0)) throw notFound(FRIEND_MESSAGES.requestNotFound);
  if (result.canceled) throw new Error('Accept request transaction cancelled');
  await notify(rt, requestId, 'request_accepted');
  return { friend: await friendOf(rt, userId, requestId), alreadyFriends: false };
}

export async function declineFriendRequest(rt: Runtime, userId: string, requestId: string): Promise<void> {
  try {
    await rt.db.entities.friendRequest
      .delete({ userId, requesterId: requestId })
      .where((a, { exists }) => exists(a.requesterId))
      .go();
  } catch (err) {
    if (isConditionFailure(err)) throw notFound(FRIEND_MESSAGES.requestNotFound);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Invite links.

const invitePath = (token: string) => `/friends/accept/${token}`;

function inviteStatus(i: InviteItem, now: Date): FriendInvite['status'] {
  if (i.usedAt) return 'used';
  return i.validUntil <= now.toISOString() ? 'expired' : 'active';
}

function toInvite(i: InviteItem, now: Date): FriendInvite {
  return {
    id: i.inviteId,
    token: i.token,
    path: invitePath(i.token),
    createdAt: i.createdAt,
    expiresAt: i.validUntil,
    usedAt: i.usedAt ?? null,
    usedByName: i.usedByName ?? null,
    status: inviteStatus(i, now),
  };
}

/** A single-use link valid 7 days, with a token of 192 random bits (20 a day). */
export async function createInvite(rt: Runtime, userId: string): Promise<FriendInvite> {
  await consumeRateLimit(rt, userId, INVITE_LIMIT);
  const now = rt.ports.clock.now();
  const validUntil = new Date(now.getTime() + FRIENDS.inviteValidDays * DAY_MS);
  const item = {
    userId,
    inviteId: ulid(now.getTime()),
    token: randomBytes(24).toString('hex'),
    createdAt: now.toISOString(),
    validUntil: validUntil.toISOString(),
    // Kept 30 days after it stops working (the list shows it as used or expired), then the TTL removes it.
    expiresAt: Math.floor(validUntil.getTime() / 1000) + 30 * 86_400,
  };
  await rt.db.entities.friendInvite.create(item).go();
  return toInvite(item, now);
}

/** The caller's invites, newest first; revoked ones are not shown. */
export async function listInvites(rt: Runtime, userId: string): Promise<FriendInvite[]> {
  const now = rt.ports.clock.now();
  const { data } = await rt.db.entities.friendInvite.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.filter((i) => !i.revokedAt).map((i) => toInvite(i, now));
}

/** Revokes an unused invite: the link then says it was revoked. Used invites stay as they are (404). */
export async function revokeInvite(rt: Runtime, userId: string, inviteId: string): Promise<void> {
  try {
    await rt.db.entities.friendInvite
      .patch({ userId, inviteId })
      .set({ revokedAt: rt.ports.clock.now().toISOString() })
      .where((a, { notExists }) => `${notExists(a.usedAt)} AND ${notExists(a.revokedAt)}`)
      .go({ response: 'none' });
  } catch (err) {
    if (isConditionFailure(err)) throw notFound('Invite link not found');
    throw err;
  }
}

async function inviteByToken(rt: Runtime, token: string): Promise<InviteItem> {
  const { data } = await rt.db.entities.friendInvite.query.byToken({ token: token.toLowerCase() }).go({ limit: 1 });
  const index = data[0];
  if (!index) throw notFound(FRIEND_MESSAGES.inviteNotFound);
  // The index may lag: the invite itself is read by key.
  const { data: invite } = await rt.db.entities.friendInvite.get({ userId: index.userId, inviteId: index.inviteId }).go({ consistent: true });
  if (!invite) throw notFound(FRIEND_MESSAGES.inviteNotFound);
  return invite;
}

/**
 * Why an invite cannot be accepted by this caller now, or null. A repeat by whoever used it is fine
 * while they are still friends (after an unfriend the link stays used).
 */
function refusal(invite: InviteItem, callerId: string, now: Date, friends: boolean): HttpError | null {
  if (invite.userId === callerId) return badRequest(FRIEND_MESSAGES.inviteOwn);
  if (invite.revokedAt) return gone(FRIEND_MESSAGES.inviteRevoked);
  if (invite.usedAt) return invite.usedById === callerId && friends ? null : gone(FRIEND_MESSAGES.inviteUsed);
  if (invite.validUntil <= now.toISOString()) return gone(FRIEND_MESSAGES.inviteExpired);
  return null;
}

export async function previewInvite(rt: Runtime, callerId: string, token: string): Promise<FriendInvitePreview> {
  const invite = await inviteByToken(rt, token);
  const friends = await areFriends(rt, callerId, invite.userId);
  const refused = refusal(invite, callerId, rt.ports.clock.now(), friends);
  if (refused) throw refused;
  const inviter = await person(rt, invite.userId);
  if (!inviter) throw notFound(FRIEND_MESSAGES.inviteNotFound);
  return { inviterName: inviter.name, expiresAt: invite.validUntil, alreadyFriends: friends };
}

/**
 * Accepts an invite link: both become friends in one transaction that marks the invite used, on the
 * condition that it is unused, not revoked and not expired. Already friends: 200 with the friend,
 * and the invite stays unused for someone else. The one who used it may repeat the accept (200).
 */
export async function acceptInvite(rt: Runtime, callerId: string, token: string): Promise<FriendAccepted> {
  const now = rt.ports.clock.now();
  const invite = await inviteByToken(rt, token);
  const inviterId = invite.userId;
  const friends = await areFriends(rt, callerId, inviterId);
  const refused = refusal(invite, callerId, now, friends);
  if (refused) throw refused;
  if (!(await person(rt, inviterId))) throw notFound(FRIEND_MESSAGES.inviteNotFound);
  if (friends) return { friend: await friendOf(rt, callerId, inviterId), alreadyFriends: !invite.usedAt };
  const caller = await person(rt, callerId);
  const result = await rt.db.transaction
    .write((entities) => [
      // First, so that its condition is reason 0: unused, not revoked, not expired.
      entities.friendInvite
        .patch({ userId: inviterId, inviteId: invite.inviteId })
        .set({ usedAt: now.toISOString(), usedById: callerId, usedByName: caller?.name ?? '' })
        .where((a, { notExists, gt }) => `${notExists(a.usedAt)} AND ${notExists(a.revokedAt)} AND ${gt(a.validUntil, now.toISOString())}`)
        .commit(),
      ...friendshipWrites(entities, callerId, inviterId, 'invite', now.toISOString()),
    ])
    .go();
  if (failedConditions(result).includes(0)) {
    // Someone else used (or the inviter revoked) it a moment ago: read it again for the right message.
    const again = refusal(await inviteByToken(rt, token), callerId, rt.ports.clock.now(), false);
    throw again ?? gone(FRIEND_MESSAGES.inviteUsed);
  }
  if (result.canceled) throw new Error('Accept invite transaction cancelled');
  await notify(rt, inviterId, 'invite_accepted');
  return { friend: await friendOf(rt, callerId, inviterId), alreadyFriends: false };
}

// ---------------------------------------------------------------------------------------------
// Account erasure.

/**
 * Removes what is about a person in other partitions (their friends' side of each friendship, the
 * requests they sent); their own partition (friendships, requests to them, invites) is erased whole.
 */
export async function eraseFriendsOf(rt: Runtime, userId: string): Promise<void> {
  const { data: friendships } = await rt.db.entities.friendship.query.byUser({ userId }).go({ pages: 'all' });
  for (const f of friendships) await rt.db.entities.friendship.delete({ userId: f.friendId, friendId: userId }).go();
  const { data: sent } = await rt.db.entities.friendRequest.query.byRequester({ requesterId: userId }).go({ pages: 'all' });
  for (const r of sent) await rt.db.entities.friendRequest.delete({ userId: r.userId, requesterId: userId }).go();
}
