import { supportRoutes } from '@steady/shared/routes/support';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { optionalCaller } from '../platform/optional-auth.js';
import { submitSupportRequest } from './service.js';

export const routes: DomainRoutes<'support'> = {
  'POST /api/support': async (req, rt) => submitSupportRequest(rt, req.body, await optionalCaller(req.event, req.auth.userId, rt)),
};

export const handler = httpHandler(supportRoutes, routes, runtimeFromEnv);
