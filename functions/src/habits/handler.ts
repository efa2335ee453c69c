import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { createHabit, deleteHabit, getSummary, listHabits, listRecentEntries, logProgress, updateHabit } from './service.js';

export const routes: DomainRoutes<'habits'> = {
  // No {id} in the path: the record is the caller's (a body userId was checked to be the caller).
  'POST /api/habits': (req, rt) => createHabit(rt, req.auth.userId, req.body),
  'GET /api/users/{id}/habits': (req, rt) => listHabits(rt, req.params.id),
  'GET /api/users/{id}/habits/summary': (req, rt) => getSummary(rt, req.params.id),
  'GET /api/users/{id}/habit-entries/recent': (req, rt) => listRecentEntries(rt, req.params.id),
  'POST /api/habit-entries': (req, rt) => logProgress(rt, req.auth.userId, req.body),
  // Owner-only by key: the habit is looked up in the caller's partition, so another's id is a 404.
  'PATCH /api/habits/{habitId}': (req, rt) => updateHabit(rt, req.auth.userId, req.params.habitId, req.body),
  'DELETE /api/habits/{habitId}': (req, rt) => deleteHabit(rt, req.auth.userId, req.params.habitId),
};

export const handler = httpHandler('habits', routes);
