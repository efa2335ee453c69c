/**
 * `/cognito`: what a browser may ask of the sign-in emulator, and nothing more. cognito-local answers
 * every Cognito operation, admin ones included, without credentials; the gateway forwards only the
 * user-pool operations of the SPA's sign-in flow (by allow-list), checks the tokens they carry (the
 * emulator only decodes them), answers a failed sign-in the same whether or not the number is
 * registered, and speaks CORS to the app's own origin only. See docs/architecture.md, "Local mode as
 * a server".
 */
import http from 'node:http';
import { SECURITY_HEADERS, readBody, send } from './respond.js';
import { isLoopbackAddress } from './dev-guard.js';
import { verifyJwt, type SigningKey } from './signing-key.js';

/** The operations the SPA's sign-in flow uses (web/src/lib/cognito.ts: USER_PASSWORD_AUTH, refresh, sign-out). */
export const ALLOWED_COGNITO_OPERATIONS = new Set(['InitiateAuth', 'RespondToAuthChallenge', 'GetUser', 'ChangePassword', 'RevokeToken']);
const AUTH_FLOWS = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);
/** Sign-in failures that would tell a stranger whether a number is registered. */
const SIGN_IN_FAILURES = new Set(['UserNotFoundException', 'NotAuthorizedException', 'InvalidPasswordException', 'PasswordResetRequiredException']);
const SIGN_IN_FAILED = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const MAX_BODY = 64 * 1024;
/** Failed sign-ins from one network address before it must wait (loopback is not limited). */
export const SIGN_IN_FAILURE_LIMIT = 10;
const SIGN_IN_WINDOW_MS = 15 * 60_000;
const AMZ_JSON = 'application/x-amz-json-1.1';

export interface CognitoProxyOptions {
  cognitoUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  signingKey: SigningKey;
  verifyAccessToken(token: string | undefined): Promise<Record<string, unknown> | null>;
}

/**
 * Password guessing from another machine: after SIGN_IN_FAILURE_LIMIT failed sign-ins from one
 * address, that address waits out the rest of its 15-minute window. This machine is not limited.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, { count: number; until: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  limited(address: string): boolean {
    const f = this.failures.get(address);
    if (f && f.until <= this.now()) this.failures.delete(address);
    return (this.failures.get(address)?.count ?? 0) >= SIGN_IN_FAILURE_LIMIT;
  }

  failed(address: string): void {
    if (isLoopbackAddress(address)) return;
    if (this.failures.size > 10_000) this.failures.clear();
    const f = this.failures.get(address) ?? { count: 0, until: this.now() + SIGN_IN_WINDOW_MS };
    f.count++;
    this.failures.set(address, f);
  }
}

/** The request's Origin when it is this gateway's own (same host), else null. */
function sameOrigin(req: http.IncomingMessage): string | null {
  const origin = req.headers.origin;
  if (!origin) return null;
  try {
    return new URL(origin).host === req.headers.host ? origin : null;
  } catch {
    return null;
  }
}

