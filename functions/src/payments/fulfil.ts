import type { ItemType, PurchaseKind } from '@steady/shared';
import { markSessionPaid, markSessionRefunded, releaseExpiredCheckout } from '../booking/service.js';
import { installItem, uninstallPurchase } from '../marketplace/install.js';
import type { Runtime } from '../platform/runtime.js';
import type { PurchaseItem } from './store.js';

export type { PurchaseItem };

/**
 * What a paid purchase delivers, and what a refund takes back, by kind (docs/architecture.md,
 * "Payments"). Both run before the webhook event is marked done and may run again for a redelivered
 * event, so each must be idempotent.
 */
export interface Fulfiller {
  paid(rt: Runtime, purchase: PurchaseItem): Promise<void>;
  refunded(rt: Runtime, purchase: PurchaseItem): Promise<void>;
  /** The checkout expired unpaid (a hold to release); optional. */
  expired?(rt: Runtime, purchase: PurchaseItem): Promise<void>;
}

const marketplaceItem: Fulfiller = {
  paid: async (rt, p) => {
    await installItem(rt, p.userId, p.kind as ItemType, p.itemId, p.purchaseId);
  },
  refunded: (rt, p) => uninstallPurchase(rt, p.userId, p.kind as ItemType, p.itemId, p.purchaseId),
};

/** One line per kind; a kind without a line is recorded as paid and delivers nothing. */
export const FULFILMENT: Partial<Record<PurchaseKind, Fulfiller>> = {
  ai_coach: marketplaceItem,
  habit_system: marketplaceItem,
  bundle: marketplaceItem,
  // Booking a human coach (docs/architecture.md, "Booking a human coach"): paid → scheduled; a lapsed hold that was taken is refunded.
  coaching_session: {
    paid: async (rt, p) => {
      await markSessionPaid(rt, p.itemId);
    },
    refunded: (rt, p) => markSessionRefunded(rt, p.itemId),
    expired: (rt, p) => releaseExpiredCheckout(rt, p.itemId),
  },
};
