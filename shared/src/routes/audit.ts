/** The audit domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { AccessLogList, AccessLogQuery } from '../contracts/audit.js';
import { UserIdParams } from '../contracts/common.js';
import type { RouteDef } from './core.js';

export const auditRoutes = [
  // Audit of reads and the admin role (docs/architecture.md, "Audit of reads" and "Admin").
  {
    method: 'GET',
    path: '/api/users/{id}/access-log',
    domain: 'audit',
    policy: 'self',
    summary: 'Who viewed my journal: who read my entries, comments, messages or plan, and when; newest first, next page in x-next-cursor',
    params: UserIdParams,
    query: AccessLogQuery,
    response: AccessLogList,
  },
] as const satisfies readonly RouteDef[];
