import type { PushMessage } from '@steady/shared';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';

/** A connection lives at most 2 hours without a $disconnect (API Gateway's own limit). */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export async function connect(rt: Runtime, userId: string, connectionId: string): Promise<void> {
  const now = rt.ports.clock.now();
  await rt.db.entities.connection
    .put({ userId, connectionId, connectedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS })
    .go();
}

export async function disconnect(rt: Runtime, connectionId: string): Promise<void> {
  const { data } = await rt.db.entities.connection.query.byConnection({ connectionId }).go();
  await Promise.all(data.map((c) => rt.db.entities.connection.delete({ userId: c.userId, connectionId }).go()));
}

/** Closes every open connection of a user (their account is being erased) and forgets them. */
export async function closeConnections(rt: Runtime, userId: string): Promise<void> {
  const { data } = await rt.db.entities.connection.query.byUser({ userId }).go();
  await Promise.all(
    data.map(async (c) => {
      await rt.ports.live.close(c.connectionId).catch((err: Error) => logger.warn('Closing a connection failed', { errorName: err.name }));
      await rt.db.entities.connection.delete({ userId, connectionId: c.connectionId }).go();
    }),
  );
}

/** Sends a message to every open connection of a user; stale connections are removed. */
export async function pushToUser(rt: Runtime, userId: string, message: PushMessage): Promise<number> {
  if (!rt.ports.live.enabled) return 0;
  const { data } = await rt.db.entities.connection.query.byUser({ userId }).go();
  let sent = 0;
  await Promise.all(
    data.map(async (c) => {
      try {
        if ((await rt.ports.live.post(c.connectionId, JSON.stringify(message))) === 'sent') sent++;
        else await rt.db.entities.connection.delete({ userId, connectionId: c.connectionId }).go();
      } catch (err) {
        logger.warn('Push failed', { errorName: (err as Error).name });
      }
    }),
  );
  return sent;
}
