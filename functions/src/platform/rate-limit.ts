import { defineEntity } from './entity.js';
import { HttpError } from './errors.js';
import type { Runtime } from './runtime.js';
import { isConditionFailure } from './transactions.js';

/**
 * Per-user rate limits (docs/architecture.md, "Rate limits"): a counter per user, action and fixed
 * window (an hour or a UTC day), in the user's partition, added to atomically with a condition that
 * it is still under the limit. The table's TTL removes old windows.
 */
export const RateLimitEntity = defineEntity({
  model: { entity: 'rateLimit', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    action: { type: 'string', required: true },
    /** The window's start, epoch seconds. */
    window: { type: 'number', required: true },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['action', 'window'] } },
  },
});

export interface RateLimit {
  /** Counted separately per action. */
  action: string;
  limit: number;
  windowSeconds: number;
  /** The 429's message. */
  message: string;
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * Counts one use of `action` by `userId`; over the limit of the current window → 429 with
 * Retry-After (the seconds until the window ends), and nothing counted.
 */
export async function consumeRateLimit(rt: Runtime, userId: string, rule: RateLimit): Promise<void> {
  const nowSeconds = rt.ports.clock.now().getTime() / 1000;
  const window = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
  const windowEnd = window + rule.windowSeconds;
  try {
    await rt.db.entities.rateLimit
      .update({ userId, action: rule.action, window })
      .add({ count: 1 })
      .set({ expiresAt: windowEnd + 3600 })
      .where((a, { notExists, lt }) => `${notExists(a.count)} OR ${lt(a.count, rule.limit)}`)
      .go({ response: 'none' });
  } catch (err) {
    if (isConditionFailure(err)) throw tooManyRequests(rule.message, windowEnd - nowSeconds);
    throw err;
  }
}
