/**
 * The local Stripe stand-in (docs/architecture.md, "Payments"): a small HTTP server speaking the
 * subset of Stripe's API the payments adapter uses, so that the real `stripe` SDK (pointed here by
 * host, port and protocol) runs unchanged on a fresh clone:
 * - POST /v1/checkout/sessions (form-encoded), GET /v1/checkout/sessions/:id,
 *   POST /v1/checkout/sessions/:id/expire, POST /v1/refunds; auth by the test secret key.
 * - the hosted checkout page at the session's url: the item, the amount, a test card prefilled; Pay
 *   posts to `{url}/pay`, Cancel returns to cancel_url.
 * Paying, expiry and refunds send Stripe-signed webhooks (`checkout.session.completed`,
 * `checkout.session.expired`, `charge.refunded`) to the gateway's /api/stripe/webhook, each event
 * delivered twice with the same id, as Stripe may: the app must act on it once.
 * With a `stateFile` (the local stack's data directory), the sessions and their payments survive a
 * restart, as Stripe's do: a session paid yesterday can be refunded today, and an open one still
 * expires on time.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { readBody } from './respond.js';

export interface LocalStripeOptions {
  /** Where webhooks go (the gateway's /api/stripe/webhook); may be set after start (the gateway starts later). */
  webhookUrl?: string;
  /** Interface to listen on (loopback). */
  host?: string;
  /** Delivery count per event (2: a duplicate delivery on every event). */
  deliveries?: number;
  /** Where the sessions are kept between runs (JSON, written on every change); in memory when absent. */
  stateFile?: string;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  /** Not a Stripe field of the session: the line item's name, for the page. */
  _name: string;
  _piMetadata: Record<string, string>;
  _refunded: boolean;
}

