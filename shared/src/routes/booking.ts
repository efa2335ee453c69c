/** The booking domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import {
  AvailabilityQuery,
  AvailabilityResponse,
  BookingResponse,
  CoachingSession,
  CoachingSessionList,
  CoachingSessionParams,
  CreateCoachingSessionBody,
} from '../contracts/booking.js';
import { UserIdParams } from '../contracts/common.js';
import type { RouteDef } from './core.js';

export const bookingRoutes = [
  // Booking a human coach (docs/architecture.md, "Booking a human coach").
  {
    method: 'GET',
    path: '/api/coaches/availability',
    domain: 'booking',
    policy: 'authenticated',
    summary:
      "A verified coach's free session starts on a day (in the viewer's zone): the weekly schedule minus held and booked sessions; one GetItem and one Query",
    query: AvailabilityQuery,
    response: AvailabilityResponse,
  },
  {
    method: 'POST',
    path: '/api/coaching-sessions',
    domain: 'booking',
    policy: 'authenticated',
    summary:
      'Book a coach: hold the slot (one conditional slot item per 30 minutes, in one transaction; a taken slot is a 409) and start checkout for rate × duration',
    status: 201,
    body: CreateCoachingSessionBody,
    response: BookingResponse,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/coaching-sessions',
    domain: 'booking',
    policy: 'self',
    summary: "The caller's coaching sessions, as client and as coach: upcoming and past (two indexed Queries)",
    params: UserIdParams,
    response: CoachingSessionList,
  },
  {
    method: 'POST',
    path: '/api/coaching-sessions/{sessionId}/cancel',
    domain: 'booking',
    policy: 'authenticated',
    summary: 'Cancel a session (either party): the slot is freed; paid and at least 24 hours ahead, refunded',
    params: CoachingSessionParams,
    response: CoachingSession,
  },
  {
    method: 'GET',
    path: '/api/coaching-sessions/{sessionId}/ics',
    domain: 'booking',
    policy: 'authenticated',
    summary: 'The session as an RFC 5545 calendar invite (either party)',
    params: CoachingSessionParams,
  },
] as const satisfies readonly RouteDef[];
