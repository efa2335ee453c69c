import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { verifyAccessToken } from './access-token.js';
import { logger } from './logger.js';
import type { Runtime } from './runtime.js';

/**
 * The caller of a public route, when they sent a valid access token; otherwise null (never an error:
 * the route stays public). Locally the gateway has already verified a token it was given and passed
 * its claims (`authUserId`); on AWS a public route has no authorizer, so the token is verified here
 * against the user pool.
 */
export async function optionalCaller(event: APIGatewayProxyEventV2, authUserId: string, rt: Runtime): Promise<string | null> {
  if (authUserId) return authUserId;
  if (rt.config.mode !== 'aws') return null;
  const header = event.headers?.authorization ?? event.headers?.Authorization ?? '';
  const token = /^Bearer (.+)$/i.exec(header)?.[1];
  if (!token) return null;
  try {
    return await verifyAccessToken(rt, token);
  } catch (err) {
    logger.info('Optional token ignored', { errorName: (err as Error).name });
    return null;
  }
}
