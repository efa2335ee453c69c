import Stripe from 'stripe';
import type { SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import type { Config } from '../../config.js';
import { BadWebhookSignature, type CheckoutRequest, type CheckoutSession, type PaymentEvent, type Payments } from '../../ports.js';
import { stripeKeys, type StripeKeys } from './credentials.js';

/** How old a signed webhook may be (Stripe's default tolerance): a captured delivery cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Payments through Stripe Checkout with the real `stripe` SDK (docs/architecture.md, "Payments").
 * Locally STRIPE_API_BASE_URL points the SDK at the stand-in (infra/local/stripe.ts): host, port and
 * protocol, nothing else differs. The keys are read per call (cached by the secrets loader), so a
 * rotated key is used without a redeploy.
 */
export class StripePayments implements Payments {
  private client: { key: string; stripe: Stripe } | undefined;

  constructor(
    private readonly config: Config['stripe'],
    private readonly clientConfig: SecretsManagerClientConfig = {},
  ) {}

  private async keys(): Promise<StripeKeys> {
    return stripeKeys(this.config, this.clientConfig);
  }

  private async stripe(): Promise<Stripe> {
    const { secretKey } = await this.keys();
    if (this.client?.key === secretKey) return this.client.stripe;
    const base = this.config.apiBaseUrl ? new URL(this.config.apiBaseUrl) : undefined;
    const stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? { host: base.hostname, port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)), protocol: base.protocol === 'http:' ? 'http' : 'https' }
        : {}),
    });
    this.client = { key: secretKey, stripe };
    return stripe;
  }

  async createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession> {
    const stripe = await this.stripe();
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: req.currency, unit_amount: req.amountCents, product_data: { name: req.name } } }],
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        metadata: req.metadata,
        // The payment intent (and so its charge, which a refund event carries) holds the same metadata.
        payment_intent_data: { metadata: req.metadata },
        ...(req.expiresAt ? { expires_at: Math.floor(req.expiresAt.getTime() / 1000) } : {}),
      },
      req.idempotencyKey ? { idempotencyKey: req.idempotencyKey } : undefined,
    );
    return toSession(session);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession> {
    return toSession(await (await this.stripe()).checkout.sessions.retrieve(sessionId));
  }

  async refund(paymentIntentId: string, idempotencyKey?: string): Promise<{ refundId: string; status: string }> {
    const refund = await (await this.stripe()).refunds.create({ payment_intent: paymentIntentId }, idempotencyKey ? { idempotencyKey } : undefined);
    return { refundId: refund.id, status: refund.status ?? 'pending' };
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    if (!signature) throw new BadWebhookSignature('Missing Stripe-Signature header');
    const [{ webhookSecret }, stripe] = await Promise.all([this.keys(), this.stripe()]);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new BadWebhookSignature();
    }
    return toEvent(event);
  }
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

function toSession(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    sessionId: s.id,
    url: s.url ?? '',
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paymentIntentId: idOf(s.payment_intent),
    amountCents: s.amount_total ?? 0,
    metadata: { ...(s.metadata ?? {}) },
  };
}

/** Stripe's event, in the port's words. */
export function toEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      return {
        id: event.id,
        type: 'checkout.completed',
        sessionId: s.id,
        paymentIntentId: idOf(s.payment_intent),
        amountCents: s.amount_total ?? 0,
        metadata: { ...(s.metadata ?? {}) },
      };
    }
    case 'checkout.session.expired': {
      const s = event.data.object;
      return { id: event.id, type: 'checkout.expired', sessionId: s.id, metadata: { ...(s.metadata ?? {}) } };
    }
    case 'charge.refunded': {
      const c = event.data.object;
      const paymentIntentId = idOf(c.payment_intent);
      if (!paymentIntentId) return { id: event.id, type: 'other', providerType: event.type };
      return { id: event.id, type: 'charge.refunded', paymentIntentId, metadata: { ...(c.metadata ?? {}) } };
    }
    default:
      return { id: event.id, type: 'other', providerType: event.type };
  }
}
