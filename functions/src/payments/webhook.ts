import { HttpError } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { BadWebhookSignature, type PaymentEvent } from '../platform/ports.js';
import type { Runtime } from '../platform/runtime.js';
import { failedConditions } from '../platform/transactions.js';
import { FULFILMENT, type PurchaseItem } from './fulfil.js';

/*
 * Stripe's webhook (docs/architecture.md, "Payments"), apart from the checkout service: fulfilment
 * reaches other domains (booking, marketplace), and booking starts checkouts through the service, so
 * keeping the two apart keeps the imports one-way.
 */

async function purchaseOf(rt: Runtime, metadata: Record<string, string>): Promise<PurchaseItem | null> {
  const { userId, purchaseId } = metadata;
  if (!userId || !purchaseId) return null;
  const { data } = await rt.db.entities.purchase.get({ userId, purchaseId }).go();
  return (data as PurchaseItem | null) ?? null;
}

/**
 * Marks the event processed and moves the purchase, in one transaction: the event item is created
 * only if absent, so a redelivered event (or two deliveries racing) changes nothing the second time.
 * Answers false when the event had been processed already.
 */
async function record(rt: Runtime, event: PaymentEvent, purchase: PurchaseItem | null, set: Record<string, string> | null): Promise<boolean> {
  const now = rt.ports.clock.now().toISOString();
  const result = await rt.db.transaction
    .write(({ paymentEvent, purchase: purchases }) => [
      paymentEvent.create({ eventId: event.id, type: event.type, processedAt: now }).commit(),
      ...(purchase && set
        ? [
            purchases
              .patch({ userId: purchase.userId, purchaseId: purchase.purchaseId })
              .set({ ...set, updatedAt: now } as never)
              .commit(),
          ]
        : []),
    ])
    .go();
  if (!result.canceled) return true;
  if (failedConditions(result).includes(0)) return false;
  throw new Error(`Webhook transaction cancelled: ${result.data.map((d) => d.code).join(', ')}`);
}

/**
 * POST /api/stripe/webhook: the signature is checked over the raw body first (a bad one is a 400 and
 * nothing is read or written), then the event is acted on once (docs/architecture.md, "Payments").
 * Fulfilment runs before the event is recorded and is idempotent, so a failure part-way is retried
 * by Stripe's redelivery rather than lost.
 */
export async function handleWebhook(rt: Runtime, rawBody: string, signature: string | undefined): Promise<{ received: true }> {
  let event: PaymentEvent;
  try {
    event = await rt.ports.payments.verifyWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof BadWebhookSignature) throw new HttpError(400, 'Invalid webhook signature');
    throw err;
  }
  if (event.type === 'other') return { received: true };
  const { data: seen } = await rt.db.entities.paymentEvent.get({ eventId: event.id }).go({ attributes: ['eventId'] });
  if (seen) return { received: true };
  const purchase = await purchaseOf(rt, event.metadata);
  if (!purchase) {
    logger.warn('Payment event for no known purchase', { eventType: event.type, eventId: event.id });
    await record(rt, event, null, null);
    return { received: true };
  }
  const fulfiller = FULFILMENT[purchase.kind];
  const now = rt.ports.clock.now().toISOString();
  switch (event.type) {
    case 'checkout.completed': {
      if (purchase.status === 'paid' || purchase.status === 'refunded') {
        await record(rt, event, null, null);
        break;
      }
      await fulfiller?.paid(rt, { ...purchase, status: 'paid' });
      await record(rt, event, purchase, { status: 'paid', purchasedAt: now, ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}) });
      break;
    }
    case 'checkout.expired': {
      if (purchase.status !== 'pending') {
        await record(rt, event, null, null);
        break;
      }
      await fulfiller?.expired?.(rt, purchase);
      await record(rt, event, purchase, { status: 'expired' });
      break;
    }
    case 'charge.refunded': {
      if (purchase.status === 'refunded') {
        await record(rt, event, null, null);
        break;
      }
      await fulfiller?.refunded(rt, purchase);
      await record(rt, event, purchase, { status: 'refunded', refundedAt: now });
      break;
    }
  }
  logger.info('Payment event processed', { eventType: event.type, kind: purchase.kind });
  return { received: true };
}
