import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { PushMessage } from '@steady/shared';
import { LOCAL_CREDENTIALS } from '../platform/config.js';
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

function managementClient(rt: Runtime, endpoint: string) {
  return new ApiGatewayManagementApiClient({
    region: rt.config.region,
    endpoint,
    ...(rt.config.mode === 'local' ? { credentials: LOCAL_CREDENTIALS } : {}),
  });
}

/** Closes every open connection of a user (their account is being erased) and forgets them. */
export async function closeConnections(rt: Runtime, userId: string): Promise<void> {
  const { data } = await rt.db.entities.connection.query.byUser({ userId }).go();
  const client = rt.config.wsEndpoint ? managementClient(rt, rt.config.wsEndpoint) : null;
  await Promise.all(
    data.map(async (c) => {
      await client?.send(new DeleteConnectionCommand({ ConnectionId: c.connectionId })).catch((err: Error) => {
        if (err.name !== 'GoneException') logger.warn('Closing a connection failed', { errorName: err.name });
      });
      await rt.db.entities.connection.delete({ userId, connectionId: c.connectionId }).go();
    }),
  );
}

/** Sends a message to every open connection of a user; stale connections are removed. */
export async function pushToUser(rt: Runtime, userId: string, message: PushMessage): Promise<number> {
  if (!rt.config.wsEndpoint) return 0;
  const client = managementClient(rt, rt.config.wsEndpoint);
  const { data } = await rt.db.entities.connection.query.byUser({ userId }).go();
  let sent = 0;
  await Promise.all(
    data.map(async (c) => {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: c.connectionId, Data: JSON.stringify(message) }));
        sent++;
      } catch (err) {
        if (err instanceof GoneException || (err as Error).name === 'GoneException') {
          await rt.db.entities.connection.delete({ userId, connectionId: c.connectionId }).go();
        } else logger.warn('Push failed', { errorName: (err as Error).name });
      }
    }),
  );
  return sent;
}
