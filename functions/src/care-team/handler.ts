import { acknowledgeAlert, listAlerts } from './alerts.js';
import { caseloadAnalytics, studentAnalytics } from './analytics.js';
import { httpHandler, type DomainRoutes } from '../platform/http.js';

export const routes: DomainRoutes<'careTeam'> = {
  'GET /api/users/{id}/coach/alerts': (req, rt) => listAlerts(rt, req.params.id),
  'POST /api/users/{id}/coach/alerts/{alertId}/acknowledge': (req, rt) => acknowledgeAlert(rt, req.params.id, req.params.alertId),
  'GET /api/users/{id}/coach/analytics': (req, rt) => caseloadAnalytics(rt, req.params.id, req.query.range),
  'GET /api/users/{id}/coach/students/{connectionId}/analytics': (req, rt) => studentAnalytics(rt, req.params.id, req.params.connectionId, req.query.range),
};

export const handler = httpHandler('careTeam', routes);
