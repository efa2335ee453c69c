/**
 * Local-only: the text messages the phone simulator was asked to send (`GET /dev/sms`), oldest first,
 * as JSON `[{ to, body, at }]`. Locally nothing is texted to anyone; this is where a developer (or a
 * test) sees the crisis alert a coach would have received. Served like every /dev/* tool: only with the
 * dev tools on, only to this machine, never to another site (infra/local/dev-guard.ts).
 */
import type { ExtraRoutes } from './gateway.js';
import type { SimulatedSms } from './phone-simulator.js';

export function devSmsRoutes(phone: { sms: readonly SimulatedSms[] }): ExtraRoutes {
  return async (req, res, url) => {
    if (url.pathname !== '/dev/sms') return false;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return (send(405, { message: 'Use GET' }), true);
    send(
      200,
      phone.sms.map((m) => ({ to: m.to, body: m.body, at: m.at })),
    );
    return true;
  };
}
