import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Config } from './config.js';
import { forbidden } from './errors.js';
import { loadOnce } from './load-once.js';

/**
 * The check's two modules, imported on the first webhook and kept, and only in bundles that carry
 * the telephony port (docs/performance.md): in the others the define makes this branch dead, and
 * esbuild drops the imports.
 */
const signatureModules =
  process.env.STEADY_PORT_TELEPHONY !== 'off'
    ? loadOnce(() => Promise.all([import('./adapters/twilio/credentials.js'), import('./adapters/twilio/signature.js')]))
    : undefined;

/**
 * Twilio signs each webhook with the account's auth token over the URL it requested and the posted
 * form fields (X-Twilio-Signature). The URL is rebuilt from the public origin Twilio was given, since
 * behind CloudFront the request's own host is API Gateway's. The token is the configured one, or in
 * production the Twilio secret's (read once per container). Fails closed: no token, no webhook.
 */
export async function verifyTwilioSignature(event: APIGatewayProxyEventV2, form: unknown, config: Config): Promise<void> {
  const signature = event.headers?.['x-twilio-signature'];
  if (!signature || !config.publicUrl) throw forbidden('Invalid webhook signature');
  // A bundle without the telephony port has no webhook routes, and refuses one.
  const { authToken: token, valid } = signatureModules
    ? await signatureModules().then(async ([c, s]) => ({
        authToken: (await c.twilioCredentials(config.twilio, { region: config.region })).authToken,
        valid: s.validTwilioSignature,
      }))
    : { authToken: undefined, valid: () => false };
  if (!token) throw forbidden('Invalid webhook signature');
  const url = `${config.publicUrl}${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const params = (form ?? {}) as Record<string, string>;
  if (!valid(token, signature, url, params)) throw forbidden('Invalid webhook signature');
}
