import * as z from 'zod';
import { SESSION_TYPES } from '../constants.js';
import type { SessionType } from '../domain/booking.js';
import { PathId, TimeZone } from './common.js';

/**
 * Booking a human coach (docs/architecture.md, "Booking a human coach"): the free slots of a day,
 * a booking (a hold on the slot, then checkout), both sides' sessions, cancel and the .ics invite.
 */

export const BOOKING_MESSAGES = {
  date: 'Date must be YYYY-MM-DD',
  sessionType: 'Session type must be consultation, coaching, follow-up or intensive',
  sessionDate: 'Session date must be an ISO 8601 date-time',
  notes: 'Notes must be under 1000 characters',
  notACoach: 'This coach is not available for booking',
  self: 'You cannot book a session with yourself',
  past: 'That time has already passed',
  taken: 'That time was just taken. Please choose another time.',
  notCancellable: 'This session can no longer be cancelled',
  notFound: 'Session not found',
} as const;

const SESSION_TYPE_KEYS = SESSION_TYPES.map((t) => t.value) as [SessionType, ...SessionType[]];
export const SessionTypeSchema = z.enum(SESSION_TYPE_KEYS, { error: BOOKING_MESSAGES.sessionType });

const CalendarDate = z
  .string({ error: BOOKING_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.date)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), BOOKING_MESSAGES.date);

export const AvailabilityQuery = z.object({
  coachId: PathId,
  date: CalendarDate,
  /** The length asked for; the slots step by it. Default coaching (60 minutes). */
  sessionType: SessionTypeSchema.default('coaching'),
  /** The viewer's zone: `date` is a day there and `times` are its wall clock. Default the coach's zone. */
  timeZone: TimeZone.optional(),
});

export const AvailableSlot = z.object({ time: z.string(), startsAt: z.string() });
export const AvailabilityResponse = z.object({
  coachId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  coachTimeZone: z.string(),
  sessionType: SessionTypeSchema,
  duration: z.number().int(),
  /** The coach's rate in whole dollars an hour; a session costs rate × duration / 60. */
  hourlyRate: z.number().int(),
  /** The spec's list of time strings ('HH:MM' in `timeZone`). */
  times: z.array(z.string()),
  slots: z.array(AvailableSlot),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

export const CreateCoachingSessionBody = z.object({
  coachId: PathId,
  sessionDate: z.string({ error: BOOKING_MESSAGES.sessionDate }).datetime({ offset: true, error: BOOKING_MESSAGES.sessionDate }),
  sessionType: SessionTypeSchema,
  notes: z.string().trim().max(1000, BOOKING_MESSAGES.notes).optional().default(''),
  /** The caller, when sent (checked to be the caller). */
  userId: z.string().min(1).optional(),
  /** The spec's client sends 'pending'; the server decides the status. */
  status: z.string().max(20).optional(),
});

export const SessionStatus = z.enum(['pending', 'scheduled', 'completed', 'cancelled', 'expired']);
export type SessionStatus = z.infer<typeof SessionStatus>;
export const PaymentStatus = z.enum(['pending', 'paid', 'refunded', 'unpaid']);

export const CoachingSession = z.object({
  id: z.string(),
  userId: z.string(),
  coachId: z.string(),
  clientName: z.string(),
  coachName: z.string(),
  title: z.string(),
  scheduledAt: z.string(),
  endsAt: z.string(),
  duration: z.number().int(),
  sessionType: SessionTypeSchema,
  notes: z.string(),
  status: SessionStatus,
  /** Cents. */
  price: z.number().int(),
  paymentStatus: PaymentStatus,
  /** While pending: when the unpaid hold lapses. */
  holdExpiresAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Whether cancelling now would refund (paid, at least 24 hours ahead). */
  refundable: z.boolean(),
  createdAt: z.string(),
});
export type CoachingSession = z.infer<typeof CoachingSession>;

export const BookingResponse = z.object({
  session: CoachingSession,
  /** The checkout page to pay on; null when nothing is to be paid. */
  checkoutUrl: z.string().nullable(),
});
export type BookingResponse = z.infer<typeof BookingResponse>;

export const CoachingSessionList = z.object({
  /** Pending and scheduled sessions not yet over, soonest first. */
  upcoming: z.array(CoachingSession),
  /** Completed, cancelled and expired sessions, newest first (at most 50). */
  past: z.array(CoachingSession),
});
export type CoachingSessionList = z.infer<typeof CoachingSessionList>;

export const CoachingSessionParams = z.object({ sessionId: PathId });
