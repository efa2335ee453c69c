import { acknowledgeAlert, listAlerts } from './alerts.js';
import { httpHandler, type DomainRoutes } from '../platform/http.js';

export const routes: DomainRoutes<'careTeam'> = {
  'GET /api/users/{id}/coach/alerts': (req, rt) => listAlerts(rt, req.params.id),
  'POST /api/users/{id}/coach/alerts/{alertId}/acknowledge': (req, rt) => acknowledgeAlert(rt, req.params.id, req.params.alertId),
};

export const handler = httpHandler('careTeam', routes);
