/** The support domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { SupportRequestBody, SupportRequestReceipt } from '../contracts/support.js';
import type { RouteDef } from './core.js';

export const supportRoutes = [
  // Support Center and achievements.
  {
    method: 'POST',
    path: '/api/support',
    domain: 'support',
    policy: 'public',
    summary: "A Support Center request; stored by its own ULID, with the caller's user id when a valid token came with it",
    status: 201,
    body: SupportRequestBody,
    response: SupportRequestReceipt,
  },
] as const satisfies readonly RouteDef[];
