import type { EntityItem } from 'electrodb';
import type { Runtime } from '../platform/runtime.js';
import type { CoachingSessionEntity } from './store.js';

type SessionItem = EntityItem<typeof CoachingSessionEntity>;

/**
 * The booking's side of the payments port (docs/architecture.md, "Booking a human coach"): checkout
 * for a held session (rate × duration, from the server's own price) and its refund.
 */
export async function startSessionCheckout(_rt: Runtime, _session: SessionItem): Promise<{ url: string; checkoutSessionId: string } | null> {
  return null;
}

export async function refundSessionPayment(_rt: Runtime, _session: SessionItem): Promise<void> {}
