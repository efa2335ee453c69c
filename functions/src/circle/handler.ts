import { circleRoutes } from '@steady/shared/routes/circle';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import type { Runtime } from '../platform/runtime.js';
import {
  acceptInvite,
  circleOverview,
  createInvite,
  declineInvite,
  getInvitePreview,
  listInvites,
  receivedInvites,
  revokeInvite,
  updateConnection,
} from './service.js';

/**
 * The origin invite links point at: the app's (APP_URL, set on this Lambda by the stack and by the
 * local stack), else the origin the request came from.
 */
function originOf(rt: Runtime, event: APIGatewayProxyEventV2): string {
  if (rt.config.appUrl) return rt.config.appUrl;
  const h = event.headers ?? {};
  if (h.origin && /^https?:\/\/[^/]+$/.test(h.origin)) return h.origin;
  const host = h['x-forwarded-host'] ?? h.host ?? '';
  return host ? `${h['x-forwarded-proto'] ?? 'https'}://${host}` : '';
}

export const routes: DomainRoutes<'circle'> = {
  'POST /api/users/{id}/circle/create-invite': (req, rt) => createInvite(rt, req.params.id, req.body, originOf(rt, req.event)),
  'GET /api/users/{id}/circle/invites': (req, rt) => listInvites(rt, req.params.id, originOf(rt, req.event)),
  'POST /api/users/{id}/circle/invites/{inviteId}/revoke': (req, rt) => revokeInvite(rt, req.params.id, req.params.inviteId, originOf(rt, req.event)),
  'GET /api/users/{id}/circle/received-invites': (req, rt) => receivedInvites(rt, req.params.id),
  'GET /api/users/{id}/circle': (req, rt) => circleOverview(rt, req.params.id),
  'PATCH /api/users/{id}/circle/{connectionId}': (req, rt) => updateConnection(rt, req.params.id, req.params.connectionId, req.body),
  'GET /api/circle/invites/{token}': (req, rt) => getInvitePreview(rt, req.auth.userId, req.params.token),
  'POST /api/circle/invites/{token}/accept': (req, rt) => acceptInvite(rt, req.auth.userId, req.params.token, req.body),
  'POST /api/circle/invites/{token}/decline': (req, rt) => declineInvite(rt, req.auth.userId, req.params.token),
};

export const handler = httpHandler(circleRoutes, routes, runtimeFromEnv);
