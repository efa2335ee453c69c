import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';

/**
 * Twilio's own check of a webhook's X-Twilio-Signature (HMAC-SHA1 of the URL and the sorted form
 * fields, tried with and without the default port). Only the SDK's webhooks module is loaded (a few
 * KB), not its REST client.
 */
export function validTwilioSignature(authToken: string, signature: string, url: string, params: Record<string, string>): boolean {
  return validateRequest(authToken, signature, url, params);
}
