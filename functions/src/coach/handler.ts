import { listAlerts } from '../care-team/service.js';
import { httpHandler, type DomainRoutes } from '../platform/http.js';

export const routes: DomainRoutes<'coach'> = {
  'GET /api/users/{id}/coach/alerts': (req, rt) => listAlerts(rt, req.params.id),
};

export const handler = httpHandler('coach', routes);
