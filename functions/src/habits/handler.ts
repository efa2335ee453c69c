import { habitsRoutes } from '@steady/shared/routes/habits';
import { recordRequestRead } from '../audit/service.js';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { createHabit, deleteHabit, getSummary, listHabits, listRecentEntries, logProgress, updateHabit } from './service.js';

export const routes: DomainRoutes<'habits'> = {
  // No {id} in the path: the record is the caller's (a body userId was checked to be the caller).
  'POST /api/habits': (req, rt) => createHabit(rt, req.auth.userId, req.body),
  // A care-team member's reads are recorded (docs/architecture.md, "Audit of reads").
  'GET /api/users/{id}/habits': async (req, rt) => {
    const habits = await listHabits(rt, req.params.id);
    await recordRequestRead(rt, req, { subjectId: req.params.id, what: 'habits', count: habits.length });
    return habits;
  },
  'GET /api/users/{id}/habits/summary': async (req, rt) => {
    const summary = await getSummary(rt, req.params.id);
    await recordRequestRead(rt, req, { subjectId: req.params.id, what: 'habits', count: summary.activeHabits });
    return summary;
  },
  'GET /api/users/{id}/habit-entries/recent': async (req, rt) => {
    const entries = await listRecentEntries(rt, req.params.id);
    await recordRequestRead(rt, req, { subjectId: req.params.id, what: 'habits', count: entries.length });
    return entries;
  },
  'POST /api/habit-entries': (req, rt) => logProgress(rt, req.auth.userId, req.body),
  // Owner-only by key: the habit is looked up in the caller's partition, so another's id is a 404.
  'PATCH /api/habits/{habitId}': (req, rt) => updateHabit(rt, req.auth.userId, req.params.habitId, req.body),
  'DELETE /api/habits/{habitId}': (req, rt) => deleteHabit(rt, req.auth.userId, req.params.habitId),
};

export const handler = httpHandler(habitsRoutes, routes, runtimeFromEnv);
