/**
 * Local mode is a server: each attack an attacker on the same network (or a web page the user
 * visits) could try against `npm start`, reproduced against the real local stack, must fail.
 * See docs/architecture.md, "Local mode as a server".
 */
import { createPrivateKey, sign } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { PASSWORD, api, baseUrl, freshPhone, newUser, signIn } from './helpers.js';

const require = createRequire(import.meta.url);
const BUNDLED_KEY: { pem: string } = require('cognito-local/lib/keys/cognitoLocal.private.json');

/** A Cognito operation through the gateway's /cognito, as any client on the network could send it. */
async function cognito(operation: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A JWT signed with cognito-local's bundled private key (it ships in the npm package). */
function forge(payload: Record<string, unknown>, kid = 'CognitoLocal'): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), createPrivateKey(BUNDLED_KEY.pem)).toString('base64url')}`;
}

function openSocket(base: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    ws.once('open', () => {
      ws.close(1000);
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
  });
}

/** A raw request, to set headers fetch will not (Host). */
function rawRequest(url: string, opts: { method: string; headers: Record<string, string>; body?: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method, headers: opts.headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('the sign-in emulator behind /cognito', () => {
  it('refuses admin and pool-management operations, and the password stays unchanged', async () => {
    const victim = await newUser('Victim');
    const poolId = ((await (await fetch(`${baseUrl()}/config.json`)).json()) as { userPoolId: string }).userPoolId;

    const listed = await cognito('ListUsers', { UserPoolId: poolId });
    expect(listed.status).toBe(403);
    expect(listed.text).not.toContain(victim.phoneNumber);

    const reset = await cognito('AdminSetUserPassword', { UserPoolId: poolId, Username: victim.phoneNumber, Password: 'attacker-pass-1', Permanent: true });
    expect(reset.status).toBe(403);
    await expect(signIn(victim.phoneNumber, 'attacker-pass-1')).rejects.toThrow();
    expect(await signIn(victim.phoneNumber, PASSWORD)).toMatch(/^ey/);

    for (const [op, body] of [
      ['AdminCreateUser', { UserPoolId: poolId, Username: freshPhone() }],
      ['AdminUpdateUserAttributes', { UserPoolId: poolId, Username: victim.phoneNumber, UserAttributes: [{ Name: 'name', Value: 'x' }] }],
      ['AdminGetUser', { UserPoolId: poolId, Username: victim.phoneNumber }],
      ['AdminInitiateAuth', { UserPoolId: poolId, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH' }],
      ['AdminDeleteUser', { UserPoolId: poolId, Username: victim.phoneNumber }],
      ['DescribeUserPool', { UserPoolId: poolId }],
      ['ListUserPools', { MaxResults: 10 }],
      ['ListUserPoolClients', { UserPoolId: poolId }],
      ['SignUp', { ClientId: inject('userPoolClientId'), Username: freshPhone(), Password: 'x-pass-123' }],
    ] as const) {
      expect((await cognito(op, body)).status, op).toBe(403);
    }
    // A target that only ends in an allowed name, and the emulator's OAuth endpoints, are refused too.
    const sneaky = await fetch(`${baseUrl()}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers.InitiateAuth' },
      body: JSON.stringify({ UserPoolId: poolId }),
    });
    expect(sneaky.status).toBe(403);
    expect((await fetch(`${baseUrl()}/cognito/oauth2/token`, { method: 'POST' })).status).toBe(404);
    // The victim's account is intact.
    expect((await api(`/api/users/${victim.id}`, { token: victim.token })).status).toBe(200);
  });

  it('speaks CORS to its own origin only', async () => {
    const preflight = await fetch(`${baseUrl()}/cognito/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-amz-target' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const fromElsewhere = await cognito(
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPoolClientId'), AuthParameters: { USERNAME: '+14155550100', PASSWORD: 'x' } },
      { origin: 'https://evil.example' },
    );
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const own = new URL(baseUrl()).origin;
    const ownPreflight = await fetch(`${baseUrl()}/cognito/`, { method: 'OPTIONS', headers: { origin: own, 'access-control-request-method': 'POST' } });
    expect(ownPreflight.headers.get('access-control-allow-origin')).toBe(own);
  });

  it('answers a failed sign-in the same whether or not the number is registered', async () => {
    const u = await newUser();
    const attempt = (username: string) =>
      cognito('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: inject('userPoolClientId'),
        AuthParameters: { USERNAME: username, PASSWORD: 'wrong-pass-9' },
      });
    const wrongPassword = await attempt(u.phoneNumber);
    const unknownNumber = await attempt(freshPhone());
    expect(wrongPassword.status).toBe(400);
    expect(unknownNumber.status).toBe(wrongPassword.status);
    expect(unknownNumber.json).toEqual(wrongPassword.json);
    expect(wrongPassword.json).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('checks the tokens that GetUser and ChangePassword carry (the emulator only decodes them)', async () => {
    const victim = await newUser('Victim');
    const real = payloadOf(victim.token);
    const forged = forge({ ...real, exp: Math.floor(Date.now() / 1000) + 3600 });
    const read = await cognito('GetUser', { AccessToken: forged });
    expect(read.status).toBe(400);
    expect(read.text).not.toContain(victim.phoneNumber);
    const changed = await cognito('ChangePassword', { AccessToken: forged, PreviousPassword: PASSWORD, ProposedPassword: 'attacker-pass-2' });
    expect(changed.status).toBe(400);
    expect(await signIn(victim.phoneNumber, PASSWORD)).toMatch(/^ey/);
    // The person's own token works.
    const own = await cognito('GetUser', { AccessToken: victim.token });
    expect(own.status).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a token signed with the key that ships in the emulator package', async () => {
    const victim = await newUser('Victim');
    const attacker = await newUser('Attacker');
    const claims = { ...payloadOf(attacker.token), sub: victim.id, username: victim.id, exp: Math.floor(Date.now() / 1000) + 3600 };
    for (const token of [forge(claims), forge(claims, String(JSON.parse(Buffer.from(victim.token.split('.')[0]!, 'base64url').toString()).kid))]) {
      expect((await api(`/api/users/${victim.id}/journal-entries`, { token })).status).toBe(401);
      const write = await api(`/api/users/${victim.id}/journal-entries`, {
        method: 'POST',
        token,
        body: { title: 'Forged', content: 'Written by someone else.' },
      });
      expect(write.status).toBe(401);
      expect(await openSocket(baseUrl(), token)).toBe(401);
    }
    // Nothing was written in the victim's journal.
    expect((await api(`/api/users/${victim.id}/journal-entries`, { token: victim.token })).body).toEqual([]);
  });

  it('publishes only this installation’s key', async () => {
    const poolId = ((await (await fetch(`${baseUrl()}/config.json`)).json()) as { userPoolId: string }).userPoolId;
    const jwks = (await (await fetch(`${baseUrl()}/cognito/${poolId}/.well-known/jwks.json`)).json()) as { keys: { kid: string; n: string }[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]!.kid).not.toBe('CognitoLocal');
  });
});

describe('input limits and headers', () => {
  it('answers an oversized path id with 400, never 500', async () => {
    const u = await newUser();
    const long = 'a'.repeat(5000);
    for (const p of [
      `/api/users/${long}`,
      `/api/users/${long}/journal-entries`,
      `/api/users/${u.id}/journal-entries/${long}`,
      `/api/journal-entries/${long}`,
    ]) {
      const res = await api(p, { token: u.token });
      expect([400, 404], p.slice(0, 40)).toContain(res.status);
    }
    expect((await api(`/api/users/${encodeURIComponent('../../etc')}`, { token: u.token })).status).toBe(400);
  });

  it('sends nosniff with every API response, and 413 as JSON for an oversized body', async () => {
    const u = await newUser();
    for (const res of [await api(`/api/users/${u.id}`, { token: u.token }), await api(`/api/users/${u.id}`), await api('/api/nothing-here')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const big = await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      rawBody: JSON.stringify({ title: 'x', content: 'y'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'Request Entity Too Large' });
  });

  it('keeps an idle connection open longer than a reverse proxy does (nginx 60 s, Caddy 2 minutes), and says so', async () => {
    const res = await api('/api/health');
    expect(res.headers.get('keep-alive')).toBe('timeout=125');
  });
});

describe('the dev tools and the WebSocket management endpoint', () => {
  const local = () => baseUrl().replace('localhost', '127.0.0.1');

  it('refuse a cross-site form post, a foreign origin and a rebound host name', async () => {
    const job = `${local()}/dev/jobs/deletion?at=${encodeURIComponent(new Date(Date.now() + 400 * 86_400_000).toISOString())}`;
    // What an HTML form on another site sends.
    const form = await fetch(job, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(form.status).toBe(403);
    expect((await fetch(job, { method: 'POST' })).status).toBe(403);
    const foreign = await fetch(job, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const crossSite = await fetch(job, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const rebound = await rawRequest(job, { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } });
    expect(rebound).toBe(403);
    // A form cannot push to or close someone's socket either.
    const push = await fetch(`${local()}/@connections/some-connection`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"type":"x"}' });
    expect(push.status).toBe(403);
    const close = await fetch(`${local()}/@connections/some-connection`, { method: 'DELETE' });
    expect(close.status).toBe(403);
  });
});

describe('a stack of its own, on disk', { timeout: 120_000 }, () => {
  let stack: Awaited<ReturnType<typeof import('../../../infra/local/stack.js').startLocalStack>>;
  let dataDir: string;

  beforeAll(async () => {
    process.env.STEADY_MODE = 'local';
    const { startLocalStack } = await import('../../../infra/local/stack.js');
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'steady-sec-')), 'data');
    // A one-page app to serve.
    const webDist = path.join(path.dirname(dataDir), 'web');
    fs.mkdirSync(webDist, { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Steady</title><script type="module" src="/assets/app-T3st1234.js"></script>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    const lines = Array.from({ length: 400 }, (_, i) => `export const screen${i} = () => document.querySelector('#screen-${i}')?.textContent ?? '';`);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-T3st1234.js'), lines.join('\n'));
    // No host given: what `npm start` does without HOST.
    stack = await startLocalStack({ port: 0, dataDir, webDist });
  });
  afterAll(async () => {
    await stack?.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  const call = async (p: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${stack.url}${p}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
  };
  const signInHere = async (phone: string) => {
    const res = await fetch(`${stack.url}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD } }),
    });
    const out = (await res.json()) as { AuthenticationResult?: { AccessToken: string; RefreshToken: string } };
    return out.AuthenticationResult;
  };
  /** Every file under the data folder that contains the text (as bytes). */
  const filesContaining = (text: string) => {
    const needle = Buffer.from(text);
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (fs.readFileSync(p).includes(needle)) found.push(path.relative(dataDir, p));
      }
    };
    walk(dataDir);
    return found;
  };

  it('listens on loopback, keeps its data folder private and signs with a key of its own (0600)', () => {
    expect((stack.gateway.server.address() as { address: string }).address).toBe('127.0.0.1');
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const keyFile = path.join(dataDir, 'keys', 'signing-key.json');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(keyFile, 'utf8')).not.toContain(BUNDLED_KEY.pem.split('\n')[1]!);
  });

  it('serves the app with the CloudFront policy’s headers (CSP, no framing, nosniff; HSTS behind TLS)', async () => {
    for (const p of ['/', '/dashboard']) {
      const res = await fetch(`${stack.url}${p}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const behindTls = await fetch(`${stack.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('sends text compressed (brotli, else gzip, as CloudFront does), hashed assets cached for a year and the page never', async () => {
    const page = await fetch(`${stack.url}/dashboard`, { headers: { 'accept-encoding': 'identity' } });
    const html = await page.text();
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = Buffer.from(await (await fetch(`${stack.url}${script}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      // node:http keeps the body as sent (fetch would decode it, hiding the encoding's size).
      const res = await new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) =>
        http
          .get(`${stack.url}${script}`, { headers: { 'accept-encoding': accept } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve(Object.assign(r, { body: Buffer.concat(chunks) })));
          })
          .on('error', reject),
      );
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body.length).toBeLessThan(plain.length / 2);
      expect(decode(res.body).equals(plain)).toBe(true);
    }
  });

  it('after erasure: the token is refused, refresh fails, and the erased words are gone from the files', async () => {
    const phone = freshPhone();
    const marker = `quixotic-marmalade-${Date.now()}`;
    const reg = await call('/api/register', {
      method: 'POST',
      body: { name: 'Gone Soon', phoneNumber: phone, password: PASSWORD, timeZone: 'America/Chicago', callTime: '19:30' },
    });
    expect(reg.status).toBe(201);
    const id = reg.body.user.id as string;
    const tokens = (await signInHere(phone))!;
    expect(
      (
        await call(`/api/users/${id}/journal-entries`, {
          method: 'POST',
          token: tokens.AccessToken,
          body: { title: 'Mine', content: `A private line: ${marker}.` },
        })
      ).status,
    ).toBe(201);
    // Written to disk (LevelDB's log) before erasure: the later absence means something.
    expect(filesContaining(marker).length).toBeGreaterThan(0);

    const request = await call(`/api/users/${id}/deletion-request`, { method: 'POST', token: tokens.AccessToken });
    expect(request.status).toBeLessThan(300);
    const at = new Date(Date.parse(request.body.removeBy) + 60_000).toISOString();
    const run = await fetch(`${stack.url.replace('localhost', '127.0.0.1')}/dev/jobs/deletion?at=${encodeURIComponent(at)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(run.status).toBe(200);
    expect(((await run.json()) as { count: number }).count).toBe(1);

    // The access token is still unexpired, and still refused everywhere.
    expect((await call(`/api/users/${id}/journal-entries`, { token: tokens.AccessToken })).status).toBe(401);
    expect(
      (await call('/api/goals', { method: 'POST', token: tokens.AccessToken, body: { userId: id, title: 'After erasure', description: 'x' } })).status,
    ).toBe(401);
    expect(await openSocket(stack.url, tokens.AccessToken)).toBe(401);
    const refresh = await fetch(`${stack.url}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: stack.userPoolClientId, AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } }),
    });
    expect(refresh.status).toBe(400);
    // Neither the journal text nor the phone number remains in any file of the data folder.
    expect(filesContaining(marker)).toEqual([]);
    expect(filesContaining(phone)).toEqual([]);
  });
});
