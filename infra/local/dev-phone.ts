/**
 * The dev phone's endpoints (local mode only; docs/architecture.md, "Runtime modes"). The signed-in user's browser
 * page listens for calls to their own number and answers them by typing or speaking:
 * - GET  /dev/phone/events?token={access token}: Server-Sent Events (DevPhoneEvent per message);
 * - POST /dev/phone/calls/{callId}/answer | decline | hangup;
 * - POST /dev/phone/calls/{callId}/speech {text};
 * - GET  /dev/phone/schedule: the caller's call schedule and its next fire time.
 * The POSTs carry `Authorization: Bearer {access token}`; a call can only be acted on by the user it rings.
 */
import type http from 'node:http';
import { DevPhoneSpeechBody } from '@steady/shared';
import type { Runtime } from '@steady/functions/platform/runtime';
import type { CronCallScheduler } from '@steady/functions/platform/adapters/local/scheduler';
import type { DevPhoneHub } from './dev-phone-hub.js';
import type { ExtraRoutes } from './gateway.js';

const MAX_BODY = 16 * 1024;

function reply(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  } catch {
    return null;
  }
}

export function devPhoneRoutes(hub: DevPhoneHub, runtime: Runtime, scheduler: CronCallScheduler): ExtraRoutes {
  async function phoneOf(claims: Record<string, unknown> | null): Promise<string | null> {
    const sub = typeof claims?.sub === 'string' ? claims.sub : null;
    if (!sub) return null;
    const { data } = await runtime.db.entities.user.get({ userId: sub }).go({ attributes: ['phoneNumber'] });
    return data?.phoneNumber ?? null;
  }

  return async (req, res, url, verify) => {
    const p = url.pathname;
    if (!p.startsWith('/dev/phone/')) return false;

    if (p === '/dev/phone/events' && req.method === 'GET') {
      // EventSource cannot send headers, so the token comes in the query string (as for /ws).
      const phone = await phoneOf(await verify(url.searchParams.get('token') ?? undefined));
      if (!phone) {
        reply(res, 401, { message: 'Unauthorized' });
        return true;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      const unsubscribe = hub.subscribe(phone, (event) => res.write(`data: ${JSON.stringify(event)}\n\n`));
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
      req.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
      });
      return true;
    }

    if (p === '/dev/phone/schedule' && req.method === 'GET') {
      // The user's own call schedule as croner holds it, with the next time it fires.
      const claims = await verify(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]);
      const sub = typeof claims?.sub === 'string' ? claims.sub : null;
      if (!sub) {
        reply(res, 401, { message: 'Unauthorized' });
        return true;
      }
      const schedule = scheduler.schedule(sub);
      reply(res, 200, {
        callTime: schedule?.callTime ?? null,
        timeZone: schedule?.timeZone ?? null,
        enabled: schedule?.enabled ?? false,
        nextRun: scheduler.nextRun(sub)?.toISOString() ?? null,
      });
      return true;
    }

    const m = /^\/dev\/phone\/calls\/([^/]+)\/(answer|decline|hangup|speech)$/.exec(p);
    if (!m || req.method !== 'POST') {
      reply(res, 404, { message: 'Not Found' });
      return true;
    }
    const phone = await phoneOf(await verify(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]));
    if (!phone) {
      reply(res, 401, { message: 'Unauthorized' });
      return true;
    }
    const callId = decodeURIComponent(m[1]!);
    if (hub.callPhone.get(callId) !== phone) {
      reply(res, 404, { message: 'This call is not ringing on your phone' });
      return true;
    }
    const action = m[2]!;
    if (action === 'answer' || action === 'decline') {
      if (hub.answer(callId, action === 'answer')) reply(res, 204);
      else reply(res, 409, { message: 'The call is no longer ringing' });
      return true;
    }
    if (action === 'hangup') {
      hub.hangUp(callId);
      reply(res, 204);
      return true;
    }
    const parsed = DevPhoneSpeechBody.safeParse(await readJson(req));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid request';
      reply(res, 400, { message, errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
      return true;
    }
    if (hub.say(callId, parsed.data.text)) reply(res, 204);
    else reply(res, 409, { message: 'The call is not listening right now' });
    return true;
  };
}
