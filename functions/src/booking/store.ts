import { defineEntity } from '../platform/entity.js';

/**
 * Booking a human coach (docs/architecture.md, "Booking a human coach"; docs/data-model.md).
 *
 * A coaching session, addressed by its own id (one GetItem for cancel, .ics and the payment's
 * fulfilment); gsi1 lists a client's sessions and gsi2 a coach's, both by start time.
 */
export const CoachingSessionEntity = defineEntity({
  model: { entity: 'coachingSession', version: '1', service: 'steady' },
  attributes: {
    sessionId: { type: 'string', required: true },
    /** The client who booked. */
    userId: { type: 'string', required: true },
    coachId: { type: 'string', required: true },
    clientName: { type: 'string', required: true },
    coachName: { type: 'string', required: true },
    /** ISO 8601 UTC instants. */
    scheduledAt: { type: 'string', required: true },
    endsAt: { type: 'string', required: true },
    duration: { type: 'number', required: true },
    sessionType: { type: ['consultation', 'coaching', 'follow-up', 'intensive'] as const, required: true },
    notes: { type: 'string', required: true, default: '' },
    /** pending (held, unpaid) → scheduled (paid) → cancelled; pending → expired. Completed is read from the end time. */
    status: { type: ['pending', 'scheduled', 'cancelled', 'expired'] as const, required: true },
    /** Cents: the coach's hourly rate × duration at booking time. */
    price: { type: 'number', required: true },
    paymentStatus: { type: ['pending', 'paid', 'refunded', 'unpaid'] as const, required: true },
    /** The slot items (30-minute quanta, ISO instants) the session holds. */
    slots: { type: 'list', items: { type: 'string' }, required: true },
    holdExpiresAt: { type: 'string' },
    checkoutSessionId: { type: 'string' },
    /** The payments domain's purchase (the client's partition): refunds go through it. */
    purchaseId: { type: 'string' },
    paymentIntentId: { type: 'string' },
    cancelledAt: { type: 'string' },
    cancelledById: { type: 'string' },
    reminderSentAt: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
    byClient: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['scheduledAt', 'sessionId'] } },
    byCoach: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['coachId'] }, sk: { field: 'gsi2sk', composite: ['scheduledAt', 'sessionId'] } },
  },
});

/**
 * One 30-minute quantum of a coach's time, held or booked by one session: created with a
 * condition (absent, or an unpaid hold whose `expiresAt` has passed), so two bookings that share
 * any quantum cannot both commit. Keyed (coach, start): the day's busy times are one Query.
 */
export const BookingSlotEntity = defineEntity({
  model: { entity: 'bookingSlot', version: '1', service: 'steady' },
  attributes: {
    coachId: { type: 'string', required: true },
    /** ISO 8601 UTC start of the quantum. */
    start: { type: 'string', required: true },
    sessionId: { type: 'string', required: true },
    state: { type: ['held', 'booked'] as const, required: true },
    /** For a hold: when it lapses (ISO); a booked slot has none. */
    expiresAt: { type: 'string' },
  },
  indexes: {
    byCoach: { pk: { field: 'pk', composite: ['coachId'] }, sk: { field: 'sk', composite: ['start'] } },
  },
});

/**
 * Work for the booking job, in the partition of the UTC hour it is due in: a hold to expire, a
 * reminder to text, or a refund to make (retried until it is made). The job Queries the hours it looks back over (no Scan), as the crisis re-send does.
 */
export const BookingDueEntity = defineEntity({
  model: { entity: 'bookingDue', version: '1', service: 'steady' },
  attributes: {
    /** 'yyyy-mm-ddThh' (UTC) of `dueAt`. */
    dueHour: { type: 'string', required: true },
    dueAt: { type: 'string', required: true },
    kind: { type: ['hold', 'reminder', 'refund'] as const, required: true },
    sessionId: { type: 'string', required: true },
  },
  indexes: {
    byHour: { pk: { field: 'pk', composite: ['dueHour'] }, sk: { field: 'sk', composite: ['dueAt', 'kind', 'sessionId'] } },
  },
});
