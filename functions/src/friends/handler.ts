import { friendsRoutes } from '@steady/shared/routes/friends';
import { recordRequestRead } from '../audit/service.js';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import {
  acceptFriendRequest,
  acceptInvite,
  createInvite,
  declineFriendRequest,
  getFriendProfile,
  listFriendEntries,
  listFriendRequests,
  listFriends,
  listInvites,
  previewInvite,
  revokeInvite,
  sendFriendRequest,
  unfriend,
} from './service.js';

export const routes: DomainRoutes<'friends'> = {
  'GET /api/users/{id}/friends': (req, rt) => listFriends(rt, req.params.id),
  'GET /api/users/{id}/friends/requests': (req, rt) => listFriendRequests(rt, req.params.id),
  'POST /api/users/{id}/friends/requests': (req, rt) => sendFriendRequest(rt, req.params.id, req.body.phoneNumber),
  'POST /api/users/{id}/friends/requests/{requestId}/accept': (req, rt) => acceptFriendRequest(rt, req.params.id, req.params.requestId),
  'POST /api/users/{id}/friends/requests/{requestId}/decline': (req, rt) => declineFriendRequest(rt, req.params.id, req.params.requestId),
  'GET /api/users/{id}/friends/invites': (req, rt) => listInvites(rt, req.params.id),
  'POST /api/users/{id}/friends/create-invite': (req, rt) => createInvite(rt, req.params.id),
  'DELETE /api/users/{id}/friends/invites/{inviteId}': (req, rt) => revokeInvite(rt, req.params.id, req.params.inviteId),
  // No {id}: the token is the capability, and the caller is the one accepting.
  'GET /api/friends/invites/{token}': (req, rt) => previewInvite(rt, req.auth.userId, req.params.token),
  'POST /api/friends/invites/{token}/accept': (req, rt) => acceptInvite(rt, req.auth.userId, req.params.token),
  'GET /api/users/{id}/friends/{friendId}': (req, rt) => getFriendProfile(rt, req.params.id, req.params.friendId),
  'GET /api/users/{id}/friends/{friendId}/entries': async (req, rt) => {
    const { entries, cursor } = await listFriendEntries(rt, req.params.id, req.params.friendId, req.query);
    // A friend's public entries (docs/architecture.md, "Audit of reads").
    await recordRequestRead(rt, req, { subjectId: req.params.friendId, what: 'entries', count: entries.length });
    return new Reply(200, entries, cursor ? { 'x-next-cursor': cursor } : {});
  },
  'DELETE /api/users/{id}/friends/{friendId}': (req, rt) => unfriend(rt, req.params.id, req.params.friendId),
};

export const handler = httpHandler(friendsRoutes, routes, runtimeFromEnv);
