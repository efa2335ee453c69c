import { acknowledgeAlert, listAlerts } from './alerts.js';
import { caseloadAnalytics, studentAnalytics } from './analytics.js';
import { coachInsights, dismissAttention, listAllStudentEntries, listOneStudentEntries, listStudents, needsAttention } from './caseload.js';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';

export const routes: DomainRoutes<'careTeam'> = {
  'GET /api/users/{id}/coach/alerts': (req, rt) => listAlerts(rt, req.params.id),
  'POST /api/users/{id}/coach/alerts/{alertId}/acknowledge': (req, rt) => acknowledgeAlert(rt, req.params.id, req.params.alertId),
  'GET /api/users/{id}/coach/analytics': (req, rt) => caseloadAnalytics(rt, req.params.id, req.query.range),
  'GET /api/users/{id}/coach/students/{connectionId}/analytics': (req, rt) => studentAnalytics(rt, req.params.id, req.params.connectionId, req.query.range),
  'GET /api/users/{id}/coach/insights': (req, rt) => coachInsights(rt, req.params.id),
  'GET /api/users/{id}/coach/students': (req, rt) => listStudents(rt, req.params.id),
  'GET /api/users/{id}/coach/needs-attention': (req, rt) => needsAttention(rt, req.params.id),
  'POST /api/users/{id}/coach/needs-attention/{studentId}/dismiss': async (req, rt) => {
    await dismissAttention(rt, req.params.id, req.params.studentId);
    return new Reply(204, undefined);
  },
  'GET /api/users/{id}/coach/student-entries': (req, rt) => listAllStudentEntries(rt, req.params.id, req.query),
  'GET /api/users/{id}/coach/students/{connectionId}/entries': (req, rt) => listOneStudentEntries(rt, req.params.id, req.params.connectionId, req.query),
};

export const handler = httpHandler('careTeam', routes);
