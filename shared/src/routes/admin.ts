/** The admin domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { AccessLogExportQuery, AdminUser, AdminUserList, AdminUserParams, AdminUsersQuery, UpdateAdminUserBody } from '../contracts/audit.js';
import type { RouteDef } from './core.js';

export const adminRoutes = [
  {
    method: 'GET',
    path: '/api/admin/users',
    domain: 'admin',
    policy: 'admin',
    summary: 'Find users by name (prefix, any case) or phone number: a Query of the name directory or one GetItem of the phone guard, never a Scan',
    query: AdminUsersQuery,
    response: AdminUserList,
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/{userId}',
    domain: 'admin',
    policy: 'admin',
    summary: "Change a user's role, Verified flag or active state (deactivated: sign-in refused, data kept); audited; never one's own role or active state",
    params: AdminUserParams,
    body: UpdateAdminUserBody,
    response: AdminUser,
  },
  {
    method: 'GET',
    path: '/api/admin/access-log.csv',
    domain: 'admin',
    policy: 'admin',
    summary: 'The access records of a range of UTC days (at most 31) as CSV: one Query per day',
    query: AccessLogExportQuery,
  },
] as const satisfies readonly RouteDef[];
