import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { COGNITO_ROUTE, cognitoInitiateAuth } from '@/testing/cognito';
import { TEST_POOL, fakeJwt, seedSession } from '@/testing/auth';
import { currentSession, onSessionEnded, signInWithPassword, signOut } from '../cognito';

const USER = 'user-7f3a';
const PREFIX = `CognitoIdentityServiceProvider.${TEST_POOL.userPoolClientId}`;
const USERNAME = '+14155550123';

/** Puts a session whose access token expired a minute ago (the refresh token still works). */
function seedExpiredSession() {
  seedSession(USER);
  const past = Math.floor(Date.now() / 1000) - 3600;
  window.localStorage.setItem(`${PREFIX}.${USERNAME}.accessToken`, fakeJwt({ sub: USER, token_use: 'access', iat: past, exp: past + 3540 }));
}

describe('the Cognito session', () => {
  it('signs in with USER_PASSWORD_AUTH and keeps the tokens where a reload finds them', async () => {
    const { requests } = stubFetch({ [COGNITO_ROUTE]: cognitoInitiateAuth({ username: USERNAME, password: 'calm-waters-7', sub: USER }) });
    await expect(signInWithPassword(USERNAME, 'calm-waters-7')).resolves.toBe(USER);
    expect(requests[0]!.url).toBe('https://cognito-idp.us-east-1.amazonaws.com/');
    expect(window.localStorage.getItem(`${PREFIX}.LastAuthUser`)).toBe(USERNAME);
    expect(window.localStorage.getItem(`${PREFIX}.${USERNAME}.refreshToken`)).toBe('refresh-token');
    const session = await currentSession();
    expect(session?.sub).toBe(USER);
    // A valid token is used as it is: no further call.
    expect(requests).toHaveLength(1);
  });

  it('answers a wrong password with Cognito’s message and keeps nobody signed in', async () => {
    stubFetch({ [COGNITO_ROUTE]: cognitoInitiateAuth({ username: USERNAME, password: 'calm-waters-7', sub: USER }) });
    await expect(signInWithPassword(USERNAME, 'wrong-1')).rejects.toThrow('Incorrect username or password.');
    await expect(currentSession()).resolves.toBeNull();
  });

  it('refreshes an expired access token once, however many callers ask at the same time', async () => {
    seedExpiredSession();
    const fresh = fakeJwt({ sub: USER, token_use: 'access', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 });
    const { requests } = stubFetch({ [COGNITO_ROUTE]: { body: { AuthenticationResult: { AccessToken: fresh, IdToken: fresh } } } });
    const sessions = await Promise.all([currentSession(), currentSession(), currentSession()]);
    expect(sessions.map((s) => s?.accessToken)).toEqual([fresh, fresh, fresh]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(requests[0]!.body).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: TEST_POOL.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: 'refresh-token' },
    });
    // The refresh token is kept when Cognito does not send a new one.
    expect(window.localStorage.getItem(`${PREFIX}.${USERNAME}.refreshToken`)).toBe('refresh-token');
  });

  it('ends the session when the refresh token is refused, and tells who listens', async () => {
    seedExpiredSession();
    stubFetch({ [COGNITO_ROUTE]: { status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' } } });
    let ended = 0;
    const stop = onSessionEnded(() => ended++);
    await expect(currentSession()).resolves.toBeNull();
    stop();
    expect(ended).toBe(1);
    expect(window.localStorage.getItem(`${PREFIX}.LastAuthUser`)).toBeNull();
    expect(window.localStorage.getItem(`${PREFIX}.${USERNAME}.accessToken`)).toBeNull();
  });

  it('signs out: forgets the tokens and revokes the refresh token', async () => {
    seedSession(USER);
    const { requests } = stubFetch({ [COGNITO_ROUTE]: { body: {} } });
    await signOut();
    expect(window.localStorage.getItem(`${PREFIX}.LastAuthUser`)).toBeNull();
    expect(window.localStorage.getItem(`${PREFIX}.${USERNAME}.refreshToken`)).toBeNull();
    expect(requests.map((r) => [r.headers['x-amz-target'], r.body])).toEqual([
      ['AWSCognitoIdentityProviderService.RevokeToken', { Token: 'refresh-token', ClientId: TEST_POOL.userPoolClientId }],
    ]);
    await expect(currentSession()).resolves.toBeNull();
  });
});
