import { loadedRuntimeConfig, type RuntimeConfig } from './runtime-config';

/*
 * The SPA's Cognito client: the three user-pool calls it makes (InitiateAuth with USER_PASSWORD_AUTH
 * and REFRESH_TOKEN_AUTH, RevokeToken) over fetch, and the tokens in localStorage. It replaces the
 * Amplify library, which cost every signed-in screen about 22 KB gzipped (docs/performance.md, "SPA
 * first load"). The storage keys are the ones Amplify used
 * (`CognitoIdentityServiceProvider.<client id>.<username>.accessToken`, ...), so a session begun
 * before the change carries on. The server verifies every token; here they are only decoded.
 */

type Pool = Pick<RuntimeConfig, 'userPoolId' | 'userPoolClientId' | 'cognitoEndpoint'> & { region?: string };

/** A Cognito failure: `name` is Cognito's `__type` (NotAuthorizedException, ...), `message` its text. */
export class CognitoError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export interface Session {
  accessToken: string;
  /** The access token's `sub`: the user id. */
  sub: string;
}

/** Tokens are refreshed this long before they expire. */
const EXPIRY_MARGIN_MS = 60_000;

let configured: Pool | null = null;

/** Sets the user pool explicitly (tests); otherwise it comes from /config.json. */
export function configureCognito(pool: Pool | null): void {
  configured = pool;
}

function pool(): Pool {
  const p = configured ?? loadedRuntimeConfig();
  if (!p) throw new Error('The sign-in service is not configured yet');
  return p;
}

function endpoint(p: Pool): string {
  if (p.cognitoEndpoint) return p.cognitoEndpoint;
  const region = p.region ?? p.userPoolId.split('_')[0];
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

async function call<T>(operation: string, input: Record<string, unknown>, init: { keepalive?: boolean } = {}): Promise<T> {
  const res = await fetch(endpoint(pool()), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'cache-control': 'no-store',
    },
    body: JSON.stringify(input),
    ...(init.keepalive ? { keepalive: true } : {}),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: reported below by status
  }
  if (!res.ok) {
    const type = String(body.__type ?? body.code ?? 'UnknownError')
      .split('#')
      .pop()!;
    throw new CognitoError(type, String(body.message ?? body.Message ?? `The sign-in service answered ${res.status}`));
  }
  return body as T;
}

// The last token decoded: every API call reads the session's token, the same one for an hour.
let decoded: { token: string; claims: Record<string, unknown> | null } | null = null;

/** A JWT's claims (not verified: the server does that). Null when it is not a JWT. */
export function decodeJwt(token: string): Record<string, unknown> | null {
  if (decoded?.token !== token) decoded = { token, claims: decodeClaims(token) };
  return decoded.claims;
}

function decodeClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// Storage, in Amplify's key layout.
type TokenKey = 'accessToken' | 'idToken' | 'refreshToken' | 'clockDrift';

const prefix = () => `CognitoIdentityServiceProvider.${pool().userPoolClientId}`;
const lastUserKey = () => `${prefix()}.LastAuthUser`;
const tokenKey = (username: string, key: TokenKey) => `${prefix()}.${username}.${key}`;

interface Stored {
  username: string;
  accessToken: string;
  refreshToken: string | null;
  /** Milliseconds this browser's clock is ahead of Cognito's (from the token's `iat` at sign-in). */
  clockDrift: number;
}

function readStored(): Stored | null {
  const storage = window.localStorage;
  const username = storage.getItem(lastUserKey());
  if (!username) return null;
  const accessToken = storage.getItem(tokenKey(username, 'accessToken'));
  if (!accessToken) return null;
  return {
    username,
    accessToken,
    refreshToken: storage.getItem(tokenKey(username, 'refreshToken')),
    clockDrift: Number(storage.getItem(tokenKey(username, 'clockDrift'))) || 0,
  };
}

interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
}

function store(username: string, result: AuthenticationResult, refreshToken: string | null): void {
  const storage = window.localStorage;
  const iat = Number(decodeJwt(result.AccessToken!)?.iat);
  storage.setItem(lastUserKey(), username);
  storage.setItem(tokenKey(username, 'accessToken'), result.AccessToken!);
  if (result.IdToken) storage.setItem(tokenKey(username, 'idToken'), result.IdToken);
  if (refreshToken) storage.setItem(tokenKey(username, 'refreshToken'), refreshToken);
  storage.setItem(tokenKey(username, 'clockDrift'), String(Number.isFinite(iat) ? Date.now() - iat * 1000 : 0));
}

