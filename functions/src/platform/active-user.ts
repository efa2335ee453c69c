import { unauthorized } from './errors.js';
import type { Runtime } from './runtime.js';

/**
 * Every authenticated request checks that its caller still exists and is active: an access token
 * outlives an erased or deactivated account (Cognito cannot revoke one already issued), so a token
 * of someone who is gone gets 401. One GetItem of the user record, then remembered for a short time
 * per process, so the dashboard's requests do not each pay for it. Erasure forgets the user at once
 * in its own process; another warm process may accept the token for at most ACTIVE_USER_TTL_MS.
 */
export const ACTIVE_USER_TTL_MS = 30_000;
const MAX_REMEMBERED = 10_000;
const activeUntil = new Map<string, number>();

export async function assertActiveUser(rt: Runtime, userId: string): Promise<void> {
  const now = Date.now();
  if ((activeUntil.get(userId) ?? 0) > now) return;
  const { data } = await rt.db.entities.user.get({ userId }).go({ attributes: ['userId', 'isActive'] });
  if (!data || data.isActive === false) {
    activeUntil.delete(userId);
    throw unauthorized();
  }
  if (activeUntil.size >= MAX_REMEMBERED) activeUntil.clear();
  activeUntil.set(userId, now + ACTIVE_USER_TTL_MS);
}

/** Forgets that a user was active (their account was just erased or deactivated). */
export function forgetActiveUser(userId: string): void {
  activeUntil.delete(userId);
}
