import { bookingRoutes } from '@steady/shared/routes/booking';
import { httpHandler, Reply, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { availableSlots, bookSession, cancelSession, listSessions, sessionIcs } from './service.js';

export const routes: DomainRoutes<'booking'> = {
  'GET /api/coaches/availability': (req, rt) => availableSlots(rt, req.query),
  // No {id}: the booking is the caller's own (a coach booking themself is a 400).
  'POST /api/coaching-sessions': (req, rt) => bookSession(rt, req.auth.userId, req.body),
  'GET /api/users/{id}/coaching-sessions': (req, rt) => listSessions(rt, req.params.id),
  // Either party; anyone else gets the same 404 as for a session that does not exist.
  'POST /api/coaching-sessions/{sessionId}/cancel': (req, rt) => cancelSession(rt, req.auth.userId, req.params.sessionId),
  'GET /api/coaching-sessions/{sessionId}/ics': async (req, rt) =>
    new Reply(200, await sessionIcs(rt, req.auth.userId, req.params.sessionId), {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="steady-session-${req.params.sessionId}.ics"`,
    }),
};

export const handler = httpHandler(bookingRoutes, routes, runtimeFromEnv);
