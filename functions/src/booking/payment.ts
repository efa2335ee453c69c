import { SESSION_TYPE_NAMES } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { refundPurchase, startCheckout } from '../payments/service.js';
import type { Runtime } from '../platform/runtime.js';
import type { CoachingSessionEntity } from './store.js';

type SessionItem = EntityItem<typeof CoachingSessionEntity>;

/**
 * The booking's side of the payments port (docs/architecture.md, "Booking a human coach"): a
 * checkout for a held session at the server's own price (rate × duration), and its refund. The
 * line item names the session type and length only, never the coach's or client's name or notes.
 */
export async function startSessionCheckout(rt: Runtime, session: SessionItem): Promise<{ url: string; checkoutSessionId: string; purchaseId: string }> {
  const { sessionId, url, purchaseId } = await startCheckout(rt, {
    userId: session.userId,
    kind: 'coaching_session',
    itemId: session.sessionId,
    name: `${SESSION_TYPE_NAMES[session.sessionType]} session, ${session.duration} minutes`,
    amountCents: session.price,
    successPath: '/dashboard?booking=paid',
    cancelPath: '/dashboard?booking=cancelled',
    metadata: { sessionId: session.sessionId },
  });
  return { url, checkoutSessionId: sessionId, purchaseId };
}

/** Refunds the session's payment through Stripe; the charge.refunded event then records it on the purchase. */
export async function refundSessionPayment(rt: Runtime, session: SessionItem): Promise<void> {
  if (!session.purchaseId) throw new Error('The session has no purchase to refund');
  await refundPurchase(rt, session.userId, session.purchaseId);
}
