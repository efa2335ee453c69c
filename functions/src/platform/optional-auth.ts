import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from './logger.js';
import type { Runtime } from './runtime.js';

let verifier: ReturnType<typeof CognitoJwtVerifier.create<{ userPoolId: string; tokenUse: 'access'; clientId: string }>> | undefined;

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
  verifier ??= CognitoJwtVerifier.create({ userPoolId: rt.config.userPoolId, tokenUse: 'access', clientId: rt.config.userPoolClientId });
  try {
    const claims = await verifier.verify(token);
    return claims.sub;
  } catch (err) {
    logger.info('Optional token ignored', { errorName: (err as Error).name });
    return null;
  }
}
