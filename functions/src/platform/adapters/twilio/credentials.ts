import type { SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import type { Config } from '../../config.js';
import { clearSecretCache, loadSecret } from '../aws/secrets.js';

/** What the Twilio secret holds (infra/lib/constructs/calls.ts creates it; an operator fills it in). */
const TwilioSecretSchema = z.object({
  accountSid: z.string().regex(/^AC\w+$/, 'must be a Twilio account SID (AC...)'),
  authToken: z.string().min(1, 'is required'),
  fromNumber: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 phone number'),
});
export type TwilioSecret = z.infer<typeof TwilioSecretSchema>;

/** The configured Twilio settings (config.twilio); the secret's ARN may be left out. */
export type TwilioSettings = Omit<Config['twilio'], 'secretArn'> & { secretArn?: string | undefined };

/** The Twilio secret's credentials, read from Secrets Manager once per cold start and again after SECRET_TTL_MS (rotation without redeploy). */
export function loadTwilioSecret(secretArn: string, clientConfig: SecretsManagerClientConfig = {}): Promise<TwilioSecret> {
  return loadSecret(secretArn, TwilioSecretSchema, 'Twilio', { clientConfig, shape: '{accountSid, authToken, fromNumber}' });
}

/**
 * The Twilio settings to use: as configured when TWILIO_AUTH_TOKEN is set (local stack, tests), else
 * completed from the secret named by TWILIO_SECRET_ARN (production keeps the token out of the Lambda
 * environment). Without either, the settings are returned as they are and the callers refuse to work.
 */
export async function twilioCredentials(config: TwilioSettings, clientConfig: SecretsManagerClientConfig = {}): Promise<TwilioSettings> {
  if (config.authToken || !config.secretArn) return config;
  const secret = await loadTwilioSecret(config.secretArn, clientConfig);
  return { ...config, accountSid: secret.accountSid, authToken: secret.authToken, fromNumber: config.fromNumber ?? secret.fromNumber };
}

/** Tests only: forget the cached secrets. */
export function clearTwilioSecretCache(): void {
  clearSecretCache();
}