function forget(username: string | null): void {
  const storage = window.localStorage;
  if (username) {
    const mine = `${prefix()}.${username}.`;
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (key?.startsWith(mine)) storage.removeItem(key);
    }
  }
  storage.removeItem(lastUserKey());
}

const endedListeners = new Set<() => void>();

/** Called when a session ends because it could not be refreshed any more. Returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

let refreshing: Promise<Session | null> | null = null;

async function refresh(stored: Stored): Promise<Session | null> {
  if (!stored.refreshToken) {
    forget(stored.username);
    return null;
  }
  try {
    const { AuthenticationResult: result } = await call<{ AuthenticationResult?: AuthenticationResult }>('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: pool().userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: stored.refreshToken },
    });
    if (!result?.AccessToken) throw new CognitoError('NotAuthorizedException', 'No tokens were returned');
    store(stored.username, result, result.RefreshToken ?? stored.refreshToken);
    return sessionOf(result.AccessToken);
  } catch (error) {
    // A refresh token that is expired or revoked ends the session; a network failure does not.
    if (error instanceof CognitoError && error.name === 'NotAuthorizedException') {
      forget(stored.username);
      for (const listener of endedListeners) listener();
      return null;
    }
    throw error;
  }
}

function sessionOf(accessToken: string): Session | null {
  const sub = decodeJwt(accessToken)?.sub;
  return typeof sub === 'string' && sub ? { accessToken, sub } : null;
}

/**
 * The current session, refreshed first when its access token is (about to be) expired; null when
 * nobody is signed in or the session has ended. Throws when a needed refresh cannot reach Cognito.
 */
export async function currentSession(): Promise<Session | null> {
  const stored = readStored();
  if (!stored) return null;
  const exp = Number(decodeJwt(stored.accessToken)?.exp);
  if (Number.isFinite(exp) && Date.now() - stored.clockDrift + EXPIRY_MARGIN_MS < exp * 1000) return sessionOf(stored.accessToken);
  refreshing ??= refresh(stored).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The messages for a sign-in Cognito needs another step for (Steady's accounts never should). */
const NEXT_STEP_MESSAGES: Record<string, string> = {
  UserNotConfirmedException: 'Your account is not confirmed yet. Please contact support.',
  PasswordResetRequiredException: 'Your password needs to be reset. Please contact support.',
  NEW_PASSWORD_REQUIRED: 'A new password is required for this account. Please contact support.',
};

/** Signs in (USER_PASSWORD_AUTH) and keeps the tokens, replacing any earlier session. Returns the user id. */
export async function signInWithPassword(username: string, password: string): Promise<string> {
  let answer: { AuthenticationResult?: AuthenticationResult; ChallengeName?: string };
  try {
    answer = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool().userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
  } catch (error) {
    const message = error instanceof CognitoError ? NEXT_STEP_MESSAGES[error.name] : undefined;
    throw message ? new CognitoError((error as Error).name, message) : error;
  }
  const result = answer.AuthenticationResult;
  if (!result?.AccessToken) {
    const step = answer.ChallengeName ?? 'UNKNOWN';
    throw new CognitoError(step, NEXT_STEP_MESSAGES[step] ?? 'Sign-in needs another step that Steady does not support yet. Please contact support.');
  }
  const session = sessionOf(result.AccessToken);
  if (!session) throw new Error('Signed in, but no session was returned. Please try again.');
  const earlier = readStored();
  if (earlier) forget(earlier.username);
  store(username, result, result.RefreshToken ?? null);
  return session.sub;
}

/**
 * Ends the session: the tokens are forgotten here at once (so an offline sign-out still signs out)
 * and the refresh token is revoked at Cognito; a failure to reach it is logged.
 */
export async function signOut(): Promise<void> {
  const stored = readStored();
  const username = stored?.username ?? window.localStorage.getItem(lastUserKey());
  forget(username);
  if (!stored?.refreshToken) return;
  try {
    await call('RevokeToken', { Token: stored.refreshToken, ClientId: pool().userPoolClientId }, { keepalive: true });
  } catch (error) {
    console.error('Sign-out did not reach the identity service', error);
  }
}
