import type { EntityItem } from 'electrodb';
import { defineEntity } from '../platform/entity.js';

/**
 * A purchase (docs/data-model.md): in the buyer's partition, sk [purchaseId] (a ULID), so the
 * purchases list is one Query, newest first. The checkout session's metadata carries userId and
 * purchaseId, so every webhook event finds its purchase with one GetItem.
 */
export const PurchaseEntity = defineEntity({
  model: { entity: 'purchase', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    purchaseId: { type: 'string', required: true },
    kind: { type: ['ai_coach', 'habit_system', 'bundle', 'coaching_session'] as const, required: true },
    itemId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    /** Cents. */
    amount: { type: 'number', required: true },
    currency: { type: ['usd'] as const, required: true, default: 'usd' },
    status: { type: ['pending', 'paid', 'expired', 'refunded'] as const, required: true },
    checkoutSessionId: { type: 'string', required: true },
    checkoutUrl: { type: 'string' },
    paymentIntentId: { type: 'string' },
    /** When the checkout session stops accepting payment. */
    expiresAt: { type: 'string', required: true },
    /** The caller's own references (booking: the coaching session), echoed to fulfilment. */
    metadata: { type: 'map', properties: {}, default: () => ({}) },
    createdAt: { type: 'string', required: true },
    purchasedAt: { type: 'string' },
    refundedAt: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['purchaseId'] } },
  },
});

/** A webhook event acted on: created with a condition in the same transaction as its effect, so a redelivery changes nothing. */
/** A purchase as stored. */
export type PurchaseItem = EntityItem<typeof PurchaseEntity>;

export const PaymentEventEntity = defineEntity({
  model: { entity: 'paymentEvent', version: '1', service: 'steady' },
  attributes: {
    eventId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    processedAt: { type: 'string', required: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
  },
});
