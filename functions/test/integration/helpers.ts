import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomInt } from 'node:crypto';
import { normalizePhoneNumber } from '@steady/shared';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

const AREA_CODES = ['415', '212', '312', '617', '206', '303', '512', '646', '702', '808', '907', '602', '213', '404', '305', '971', '720', '919', '614', '651'];
const used = new Set<string>();
/**
 * A fresh valid US number per call. Random over 20 area codes × 800 exchanges × 10,000 lines, so
 * test files in separate workers do not collide (a 415-555 range of 10,000 did, about once a run).
 */
export function freshPhone(): string {
  for (;;) {
    const candidate = `+1${AREA_CODES[randomInt(AREA_CODES.length)]}${randomInt(200, 1000)}${String(randomInt(10000)).padStart(4, '0')}`;
    if (!used.has(candidate) && normalizePhoneNumber(candidate) === candidate) {
      used.add(candidate);
      return candidate;
    }
  }
}

export interface Caller {
  id: string;
  phoneNumber: string;
  token: string;
}

/**
 * A kept-alive connection the gateway closed as idle just as the next request went out ("other side
 * closed", before any answer) is a fault of the test's connection pool, not of the route: the
 * request is sent once more on a new connection. Any answer, and any other failure, is returned as is.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

export async function api(path: string, init: { method?: string; token?: string; body?: unknown; rawBody?: string } = {}) {
  const res = await send(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined || init.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: json as any };
}

/** Signs in through the gateway's /cognito proxy, as Amplify does (USER_PASSWORD_AUTH). */
export async function signIn(phoneNumber: string, password: string): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `${baseUrl()}/cognito`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const out = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: inject('userPoolClientId'),
      AuthParameters: { USERNAME: phoneNumber, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

export const PASSWORD = 'correct-horse-7';

export async function newUser(name = 'Test Patient'): Promise<Caller> {
  const phoneNumber = freshPhone();
  const res = await api('/api/register', { method: 'POST', body: { name, phoneNumber, password: PASSWORD, timeZone: 'America/Chicago', callTime: '19:30' } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const caller = { id: res.body.user.id, phoneNumber, token: await signIn(phoneNumber, PASSWORD) };
  await onboard(caller);
  return caller;
}

/**
 * A registered person who has been through the first-run onboarding: consented to the terms, the
 * privacy notice, recorded calls and text messages, and finished /welcome. Tests that are not about
 * onboarding start here, as nobody is called or texted before consenting
 * (docs/architecture.md, "First-run onboarding and consent").
 */
export async function onboard(caller: Caller): Promise<void> {
  const consents = await api(`/api/users/${caller.id}/consents`, {
    method: 'PUT',
    token: caller.token,
    body: { terms: true, privacy: true, callRecording: true, sms: true },
  });
  if (consents.status !== 200) throw new Error(`consent failed: ${consents.status} ${JSON.stringify(consents.body)}`);
  const done = await api(`/api/users/${caller.id}/onboarding`, {
    method: 'PUT',
    token: caller.token,
    body: { completedSteps: ['consent', 'timeZone', 'callTime'], finished: true },
  });
  if (done.status !== 200) throw new Error(`onboarding failed: ${done.status} ${JSON.stringify(done.body)}`);
}

/** A registered person who has not been through the onboarding yet: nothing consented. */
export async function newUserBeforeOnboarding(name = 'New Patient'): Promise<Caller> {
  const phoneNumber = freshPhone();
  const res = await api('/api/register', {
    method: 'POST',
    body: { name, phoneNumber, password: PASSWORD, timeZone: 'America/Los_Angeles', callTime: '19:00' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, phoneNumber, token: await signIn(phoneNumber, PASSWORD) };
}

/** A call to the local Stripe stand-in's API, as the Stripe SDK makes it (form-encoded, the secret key as bearer). */
export const stripeApi = (path: string, form: Record<string, string> = {}) =>
  fetch(`${inject('stripeUrl')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('stripeSecretKey')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