function forward(target: URL, body: Buffer, amzTarget: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const out = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/',
        headers: { 'content-type': AMZ_JSON, 'x-amz-target': amzTarget, 'content-length': body.length },
      },
      (upstream) => {
        const chunks: Buffer[] = [];
        upstream.on('data', (c: Buffer) => chunks.push(c));
        upstream.on('end', () => resolve({ status: upstream.statusCode ?? 502, body: Buffer.concat(chunks) }));
        upstream.on('error', reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

/** Whether the emulator's user may sign in (AdminGetUser's Enabled; an unreadable answer counts as disabled). */
async function isEnabled(target: URL, userPoolId: string, username: string): Promise<boolean> {
  try {
    const answer = await forward(
      target,
      Buffer.from(JSON.stringify({ UserPoolId: userPoolId, Username: username })),
      'AWSCognitoIdentityProviderService.AdminGetUser',
    );
    if (answer.status >= 400) return false;
    return (JSON.parse(answer.body.toString('utf8')) as { Enabled?: unknown }).Enabled !== false;
  } catch {
    return false;
  }
}

export function cognitoProxy(opts: CognitoProxyOptions) {
  const target = new URL(opts.cognitoUrl);
  const signInFailures = new FailureLimiter();
  const limited = (address: string) => signInFailures.limited(address);
  const failed = (address: string) => signInFailures.failed(address);
  const jwksPath = `/cognito/${opts.userPoolId}/.well-known/jwks.json`;

  return async (req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> => {
    const origin = sameOrigin(req);
    const cors: Record<string, string> = origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
    const refuse = (status: number, body: unknown) => send(res, status, body, cors);
    // A browser on another site gets no CORS answer, so it can neither send nor read.
    if (req.headers.origin !== undefined && !origin) return refuse(403, { __type: 'AccessDeniedException', message: 'Cross-origin requests are refused' });

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        ...SECURITY_HEADERS,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, cache-control',
        'access-control-max-age': '600',
      });
      return void res.end();
    }
    // The pool's public keys, as Cognito publishes them: this installation's only.
    if (req.method === 'GET' && url.pathname === jwksPath)
      return send(res, 200, { keys: [opts.signingKey.jwk] }, { 'cache-control': 'public, max-age=300', ...cors });
    if (req.method !== 'POST' || (url.pathname !== '/cognito' && url.pathname !== '/cognito/')) return refuse(404, { message: 'Not Found' });

    const amzTarget = req.headers['x-amz-target'];
    const operation = typeof amzTarget === 'string' ? /^AWSCognitoIdentityProviderService\.(\w+)$/.exec(amzTarget)?.[1] : undefined;
    if (!operation || !ALLOWED_COGNITO_OPERATIONS.has(operation)) {
      return refuse(403, { __type: 'AccessDeniedException', message: 'This operation is not available' });
    }
    const raw = await readBody(req, MAX_BODY);
    if (raw === null) return refuse(413, { __type: 'InvalidParameterException', message: 'Request too large' });
    let input: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8') || '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      input = parsed as Record<string, unknown>;
    } catch {
      return refuse(400, { __type: 'SerializationException', message: 'The request body must be a JSON object' });
    }

    // The emulator only decodes the tokens these operations carry; they are verified here.
    const notAuthorized = () => refuse(400, { __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    if (operation === 'GetUser' || operation === 'ChangePassword') {
      const token = typeof input.AccessToken === 'string' ? input.AccessToken : undefined;
      if (!(await opts.verifyAccessToken(token))) return notAuthorized();
    }
    if (operation === 'RevokeToken' && (typeof input.Token !== 'string' || !verifyJwt(input.Token, opts.signingKey))) return notAuthorized();
    if (operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge' || operation === 'RevokeToken') {
      if (input.ClientId !== opts.userPoolClientId) return refuse(400, { __type: 'ResourceNotFoundException', message: 'User pool client does not exist.' });
    }
    if (operation === 'InitiateAuth' && !AUTH_FLOWS.has(String(input.AuthFlow))) {
      return refuse(400, { __type: 'InvalidParameterException', message: 'This authentication flow is not available' });
    }
    const address = req.socket.remoteAddress ?? '';
    if (operation === 'InitiateAuth' && limited(address)) {
      return refuse(400, { __type: 'TooManyRequestsException', message: 'Too many failed sign-ins. Please wait 15 minutes and try again.' });
    }

    let upstream: { status: number; body: Buffer };
    try {
      upstream = await forward(target, Buffer.from(JSON.stringify(input)), amzTarget as string);
    } catch {
      return refuse(502, { message: 'The sign-in service is not reachable' });
    }
    // cognito-local signs in a disabled user; Cognito does not (an admin deactivated the account:
    // docs/architecture.md, "Admin"). After a right password, the user's Enabled flag is read here.
    if (operation === 'InitiateAuth' && upstream.status < 400 && input.AuthFlow === 'USER_PASSWORD_AUTH') {
      const username = (input.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
      if (typeof username === 'string' && !(await isEnabled(target, opts.userPoolId, username))) {
        return refuse(400, { __type: 'NotAuthorizedException', message: 'User is disabled.' });
      }
    }
    let body: Buffer | string = upstream.body;
    if (operation === 'InitiateAuth' && upstream.status >= 400) {
      // Cognito's prevent-user-existence-errors: the same answer for an unknown number and a wrong password.
      let type = '';
      try {
        type = String((JSON.parse(upstream.body.toString('utf8')) as { __type?: unknown }).__type ?? '');
      } catch {
        // not JSON: passed on below as a generic failure
      }
      if (SIGN_IN_FAILURES.has(type) || upstream.status >= 500) {
        failed(address);
        return refuse(400, SIGN_IN_FAILED);
      }
      body = upstream.body;
    }
    res.writeHead(upstream.status, { 'content-type': AMZ_JSON, 'cache-control': 'no-store', ...SECURITY_HEADERS, ...cors });
    res.end(body);
  };
}
