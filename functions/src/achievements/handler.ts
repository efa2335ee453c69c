import { achievementsRoutes } from '@steady/shared/routes/achievements';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { getAchievements } from './service.js';

export const routes: DomainRoutes<'achievements'> = {
  'GET /api/users/{id}/achievements': (req, rt) => getAchievements(rt, req.params.id),
};

export const handler = httpHandler(achievementsRoutes, routes, runtimeFromEnv);
