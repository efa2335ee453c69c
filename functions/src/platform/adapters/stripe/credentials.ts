import type { SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import type { Config } from '../../config.js';
import { loadSecret } from '../aws/secrets.js';

/** What the Stripe secret holds (infra/lib/steady-stack.ts creates it; an operator fills it in). */
const StripeSecretSchema = z.object({
  secretKey: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_live_...)'),
  webhookSecret: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)'),
});

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/**
 * The Stripe keys: as configured when STRIPE_SECRET_KEY is set (local stack, tests), else from the
 * secret named by STRIPE_SECRET_ARN (read once per cold start and again after SECRET_TTL_MS, so a
 * rotated key needs no redeploy). Without either, payments are refused with a clear error.
 */
export async function stripeKeys(config: Config['stripe'], clientConfig: SecretsManagerClientConfig = {}): Promise<StripeKeys> {
  if (config.secretKey) {
    if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    return { secretKey: config.secretKey, webhookSecret: config.webhookSecret };
  }
  if (!config.secretArn) throw new Error('Payments are not configured (no STRIPE_SECRET_KEY or STRIPE_SECRET_ARN)');
  return loadSecret(config.secretArn, StripeSecretSchema, 'Stripe', { clientConfig, shape: '{secretKey, webhookSecret}' });
}
