import { tooManyRequests } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';

const MINUTE_MS = 60_000;

/**
 * Counts one action of a person in the current minute (a fixed window: one atomic UpdateItem `ADD`)
 * and refuses it with 429 and Retry-After (the seconds to the window's end) past `perMinute`. The
 * counter item expires by TTL two minutes after its window.
 */
export async function takeRate(rt: Runtime, userId: string, kind: string, perMinute: number, message: string): Promise<void> {
  const now = rt.ports.clock.now().getTime();
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const { data } = await rt.db.entities.rateWindow
    .update({ userId, kind, window: new Date(start).toISOString().slice(0, 16) })
    .add({ count: 1 })
    .set({ expiresAt: Math.floor(start / 1000) + 180 })
    .go({ response: 'all_new' });
  if ((data.count ?? 0) > perMinute) throw tooManyRequests(message, (start + MINUTE_MS - now) / 1000);
}
