import { accountRoutes } from '@steady/shared/routes/account';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { exportMyData } from './export.js';

export const routes: DomainRoutes<'account'> = {
  // Export my data (docs/architecture.md, "Export my data"): a ZIP download.
  'GET /api/users/{id}/export': async (req, rt) => {
    const { fileName, zip } = await exportMyData(rt, req.params.id);
    return new Reply(200, zip, { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${fileName}"` });
  },
};

export const handler = httpHandler(accountRoutes, routes, runtimeFromEnv);