export interface LocalStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string): void;
  /** Every webhook delivery's answer status, in order (tests). */
  deliveries: { eventId: string; type: string; status: number }[];
  /** Pays a session as the page's Pay button does (tests); resolves after the webhooks. */
  pay(sessionId: string): Promise<void>;
  /** Expires an open session now, as its expiry time would. */
  expire(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` form keys, as the SDK encodes nested parameters, into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const asRecord = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {};

/** Stripe's signature header over `t.payload` (HMAC-SHA256 with the endpoint's secret). */
export function signPayload(payload: string, secret: string, timestamp = nowS()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function publicSession(s: Session) {
  const { _name: _n, _piMetadata: _p, _refunded: _r, ...rest } = s;
  return rest;
}

export async function startLocalStripe(opts: LocalStripeOptions = {}): Promise<LocalStripe> {
  const secretKey = `sk_test_local${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_local${randomBytes(16).toString('hex')}`;
  let webhookUrl = opts.webhookUrl;
  const sessions = new Map<string, Session>();
  const byPaymentIntent = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const timers = new Set<NodeJS.Timeout>();
  const deliveries: LocalStripe['deliveries'] = [];
  let base = '';

  /** Writes every session to the state file (small: one line per checkout), atomically. */
  function save(): void {
    if (!opts.stateFile) return;
    const tmp = `${opts.stateFile}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ sessions: [...sessions.values()] }), { mode: 0o600 });
    fs.renameSync(tmp, opts.stateFile);
  }

  function armExpiry(session: Session): void {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void expire(session.id);
      },
      Math.max(0, session.expires_at * 1000 - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  }

  async function deliver(type: string, object: unknown): Promise<void> {
    if (!webhookUrl) return;
    const event = { id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created: nowS(), livemode: false, type, data: { object } };
    const payload = JSON.stringify(event);
    for (let i = 0; i < (opts.deliveries ?? 2); i++) {
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(payload, webhookSecret) },
          body: payload,
        });
        deliveries.push({ eventId: event.id, type, status: res.status });
      } catch {
        deliveries.push({ eventId: event.id, type, status: 0 });
      }
    }
  }

  async function expire(sessionId: string): Promise<void> {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'open') return;
    s.status = 'expired';
    s.url = null;
    save();
    await deliver('checkout.session.expired', publicSession(s));
  }

  async function pay(sessionId: string): Promise<void> {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'open') return;
    s.status = 'complete';
    s.payment_status = 'paid';
    s.payment_intent = id('pi');
    byPaymentIntent.set(s.payment_intent, s.id);
    save();
    await deliver('checkout.session.completed', publicSession(s));
  }

  const stripeError = (res: http.ServerResponse, status: number, message: string, param?: string) =>
    json(res, status, { error: { type: status === 401 ? 'invalid_request_error' : 'invalid_request_error', message, ...(param ? { param } : {}) } });

  function createSession(params: Record<string, unknown>): { status: number; body: unknown } {
    const items = Object.values((params.line_items ?? {}) as Record<string, Record<string, unknown>>);
    const item = items[0];
    const priceData = (item?.price_data ?? {}) as Record<string, unknown>;
    const amount = Number(priceData.unit_amount);
    const quantity = Number(item?.quantity ?? 1);
    const name = String(((priceData.product_data ?? {}) as Record<string, unknown>).name ?? '');
    const err = (message: string, param: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', message, param } } });
    if (params.mode !== 'payment') return err('Only mode=payment is supported by the local stand-in', 'mode');
    if (items.length !== 1 || !name) return err('One line item with price_data.product_data.name is required', 'line_items');
    if (!Number.isInteger(amount) || amount < 50) return err('The amount must be an integer of at least 50 cents', 'line_items[0][price_data][unit_amount]');
    if (priceData.currency !== 'usd') return err('Only usd is supported by the local stand-in', 'line_items[0][price_data][currency]');
    if (typeof params.success_url !== 'string' || typeof params.cancel_url !== 'string') return err('success_url and cancel_url are required', 'success_url');
    const created = nowS();
    const expiresAt = params.expires_at === undefined ? created + MAX_EXPIRY_S : Number(params.expires_at);
    if (!Number.isInteger(expiresAt) || expiresAt < created + MIN_EXPIRY_S - 5 || expiresAt > created + MAX_EXPIRY_S + 5) {
      return err('expires_at must be between 30 minutes and 24 hours from now', 'expires_at');
    }
    const sessionId = id('cs_test');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      url: `${base}/c/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * quantity,
      amount_subtotal: amount * quantity,
      currency: 'usd',
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      metadata: asRecord(params.metadata),
      payment_intent: null,
      expires_at: expiresAt,
      created,
      livemode: false,
      _name: name,
      _piMetadata: asRecord((params.payment_intent_data as Record<string, unknown> | undefined)?.metadata),
      _refunded: false,
    };
    sessions.set(sessionId, session);
    save();
    armExpiry(session);
    return { status: 200, body: publicSession(session) };
  }

  function refund(params: Record<string, unknown>): { status: number; body: unknown; after?: () => Promise<void> } {
    const pi = String(params.payment_intent ?? '');
    const s = sessions.get(byPaymentIntent.get(pi) ?? '');
    if (!s) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such payment_intent: '${pi}'`, param: 'payment_intent' } } };
    if (s._refunded) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${pi} has already been refunded.` } },
      };
    }
    s._refunded = true;
    save();
    const refundObject = { id: id('re'), object: 'refund', amount: s.amount_total, currency: 'usd', payment_intent: pi, status: 'succeeded', created: nowS() };
    const charge = {
      id: `ch_${pi.slice(3)}`,
      object: 'charge',
      amount: s.amount_total,
      amount_refunded: s.amount_total,
      currency: 'usd',
      payment_intent: pi,
      refunded: true,
      metadata: s._piMetadata,
    };
    // Stripe sends the event after answering the refund request.
    return { status: 200, body: refundObject, after: () => deliver('charge.refunded', charge) };
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) return stripeError(res, 401, 'Invalid API Key provided');
    const body = (await readBody(req, 256 * 1024))?.toString('utf8') ?? '';
    const params = parseStripeForm(body);
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname}\0${key}` : undefined;
    if (cacheKey && idempotent.has(cacheKey)) {
      const hit = idempotent.get(cacheKey)!;
      return json(res, hit.status, hit.body);
    }
    let answer: { status: number; body: unknown; after?: () => Promise<void> };
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') answer = createSession(params);
    else if (req.method === 'GET' && sessionPath && !sessionPath[2]) {
      const s = sessions.get(sessionPath[1]!);
      answer = s
        ? { status: 200, body: publicSession(s) }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: `No such checkout.session: '${sessionPath[1]}'` } } };
    } else if (req.method === 'POST' && sessionPath?.[2]) {
      const s = sessions.get(sessionPath[1]!);
      if (!s) answer = { status: 404, body: { error: { type: 'invalid_request_error', message: `No such checkout.session: '${sessionPath[1]}'` } } };
      else if (s.status !== 'open') answer = { status: 400, body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } } };
      else {
        await expire(s.id);
        answer = { status: 200, body: publicSession(s) };
      }
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') answer = refund(params);
    else answer = { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } } };
    if (cacheKey && answer.status < 500) idempotent.set(cacheKey, { status: answer.status, body: answer.body });
    json(res, answer.status, answer.body);
    if (answer.after) void answer.after();
  }

  async function page(req: http.IncomingMessage, res: http.ServerResponse, sessionId: string, action: string | undefined) {
    const s = sessions.get(sessionId);
    if (!s) return html(res, 404, pageHtml('Checkout not found', '<p>This checkout link is not valid.</p>'));
    if (action === 'pay' && req.method === 'POST') {
      await readBody(req, 16 * 1024);
      if (s.status === 'open') await pay(s.id);
      if (s.status !== 'complete') return html(res, 410, pageHtml('Checkout expired', expiredBody(s)));
      res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id), 'cache-control': 'no-store' });
      return res.end();
    }
    if (req.method !== 'GET' || action) return html(res, 405, pageHtml('Not allowed', '<p>Not allowed.</p>'));
    if (s.status === 'expired') return html(res, 410, pageHtml('Checkout expired', expiredBody(s)));
    if (s.status === 'complete')
      return html(
        res,
        200,
        pageHtml(
          'Payment complete',
          `<p>This checkout is paid.</p><p><a href="${escapeHtml(s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id))}">Return to Steady</a></p>`,
        ),
      );
    return html(res, 200, pageHtml(`Pay ${dollars(s.amount_total)}`, checkoutBody(s)));
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const checkout = /^\/c\/pay\/([^/]+)(?:\/([a-z]+))?$/.exec(url.pathname);
    const work = url.pathname.startsWith('/v1/')
      ? api(req, res, url)
      : checkout
        ? page(req, res, checkout[1]!, checkout[2])
        : Promise.resolve(html(res, 404, pageHtml('Not found', '<p>Not found.</p>')));
    work.catch(() => {
      if (!res.headersSent) json(res, 500, { error: { type: 'api_error', message: 'Local Stripe stand-in failed' } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
  // Sessions of an earlier run: paid ones stay refundable; open ones get this run's page address and expire on time.
  if (opts.stateFile && fs.existsSync(opts.stateFile)) {
    const saved = JSON.parse(fs.readFileSync(opts.stateFile, 'utf8')) as { sessions?: Session[] };
    for (const session of saved.sessions ?? []) {
      sessions.set(session.id, session);
      if (session.payment_intent) byPaymentIntent.set(session.payment_intent, session.id);
      if (session.status === 'open') {
        session.url = `${base}/c/pay/${session.id}`;
        armExpiry(session);
      }
    }
  }
  return {
    url: base,
    secretKey,
    webhookSecret,
    deliveries,
    setWebhookUrl: (u) => {
      webhookUrl = u;
    },
    pay,
    expire,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

function html(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'",
  });
  res.end(body);
}

function expiredBody(s: Session): string {
  return `<p>This checkout has expired. Nothing was charged.</p><p><a href="${escapeHtml(s.cancel_url)}">Return to Steady</a></p>`;
}

function checkoutBody(s: Session): string {
  const field = (id: string, label: string, value: string, autocomplete: string) =>
    `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${id}" value="${value}" autocomplete="${autocomplete}" inputmode="numeric" readonly></div>`;
  return `
<section aria-labelledby="summary-title" class="summary">
  <h2 id="summary-title">Order summary</h2>
  <p class="item">${escapeHtml(s._name)}</p>
  <p class="amount" aria-label="Amount due ${dollars(s.amount_total)}">${dollars(s.amount_total)}</p>
</section>
<form method="post" action="/c/pay/${escapeHtml(s.id)}/pay" aria-labelledby="pay-title">
  <h2 id="pay-title">Pay with card</h2>
  <p class="note">Test mode: the test card below is filled in; no real money moves.</p>
  ${field('card-number', 'Card number', '4242 4242 4242 4242', 'cc-number')}
  <div class="row">
    ${field('card-expiry', 'Expiry (MM / YY)', '12 / 34', 'cc-exp')}
    ${field('card-cvc', 'CVC', '123', 'cc-csc')}
  </div>
  <button type="submit">Pay ${dollars(s.amount_total)}</button>
  <a class="cancel" href="${escapeHtml(s.cancel_url)}">Cancel and return to Steady</a>
</form>`;
}

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local Stripe Checkout</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; }
  body { margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  h2 { font-size: 1rem; margin: 1rem 0 .5rem; }
  .item { margin: 0; }
  .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0 1rem; }
  .note { font-size: .875rem; color: #4f566b; }
  .field { display: flex; flex-direction: column; margin-bottom: .75rem; flex: 1; }
  .row { display: flex; gap: .75rem; }
  label { font-size: .875rem; font-weight: 600; margin-bottom: .25rem; }
  input { font: inherit; padding: .5rem .75rem; border: 1px solid #8792a2; border-radius: 6px; background: #f6f8fa; color: #1a1f36; }
  button { width: 100%; font: inherit; font-weight: 600; padding: .75rem; border: 0; border-radius: 6px; background: #4f46e5; color: #fff; cursor: pointer; margin-top: .5rem; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .cancel { display: block; text-align: center; margin-top: 1rem; color: #3730a3; }
  .badge { display: inline-block; font-size: .75rem; font-weight: 700; background: #fde68a; color: #713f12; border-radius: 4px; padding: .125rem .375rem; }
</style>
</head>
<body>
<main>
  <p><span class="badge">TEST MODE</span> Local Stripe Checkout</p>
  <h1>${escapeHtml(title)}</h1>
  ${body}
</main>
</body>
</html>`;
}
