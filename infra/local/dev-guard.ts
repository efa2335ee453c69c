/**
 * Who may reach the local development tools (/dev/*: the dev phone, running a job now, the SMS log)
 * and the WebSocket management endpoint (/@connections/*, which can push to or close anyone's socket).
 * See docs/architecture.md, "Local mode as a server":
 * - only when the dev tools are on (the default when the gateway listens on loopback only);
 * - only from this machine (the loopback interface), addressed by a loopback name, so a page that
 *   rebinds its own domain to 127.0.0.1 is refused too;
 * - never from another site: a browser's `Sec-Fetch-Site`/`Origin` must say same-origin;
 * - a request that changes something must be non-simple (JSON, or a header a form cannot set), so a
 *   cross-site form post cannot reach it even from a browser that sends neither header.
 */
import type http from 'node:http';

const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
/** Headers an HTML form can never send. */
const NON_SIMPLE_HEADER = /^(?:authorization|x-[\w-]+|amz-sdk-[\w-]+)$/i;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || isLoopbackAddress(h);
}

/** The hostname of a Host header or an origin URL, or null when it cannot be read. */
function hostnameOf(value: string): string | null {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname;
  } catch {
    return null;
  }
}

export function isSimpleRequest(req: http.IncomingMessage): boolean {
  const mime = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (mime && !SIMPLE_CONTENT_TYPES.has(mime)) return false;
  return !Object.keys(req.headers).some((h) => NON_SIMPLE_HEADER.test(h));
}

/** Null when the request may use the dev tools; otherwise the refusal to send. */
export function devGuard(req: http.IncomingMessage, enabled: boolean): { status: number; message: string } | null {
  if (!enabled) return { status: 404, message: 'Not Found' };
  if (!isLoopbackAddress(req.socket.remoteAddress)) return { status: 403, message: 'Local requests only' };
  const host = hostnameOf(req.headers.host ?? '');
  if (!host || !isLoopbackHostname(host)) return { status: 403, message: 'Local requests only' };
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return { status: 403, message: 'Cross-site requests are refused' };
  const origin = req.headers.origin;
  if (origin !== undefined && (origin === 'null' || hostnameOf(origin) === null || new URL(origin).host !== req.headers.host)) {
    return { status: 403, message: 'Cross-site requests are refused' };
  }
  if (req.method !== 'GET' && req.method !== 'HEAD' && isSimpleRequest(req)) {
    return { status: 403, message: 'Send JSON or an Authorization header: a form cannot reach this endpoint' };
  }
  return null;
}
