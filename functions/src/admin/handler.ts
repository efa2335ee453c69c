import { adminRoutes } from '@steady/shared/routes/admin';
import { exportAccessLog } from '../audit/service.js';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { searchUsers, updateUser } from './service.js';

export const routes: DomainRoutes<'admin'> = {
  'GET /api/admin/users': (req, rt) => searchUsers(rt, req.query.query),
  'PATCH /api/admin/users/{userId}': (req, rt) => updateUser(rt, req.auth.userId, req.params.userId, req.body),
  // The audit export (docs/architecture.md, "Audit of reads"): CSV, one Query per UTC day.
  'GET /api/admin/access-log.csv': async (req, rt) => {
    const csv = await exportAccessLog(rt, req.query.from, req.query.to);
    return new Reply(200, csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="access-log-${req.query.from}-to-${req.query.to}.csv"`,
    });
  },
};

export const handler = httpHandler(adminRoutes, routes, runtimeFromEnv);
