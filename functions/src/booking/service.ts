import {
  BOOKING_MESSAGES,
  HOLD_MINUTES,
  REMINDER_MINUTES,
  SESSION_MINUTES,
  SESSION_TYPE_NAMES,
  SLOT_MINUTES,
  freeSlots,
  outsideSchedule,
  refundable,
  sessionPriceCents,
  slotQuanta,
  type AvailabilityResponse,
  type BookingResponse,
  type CoachingSession,
  type CoachingSessionList,
  type PushMessage,
  type SessionType,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { recordRouteReads } from '../audit/service.js';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { getAvailability } from '../care-team/availability.js';
import { pushToUser } from '../live/service.js';
import { badRequest, conflict, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { backoff, isConflictOnly, WRITE_ATTEMPTS, type TransactionResult, isConditionFailure } from '../platform/transactions.js';
import { screenForCrisis } from '../safety/screen.js';
import { hasConsent } from '../users/consent.js';
import { refundSessionPayment, startSessionCheckout } from './payment.js';
import type { BookingSlotEntity, CoachingSessionEntity } from './store.js';
import { toSession } from './views.js';

type SessionItem = EntityItem<typeof CoachingSessionEntity>;
type SlotItem = EntityItem<typeof BookingSlotEntity>;

const MINUTE = 60_000;
const PAST_LIMIT = 50;
const UPCOMING_LIMIT = 100;

/** 'yyyy-mm-ddThh' (UTC): the partition of the job's work items. */
const hourOf = (iso: string) => iso.slice(0, 13);

/** A bookable coach: coach or therapist, verified, active, with a saved availability. */
async function bookableCoach(rt: Runtime, coachId: string) {
  const [{ data: coach }, { data: saved }] = await Promise.all([
    rt.db.entities.user.get({ userId: coachId }).go(),
    rt.db.entities.coachAvailability.get({ userId: coachId }).go({ attributes: ['userId'] }),
  ]);
  const ok = coach && (coach.role === 'coach' || coach.role === 'therapist') && coach.isVerifiedCoach === true && coach.isActive !== false && saved;
  if (!ok) return null;
  return { coach, availability: await getAvailability(rt, coachId) };
}

/** An item counts as busy when booked, or held and not yet lapsed. */
const isBusy = (slot: Pick<SlotItem, 'state' | 'expiresAt'>, nowIso: string) => slot.state === 'booked' || (slot.expiresAt ?? '') > nowIso;

/**
 * The free starts of one day for a session type: the coach's schedule (one GetItem) minus the held
 * and booked quanta of that day (one Query of the coach's slot items).
 */
export async function availableSlots(
  rt: Runtime,
  query: { coachId: string; date: string; sessionType: SessionType; timeZone?: string | undefined },
): Promise<AvailabilityResponse> {
  const found = await bookableCoach(rt, query.coachId);
  if (!found) throw notFound('Coach not found');
  const { availability } = found;
  const timeZone = query.timeZone ?? availability.timeZone;
  const now = rt.ports.clock.now();
  const duration = SESSION_MINUTES[query.sessionType];
  // A viewer's day spans at most 26 hours of instants; take a day either side to be sure.
  const from = new Date(Date.parse(`${query.date}T00:00:00Z`) - 86_400_000).toISOString();
  const to = new Date(Date.parse(`${query.date}T00:00:00Z`) + 2 * 86_400_000).toISOString();
  const { data: taken } = await rt.db.entities.bookingSlot.query
    .byCoach({ coachId: query.coachId })
    .between({ start: from }, { start: to })
    .go({ pages: 'all' });
  const nowIso = now.toISOString();
  const busy = taken.filter((s) => isBusy(s, nowIso)).map((s) => ({ start: Date.parse(s.start), end: Date.parse(s.start) + SLOT_MINUTES * MINUTE }));
  const slots = freeSlots({
    date: query.date,
    timeZone,
    coachTimeZone: availability.timeZone,
    schedule: availability.schedule,
    durationMinutes: duration,
    busy,
    now,
  });
  return {
    coachId: query.coachId,
    date: query.date,
    timeZone,
    coachTimeZone: availability.timeZone,
    sessionType: query.sessionType,
    duration,
    hourlyRate: availability.hourlyRate,
    times: slots.map((s) => s.time),
    slots,
  };
}

export { toSession } from './views.js';

async function push(
  rt: Runtime,
  item: Pick<SessionItem, 'sessionId' | 'userId' | 'coachId'>,
  change: Extract<PushMessage, { type: 'coaching_session' }>['change'],
) {
  const message: PushMessage = { type: 'coaching_session', sessionId: item.sessionId, change };
  await Promise.allSettled([pushToUser(rt, item.userId, message), pushToUser(rt, item.coachId, message)]);
}

/** Retries a transaction that lost only a race of writers (not a condition); answers its last result. */
async function writeWithRetry(run: () => Promise<TransactionResult>): Promise<TransactionResult> {
  for (let attempt = 0; ; attempt++) {
    const result = await run();
    if (!result.canceled || !isConflictOnly(result) || attempt + 1 >= WRITE_ATTEMPTS) return result;
    await backoff(attempt);
  }
}

/**
 * Books a session (docs/architecture.md, "Booking a human coach"): checks the request, then in one
 * transaction writes the session (pending), one slot item per 30-minute quantum it covers (each
 * created only if absent or a lapsed hold) and the job's hold-expiry item. A taken slot cancels the
 * transaction: 409, nothing written. Then checkout starts for rate × duration; if it cannot, the
 * hold is released again.
 */
export async function bookSession(
  rt: Runtime,
  callerId: string,
  body: { coachId: string; sessionDate: string; sessionType: SessionType; notes: string },
): Promise<BookingResponse> {
  const field = (path: string, message: string) => badRequest(message, [{ path, message }]);
  if (body.coachId === callerId) throw field('coachId', BOOKING_MESSAGES.self);
  const now = rt.ports.clock.now();
  const start = new Date(body.sessionDate);
  if (start.getTime() <= now.getTime()) throw field('sessionDate', BOOKING_MESSAGES.past);
  const [found, { data: client }] = await Promise.all([bookableCoach(rt, body.coachId), rt.db.entities.user.get({ userId: callerId }).go()]);
  if (!found) throw field('coachId', BOOKING_MESSAGES.notACoach);
  const { coach, availability } = found;
  const duration = SESSION_MINUTES[body.sessionType];
  const outside = outsideSchedule(start, duration, availability.schedule, availability.timeZone);
  if (outside) throw field('sessionDate', outside);

  const nowIso = now.toISOString();
  const quanta = slotQuanta(start, duration);
  // Cheap first look: a quantum already taken is a 409 without a transaction; lapsed holds are expired with it.
  const { data: existing } = await rt.db.entities.bookingSlot.query
    .byCoach({ coachId: body.coachId })
    .between({ start: quanta[0]! }, { start: quanta.at(-1)! })
    .go();
  if (existing.some((s) => isBusy(s, nowIso))) throw conflict(BOOKING_MESSAGES.taken);
  const lapsed = [...new Set(existing.map((s) => s.sessionId))];

  const sessionId = ulid(now.getTime());
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * MINUTE).toISOString();
  const item: SessionItem = {
    sessionId,
    userId: callerId,
    coachId: body.coachId,
    clientName: client?.name ?? 'Client',
    coachName: coach.name,
    scheduledAt: start.toISOString(),
    endsAt: new Date(start.getTime() + duration * MINUTE).toISOString(),
    duration,
    sessionType: body.sessionType,
    notes: body.notes,
    status: 'pending',
    price: sessionPriceCents(availability.hourlyRate, duration),
    paymentStatus: 'pending',
    slots: quanta,
    holdExpiresAt,
    createdAt: nowIso,
    updatedAt: nowIso,
  };
  const result = await writeWithRetry(() =>
    rt.db.transaction
      .write(({ coachingSession, bookingSlot, bookingDue }) => [
        coachingSession.create(item).commit(),
        ...quanta.map((q) =>
          bookingSlot
            .put({ coachId: body.coachId, start: q, sessionId, state: 'held', expiresAt: holdExpiresAt })
            .where((a, op) => `${op.notExists(a.sessionId)} OR (${op.eq(a.state, 'held')} AND ${op.lt(a.expiresAt, nowIso)})`)
            .commit(),
        ),
        bookingDue.put({ dueHour: hourOf(holdExpiresAt), dueAt: holdExpiresAt, kind: 'hold', sessionId }).commit(),
        // The lapsed holds this booking takes over end with it (their own job item finds them expired).
        ...lapsed.map((id) =>
          coachingSession
            .patch({ sessionId: id })
            .set({ status: 'expired', paymentStatus: 'unpaid', updatedAt: nowIso })
            .where((a, op) => `${op.eq(a.status, 'pending')} AND ${op.lt(a.holdExpiresAt, nowIso)}`)
            .commit(),
        ),
      ])
      .go(),
  );
  if (result.canceled) {
    if (isConflictOnly(result)) throw conflict(BOOKING_MESSAGES.taken);
    // A slot's condition failed: another booking holds it (or a lapsed hold was paid meanwhile).
    throw conflict(BOOKING_MESSAGES.taken);
  }
  logger.info('Coaching session held', { sessionId, duration, quanta: quanta.length });

  let checkoutUrl: string | null = null;
  try {
    const checkout = await startSessionCheckout(rt, item);
    if (checkout) {
      checkoutUrl = checkout.url;
      await rt.db.entities.coachingSession
        .patch({ sessionId })
        .set({ checkoutSessionId: checkout.checkoutSessionId, purchaseId: checkout.purchaseId, updatedAt: nowIso })
        .go();
      item.checkoutSessionId = checkout.checkoutSessionId;
      item.purchaseId = checkout.purchaseId;
    }
  } catch (err) {
    // Nothing half-done: without a checkout the hold is released at once.
    await releaseSession(rt, item, { status: 'expired', paymentStatus: 'unpaid' }, nowIso);
    throw err;
  }

  await push(rt, item, 'booked');
  if (body.notes) {
    const crisis = await screenForCrisis(rt, body.notes);
    if (crisis.detected)
      await raiseCrisisAlerts(rt, {
        patientId: callerId,
        source: 'booking',
        sourceId: sessionId,
        at: nowIso,
        level: crisis.level,
        constructs: crisis.constructs,
      });
  }
  return { session: toSession(item, now), checkoutUrl };
}

/**
 * Ends a session's hold on its slots: the session's new state and the slot items' deletion, in one
 * transaction, conditioned on the state the session was read in, so a paid session released takes its
 * count off the coach's listing once. A session whose state changed since it was read (a hold paid in
 * the meantime) is read again and released as it now is, when that state may still be released.
 * Answers the session as it was when released (what a refund must be decided from), or null.
 */
export async function releaseSession(
  rt: Runtime,
  item: SessionItem,
  set: Partial<Pick<SessionItem, 'status' | 'paymentStatus' | 'cancelledAt' | 'cancelledById'>>,
  nowIso: string,
  from: SessionItem['status'][] = ['pending', 'scheduled'],
): Promise<SessionItem | null> {
  let current = item;
  for (let attempt = 0; attempt < 2; attempt++) {
    const read = current;
    const was = from.includes(read.status) ? [read.status] : from;
    const wasScheduled = was.length === 1 && was[0] === 'scheduled';
    const result = await writeWithRetry(() =>
      rt.db.transaction
        .write(({ coachingSession, bookingSlot, catalogStat }) => [
          coachingSession
            .patch({ sessionId: read.sessionId })
            .set({ ...set, updatedAt: nowIso })
            .where((a, op) => was.map((s) => op.eq(a.status, s)).join(' OR '))
            .commit(),
          ...read.slots.map((start) =>
            bookingSlot
              .delete({ coachId: read.coachId, start })
              .where((a, op) => `${op.notExists(a.sessionId)} OR ${op.eq(a.sessionId, read.sessionId)}`)
              .commit(),
          ),
          ...(wasScheduled ? [catalogStat.update({ itemType: 'human_coach', itemId: read.coachId }).add({ sessions: -1 }).commit()] : []),
        ])
        .go(),
    );
    if (!result.canceled) return read;
    const { data: fresh } = await rt.db.entities.coachingSession.get({ sessionId: read.sessionId }).go();
    if (!fresh || fresh.status === read.status || !from.includes(fresh.status)) return null;
    current = fresh;
  }
  return null;
}

async function sessionFor(rt: Runtime, callerId: string, sessionId: string): Promise<SessionItem> {
  const { data } = await rt.db.entities.coachingSession.get({ sessionId }).go();
  // Only the two parties learn that a session exists.
  if (!data || (data.userId !== callerId && data.coachId !== callerId)) throw notFound(BOOKING_MESSAGES.notFound);
  return data;
}

/**
 * Cancels a session, from either side, before it starts: the slots are freed in the same
 * transaction; a paid session cancelled at least 24 hours ahead is refunded through the payments port.
 */
export async function cancelSession(rt: Runtime, callerId: string, sessionId: string): Promise<CoachingSession> {
  const item = await sessionFor(rt, callerId, sessionId);
  const now = rt.ports.clock.now();
  const nowIso = now.toISOString();
  const view = toSession(item, now);
  if ((view.status !== 'pending' && view.status !== 'scheduled') || Date.parse(item.scheduledAt) <= now.getTime())
    throw badRequest(BOOKING_MESSAGES.notCancellable);
  const released = await releaseSession(rt, item, { status: 'cancelled', cancelledAt: nowIso, cancelledById: callerId }, nowIso);
  if (!released) throw conflict(BOOKING_MESSAGES.notCancellable);
  // Decided from the session as released, not as first read: a hold whose payment landed in between is
  // a paid session, refunded like one.
  // A payment made outside Steady's records (the seeded demo's) has no purchase to refund through.
  const refund = released.paymentStatus === 'paid' && refundable(released.scheduledAt, now) && Boolean(released.purchaseId);
  if (released.paymentStatus === 'paid' && !released.purchaseId)
    logger.warn('Cancelled a paid session without a purchase record: refund by hand', { sessionId });
  let paymentStatus = released.paymentStatus === 'pending' ? ('unpaid' as const) : released.paymentStatus;
  if (refund) {
    try {
      await refundSessionPayment(rt, released);
      paymentStatus = 'refunded';
    } catch (err) {
      // Cancelled all the same; the job makes the refund when the payments provider answers again.
      logger.error('Coaching session refund failed; queued for the booking job', { sessionId, errorName: (err as Error).name });
      await queueRefund(rt, sessionId, nowIso);
    }
  }
  // Only over the payment status the release saw: a payment that lands after the release records
  // itself as paid and queues its refund (markSessionPaid), and "unpaid" must not write over it.
  let after: SessionItem;
  try {
    const { data } = await rt.db.entities.coachingSession
      .patch({ sessionId })
      .set({ paymentStatus, updatedAt: nowIso })
      .where((a, op) => op.eq(a.paymentStatus, released.paymentStatus))
      .go({ response: 'all_new' });
    after = { ...item, ...(data as Partial<SessionItem>) };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const { data } = await rt.db.entities.coachingSession.get({ sessionId }).go();
    after = data ?? { ...released, paymentStatus };
  }
  logger.info('Coaching session cancelled', { sessionId, refunded: after.paymentStatus === 'refunded', by: callerId === item.coachId ? 'coach' : 'client' });
  await push(rt, item, 'cancelled');
  return toSession(after, now);
}

/**
 * The payment of a held session arrived (the payments webhook's fulfilment): pending → scheduled,
 * its slot items booked, and the reminder queued, in one transaction. A replay is a no-op. A payment
 * for a hold that was given up or taken over is refunded.
 */
export async function markSessionPaid(
  rt: Runtime,
  sessionId: string,
  payment: { paymentIntentId?: string | undefined } = {},
): Promise<'scheduled' | 'already' | 'refunded'> {
  const { data: item } = await rt.db.entities.coachingSession.get({ sessionId }).go();
  if (!item) throw notFound(BOOKING_MESSAGES.notFound);
  if (item.status === 'scheduled') return 'already';
  const nowIso = rt.ports.clock.now().toISOString();
  const remindAt = new Date(Date.parse(item.scheduledAt) - REMINDER_MINUTES * MINUTE).toISOString();
  const pi = payment.paymentIntentId ? { paymentIntentId: payment.paymentIntentId } : {};
  const result =
    item.status === 'pending'
      ? await writeWithRetry(() =>
          rt.db.transaction
            .write(({ coachingSession, bookingSlot, bookingDue, catalogStat }) => [
              coachingSession
                .patch({ sessionId })
                .set({ status: 'scheduled', paymentStatus: 'paid', ...pi, updatedAt: nowIso })
                .remove(['holdExpiresAt'])
                .where((a, op) => op.eq(a.status, 'pending'))
                .commit(),
              ...item.slots.map((start) =>
                bookingSlot
                  .patch({ coachId: item.coachId, start })
                  .set({ state: 'booked' })
                  .remove(['expiresAt'])
                  .where((a, op) => op.eq(a.sessionId, sessionId))
                  .commit(),
              ),
              bookingDue.put({ dueHour: hourOf(remindAt), dueAt: remindAt, kind: 'reminder', sessionId }).commit(),
              // The coach's session count (the Human Coaches tab) rises with the session, once.
              catalogStat.update({ itemType: 'human_coach', itemId: item.coachId }).add({ sessions: 1 }).commit(),
            ])
            .go(),
        )
      : null;
  if (result && !result.canceled) {
    logger.info('Coaching session scheduled', { sessionId });
    await push(rt, item, 'scheduled');
    return 'scheduled';
  }
  // The hold lapsed and its slot went to someone else (or it was cancelled): the money goes back. The
  // refund is the job's (the purchase is recorded as paid only after this fulfilment returns).
  await rt.db.entities.coachingSession
    .patch({ sessionId })
    .set({ status: item.status === 'cancelled' ? 'cancelled' : 'expired', paymentStatus: 'paid', ...pi, updatedAt: nowIso })
    .go();
  await queueRefund(rt, sessionId, nowIso);
  logger.warn('Payment for a lapsed coaching session hold: refund queued', { sessionId });
  await push(rt, item, 'expired');
  return 'refunded';
}

/** Queues a refund for the booking job, which makes it (and retries until it is made). */
async function queueRefund(rt: Runtime, sessionId: string, nowIso: string): Promise<void> {
  await rt.db.entities.bookingDue.put({ dueHour: hourOf(nowIso), dueAt: nowIso, kind: 'refund', sessionId }).go();
}

/** Makes a queued refund: true once the session's payment is refunded (or nothing is left to refund). */
async function refundNow(rt: Runtime, item: SessionItem, nowIso: string): Promise<boolean> {
  if (item.paymentStatus !== 'paid' || item.status === 'scheduled' || item.status === 'pending') return true;
  await refundSessionPayment(rt, item);
  await rt.db.entities.coachingSession.patch({ sessionId: item.sessionId }).set({ paymentStatus: 'refunded', updatedAt: nowIso }).go();
  return true;
}

/** Both sides of the caller's sessions: as client (gsi1) and as coach (gsi2), upcoming and past. */
export async function listSessions(rt: Runtime, userId: string): Promise<CoachingSessionList> {
  const now = rt.ports.clock.now();
  // Sessions still running started at most 90 minutes ago.
  const since = new Date(now.getTime() - 90 * MINUTE).toISOString();
  const [asClientNext, asCoachNext, asClientPast, asCoachPast] = await Promise.all([
    rt.db.entities.coachingSession.query.byClient({ userId }).gte({ scheduledAt: since }).go({ limit: UPCOMING_LIMIT }),
    rt.db.entities.coachingSession.query.byCoach({ coachId: userId }).gte({ scheduledAt: since }).go({ limit: UPCOMING_LIMIT }),
    rt.db.entities.coachingSession.query.byClient({ userId }).lt({ scheduledAt: since }).go({ limit: PAST_LIMIT, order: 'desc' }),
    rt.db.entities.coachingSession.query.byCoach({ coachId: userId }).lt({ scheduledAt: since }).go({ limit: PAST_LIMIT, order: 'desc' }),
  ]);
  const all = [...asClientNext.data, ...asCoachNext.data, ...asClientPast.data, ...asCoachPast.data].map((i) => ({ item: i, view: toSession(i, now) }));
  const upcoming = all
    .filter((s) => s.view.status === 'pending' || s.view.status === 'scheduled')
    .sort((a, b) => (a.item.scheduledAt < b.item.scheduledAt ? -1 : 1));
  const past = all
    .filter((s) => s.view.status !== 'pending' && s.view.status !== 'scheduled')
    .sort((a, b) => (a.item.scheduledAt > b.item.scheduledAt ? -1 : 1))
    .slice(0, PAST_LIMIT);
  // A coach reading a client's booking notes is recorded, like a message read (docs/architecture.md, "Audit of reads").
  const notesByClient = new Map<string, number>();
  for (const s of [...upcoming, ...past])
    if (s.item.coachId === userId && s.item.notes) notesByClient.set(s.item.userId, (notesByClient.get(s.item.userId) ?? 0) + 1);
  await recordRouteReads(
    rt,
    [...notesByClient].map(([subjectId, count]) => ({ readerId: userId, subjectId, what: 'messages', route: 'GET /api/users/{id}/coaching-sessions', count })),
  );
  return { upcoming: upcoming.map((s) => s.view), past: past.map((s) => s.view) };
}

/** How many of a coach's sessions are still ahead (pending or scheduled): the Overview's Upcoming. */
export async function upcomingSessionCount(rt: Runtime, coachId: string): Promise<number> {
  const now = rt.ports.clock.now();
  const { data } = await rt.db.entities.coachingSession.query
    .byCoach({ coachId })
    .gte({ scheduledAt: now.toISOString() })
    .go({ limit: UPCOMING_LIMIT, attributes: ['sessionId', 'status', 'holdExpiresAt', 'scheduledAt', 'endsAt'] });
  const nowIso = now.toISOString();
  return data.filter((s) => s.status === 'scheduled' || (s.status === 'pending' && (s.holdExpiresAt ?? '') > nowIso)).length;
}

/** RFC 5545 text: backslash, semicolon and comma escaped; newlines as \n. */
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** Lines longer than 75 octets are folded (RFC 5545 section 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

/** The session as a calendar invite (either party): RFC 5545, times in UTC, CRLF lines. */
export async function sessionIcs(rt: Runtime, callerId: string, sessionId: string): Promise<string> {
  const item = await sessionFor(rt, callerId, sessionId);
  const view = toSession(item, rt.ports.clock.now());
  const other = callerId === item.coachId ? item.clientName : item.coachName;
  const cancelled = view.status === 'cancelled' || view.status === 'expired';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Steady//Coaching sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${item.sessionId}@steady`,
    `DTSTAMP:${icsTime(item.updatedAt)}`,
    `DTSTART:${icsTime(item.scheduledAt)}`,
    `DTEND:${icsTime(item.endsAt)}`,
    `SUMMARY:${icsText(`${SESSION_TYPE_NAMES[item.sessionType]} session with ${other}`)}`,
    `DESCRIPTION:${icsText(`Steady coaching session (${item.duration} minutes).`)}`,
    `STATUS:${cancelled ? 'CANCELLED' : view.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Coaching session in one hour',
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Work older than this is dropped from view (a refund failing for 24 hours needs an operator: the error log says so). */
const JOB_LOOKBACK_HOURS = 24;

/**
 * The booking job (every 5 minutes in production, every minute locally): expires unpaid holds whose
 * time is up (their slots freed) and texts each paid session's client and coach one hour before it
 * starts. Work items are found by UTC hour (Queries, no Scan) and deleted once done.
 */
export async function runBookingJob(rt: Runtime, at: Date = rt.ports.clock.now()): Promise<number> {
  const nowIso = at.toISOString();
  const hours = Array.from({ length: JOB_LOOKBACK_HOURS + 1 }, (_, i) => hourOf(new Date(at.getTime() - i * 3_600_000).toISOString()));
  const pages = await Promise.all(hours.map((dueHour) => rt.db.entities.bookingDue.query.byHour({ dueHour }).go({ pages: 'all' })));
  const due = pages.flatMap((p) => p.data).filter((d) => d.dueAt <= nowIso);
  let handled = 0;
  for (const work of due) {
    try {
      const { data: item } = await rt.db.entities.coachingSession.get({ sessionId: work.sessionId }).go();
      if (item && work.kind === 'hold' && item.status === 'pending' && (item.holdExpiresAt ?? '') <= nowIso) {
        if (await releaseSession(rt, item, { status: 'expired', paymentStatus: 'unpaid' }, nowIso, ['pending'])) {
          handled++;
          await push(rt, item, 'expired');
        }
      }
      if (item && work.kind === 'reminder' && item.status === 'scheduled' && !item.reminderSentAt && item.scheduledAt > nowIso) {
        if (await remind(rt, item, nowIso)) handled++;
      }
      if (item && work.kind === 'refund' && (await refundNow(rt, item, nowIso))) handled++;
      await rt.db.entities.bookingDue.delete(work).go();
    } catch (err) {
      // Left in place: the next run tries again (a refund whose purchase is not yet recorded as paid).
      logger.error('Booking job item failed', { kind: work.kind, sessionId: work.sessionId, errorName: (err as Error).name });
    }
  }
  if (due.length) logger.info('Booking job ran', { due: due.length, handled });
  return handled;
}

/** The reminder, once (a conditional `reminderSentAt`), to both parties who have a phone number. */
async function remind(rt: Runtime, item: SessionItem, nowIso: string): Promise<boolean> {
  try {
    await rt.db.entities.coachingSession
      .patch({ sessionId: item.sessionId })
      .set({ reminderSentAt: nowIso })
      .where((a, op) => op.notExists(a.reminderSentAt))
      .go();
  } catch {
    return false;
  }
  const [{ data: client }, { data: coach }] = await Promise.all([
    rt.db.entities.user.get({ userId: item.userId }).go(),
    rt.db.entities.user.get({ userId: item.coachId }).go(),
  ]);
  const when = `in one hour (${item.duration} minutes)`;
  // Only to those who consented to text messages; no names in the text.
  const texts = [
    client?.phoneNumber && hasConsent(client, 'sms') ? { to: client.phoneNumber, body: `Steady: your coaching session starts ${when}.` } : null,
    coach?.phoneNumber && hasConsent(coach, 'sms') ? { to: coach.phoneNumber, body: `Steady: a coaching session with a client starts ${when}.` } : null,
  ].filter((t) => t !== null);
  const sent = await Promise.allSettled(texts.map((t) => rt.ports.telephony.sendSms(t)));
  for (const r of sent)
    if (r.status === 'rejected') logger.error('Coaching session reminder text failed', { sessionId: item.sessionId, errorName: (r.reason as Error).name });
  return true;
}

/** The payment was refunded (the payments webhook's charge.refunded): recorded on the session; idempotent. */
export async function markSessionRefunded(rt: Runtime, sessionId: string): Promise<void> {
  const nowIso = rt.ports.clock.now().toISOString();
  await rt.db.entities.coachingSession
    .patch({ sessionId })
    .set({ paymentStatus: 'refunded', updatedAt: nowIso })
    .go()
    .catch((err: unknown) => logger.warn('Refund of an unknown coaching session', { sessionId, errorName: (err as Error).name }));
}

/** The checkout expired unpaid (the payments webhook's checkout.session.expired): the hold ends at once. */
export async function releaseExpiredCheckout(rt: Runtime, sessionId: string): Promise<void> {
  const { data: item } = await rt.db.entities.coachingSession.get({ sessionId }).go();
  if (!item || item.status !== 'pending') return;
  const nowIso = rt.ports.clock.now().toISOString();
  if (await releaseSession(rt, item, { status: 'expired', paymentStatus: 'unpaid' }, nowIso, ['pending'])) await push(rt, item, 'expired');
}
