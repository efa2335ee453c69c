/**
 * Local-only: run a scheduled job now, as its schedule would (`POST /dev/jobs/{job}?at={ISO time}`).
 * For development and tests on this machine, so only requests from the loopback interface are served.
 */
import { runDeletionJob } from '@steady/functions/account/erase';
import type { Runtime } from '@steady/functions/platform/runtime';
import type { ExtraRoutes } from './gateway.js';

const JOBS: Record<string, (rt: Runtime, at: Date) => Promise<number>> = {
  deletion: runDeletionJob,
};

export function devJobRoutes(runtime: Runtime): ExtraRoutes {
  return async (req, res, url) => {
    const m = /^\/dev\/jobs\/(\w+)$/.exec(url.pathname);
    if (!m) return false;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const remote = req.socket.remoteAddress ?? '';
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remote)) return (send(403, { message: 'Local requests only' }), true);
    const job = JOBS[m[1]!];
    if (!job || req.method !== 'POST') return (send(404, { message: 'No such job' }), true);
    const at = url.searchParams.get('at') ? new Date(url.searchParams.get('at')!) : runtime.ports.clock.now();
    if (Number.isNaN(at.getTime())) return (send(400, { message: 'at must be an ISO date-time' }), true);
    send(200, { job: m[1], count: await job(runtime, at) });
    return true;
  };
}
