/**
 * Local-only: run a scheduled job now, as its schedule would (`POST /dev/jobs/{job}?at={ISO time}`):
 * `deletion` (account erasure), `crisis-resend` (re-send unacknowledged urgent crisis alerts) and
 * `booking` (expire lapsed booking holds, text session reminders).
 * `forms-due` (overdue forms, recurrence and reminders).
 * For development and tests on this machine: the gateway serves /dev/* only to loopback, and only to
 * non-simple requests (infra/local/dev-guard.ts), so no web page can run a job early.
 */
import type { Runtime } from '@steady/functions/platform/runtime';
import type { ExtraRoutes } from './gateway.js';
import type { DeletionJob } from './jobs.js';

export function devJobRoutes(
  runtime: Runtime,
  jobs: {
    deletion: DeletionJob;
    'crisis-resend': (rt: Runtime, at: Date) => Promise<number>;
    booking: (rt: Runtime, at: Date) => Promise<number>;
    'forms-due': (rt: Runtime, at: Date) => Promise<number>;
  },
): ExtraRoutes {
  const JOBS: Record<string, (rt: Runtime, at: Date) => Promise<number>> = jobs;
  return async (req, res, url) => {
    const m = /^\/dev\/jobs\/([\w-]+)$/.exec(url.pathname);
    if (!m) return false;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const job = Object.hasOwn(JOBS, m[1]!) ? JOBS[m[1]!] : undefined;
    if (!job || req.method !== 'POST') return (send(404, { message: 'No such job' }), true);
    const at = url.searchParams.get('at') ? new Date(url.searchParams.get('at')!) : runtime.ports.clock.now();
    if (Number.isNaN(at.getTime())) return (send(400, { message: 'at must be an ISO date-time' }), true);
    send(200, { job: m[1], count: await job(runtime, at) });
    return true;
  };
}
