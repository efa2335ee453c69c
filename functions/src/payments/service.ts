import { ulid } from 'ulid';
import type { CheckoutSessionResponse, CreateCheckoutBody, Purchase, PurchaseKind } from '@steady/shared';
import { findItem, isInstalled } from '../marketplace/install.js';
import { badRequest, conflict } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import type { PurchaseItem } from './store.js';

/** How long a checkout stays payable (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_TTL_MS = 30 * 60_000;

export interface StartCheckoutInput {
  userId: string;
  kind: PurchaseKind;
  itemId: string;
  /** The line item's name on the checkout page and in the purchases list (no health data). */
  name: string;
  amountCents: number;
  /** App paths the checkout returns to, e.g. '/marketplace?checkout=success'. */
  successPath: string;
  cancelPath: string;
  /** String values, kept on the purchase and the session (booking: its session id). */
  metadata?: Record<string, string>;
  /** When the checkout expires unpaid; CHECKOUT_TTL_MS from now by default (at least 30 minutes). */
  expiresAt?: Date;
}

function appUrl(rt: Runtime, path: string): string {
  const base = rt.config.appUrl ?? rt.config.publicUrl;
  if (!base) throw new Error('APP_URL is not configured: checkout needs a page to return to');
  return new URL(path, `${base}/`).toString();
}

function toPurchase(p: PurchaseItem): Purchase {
  return {
    id: p.purchaseId,
    kind: p.kind,
    itemId: p.itemId,
    name: p.name,
    amount: p.amount,
    currency: 'usd',
    status: p.status,
    checkoutSessionId: p.checkoutSessionId,
    paymentIntentId: p.paymentIntentId ?? null,
    createdAt: p.createdAt,
    purchasedAt: p.purchasedAt ?? null,
    updatedAt: p.updatedAt,
  };
}

/**
 * Opens a Stripe Checkout for something the server has priced, and records a pending purchase
 * (docs/architecture.md, "Payments"). The session carries userId and purchaseId in its metadata, so
 * the webhook finds the purchase by key. Reused by booking for coaching sessions.
 */
export async function startCheckout(rt: Runtime, input: StartCheckoutInput): Promise<CheckoutSessionResponse & { purchaseId: string }> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 50) throw badRequest('The amount must be at least $0.50');
  const now = rt.ports.clock.now();
  const purchaseId = ulid(now.getTime());
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + CHECKOUT_TTL_MS);
  const metadata = { ...(input.metadata ?? {}), userId: input.userId, purchaseId, kind: input.kind, itemId: input.itemId };
  const session = await rt.ports.payments.createCheckoutSession({
    name: input.name,
    amountCents: input.amountCents,
    currency: 'usd',
    successUrl: appUrl(rt, input.successPath),
    cancelUrl: appUrl(rt, input.cancelPath),
    metadata,
    expiresAt,
    idempotencyKey: `checkout-${purchaseId}`,
  });
  const iso = now.toISOString();
  await rt.db.entities.purchase
    .create({
      userId: input.userId,
      purchaseId,
      kind: input.kind,
      itemId: input.itemId,
      name: input.name,
      amount: input.amountCents,
      currency: 'usd',
      status: 'pending',
      checkoutSessionId: session.sessionId,
      checkoutUrl: session.url,
      expiresAt: expiresAt.toISOString(),
      metadata: input.metadata ?? {},
      createdAt: iso,
      updatedAt: iso,
    })
    .go();
  return { sessionId: session.sessionId, url: session.url, purchaseId };
}

/** The user's purchases, newest first (one Query of their partition). */
async function recentPurchases(rt: Runtime, userId: string, limit = 100): Promise<PurchaseItem[]> {
  const { data } = await rt.db.entities.purchase.query.byUser({ userId }).go({ order: 'desc', limit });
  return data as PurchaseItem[];
}

export async function listPurchases(rt: Runtime, userId: string): Promise<Purchase[]> {
  return (await recentPurchases(rt, userId)).map(toPurchase);
}

/**
 * POST /api/create-checkout-session: a paid marketplace item, priced from the catalog (or the coach-published item as stored). A price sent
 * that differs from the catalog's is refused (the listing the client saw is out of date); free items
 * are installed, not bought; what is already owned is not sold again. An open checkout for the same
 * item is handed back rather than a second one opened, so a double click cannot charge twice.
 */
export async function createItemCheckout(rt: Runtime, userId: string, body: CreateCheckoutBody): Promise<CheckoutSessionResponse> {
  const item = await findItem(rt, body.itemType, body.itemId);
  // Coach content taken out of the catalog is not sold anew (docs/architecture.md, "Coach-published marketplace content").
  if (!item?.listed) throw badRequest('Unknown marketplace item', [{ path: 'itemId', message: 'Unknown marketplace item' }]);
  if (body.price !== undefined && body.price !== item.price) {
    throw badRequest('The price has changed. Please refresh the marketplace and try again.', [{ path: 'price', message: 'Price does not match the catalog' }]);
  }
  if (item.price === 0) throw badRequest('This item is free: install it instead', [{ path: 'itemId', message: 'Free items are installed, not purchased' }]);
  if (await isInstalled(rt, userId, body.itemType, body.itemId)) throw conflict('You already own this item');
  const now = rt.ports.clock.now().toISOString();
  const open = (await recentPurchases(rt, userId, 50)).find(
    (p) => p.status === 'pending' && p.kind === body.itemType && p.itemId === body.itemId && p.expiresAt > now && p.checkoutUrl,
  );
  if (open) return { sessionId: open.checkoutSessionId, url: open.checkoutUrl! };
  const { sessionId, url } = await startCheckout(rt, {
    userId,
    kind: body.itemType,
    itemId: body.itemId,
    name: item.name,
    amountCents: item.price,
    successPath: '/marketplace?checkout=success',
    cancelPath: '/marketplace?checkout=cancelled',
  });
  return { sessionId, url };
}

/** Refunds a paid purchase through Stripe (booking's cancellation); the charge.refunded event then records it. */
export async function refundPurchase(rt: Runtime, userId: string, purchaseId: string): Promise<void> {
  const { data } = await rt.db.entities.purchase.get({ userId, purchaseId }).go();
  if (!data || data.status !== 'paid' || !data.paymentIntentId) throw conflict('Only a paid purchase can be refunded');
  await rt.ports.payments.refund(data.paymentIntentId, `refund-${purchaseId}`);
}
