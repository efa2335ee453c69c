import type { RouteDef } from '@steady/shared';
import { forbidden } from './errors.js';
import type { Runtime } from './runtime.js';

export interface AuthContext {
  /** The caller's Cognito `sub`, which is the user id. */
  userId: string;
}

interface Checked {
  params: unknown;
  auth: AuthContext;
}

/** A `userId` in a body must be the caller, whatever the policy (DESIGN.md section 3). */
export function assertBodyUser(route: RouteDef, body: unknown, auth: AuthContext): void {
  const bodyUserId = (body as { userId?: unknown } | undefined)?.userId;
  if (route.policy !== 'public' && bodyUserId !== undefined && bodyUserId !== auth.userId) throw forbidden();
}

/**
 * The route's policy (DESIGN.md section 3). Runs after the path is parsed and before the query and
 * body are validated, so a caller without the right learns nothing about the resource.
 */
export async function authorize(route: RouteDef, req: Checked, rt: Runtime): Promise<void> {
  void rt;
  const pathId = (req.params as { id?: string } | undefined)?.id;
  switch (true) {
    case route.policy === 'public':
      return;
    case route.policy === 'self':
      if (pathId !== req.auth.userId) throw forbidden();
      return;
    case route.policy.startsWith('careTeam:'):
      // Circle connections land with the care-team issue; until then only the person themself.
      if (pathId !== req.auth.userId) throw forbidden();
      return;
    default:
      // coach, admin, owner:*, twilio and stripe arrive with the routes that use them.
      throw forbidden();
  }
}
