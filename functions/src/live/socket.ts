import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from '../platform/logger.js';
import { runtimeFromEnv } from '../platform/runtime.js';
import { connect, disconnect } from './service.js';

let verifier: ReturnType<typeof CognitoJwtVerifier.create<{ userPoolId: string; tokenUse: 'access'; clientId: string }>> | undefined;

/**
 * The WebSocket API's Lambda: $connect checks the access token from `?token=` (browsers cannot set
 * headers on a WebSocket) and stores the connection; $disconnect removes it. The channel is receive-only.
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string> }): Promise<APIGatewayProxyResultV2> {
  const rt = runtimeFromEnv();
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    verifier ??= CognitoJwtVerifier.create({ userPoolId: rt.config.userPoolId, tokenUse: 'access', clientId: rt.config.userPoolClientId });
    try {
      const claims = await verifier.verify(event.queryStringParameters?.token ?? '');
      await connect(rt, claims.sub, connectionId);
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
