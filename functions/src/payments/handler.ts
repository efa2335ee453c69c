import { paymentsRoutes } from '@steady/shared/routes/payments';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { createItemCheckout, listPurchases } from './service.js';
import { handleWebhook } from './webhook.js';

export const routes: DomainRoutes<'payments'> = {
  'POST /api/create-checkout-session': (req, rt) => createItemCheckout(rt, req.auth.userId, req.body),
  // The raw body exactly as received (API Gateway may base64 it): the signature is over these bytes.
  'POST /api/stripe/webhook': (req, rt) => {
    const { body, isBase64Encoded, headers } = req.event;
    const raw = body === undefined ? '' : isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    return handleWebhook(rt, raw, headers?.['stripe-signature']);
  },
  'GET /api/users/{id}/purchases': (req, rt) => listPurchases(rt, req.params.id),
};

export const handler = httpHandler(paymentsRoutes, routes, runtimeFromEnv);
