import { acknowledgeAlert, listAlerts } from './alerts.js';
import { getAvailability, saveAvailability } from './availability.js';
import { coachPhoto, deletePhoto, getProfile, saveProfile, uploadPhoto } from './profile.js';
import { httpHandler, type DomainRoutes } from '../platform/http.js';

export const routes: DomainRoutes<'careTeam'> = {
  'GET /api/users/{id}/coach/alerts': (req, rt) => listAlerts(rt, req.params.id),
  'POST /api/users/{id}/coach/alerts/{alertId}/acknowledge': (req, rt) => acknowledgeAlert(rt, req.params.id, req.params.alertId),
  // Coach availability and profile (docs/architecture.md, "Coach availability and profile").
  'GET /api/users/{id}/coach/availability': (req, rt) => getAvailability(rt, req.params.id),
  'PUT /api/users/{id}/coach/availability': (req, rt) => saveAvailability(rt, req.params.id, req.body),
  'GET /api/users/{id}/coach/profile': (req, rt) => getProfile(rt, req.params.id),
  'PUT /api/users/{id}/coach/profile': (req, rt) => saveProfile(rt, req.params.id, req.body),
  'PUT /api/users/{id}/coach/profile/photo': (req, rt) => uploadPhoto(rt, req.params.id, req.body.image),
  'DELETE /api/users/{id}/coach/profile/photo': (req, rt) => deletePhoto(rt, req.params.id),
  'GET /api/coaches/{coachId}/photo': (req, rt) => coachPhoto(rt, req.auth.userId, req.params.coachId),
};

export const handler = httpHandler('careTeam', routes);
