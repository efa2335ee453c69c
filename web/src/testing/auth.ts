import { storeCurrentUserId } from '@/lib/storage';

export const TEST_POOL = { userPoolId: 'us-east-1_TestPool', userPoolClientId: 'test-client-id' } as const;

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT: the client only decodes tokens on the client; the server verifies them. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

/**
 * Puts a valid-looking Cognito session for `userId` where the app keeps it (localStorage, lib/cognito.ts), so
 * the session is read without any network, and stores currentUserId like a login does.
 */
export function seedSession(userId: string, { storeId = true }: { storeId?: boolean } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const username = '+14155550123';
  const accessToken = fakeJwt({ sub: userId, username, token_use: 'access', iat: now, exp: now + 3600, client_id: TEST_POOL.userPoolClientId });
  const idToken = fakeJwt({ sub: userId, 'cognito:username': username, token_use: 'id', iat: now, exp: now + 3600, aud: TEST_POOL.userPoolClientId });
  const prefix = `CognitoIdentityServiceProvider.${TEST_POOL.userPoolClientId}`;
  window.localStorage.setItem(`${prefix}.LastAuthUser`, username);
  window.localStorage.setItem(`${prefix}.${username}.accessToken`, accessToken);
  window.localStorage.setItem(`${prefix}.${username}.idToken`, idToken);
  window.localStorage.setItem(`${prefix}.${username}.refreshToken`, 'refresh-token');
  window.localStorage.setItem(`${prefix}.${username}.clockDrift`, '0');
  if (storeId) storeCurrentUserId(userId);
  return accessToken;
}
