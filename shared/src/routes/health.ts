/** The health domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { HealthResponse } from '../contracts/health.js';
import type { RouteDef } from './core.js';

export const healthRoutes = [
  {
    method: 'GET',
    path: '/api/health',
    domain: 'health',
    policy: 'public',
    summary: 'Liveness and mode',
    response: HealthResponse,
  },
] as const satisfies readonly RouteDef[];
