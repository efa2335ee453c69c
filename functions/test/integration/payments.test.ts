import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, newUser, stripeApi, type Caller } from './helpers.js';

/**
 * Marketplace checkout end to end against the local Stripe stand-in (docs/architecture.md,
 * "Payments"): the gateway's webhook gets every event twice, signed as Stripe signs them.
 */

async function checkout(u: Caller, body: Record<string, unknown>) {
  return api('/api/create-checkout-session', { method: 'POST', token: u.token, body });
}

/** What the hosted page's Pay button does: POST {url}/pay, then follow the redirect to success_url. */
async function pay(url: string) {
  const res = await fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card-number=4242',
  });
  return res;
}

const purchases = async (u: Caller) =>
  (await api(`/api/users/${u.id}/purchases`, { token: u.token })).body as { status: string; itemId: string; paymentIntentId: string | null; amount: number }[];
const coaches = async (u: Caller) =>
  (await api('/api/marketplace/ai-coaches?limit=50', { token: u.token })).body.items as {
    id: string;
    installed: boolean;
    owned: boolean;
    totalInstalls: number;
  }[];

function signed(payload: string, secret = inject('stripeWebhookSecret'), t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

const webhook = (payload: string, signature?: string) =>
  fetch(`${inject('baseUrl')}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });

describe('payments', () => {
  it('checkout → pay → webhook delivered twice: one paid purchase, the item installed and current, counted once', async () => {
    const u = await newUser();
    const before = (await coaches(u)).find((c) => c.id === 'cbt-companion')!;
    expect(before).toMatchObject({ installed: false, owned: false });
    const res = await checkout(u, { itemType: 'ai_coach', itemId: 'cbt-companion', itemName: 'CBT Companion', price: 999, userId: u.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sessionId).toMatch(/^cs_test_/);
    expect(res.body.url).toContain(res.body.sessionId);
    expect(await purchases(u)).toMatchObject([{ itemId: 'cbt-companion', status: 'pending', amount: 999 }]);
    // The hosted page shows the item and amount.
    const page = await (await fetch(res.body.url)).text();
    expect(page).toContain('CBT Companion');
    expect(page).toContain('$9.99');

    const paid = await pay(res.body.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/marketplace\?checkout=success$/);
    const list = await purchases(u);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'paid', itemId: 'cbt-companion' });
    expect(list[0]!.paymentIntentId).toMatch(/^pi_/);
    const after = (await coaches(u)).find((c) => c.id === 'cbt-companion')!;
    expect(after).toMatchObject({ installed: true, owned: true, totalInstalls: before.totalInstalls + 1 });
    expect((await api(`/api/users/${u.id}/current-coach`, { token: u.token })).body.id).toBe('cbt-companion');
    // Owned now: not sold again.
    expect((await checkout(u, { itemType: 'ai_coach', itemId: 'cbt-companion' })).status).toBe(409);
  });

  it('takes the price from the catalog: a different price, an unknown item and a free item are 400s', async () => {
    const u = await newUser();
    const cheap = await checkout(u, { itemType: 'habit_system', itemId: 'ninety-day-reset', price: 1 });
    expect(cheap.status).toBe(400);
    expect(cheap.body.errors).toEqual([{ path: 'price', message: 'Price does not match the catalog' }]);
    expect((await checkout(u, { itemType: 'habit_system', itemId: 'no-such-system' })).status).toBe(400);
    const free = await checkout(u, { itemType: 'ai_coach', itemId: 'gentle-sponsor' });
    expect(free.status).toBe(400);
    expect(free.body.message).toMatch(/install/i);
    expect(await purchases(u)).toEqual([]);
  });

  it('hands back the open checkout when the same item is bought twice before paying', async () => {
    const u = await newUser();
    const a = await checkout(u, { itemType: 'bundle', itemId: 'rest-and-recover' });
    const b = await checkout(u, { itemType: 'bundle', itemId: 'rest-and-recover' });
    expect(b.body.sessionId).toBe(a.body.sessionId);
    expect(await purchases(u)).toHaveLength(1);
  });

  it('refuses a webhook with a bad or missing signature (400) and changes nothing', async () => {
    const u = await newUser();
    const res = await checkout(u, { itemType: 'habit_system', itemId: 'sleep-hygiene-plan' });
    const [purchase] = await purchases(u);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: res.body.sessionId,
          object: 'checkout.session',
          payment_intent: 'pi_forged',
          amount_total: 1299,
          metadata: { userId: u.id, purchaseId: (purchase as unknown as { id: string }).id },
        },
      },
    });
    expect((await webhook(payload, signed(payload, 'whsec_wrong'))).status).toBe(400);
    expect((await webhook(payload)).status).toBe(400);
    // Signed, then altered: the signature no longer holds.
    expect((await webhook(payload.replace('pi_forged', 'pi_altered'), signed(payload))).status).toBe(400);
    expect(await purchases(u)).toMatchObject([{ status: 'pending' }]);
  });

  it('a replayed event answers 200 and changes nothing', async () => {
    const u = await newUser();
    const res = await checkout(u, { itemType: 'habit_system', itemId: 'ninety-day-reset' });
    await pay(res.body.url);
    const [paid] = await purchases(u);
    // The same completion event id again (Stripe retries), correctly signed: acted on once only.
    const payload = JSON.stringify({
      id: 'evt_replay_' + u.id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: res.body.sessionId,
          object: 'checkout.session',
          payment_intent: 'pi_other',
          amount_total: 1999,
          metadata: { userId: u.id, purchaseId: (paid as unknown as { id: string }).id },
        },
      },
    });
    expect((await webhook(payload, signed(payload))).status).toBe(200);
    expect((await webhook(payload, signed(payload))).status).toBe(200);
    expect(await purchases(u)).toEqual([paid]);
  });

  it('an expired checkout marks the purchase expired; a refund marks it refunded and uninstalls the item', async () => {
    const u = await newUser();
    const open = await checkout(u, { itemType: 'ai_coach', itemId: 'sleep-coach' });
    expect((await stripeApi(`/v1/checkout/sessions/${open.body.sessionId}/expire`)).status).toBe(200);
    expect(await purchases(u)).toMatchObject([{ status: 'expired' }]);

    const again = await checkout(u, { itemType: 'ai_coach', itemId: 'sleep-coach' });
    expect(again.body.sessionId).not.toBe(open.body.sessionId);
    await pay(again.body.url);
    const [paid] = await purchases(u);
    expect(paid).toMatchObject({ status: 'paid' });
    expect((await coaches(u)).find((c) => c.id === 'sleep-coach')).toMatchObject({ installed: true });

    expect((await stripeApi('/v1/refunds', { payment_intent: paid!.paymentIntentId! })).status).toBe(200);
    await expect.poll(async () => (await purchases(u))[0]?.status).toBe('refunded');
    expect((await coaches(u)).find((c) => c.id === 'sleep-coach')).toMatchObject({ installed: false, owned: false });
    expect((await api(`/api/users/${u.id}/current-coach`, { token: u.token })).body).toBeNull();
  });

  it('lists purchases only to their owner', async () => {
    const [u, other] = await Promise.all([newUser(), newUser()]);
    expect((await api(`/api/users/${u.id}/purchases`, { token: other.token })).status).toBe(403);
  });
});
