import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { twilioCredentials } from './adapters/twilio/credentials.js';
import type { Config } from './config.js';
import { forbidden } from './errors.js';

/**
 * Twilio signs each webhook with the account's auth token over the URL it requested and the posted
 * form fields (X-Twilio-Signature). The URL is rebuilt from the public origin Twilio was given, since
 * behind CloudFront the request's own host is API Gateway's. The token is the configured one, or in
 * production the Twilio secret's (read once per container). Fails closed: no token, no webhook.
 */
export async function verifyTwilioSignature(event: APIGatewayProxyEventV2, form: unknown, config: Config): Promise<void> {
  const signature = event.headers?.['x-twilio-signature'];
  if (!signature || !config.publicUrl) throw forbidden('Invalid webhook signature');
  const { authToken: token } = await twilioCredentials(config.twilio, { region: config.region });
  if (!token) throw forbidden('Invalid webhook signature');
  const url = `${config.publicUrl}${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const params = (form ?? {}) as Record<string, string>;
  // Loaded on first use: Lambdas without webhooks never load the SDK.
  const { default: twilio } = await import('twilio');
  if (!twilio.validateRequest(token, signature, url, params)) throw forbidden('Invalid webhook signature');
}
