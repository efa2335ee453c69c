/**
 * The Marketplace on a fresh clone (docs/architecture.md, "Marketplace"): the demo coach listed
 * under Human Coaches, the demo patient with one free AI coach installed (not made current, so the
 * chat keeps its usual voice until they pick it), and a second demo patient with a completed
 * purchase (recorded as the webhook records one, its item installed).
 */
import { ulid } from 'ulid';
import { findSystem } from '@steady/shared';
import type { Runtime } from '@steady/functions/platform/runtime';
import { installItem } from '@steady/functions/marketplace/install';
import { refreshCoachListing } from '@steady/functions/marketplace/service';

export async function seedMarketplace(rt: Runtime, ids: { patientId: string; coachId: string; buyerPhoneNumber: string }): Promise<void> {
  await refreshCoachListing(rt, ids.coachId);
  await installItem(rt, ids.patientId, 'ai_coach', 'gentle-sponsor', undefined, { makeCurrent: false });
  const { data: buyer } = await rt.db.entities.phoneGuard.get({ phoneNumber: ids.buyerPhoneNumber }).go();
  if (!buyer) return;
  const system = findSystem('ninety-day-reset')!;
  const at = new Date(rt.ports.clock.now().getTime() - 3 * 86_400_000);
  const purchaseId = ulid(at.getTime());
  const suffix = purchaseId.toLowerCase();
  await rt.db.entities.purchase
    .put({
      userId: buyer.userId,
      purchaseId,
      kind: 'habit_system',
      itemId: system.id,
      name: system.name,
      amount: system.price,
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
  await installItem(rt, buyer.userId, 'habit_system', system.id, purchaseId);
}
