/**
 * The Marketplace on a fresh clone (docs/architecture.md, "Marketplace"): the demo coach listed
 * under Human Coaches, the demo patient with one free AI coach installed (not made current, so the
 * chat keeps its usual voice until they pick it), and a second demo patient with a completed
 * purchase (recorded as the webhook records one, its item installed).
 */
import { findSystem } from '@steady/shared';
import type { Runtime } from '@steady/functions/platform/runtime';
import { installItem } from '@steady/functions/marketplace/install';
import { refreshCoachListing } from '@steady/functions/marketplace/service';
import { seedPaidPurchase } from './seed-purchase.js';

export async function seedMarketplace(rt: Runtime, ids: { patientId: string; coachId: string; buyerPhoneNumber: string }): Promise<void> {
  await refreshCoachListing(rt, ids.coachId);
  await installItem(rt, ids.patientId, 'ai_coach', 'gentle-sponsor', undefined, { makeCurrent: false });
  const { data: buyer } = await rt.db.entities.phoneGuard.get({ phoneNumber: ids.buyerPhoneNumber }).go();
  if (!buyer) return;
  const system = findSystem('ninety-day-reset')!;
  await seedPaidPurchase(rt, buyer.userId, system, { daysAgo: 3 });
}
