/**
 * Coach-published marketplace content on a fresh clone (docs/architecture.md, "Coach-published
 * marketplace content"): Dr. Maya Chen has a published AI coach persona, a published paid habit
 * system (bought once, so one sale is counted) and a draft bundle of the two; the demo patient has
 * installed the persona without making it current, so the chat keeps its usual voice until they pick it.
 */
import type { Runtime } from '@steady/functions/platform/runtime';
import { createMyItem, publishMyItem } from '@steady/functions/marketplace/coach-items';
import { installItem } from '@steady/functions/marketplace/install';
import { seedPaidPurchase } from './seed-purchase.js';

export async function seedCoachMarket(rt: Runtime, ids: { patientId: string; coachId: string; buyerPhoneNumber: string }): Promise<void> {
  const persona = await createMyItem(rt, ids.coachId, {
    itemType: 'ai_coach',
    name: 'Steady Evenings',
    description: 'Dr. Chen’s calm companion for the hard hours after work, when cravings tend to rise.',
    personality: 'Calm, slow and soothing',
    specialties: ['evening cravings', 'wind-down routines', 'relapse prevention'],
    systemPrompt:
      'Speak calmly and slowly. When the person mentions the evening, help them plan the next two hours: one person to text, one thing to do with their hands, and a set time for bed.',
    price: 0,
  });
  await publishMyItem(rt, ids.coachId, persona.id);
  const system = await createMyItem(rt, ids.coachId, {
    itemType: 'habit_system',
    name: 'Evening Anchor',
    description: 'Three small steps that make evenings predictable in early recovery.',
    methodology: 'At 6 pm text one supportive person; at 8 pm a twenty-minute walk or shower; at 10 pm screens off and a two-line journal entry.',
    configuration: '{"anchors":["18:00","20:00","22:00"]}',
    compatibleCoaches: [persona.id, 'recovery-guide'],
    price: 1499,
  });
  await publishMyItem(rt, ids.coachId, system.id);
  await createMyItem(rt, ids.coachId, {
    itemType: 'bundle',
    name: 'Evenings Kit',
    description: 'Steady Evenings with the Evening Anchor practice.',
    coachId: persona.id,
    systemId: system.id,
    price: 1499,
  });
  await installItem(rt, ids.patientId, 'ai_coach', persona.id, undefined, { makeCurrent: false });

  // One sale: a demo patient's paid purchase, recorded as the webhook records one.
  const { data: buyer } = await rt.db.entities.phoneGuard.get({ phoneNumber: ids.buyerPhoneNumber }).go();
  if (!buyer) return;
  await seedPaidPurchase(rt, buyer.userId, system, { daysAgo: 2, makeCurrent: false });
}
