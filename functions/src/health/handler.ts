import { healthRoutes } from '@steady/shared/routes/health';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';

export const routes: DomainRoutes<'health'> = {
  'GET /api/health': async (_req, rt) => ({ status: 'ok' as const, mode: rt.config.mode, time: rt.ports.clock.now().toISOString() }),
};

export const handler = httpHandler(healthRoutes, routes, runtimeFromEnv);
