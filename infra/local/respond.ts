/** Responses the local gateway writes itself, with the headers CloudFront adds in production. */
import type http from 'node:http';
import { PAGE_BOOT_SCRIPT_SOURCE } from '../lib/page-csp.js';

/** Sent with every response the gateway makes (CloudFront's response-headers policy in production). */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * The app's pages: the same Content Security Policy as CloudFront's (infra/lib/constructs/site.ts),
 * with sign-in and the live channel on this same origin, and recordings played from the local object
 * store (`mediaOrigin`, s3rver) as they are from S3 in production.
 */
export function pageHeaders(mediaOrigin?: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': [
      "default-src 'self'",
      // The prerendered pages' one inline script, by its hash (infra/lib/page-csp.ts).
      `script-src 'self' ${PAGE_BOOT_SCRIPT_SOURCE}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `media-src 'self'${mediaOrigin ? ` ${mediaOrigin}` : ''}`,
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

/** HSTS only where the browser reached us over TLS (a reverse proxy in front says so). */
export const hstsFor = (req: http.IncomingMessage): Record<string, string> =>
  req.headers['x-forwarded-proto'] === 'https' ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {};

export function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
    ...(res.req ? hstsFor(res.req) : {}),
    ...headers,
  });
  res.end(payload);
}

/**
 * A request body of at most `max` bytes; null when it is larger. Then the caller answers 413 (with
 * `connection: close`) instead of the connection being reset: the rest of the upload is drained, and
 * the socket closed if the sender does not stop.
 */
export function readBody(req: http.IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= max) return void chunks.push(c);
      if (over) return;
      over = true;
      chunks.length = 0;
      resolve(null);
      setTimeout(() => req.destroy(), 5_000).unref();
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
