import { careTeamRoutes } from '@steady/shared/routes/care-team';
import { acknowledgeAlert, listAlerts } from './alerts.js';
import { caseloadAnalytics, studentAnalytics } from './analytics.js';
import { coachInsights, dismissAttention, listAllStudentEntries, listOneStudentEntries, listStudents, needsAttention } from './caseload.js';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { getAvailability, saveAvailability } from './availability.js';
import { coachPhoto, deletePhoto, getProfile, saveProfile, uploadPhoto } from './profile.js';

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
  // Coach availability and profile (docs/architecture.md, "Coach availability and profile").
  'GET /api/users/{id}/coach/availability': (req, rt) => getAvailability(rt, req.params.id),
  'PUT /api/users/{id}/coach/availability': (req, rt) => saveAvailability(rt, req.params.id, req.body),
  'GET /api/users/{id}/coach/profile': (req, rt) => getProfile(rt, req.params.id),
  'PUT /api/users/{id}/coach/profile': (req, rt) => saveProfile(rt, req.params.id, req.body),
  'PUT /api/users/{id}/coach/profile/photo': (req, rt) => uploadPhoto(rt, req.params.id, req.body.image),
  'DELETE /api/users/{id}/coach/profile/photo': (req, rt) => deletePhoto(rt, req.params.id),
  'GET /api/coaches/{coachId}/photo': (req, rt) => coachPhoto(rt, req.auth.userId, req.params.coachId),
};

export const handler = httpHandler(careTeamRoutes, routes, runtimeFromEnv);
