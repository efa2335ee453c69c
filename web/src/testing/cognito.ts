import type { RecordedRequest } from './fetch-stub';
import { fakeJwt, TEST_POOL } from './auth';

/** The Cognito endpoint the app calls for the test pool (region from the pool id). */
export const COGNITO_ROUTE = 'POST /';

/**
 * A Cognito InitiateAuth reply for USER_PASSWORD_AUTH: accepts `password` for `username` (E.164),
 * answers NotAuthorizedException otherwise. Recorded calls show what the app sent.
 */
export function cognitoInitiateAuth({ username, password, sub }: { username: string; password: string; sub: string }) {
  return (req: RecordedRequest) => {
    const body = req.body as { AuthFlow?: string; AuthParameters?: { USERNAME?: string; PASSWORD?: string } };
    if (req.headers['x-amz-target'] !== 'AWSCognitoIdentityProviderService.InitiateAuth') {
      return { status: 400, body: { __type: 'InvalidParameterException', message: 'Unexpected call' } };
    }
    if (body.AuthFlow !== 'USER_PASSWORD_AUTH' || body.AuthParameters?.USERNAME !== username || body.AuthParameters?.PASSWORD !== password) {
      return { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } };
    }
    const now = Math.floor(Date.now() / 1000);
    return {
      status: 200,
      body: {
        AuthenticationResult: {
          AccessToken: fakeJwt({ sub, username, token_use: 'access', iat: now, exp: now + 3600, client_id: TEST_POOL.userPoolClientId }),
          IdToken: fakeJwt({ sub, 'cognito:username': username, token_use: 'id', iat: now, exp: now + 3600, aud: TEST_POOL.userPoolClientId }),
          RefreshToken: 'refresh-token',
          ExpiresIn: 3600,
          TokenType: 'Bearer',
        },
        ChallengeParameters: {},
      },
    };
  };
}
