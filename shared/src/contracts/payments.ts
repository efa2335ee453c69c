import * as z from 'zod';
import { IsoDateTime, PathId } from './common.js';

/** What the marketplace sells through checkout (docs/architecture.md, "Payments"). */
export const ItemType = z.enum(['ai_coach', 'habit_system', 'bundle']);
export type ItemType = z.infer<typeof ItemType>;

/** What a purchase paid for: a marketplace item, or (booking) a coaching session. */
export const PurchaseKind = z.enum(['ai_coach', 'habit_system', 'bundle', 'coaching_session']);
export type PurchaseKind = z.infer<typeof PurchaseKind>;

export const PurchaseStatus = z.enum(['pending', 'paid', 'expired', 'refunded']);
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

/**
 * POST /api/create-checkout-session (body: itemType, itemId, itemName, price, userId). The
 * price is the catalog's: a `price` sent that differs is refused, never charged.
 */
export const CreateCheckoutBody = z.object({
  itemType: ItemType,
  itemId: PathId,
  itemName: z.string().max(200).optional(),
  /** Cents, as the listing showed it: checked against the catalog, never used to charge. */
  price: z.number({ error: 'Price must be a number of cents' }).int('Price must be a whole number of cents').min(0).optional(),
  userId: z.string().optional(),
});
export type CreateCheckoutBody = z.input<typeof CreateCheckoutBody>;

export const CheckoutSessionResponse = z.object({ sessionId: z.string(), url: z.url() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;

export const Purchase = z.object({
  id: z.string(),
  kind: PurchaseKind,
  itemId: z.string(),
  name: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.literal('usd'),
  status: PurchaseStatus,
  checkoutSessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  createdAt: IsoDateTime,
  purchasedAt: IsoDateTime.nullable(),
  updatedAt: IsoDateTime,
});
export type Purchase = z.infer<typeof Purchase>;
export const PurchaseList = z.array(Purchase);

/** The webhook's answer: Stripe only reads the status. */
export const WebhookReceipt = z.object({ received: z.literal(true) });
