import { usersRoutes } from '@steady/shared/routes/users';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { getAgenda } from './agenda.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { getOnboarding, saveConsents, saveOnboarding } from './onboarding.js';
import { getUser, register } from './service.js';

export const routes: DomainRoutes<'users'> = {
  'POST /api/register': (req, rt) => register(rt, req.body),
  'GET /api/users/{id}': (req, rt) => getUser(rt, req.params.id),
  'GET /api/users/{id}/onboarding': (req, rt) => getOnboarding(rt, req.params.id),
  'PUT /api/users/{id}/onboarding': (req, rt) => saveOnboarding(rt, req.params.id, req.body),
  'PUT /api/users/{id}/consents': (req, rt) => saveConsents(rt, req.params.id, req.body),
  'GET /api/users/{id}/agenda': (req, rt) => getAgenda(rt, req.params.id),
};

export const handler = httpHandler(usersRoutes, routes, runtimeFromEnv);
