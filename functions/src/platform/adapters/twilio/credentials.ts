import { GetSecretValueCommand, SecretsManagerClient, type SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import type { Config } from '../../config.js';

/** What the Twilio secret holds (infra/lib/constructs/calls.ts creates it; an operator fills it in). */
const TwilioSecretSchema = z.object({
  accountSid: z.string().regex(/^AC\w+$/, 'must be a Twilio account SID (AC...)'),
  authToken: z.string().min(1, 'is required'),
  fromNumber: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 phone number'),
});
export type TwilioSecret = z.infer<typeof TwilioSecretSchema>;

/** The configured Twilio settings (config.twilio); the secret's ARN may be left out. */
export type TwilioSettings = Omit<Config['twilio'], 'secretArn'> & { secretArn?: string | undefined };

/** One fetch per secret per container: a pending or settled fetch is shared; a failed one is forgotten, so the next caller retries. */
const cache = new Map<string, Promise<TwilioSecret>>();

async function fetchSecret(secretArn: string, clientConfig: SecretsManagerClientConfig): Promise<TwilioSecret> {
  const client = new SecretsManagerClient(clientConfig);
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  let value: unknown;
  try {
    value = JSON.parse(out.SecretString ?? '');
  } catch {
    // Never echo the secret's text: it may hold the token.
    throw new Error('The Twilio secret is not JSON {accountSid, authToken, fromNumber}');
  }
  const parsed = TwilioSecretSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
    throw new Error(`The Twilio secret is malformed: ${problems}`);
  }
  return parsed.data;
}

/** The Twilio secret's credentials, fetched from Secrets Manager once per container and cached. */
export function loadTwilioSecret(secretArn: string, clientConfig: SecretsManagerClientConfig = {}): Promise<TwilioSecret> {
  let pending = cache.get(secretArn);
  if (!pending) {
    pending = fetchSecret(secretArn, clientConfig);
    cache.set(secretArn, pending);
    pending.catch(() => cache.delete(secretArn));
  }
  return pending;
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
  cache.clear();
}
