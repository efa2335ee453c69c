/** The payments domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { UserIdParams } from '../contracts/common.js';
import { CheckoutSessionResponse, CreateCheckoutBody, PurchaseList, WebhookReceipt } from '../contracts/payments.js';
import type { RouteDef } from './core.js';

export const paymentsRoutes = [
  // ---- Payments (docs/architecture.md, "Payments") ----
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    domain: 'payments',
    policy: 'authenticated',
    summary: 'Start a Stripe Checkout for a paid marketplace item, priced from the catalog',
    body: CreateCheckoutBody,
    response: CheckoutSessionResponse,
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    domain: 'payments',
    policy: 'stripe',
    summary: "Stripe's events (signature checked over the raw body; each event acted on once)",
    response: WebhookReceipt,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/purchases',
    domain: 'payments',
    policy: 'self',
    summary: "The user's purchases, newest first",
    params: UserIdParams,
    response: PurchaseList,
  },
] as const satisfies readonly RouteDef[];
