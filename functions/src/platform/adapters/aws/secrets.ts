import { GetSecretValueCommand, SecretsManagerClient, type SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import type { z } from 'zod';
import { logger } from '../../logger.js';

/**
 * Vendor credentials (Twilio, OpenAI, Stripe) live in Secrets Manager, never in the Lambda
 * environment or the template (docs/architecture.md, "Secrets"). A secret is a JSON object read at
 * run time: once per cold start, then again after `SECRET_TTL_MS`, so an operator who rotates it (a
 * new Twilio token, a new OpenAI key) needs no redeploy. While a refresh is pending or has failed, the
 * value already held keeps working; a first read that fails is forgotten, so the next caller retries.
 */
export const SECRET_TTL_MS = 5 * 60_000;

interface Held {
  /** The latest read, pending or settled: it answers with the new value, or the last good one if it failed. */
  pending: Promise<unknown>;
  readAt: number;
}

const held = new Map<string, Held>();

async function read<T>(secretArn: string, schema: z.ZodType<T>, what: string, options: SecretOptions): Promise<T> {
  const out = await new SecretsManagerClient(options.clientConfig ?? {}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  let value: unknown;
  try {
    value = JSON.parse(out.SecretString ?? '');
  } catch {
    // Never echo the secret's text: it holds the credential.
    throw new Error(`The ${what} secret is not JSON${options.shape ? ` ${options.shape}` : ''}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
    throw new Error(`The ${what} secret is malformed: ${problems}`);
  }
  return parsed.data;
}

export interface SecretOptions {
  clientConfig?: SecretsManagerClientConfig;
  /** How long a value is used before it is read again (default SECRET_TTL_MS). */
  ttlMs?: number;
  now?: () => number;
  /** The expected shape, named in errors ("{apiKey}"). */
  shape?: string;
}

/** The secret's JSON value, checked by `schema`; `what` names it in errors ("Twilio"), never its text. */
export function loadSecret<T>(secretArn: string, schema: z.ZodType<T>, what: string, options: SecretOptions = {}): Promise<T> {
  const now = (options.now ?? Date.now)();
  const current = held.get(secretArn);
  if (current && now - current.readAt < (options.ttlMs ?? SECRET_TTL_MS)) return current.pending as Promise<T>;
  // The value held before this read (if it was good): a failed refresh keeps it in use.
  const previous = current?.pending.then(
    (v) => ({ ok: true as const, v: v as T }),
    () => ({ ok: false as const }),
  );
  const entry: Held = { pending: Promise.resolve(), readAt: now };
  entry.pending = read(secretArn, schema, what, options).catch(async (err: unknown) => {
    const before = await previous;
    if (before?.ok) {
      logger.warn('Secret refresh failed; the value already held stays in use', { what, errorName: (err as Error).name });
      return before.v;
    }
    if (held.get(secretArn) === entry) held.delete(secretArn);
    throw err;
  });
  held.set(secretArn, entry);
  return entry.pending as Promise<T>;
}

/** Tests only: forget every secret read. */
export function clearSecretCache(): void {
  held.clear();
}
