import { createHash, randomBytes } from 'node:crypto';
import {
  CIRCLE,
  circleShares,
  type AcceptCircleInviteBody,
  type CircleConnection,
  type CircleInvite,
  type CircleInvitePreview,
  type CircleOverview,
  type CirclePermissions,
  type CreateCircleInviteBody,
  type ReceivedCircleInvite,
  type UpdateCircleConnectionBody,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { HttpError, badRequest, forbidden, gone, notFound, tooManyRequests } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { failedConditions, isConditionFailure } from '../platform/transactions.js';
import type { CareConnectionEntity } from '../care-team/store.js';
import { coachCards, type CoachCard } from '../care-team/profile-cards.js';
import { NOT_ADDRESSED, type CircleInviteEntity } from './store.js';

/**
 * The Support Circle (docs/architecture.md, "Support Circle"): invite links, requests addressed by
 * phone number, and the connections themselves (the care team's `careConnection`, one per patient and
 * member). Logs carry ids and outcomes only, never names, phone numbers, messages or tokens.
 */

type InviteItem = EntityItem<typeof CircleInviteEntity>;
type ConnectionItem = EntityItem<typeof CareConnectionEntity>;

const DAY_MS = 86_400_000;
/** The token guard outlives the invite by 30 days, so a late click still hears "expired". */
const GUARD_GRACE_MS = 30 * DAY_MS;

export const INVITE_MESSAGES = {
  notFound: 'This invite link is not valid. Please ask for a new one.',
  expired: 'This invite link has expired. Please ask for a new one.',
  used: 'This invite link has already been used.',
  revoked: 'This invite link was revoked by the person who sent it.',
  declined: 'This invite was declined.',
  own: 'This is your own invite link. Share it with the person you want to invite.',
  limit: `You can make at most ${CIRCLE.invitesPerDay} invite links a day. Please try again tomorrow.`,
  clientOnly: 'Only coaches and therapists can invite a client',
  clientType: 'A client invite is for a coach or therapist relationship',
  connectionNotFound: 'Connection not found',
  memberMayOnlyLeave: 'Only the person whose circle this is can change it; you can leave it',
  removedIsFinal: 'This connection was removed. Send a new invite to connect again',
  alreadyConnected: 'You are already connected. Change the connection in My Circle instead',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** 256 random bits, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

export const inviteLink = (origin: string, token: string) => `${origin}/circle/accept/${token}`;

function statusOf(i: InviteItem, now: Date): CircleInvite['status'] {
  if (i.status !== 'active') return i.status;
  return Date.parse(i.validUntil) <= now.getTime() ? 'expired' : 'active';
}

const permissionsOf = (i: { canViewEntries: boolean; canCommentEntries: boolean; canEditWorkspaces: boolean }): CirclePermissions => ({
  canViewEntries: i.canViewEntries,
  canCommentEntries: i.canCommentEntries,
  canEditWorkspaces: i.canEditWorkspaces,
});

function toInvite(i: InviteItem, origin: string, now: Date): CircleInvite {
  const status = statusOf(i, now);
  return {
    id: i.inviteId,
    relationshipType: i.relationshipType,
    direction: i.direction,
    message: i.message,
    permissions: permissionsOf(i),
    status,
    link: status === 'active' && i.token ? inviteLink(origin, i.token) : null,
    inviteePhoneNumber: i.inviteePhone !== NOT_ADDRESSED ? i.inviteePhone : null,
    expiresAt: i.validUntil,
    createdAt: i.createdAt,
    usedAt: i.usedAt ?? null,
    usedBy: i.usedById ? { id: i.usedById, name: i.usedByName ?? '' } : null,
    revokedAt: i.revokedAt ?? null,
    declinedAt: i.declinedAt ?? null,
  };
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Makes an invite: the invite, its token guard and the day's counter in one transaction. The counter
 * is added with the condition that it is under the limit, so the 21st invite of a UTC day is refused
 * (429, Retry-After until midnight UTC) however many are made at once.
 */
export async function createInvite(rt: Runtime, inviterId: string, body: z.output<typeof CreateCircleInviteBody>, origin: string): Promise<CircleInvite> {
  if (body.direction === 'client') {
    const { data: inviter } = await rt.db.entities.user.get({ userId: inviterId }).go({ attributes: ['role'] });
    if (inviter?.role !== 'coach' && inviter?.role !== 'therapist')
      throw badRequest(INVITE_MESSAGES.clientOnly, [{ path: 'direction', message: INVITE_MESSAGES.clientOnly }]);
    if (body.relationshipType !== 'coach' && body.relationshipType !== 'therapist')
      throw badRequest(INVITE_MESSAGES.clientType, [{ path: 'relationshipType', message: INVITE_MESSAGES.clientType }]);
  }
  const now = rt.ports.clock.now();
  const token = newToken();
  const tokenHash = hashToken(token);
  const validUntil = new Date(now.getTime() + CIRCLE.inviteValidDays * DAY_MS);
  const day = utcDay(now);
  const nextMidnight = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
  const item: InviteItem = {
    userId: inviterId,
    inviteId: ulid(now.getTime()),
    relationshipType: body.relationshipType,
    direction: body.direction,
    message: body.message,
    // A client chooses what to share when accepting: the invite grants nothing by itself.
    ...(body.direction === 'client' ? { canViewEntries: false, canCommentEntries: false, canEditWorkspaces: false } : permissionsOf(body.permissions)),
    inviteePhone: body.phoneNumber ?? NOT_ADDRESSED,
    tokenHash,
    token,
    validUntil: validUntil.toISOString(),
    status: 'active',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const result = await rt.db.transaction
    .write(({ circleInviteDay, circleInvite, circleInviteToken }) => [
      circleInviteDay
        .update({ userId: inviterId, day })
        .add({ count: 1 })
        .set({ expiresAt: Math.floor((nextMidnight + DAY_MS) / 1000) })
        .where((a, { notExists, lt }) => `${notExists(a.count)} OR ${lt(a.count, CIRCLE.invitesPerDay as number)}`)
        .commit(),
      circleInvite.create(item).commit(),
      circleInviteToken
        .create({ tokenHash, inviterId, inviteId: item.inviteId, expiresAt: Math.floor((validUntil.getTime() + GUARD_GRACE_MS) / 1000) })
        .commit(),
    ])
    .go();
  if (result.canceled) {
    if (failedConditions(result).includes(0)) throw tooManyRequests(INVITE_MESSAGES.limit, (nextMidnight - now.getTime()) / 1000);
    throw new HttpError(409, 'The invite could not be made. Please try again.');
  }
  logger.info('circle invite created', { inviteId: item.inviteId, direction: item.direction, addressed: item.inviteePhone !== NOT_ADDRESSED });
  return toInvite(item, origin, now);
}

/** My invites, newest first (one Query of my partition). */
export async function listInvites(rt: Runtime, inviterId: string, origin: string): Promise<{ invites: CircleInvite[] }> {
  const { data } = await rt.db.entities.circleInvite.query.byInviter({ userId: inviterId }).go({ order: 'desc', pages: 'all' });
  const now = rt.ports.clock.now();
  return { invites: data.map((i) => toInvite(i, origin, now)) };
}

/** Revokes one of my active invites: its link stops working and the token is forgotten. */
export async function revokeInvite(rt: Runtime, inviterId: string, inviteId: string, origin: string): Promise<CircleInvite> {
  const { data: invite } = await rt.db.entities.circleInvite.get({ userId: inviterId, inviteId }).go();
  if (!invite) throw notFound('Invite not found');
  const now = rt.ports.clock.now();
  const status = statusOf(invite, now);
  if (status !== 'active') throw gone(messageFor(status));
  try {
    const { data } = await rt.db.entities.circleInvite
      .patch({ userId: inviterId, inviteId })
      .set({ status: 'revoked', revokedAt: now.toISOString(), updatedAt: now.toISOString() })
      .remove(['token'])
      .where((a, { eq }) => eq(a.status, 'active'))
      .go({ response: 'all_new' });
    return toInvite(data as InviteItem, origin, now);
  } catch (err) {
    if (isConditionFailure(err)) return revokeInvite(rt, inviterId, inviteId, origin);
    throw err;
  }
}

function messageFor(status: CircleInvite['status']): string {
  switch (status) {
    case 'expired':
      return INVITE_MESSAGES.expired;
    case 'used':
      return INVITE_MESSAGES.used;
    case 'revoked':
      return INVITE_MESSAGES.revoked;
    case 'declined':
      return INVITE_MESSAGES.declined;
    default:
      return INVITE_MESSAGES.notFound;
  }
}

/** The invite behind a token: the guard (one GetItem by the token's hash), then the invite (one GetItem). */
async function inviteByToken(rt: Runtime, token: string): Promise<InviteItem> {
  const { data: guard } = await rt.db.entities.circleInviteToken.get({ tokenHash: hashToken(token) }).go();
  if (!guard) throw notFound(INVITE_MESSAGES.notFound);
  const { data: invite } = await rt.db.entities.circleInvite.get({ userId: guard.inviterId, inviteId: guard.inviteId }).go();
  if (!invite) throw notFound(INVITE_MESSAGES.notFound);
  return invite;
}

/** 410 with its own message unless the invite can still be used. */
function assertUsable(invite: InviteItem, now: Date): void {
  const status = statusOf(invite, now);
  if (status !== 'active') throw gone(messageFor(status));
}

async function userBrief(rt: Runtime, userId: string) {
  const { data } = await rt.db.entities.user.get({ userId }).go({ attributes: ['userId', 'name', 'role', 'phoneNumber', 'isActive'] });
  return data;
}

function preview(invite: InviteItem, inviter: { userId: string; name: string; role: CircleInvitePreview['inviter']['role'] }, callerId: string) {
  const permissions = permissionsOf(invite);
  return {
    inviter: { id: inviter.userId, name: inviter.name, role: inviter.role },
    relationshipType: invite.relationshipType,
    direction: invite.direction,
    message: invite.message,
    permissions,
    // A client invite asks the person accepting what they share; a member invite tells them what they will see.
    shares:
      invite.direction === 'client' ? circleShares(invite.relationshipType, permissions) : circleShares(invite.relationshipType, permissions, inviter.name),
    choosePermissions: invite.direction === 'client',
    isOwn: invite.userId === callerId,
    expiresAt: invite.validUntil,
  } satisfies CircleInvitePreview;
}

/** What the accept page shows. Unknown 404; used, expired, revoked or declined 410 with its message. */
export async function getInvitePreview(rt: Runtime, callerId: string, token: string): Promise<CircleInvitePreview> {
  const invite = await inviteByToken(rt, token);
  assertUsable(invite, rt.ports.clock.now());
  const inviter = await userBrief(rt, invite.userId);
  if (!inviter || inviter.isActive === false) throw gone(INVITE_MESSAGES.revoked);
  return preview(invite, inviter, callerId);
}

/** The two sides of the connection an invite makes: a member invite puts the accepter in the inviter's circle; a client invite the reverse. */
function sidesOf(invite: InviteItem, accepterId: string) {
  return invite.direction === 'client' ? { patientId: accepterId, memberId: invite.userId } : { patientId: invite.userId, memberId: accepterId };
}

/**
 * Accepts an invite: the active connection is put and the invite marked used in ONE transaction whose
 * condition is that the invite is still active and unexpired, so two people racing for one link (or
 * one person clicking twice) make one connection.
 */
export async function acceptInvite(
  rt: Runtime,
  accepterId: string,
  token: string,
  body: z.output<typeof AcceptCircleInviteBody>,
): Promise<{ connection: CircleConnection }> {
  const invite = await inviteByToken(rt, token);
  const now = rt.ports.clock.now();
  if (invite.userId === accepterId) throw badRequest(INVITE_MESSAGES.own);
  assertUsable(invite, now);
  const [inviter, accepter] = await Promise.all([userBrief(rt, invite.userId), userBrief(rt, accepterId)]);
  if (!inviter || inviter.isActive === false || !accepter) throw gone(INVITE_MESSAGES.revoked);
  const { patientId, memberId } = sidesOf(invite, accepterId);
  const { data: existing } = await rt.db.entities.careConnection.get({ userId: patientId, memberId }).go();
  if (existing && (existing.status === 'active' || existing.status === 'paused')) throw new HttpError(409, INVITE_MESSAGES.alreadyConnected);
  const permissions =
    invite.direction === 'client' ? (body.permissions ?? { canViewEntries: false, canCommentEntries: false, canEditWorkspaces: false }) : permissionsOf(invite);
  const at = now.toISOString();
  const connection: ConnectionItem = {
    userId: patientId,
    memberId,
    relationshipType: invite.relationshipType,
    status: 'active',
    ...permissions,
    createdAt: at,
    updatedAt: at,
  };
  const result = await rt.db.transaction
    .write(({ circleInvite, careConnection }) => [
      circleInvite
        .patch({ userId: invite.userId, inviteId: invite.inviteId })
        .set({ status: 'used', usedAt: at, usedById: accepterId, usedByName: accepter.name, updatedAt: at })
        .remove(['token'])
        .where((a, { eq, gt }) => `${eq(a.status, 'active')} AND ${gt(a.validUntil, at)}`)
        .commit(),
      careConnection.put(connection).commit(),
    ])
    .go();
  if (result.canceled) {
    // Someone else used it (or it was revoked or expired) a moment ago: say which.
    const fresh = await inviteByToken(rt, token);
    assertUsable(fresh, rt.ports.clock.now());
    throw new HttpError(409, 'The invite could not be accepted. Please try again.');
  }
  logger.info('circle invite accepted', { inviteId: invite.inviteId, direction: invite.direction });
  const other = invite.userId;
  return { connection: toConnection(connection, other, { name: inviter.name, role: inviter.role }) };
}

/** Declines an invite: marked declined, its link stops working. */
export async function declineInvite(rt: Runtime, callerId: string, token: string): Promise<CircleInvitePreview> {
  const invite = await inviteByToken(rt, token);
  const now = rt.ports.clock.now();
  if (invite.userId === callerId) throw badRequest(INVITE_MESSAGES.own);
  assertUsable(invite, now);
  const inviter = await userBrief(rt, invite.userId);
  const at = now.toISOString();
  try {
    await rt.db.entities.circleInvite
      .patch({ userId: invite.userId, inviteId: invite.inviteId })
      .set({ status: 'declined', declinedAt: at, updatedAt: at })
      .remove(['token'])
      .where((a, { eq, gt }) => `${eq(a.status, 'active')} AND ${gt(a.validUntil, at)}`)
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    assertUsable(await inviteByToken(rt, token), rt.ports.clock.now());
    throw err;
  }
  return preview(invite, { userId: invite.userId, name: inviter?.name ?? '', role: inviter?.role ?? 'user' }, callerId);
}

/**
 * Invites addressed to my phone number that can still be used (Requests tab): one Query of the sparse
 * phone index (gsi2), newest first; used, declined, revoked and expired ones are left out.
 */
export async function receivedInvites(rt: Runtime, userId: string): Promise<{ invites: ReceivedCircleInvite[] }> {
  const me = await userBrief(rt, userId);
  if (!me) throw notFound('User not found');
  const { data } = await rt.db.entities.circleInvite.query.byInviteePhone({ inviteePhone: me.phoneNumber }).go({ order: 'desc', pages: 'all' });
  const now = rt.ports.clock.now();
  const usable = data.filter((i) => statusOf(i, now) === 'active' && i.token && i.userId !== userId);
  const inviters = await usersById(rt, [...new Set(usable.map((i) => i.userId))]);
  return {
    invites: usable.flatMap((i) => {
      const inviter = inviters.get(i.userId);
      if (!inviter || inviter.isActive === false) return [];
      const { isOwn: _own, ...rest } = preview(i, inviter, userId);
      return [{ ...rest, id: i.inviteId, token: i.token!, createdAt: i.createdAt }];
    }),
  };
}

interface UserCard {
  userId: string;
  name: string;
  role: CircleConnection['connectionRole'];
  isActive?: boolean;
  isVerifiedCoach?: boolean;
}

/** User records by id: BatchGet, asking again for unprocessed keys a few times. */
async function usersById(rt: Runtime, ids: string[]): Promise<Map<string, UserCard>> {
  const users = new Map<string, UserCard>();
  let keys = ids.map((userId) => ({ userId }));
  for (let attempt = 0; attempt < 3 && keys.length > 0; attempt++) {
    const { data, unprocessed } = await rt.db.entities.user.get(keys).go({ attributes: ['userId', 'name', 'role', 'isActive', 'isVerifiedCoach'] });
    for (const u of data) users.set(u.userId, u);
    keys = unprocessed.map((k) => ({ userId: k.userId }));
  }
  return users;
}

const isCoachRole = (role: CircleConnection['connectionRole']) => role === 'coach' || role === 'therapist';

/** The coach profiles (bio, specialties, photo) of the coaches and therapists among these people: one BatchGet. */
async function cardsOf(rt: Runtime, people: Iterable<UserCard>): Promise<Map<string, CoachCard>> {
  const ids = [...people].filter((p) => isCoachRole(p.role)).map((p) => p.userId);
  return ids.length ? coachCards(rt, ids) : new Map();
}

function toConnection(
  c: ConnectionItem,
  otherId: string,
  other: { name: string; role: CircleConnection['connectionRole']; isVerifiedCoach?: boolean },
  card?: CoachCard,
): CircleConnection {
  return {
    id: otherId,
    patientId: c.userId,
    memberId: c.memberId,
    relationshipType: c.relationshipType,
    status: c.status,
    connectionName: other.name,
    connectionRole: other.role,
    // The coach profile of Coach Settings (docs/architecture.md, "Coach availability and profile"); sessions arrive with booking.
    connectionBio: card?.bio ?? null,
    connectionSpecialties: card?.specialties ?? [],
    isVerifiedCoach: isCoachRole(other.role) && other.isVerifiedCoach === true,
    connectionPhotoVersion: card?.photoVersion ?? null,
    connectedAt: c.createdAt,
    totalSessions: 0,
    canViewEntries: c.canViewEntries,
    canCommentEntries: c.canCommentEntries,
    canEditWorkspaces: c.canEditWorkspaces,
  };
}

const LISTED = new Set(['active', 'paused']);

/**
 * My circle and the circles I am in: one Query of my partition, one Query of gsi1 (byMember), one
 * BatchGet of the other people's user records. Active and paused connections only.
 */
export async function circleOverview(rt: Runtime, userId: string): Promise<CircleOverview> {
  const [mine, theirs] = await Promise.all([
    rt.db.entities.careConnection.query.byPatient({ userId }).go({ pages: 'all' }),
    rt.db.entities.careConnection.query.byMember({ memberId: userId }).go({ pages: 'all' }),
  ]);
  const connections = mine.data.filter((c) => LISTED.has(c.status));
  const memberOf = theirs.data.filter((c) => LISTED.has(c.status));
  const people = await usersById(rt, [...new Set([...connections.map((c) => c.memberId), ...memberOf.map((c) => c.userId)])]);
  const cards = await cardsOf(rt, people.values());
  const view = (c: ConnectionItem, otherId: string) => {
    const other = people.get(otherId);
    return other && other.isActive !== false ? [toConnection(c, otherId, other, cards.get(otherId))] : [];
  };
  const newestFirst = (a: CircleConnection, b: CircleConnection) => b.connectedAt.localeCompare(a.connectedAt);
  return {
    connections: connections.flatMap((c) => view(c, c.memberId)).sort(newestFirst),
    memberOf: memberOf.flatMap((c) => view(c, c.userId)).sort(newestFirst),
  };
}

/**
 * Changes a connection. `connectionId` is the other person: (me, them) is my circle, where I may
 * change permissions, pause, resume or remove; (them, me) is theirs, where I may only leave. The
 * careTeam policy reads the connection on every request, so the change holds from the next request.
 */
export async function updateConnection(
  rt: Runtime,
  userId: string,
  connectionId: string,
  body: z.output<typeof UpdateCircleConnectionBody>,
): Promise<CircleConnection> {
  const [{ data: asPatient }, { data: asMember }] = await Promise.all([
    rt.db.entities.careConnection.get({ userId, memberId: connectionId }).go(),
    rt.db.entities.careConnection.get({ userId: connectionId, memberId: userId }).go(),
  ]);
  const own = asPatient && asPatient.status !== 'removed' ? asPatient : null;
  const theirs = asMember && asMember.status !== 'removed' ? asMember : null;
  if (!own && !theirs) throw notFound(INVITE_MESSAGES.connectionNotFound);
  const other = (await usersById(rt, [connectionId])).get(connectionId);
  const otherCard = { name: other?.name ?? '', role: other?.role ?? ('user' as const), isVerifiedCoach: other?.isVerifiedCoach };
  const card = other ? (await cardsOf(rt, [other])).get(connectionId) : undefined;
  const at = rt.ports.clock.now().toISOString();
  if (own) {
    const { userId: _u, ...changes } = body;
    const { data } = await rt.db.entities.careConnection
      .patch({ userId, memberId: connectionId })
      .set({ ...changes, updatedAt: at })
      .go({ response: 'all_new' });
    logger.info('circle connection changed', { by: 'patient', status: body.status ?? 'unchanged' });
    return toConnection(data as ConnectionItem, connectionId, otherCard, card);
  }
  // A member of someone else's circle may leave it, and nothing else.
  const onlyLeaving =
    body.status === 'removed' && body.canViewEntries === undefined && body.canCommentEntries === undefined && body.canEditWorkspaces === undefined;
  if (!onlyLeaving) throw forbidden(INVITE_MESSAGES.memberMayOnlyLeave);
  const { data } = await rt.db.entities.careConnection
    .patch({ userId: connectionId, memberId: userId })
    .set({ status: 'removed', updatedAt: at })
    .go({ response: 'all_new' });
  logger.info('circle connection changed', { by: 'member', status: 'removed' });
  return toConnection(data as ConnectionItem, connectionId, otherCard, card);
}
