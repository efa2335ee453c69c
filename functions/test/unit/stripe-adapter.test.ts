import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePayments } from '../../src/platform/adapters/stripe/payments.js';
import { BadWebhookSignature, type PaymentEvent } from '../../src/platform/ports.js';
import { startLocalStripe, type LocalStripe } from '../../../infra/local/stripe.js';

/**
 * The Stripe adapter through the real `stripe` SDK against the local Stripe stand-in
 * (infra/local/stripe.ts): the SDK sends its real requests to the stand-in's host and port, and the
 * stand-in's webhooks are checked with the SDK's own `webhooks.constructEvent`.
 */
interface Delivery {
  body: string;
  signature: string;
}

let stripe: LocalStripe;
let receiver: http.Server;
const received: Delivery[] = [];
let payments: StripePayments;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature'] ?? '') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  stripe = await startLocalStripe({ webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook` });
  payments = new StripePayments({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBaseUrl: stripe.url, secretArn: undefined });
});

afterAll(async () => {
  await stripe.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const request = (over: Partial<Parameters<StripePayments['createCheckoutSession']>[0]> = {}) => ({
  name: 'Sleep Coach',
  amountCents: 1499,
  currency: 'usd' as const,
  successUrl: 'http://localhost:1/marketplace?checkout=success',
  cancelUrl: 'http://localhost:1/marketplace?checkout=cancelled',
  metadata: { userId: 'u1', purchaseId: 'p1' },
  expiresAt: new Date(Date.now() + 31 * 60_000),
  ...over,
});

describe('Stripe adapter against the local stand-in', () => {
  it('creates and retrieves a Checkout Session through the SDK', async () => {
    const session = await payments.createCheckoutSession(request());
    expect(session).toMatchObject({ status: 'open', amountCents: 1499, paymentIntentId: null, metadata: { userId: 'u1', purchaseId: 'p1' } });
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${stripe.url}/c/pay/${session.sessionId}`);
    expect(await payments.retrieveCheckoutSession(session.sessionId)).toEqual(session);
  });

  it('a retried create with the same idempotency key returns the same session', async () => {
    const a = await payments.createCheckoutSession(request({ idempotencyKey: 'same-key' }));
    const b = await payments.createCheckoutSession(request({ idempotencyKey: 'same-key' }));
    expect(b.sessionId).toBe(a.sessionId);
  });

  it('refuses what Stripe refuses: an amount under 50 cents, an expiry under 30 minutes, a wrong key', async () => {
    await expect(payments.createCheckoutSession(request({ amountCents: 10 }))).rejects.toThrow(/at least 50 cents/);
    await expect(payments.createCheckoutSession(request({ expiresAt: new Date(Date.now() + 5 * 60_000) }))).rejects.toThrow(/30 minutes/);
    const wrong = new StripePayments({ secretKey: 'sk_test_wrong', webhookSecret: stripe.webhookSecret, apiBaseUrl: stripe.url, secretArn: undefined });
    await expect(wrong.createCheckoutSession(request())).rejects.toThrow(/Invalid API Key/);
  });

  it('paying sends checkout.session.completed twice with one event id, each verified by constructEvent', async () => {
    received.length = 0;
    const session = await payments.createCheckoutSession(request());
    await stripe.pay(session.sessionId);
    expect(received).toHaveLength(2);
    const events: PaymentEvent[] = await Promise.all(received.map((d) => payments.verifyWebhook(d.body, d.signature)));
    expect(events[0]).toMatchObject({ type: 'checkout.completed', sessionId: session.sessionId, amountCents: 1499, metadata: { purchaseId: 'p1' } });
    expect(events[1]!.id).toBe(events[0]!.id);
    const paid = await payments.retrieveCheckoutSession(session.sessionId);
    expect(paid.status).toBe('complete');
    expect(paid.paymentIntentId).toMatch(/^pi_/);
  });

  it('rejects a tampered body, a signature made with another secret and a missing header', async () => {
    const [delivery] = received;
    await expect(payments.verifyWebhook(delivery!.body.replace('1499', '1'), delivery!.signature)).rejects.toBeInstanceOf(BadWebhookSignature);
    const other = new StripePayments({ secretKey: stripe.secretKey, webhookSecret: 'whsec_other', apiBaseUrl: stripe.url, secretArn: undefined });
    await expect(other.verifyWebhook(delivery!.body, delivery!.signature)).rejects.toBeInstanceOf(BadWebhookSignature);
    await expect(payments.verifyWebhook(delivery!.body, undefined)).rejects.toBeInstanceOf(BadWebhookSignature);
  });

  it('refunds a payment intent and sends charge.refunded with the payment metadata; a second refund is refused', async () => {
    const session = await payments.createCheckoutSession(request({ metadata: { userId: 'u2', purchaseId: 'p2' } }));
    await stripe.pay(session.sessionId);
    const { paymentIntentId } = await payments.retrieveCheckoutSession(session.sessionId);
    received.length = 0;
    expect(await payments.refund(paymentIntentId!, 'refund-p2')).toMatchObject({ status: 'succeeded' });
    await expect.poll(() => received.length).toBe(2);
    expect(await payments.verifyWebhook(received[0]!.body, received[0]!.signature)).toMatchObject({
      type: 'charge.refunded',
      paymentIntentId,
      metadata: { userId: 'u2', purchaseId: 'p2' },
    });
    await expect(payments.refund(paymentIntentId!)).rejects.toThrow(/already been refunded/);
  });

  it('expiring a session sends checkout.session.expired', async () => {
    const session = await payments.createCheckoutSession(request({ metadata: { userId: 'u3', purchaseId: 'p3' } }));
    received.length = 0;
    await stripe.expire(session.sessionId);
    const event = await payments.verifyWebhook(received[0]!.body, received[0]!.signature);
    expect(event).toMatchObject({ type: 'checkout.expired', sessionId: session.sessionId, metadata: { purchaseId: 'p3' } });
    expect((await payments.retrieveCheckoutSession(session.sessionId)).status).toBe('expired');
  });

  it('with a state file, a session paid before a restart is refunded after it, and an open one is still payable at the new address', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-stripe-'));
    const stateFile = path.join(dir, 'stripe.json');
    const first = await startLocalStripe({ stateFile });
    const before = new StripePayments({ secretKey: first.secretKey, webhookSecret: first.webhookSecret, apiBaseUrl: first.url, secretArn: undefined });
    const paid = await before.createCheckoutSession(request({ metadata: { userId: 'u1', purchaseId: 'p-restart' } }));
    const open = await before.createCheckoutSession(request({ metadata: { userId: 'u1', purchaseId: 'p-open' } }));
    await first.pay(paid.sessionId);
    const { paymentIntentId } = await before.retrieveCheckoutSession(paid.sessionId);
    await first.close();

    const second = await startLocalStripe({ stateFile });
    try {
      const after = new StripePayments({ secretKey: second.secretKey, webhookSecret: second.webhookSecret, apiBaseUrl: second.url, secretArn: undefined });
      expect(await after.retrieveCheckoutSession(paid.sessionId)).toMatchObject({ status: 'complete', paymentIntentId });
      expect(await after.refund(paymentIntentId!, 'refund-after-restart')).toMatchObject({ status: 'succeeded' });
      await expect(after.refund(paymentIntentId!)).rejects.toThrow(/already been refunded/);
      const reopened = await after.retrieveCheckoutSession(open.sessionId);
      expect(reopened).toMatchObject({ status: 'open', url: `${second.url}/c/pay/${open.sessionId}` });
      const page = await fetch(reopened.url!);
      expect(page.status).toBe(200);
    } finally {
      await second.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
