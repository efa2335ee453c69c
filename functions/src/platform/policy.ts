import type { CarePermission, RouteDef } from '@steady/shared';
import { forbidden, notFound } from './errors.js';
import type { Runtime } from './runtime.js';

export type { AccessRules, Ownership } from './runtime.js';

async function authorizeOwner(resource: string, params: unknown, auth: AuthContext, rt: Runtime): Promise<void> {
  const loader = rt.access.owners[resource];
  const id = (params as Record<string, string> | undefined)?.[loader?.param ?? ''];
  if (!loader || !id) throw forbidden();
  const owner = await loader.owner(rt, id);
  if (owner === null) throw notFound(loader.notFound);
  if (owner !== auth.userId) throw forbidden();
}

export interface AuthContext {
  /** The caller's Cognito `sub`, which is the user id. */
  userId: string;
}

interface Checked {
  params: unknown;
  auth: AuthContext;
}

/** A `userId` in a body must be the caller, whatever the policy (docs/architecture.md, "Identity and authorization"). */
export function assertBodyUser(route: RouteDef, body: unknown, auth: AuthContext): void {
  const bodyUserId = (body as { userId?: unknown } | undefined)?.userId;
  // A route whose body userId names someone else (the client a form is assigned to) checks it itself.
  if (route.bodyUserIdIsSubject) return;
  if (route.policy !== 'public' && bodyUserId !== undefined && bodyUserId !== auth.userId) throw forbidden();
}

/**
 * The route's policy (docs/architecture.md, "Identity and authorization"). Runs after the path is parsed and before the query and
 * body are validated, so a caller without the right learns nothing about the resource.
 */
export async function authorize(route: RouteDef, req: Checked, rt: Runtime): Promise<void> {
  const pathId = (req.params as { id?: string } | undefined)?.id;
  switch (true) {
    case route.policy === 'public':
      return;
    case route.policy === 'authenticated':
      // Any signed-in caller, acting on their own data; a body userId is checked by assertBodyUser.
      return;
    case route.policy === 'self':
      if (pathId !== req.auth.userId) throw forbidden();
      return;
    case route.policy.startsWith('careTeam:'): {
      // The person themself, or a member with an active connection to them and that permission (one GetItem).
      if (pathId === req.auth.userId) return;
      const permission = route.policy.slice('careTeam:'.length) as CarePermission;
      if (!pathId || !(await rt.access.carePermission(rt, pathId, req.auth.userId, permission))) throw forbidden();
      return;
    }
    case route.policy === 'coach': {
      // The caller's role (from the user record, one GetItem) is coach or therapist; a path {id} must be the caller.
      if (pathId !== undefined && pathId !== req.auth.userId) throw forbidden();
      const { data: caller } = await rt.db.entities.user.get({ userId: req.auth.userId }).go();
      if (caller?.role !== 'coach' && caller?.role !== 'therapist') throw forbidden();
      return;
    }
    case route.policy === 'admin': {
      // The caller's role (from the user record, one GetItem) is admin (docs/architecture.md, "Admin").
      const { data: caller } = await rt.db.entities.user.get({ userId: req.auth.userId }).go({ attributes: ['role'] });
      if (caller?.role !== 'admin') throw forbidden();
      return;
    }
    case route.policy.startsWith('owner:'):
      return authorizeOwner(route.policy.slice('owner:'.length), req.params, req.auth, rt);
    default:
      // twilio is checked by signature in http.ts; stripe by its handler (payments/handler.ts), before anything is read.
      throw forbidden();
  }
}
