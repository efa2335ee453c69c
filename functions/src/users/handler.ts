import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { getUser, register } from './service.js';

export const routes: DomainRoutes<'users'> = {
  'POST /api/register': (req, rt) => register(rt, req.body),
  'GET /api/users/{id}': (req, rt) => getUser(rt, req.params.id),
};

export const handler = httpHandler('users', routes);
