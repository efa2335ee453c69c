/** The account domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { UserIdParams } from '../contracts/common.js';
import type { RouteDef } from './core.js';

export const accountRoutes = [
  // Export my data (docs/architecture.md, "Export my data"): the patient's right of access.
  {
    method: 'GET',
    path: '/api/users/{id}/export',
    domain: 'account',
    policy: 'self',
    summary: 'Everything of the caller as one ZIP: journal (JSON and PDF), calls, insights, form responses (FHIR R4 Bundle); 5 an hour',
    params: UserIdParams,
  },
] as const satisfies readonly RouteDef[];
