import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Runtime } from './runtime.js';

let verifier: ReturnType<typeof CognitoJwtVerifier.create<{ userPoolId: string; tokenUse: 'access'; clientId: string }>> | undefined;

/**
 * Verifies a Cognito access token of the app client in code, for the two places API Gateway's JWT
 * authorizer does not cover: the WebSocket `$connect` (`?token=`) and a token sent to a public route.
 * Returns the caller's user id (`sub`); throws when the token is not valid.
 */
export async function verifyAccessToken(rt: Runtime, token: string): Promise<string> {
  verifier ??= CognitoJwtVerifier.create({ userPoolId: rt.config.userPoolId, tokenUse: 'access', clientId: rt.config.userPoolClientId });
  const claims = await verifier.verify(token);
  return claims.sub;
}
