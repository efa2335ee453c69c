import { auditRoutes } from '@steady/shared/routes/audit';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { listAccessLog } from './service.js';

export const routes: DomainRoutes<'audit'> = {
  // Who viewed my journal (docs/architecture.md, "Audit of reads").
  'GET /api/users/{id}/access-log': async (req, rt) => {
    const { items, cursor } = await listAccessLog(rt, req.params.id, req.query);
    return new Reply(200, items, cursor ? { 'x-next-cursor': cursor } : {});
  },
};

export const handler = httpHandler(auditRoutes, routes, runtimeFromEnv);
