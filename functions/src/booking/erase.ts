import type { EntityItem } from 'electrodb';
import { REMOVED_AUTHOR } from '@steady/shared';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { refundSessionPayment } from './payment.js';
import { releaseSession } from './service.js';
import type { CoachingSessionEntity } from './store.js';
import { isConditionFailure } from '../platform/transactions.js';

type SessionItem = EntityItem<typeof CoachingSessionEntity>;

/**
 * Account erasure (account/erase.ts) for booking (docs/architecture.md, "Booking a human coach"):
 * - as a client: sessions still ahead are cancelled and their slots freed (a paid one is refunded
 *   when the usual 24-hour rule allows); then every session of theirs, past or not, is deleted
 *   with its slot items, as they name the person and carry their notes;
 * - as a coach: sessions still ahead are cancelled, slots freed and every paid one refunded (the
 *   coach is leaving, not the client); the sessions stay in the clients' lists with the coach shown
 *   as a removed account; the coach's remaining slot items go.
 * Safe to run again.
 */
export async function eraseSessionsOf(rt: Runtime, userId: string): Promise<void> {
  const now = rt.ports.clock.now();
  const nowIso = now.toISOString();
  const [asClient, asCoach] = await Promise.all([
    rt.db.entities.coachingSession.query.byClient({ userId }).go({ pages: 'all' }),
    rt.db.entities.coachingSession.query.byCoach({ coachId: userId }).go({ pages: 'all' }),
  ]);
  const ahead = (s: SessionItem) => (s.status === 'pending' || s.status === 'scheduled') && Date.parse(s.scheduledAt) > now.getTime();

  for (const s of asClient.data) {
    if (ahead(s)) {
      // Refunds are decided from the session as released: a hold paid since it was read is a paid session.
      const released = await releaseSession(rt, s, { status: 'cancelled', cancelledAt: nowIso, cancelledById: userId }, nowIso);
      const dayAhead = Date.parse(s.scheduledAt) - now.getTime() >= 24 * 3_600_000;
      if (released?.paymentStatus === 'paid' && released.purchaseId && dayAhead) await refund(rt, released);
    }
    for (const start of s.slots)
      await rt.db.entities.bookingSlot
        .delete({ coachId: s.coachId, start })
        .where((a, op) => `${op.notExists(a.sessionId)} OR ${op.eq(a.sessionId, s.sessionId)}`)
        .go()
        .catch(ignoreCondition);
    await rt.db.entities.coachingSession.delete({ sessionId: s.sessionId }).go();
  }

  for (const s of asCoach.data) {
    if (s.userId === userId) continue; // booked oneself: already gone above
    if (ahead(s)) {
      const released = await releaseSession(rt, s, { status: 'cancelled', cancelledAt: nowIso, cancelledById: userId }, nowIso);
      if (released?.paymentStatus === 'paid' && released.purchaseId) await refund(rt, released);
    }
    await rt.db.entities.coachingSession.patch({ sessionId: s.sessionId }).set({ coachName: REMOVED_AUTHOR, updatedAt: nowIso }).go();
  }
  const { data: slots } = await rt.db.entities.bookingSlot.query.byCoach({ coachId: userId }).go({ pages: 'all', attributes: ['coachId', 'start'] });
  for (const slot of slots) await rt.db.entities.bookingSlot.delete({ coachId: userId, start: slot.start }).go();
}

async function refund(rt: Runtime, s: SessionItem): Promise<void> {
  try {
    await refundSessionPayment(rt, s);
    await rt.db.entities.coachingSession.patch({ sessionId: s.sessionId }).set({ paymentStatus: 'refunded' }).go();
  } catch (err) {
    // The erasure goes on; the refund is made by hand (the payment provider keeps the charge).
    logger.error('Refund on account erasure failed', { sessionId: s.sessionId, errorName: (err as Error).name });
  }
}

function ignoreCondition(err: { cause?: { name?: string } }): void {
  if (!isConditionFailure(err)) throw err as Error;
}
