import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { verifyAccessToken } from '../platform/access-token.js';
import { assertActiveUser } from '../platform/active-user.js';
import { logger } from '../platform/logger.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { connect, disconnect } from './service.js';

/**
 * The WebSocket API's Lambda: $connect checks the access token from `?token=` (browsers cannot set
 * headers on a WebSocket) and stores the connection; $disconnect removes it. The channel is receive-only.
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string> }): Promise<APIGatewayProxyResultV2> {
  const rt = runtimeFromEnv();
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    try {
      const userId = await verifyAccessToken(rt, event.queryStringParameters?.token ?? '');
      await assertActiveUser(rt, userId);
      await connect(rt, userId, connectionId);
      return { statusCode: 200 };
    } catch (err) {
      logger.info('WebSocket connect refused', { errorName: (err as Error).name });
      return { statusCode: 401 };
    }
  }
  if (routeKey === '$disconnect') {
    await disconnect(rt, connectionId);
    return { statusCode: 200 };
  }
  return { statusCode: 200 };
}
