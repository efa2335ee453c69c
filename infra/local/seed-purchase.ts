/**
 * A completed purchase in the demo clinic, recorded as the payments webhook records one (paid, with
 * its checkout session and payment intent), and its item installed for the buyer.
 */
import { ulid } from 'ulid';
import type { Runtime } from '@steady/functions/platform/runtime';
import { installItem } from '@steady/functions/marketplace/install';

export async function seedPaidPurchase(
  rt: Runtime,
  buyerId: string,
  item: { id: string; name: string; price: number },
  options: { daysAgo: number; makeCurrent?: boolean },
): Promise<void> {
  const at = new Date(rt.ports.clock.now().getTime() - options.daysAgo * 86_400_000);
  const purchaseId = ulid(at.getTime());
  const suffix = purchaseId.toLowerCase();
  await rt.db.entities.purchase
    .put({
      userId: buyerId,
      purchaseId,
      kind: 'habit_system',
      itemId: item.id,
      name: item.name,
      amount: item.price,
      currency: 'usd',
      status: 'paid',
      checkoutSessionId: `cs_test_seed${suffix}`,
      paymentIntentId: `pi_seed${suffix}`,
      expiresAt: new Date(at.getTime() + 30 * 60_000).toISOString(),
      metadata: {},
      createdAt: at.toISOString(),
      purchasedAt: at.toISOString(),
      updatedAt: at.toISOString(),
    })
    .go();
  await installItem(rt, buyerId, 'habit_system', item.id, purchaseId, { makeCurrent: options.makeCurrent ?? true });
}
