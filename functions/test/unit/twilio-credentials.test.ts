import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTwilioSecretCache, loadTwilioSecret, twilioCredentials } from '../../src/platform/adapters/twilio/credentials.js';
import { TwilioTelephony } from '../../src/platform/adapters/twilio/telephony.js';
import { loadConfig } from '../../src/platform/config.js';
import { HttpError } from '../../src/platform/errors.js';
import { startSecretsServer, type SecretsTestServer } from '../support/secrets-server.js';
import { verifyTwilioSignature } from '../../src/platform/twilio-signature.js';

/**
 * The Twilio credentials loader (production: the auth token lives in Secrets Manager, not in the
 * Lambda environment) against a local server speaking Secrets Manager's JSON 1.1 protocol: the real
 * SDK sends the real GetSecretValue requests; the server counts them and answers as AWS does.
 */
const ACCOUNT = 'AC00000000000000000000000000000002';
const TOKEN = 'token-from-the-secret-0123456789';
const GOOD = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:steady/twilio-good';
const NOT_JSON = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:steady/twilio-not-json';
const NO_TOKEN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:steady/twilio-no-token';
const MISSING = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:steady/twilio-missing';

let server: SecretsTestServer;
let clientConfig: SecretsTestServer['clientConfig'];
let seen: SecretsTestServer['seen'];
const requestsFor = (arn: string) => server.requestsFor(arn);

beforeAll(async () => {
  server = await startSecretsServer({
    [GOOD]: JSON.stringify({ accountSid: ACCOUNT, authToken: TOKEN, fromNumber: '+15005550006' }),
    [NOT_JSON]: `authToken=${TOKEN}`,
    [NO_TOKEN]: JSON.stringify({ accountSid: ACCOUNT, fromNumber: '+15005550006', authtoken: TOKEN }),
  });
  ({ clientConfig, seen } = server);
});
afterAll(() => server.close());
beforeEach(() => {
  clearTwilioSecretCache();
  seen.length = 0;
});

describe('Twilio secret loader', () => {
  it('reads {accountSid, authToken, fromNumber} with GetSecretValue, once per container', async () => {
    const [a, b] = await Promise.all([loadTwilioSecret(GOOD, clientConfig), loadTwilioSecret(GOOD, clientConfig)]);
    const c = await loadTwilioSecret(GOOD, clientConfig);
    expect(a).toEqual({ accountSid: ACCOUNT, authToken: TOKEN, fromNumber: '+15005550006' });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ target: 'secretsmanager.GetSecretValue', body: { SecretId: GOOD } });
    expect(seen[0]!.contentType).toContain('application/x-amz-json-1.1');
  });

  it('completes the configured settings from the secret only when TWILIO_AUTH_TOKEN is not set', async () => {
    const fromSecret = await twilioCredentials(
      { accountSid: undefined, authToken: undefined, fromNumber: undefined, apiBaseUrl: undefined, secretArn: GOOD },
      clientConfig,
    );
    expect(fromSecret).toMatchObject({ accountSid: ACCOUNT, authToken: TOKEN, fromNumber: '+15005550006', secretArn: GOOD });

    const configured = { accountSid: 'AClocal', authToken: 'local-token', fromNumber: '+15550001111', apiBaseUrl: undefined, secretArn: GOOD };
    clearTwilioSecretCache();
    seen.length = 0;
    expect(await twilioCredentials(configured, clientConfig)).toEqual(configured);
    expect(seen).toHaveLength(0);
  });

  it('rejects a secret that is not JSON without echoing it, and fetches again next time', async () => {
    const failure = loadTwilioSecret(NOT_JSON, clientConfig);
    await expect(failure).rejects.toThrow('The Twilio secret is not JSON {accountSid, authToken, fromNumber}');
    await failure.catch((err: Error) => expect(err.message).not.toContain(TOKEN));
    await expect(loadTwilioSecret(NOT_JSON, clientConfig)).rejects.toThrow(/not JSON/);
    expect(requestsFor(NOT_JSON)).toBe(2);
  });

  it('rejects a secret without an auth token, naming the field but not the values', async () => {
    const err = (await loadTwilioSecret(NO_TOKEN, clientConfig).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/^The Twilio secret is malformed: authToken/);
    expect(err.message).not.toContain(TOKEN);
    expect(err.message).not.toContain(ACCOUNT);
  });

  it("passes on Secrets Manager's error for a missing secret, and does not cache it", async () => {
    await expect(loadTwilioSecret(MISSING, clientConfig)).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(loadTwilioSecret(MISSING, clientConfig)).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    expect(requestsFor(MISSING)).toBe(2);
  });
});

describe('Twilio credentials at run time', () => {
  it('TwilioTelephony places calls with the secret’s account, token and number', async () => {
    const calls: { url: string; authorization: string; form: URLSearchParams }[] = [];
    const twilioApi = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        calls.push({ url: req.url ?? '', authorization: String(req.headers.authorization), form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: 'CA22222222222222222222222222222222', status: 'queued', account_sid: ACCOUNT }));
      });
    });
    await new Promise<void>((resolve) => twilioApi.listen(0, '127.0.0.1', () => resolve()));
    try {
      const base = `http://127.0.0.1:${(twilioApi.address() as AddressInfo).port}`;
      const telephony = new TwilioTelephony(
        { accountSid: undefined, authToken: undefined, fromNumber: undefined, apiBaseUrl: base, secretArn: GOOD },
        clientConfig,
      );
      const request = {
        to: '+14155550123',
        callId: '01CALL',
        timeLimitSeconds: 300,
        voiceUrl: 'https://app.example/twilio/voice?callId=01CALL',
        statusCallbackUrl: 'https://app.example/twilio/status?callId=01CALL',
        recordingCallbackUrl: 'https://app.example/twilio/recording?callId=01CALL',
      };
      expect(await telephony.placeCall(request)).toEqual({ providerCallId: 'CA22222222222222222222222222222222' });
      expect(await telephony.placeCall(request)).toEqual({ providerCallId: 'CA22222222222222222222222222222222' });
      expect(calls).toHaveLength(2);
      expect(calls[0]!.url).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Calls.json`);
      expect(calls[0]!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
      expect(calls[0]!.form.get('From')).toBe('+15005550006');
      expect(requestsFor(GOOD)).toBe(1);
    } finally {
      await new Promise<void>((resolve) => twilioApi.close(() => resolve()));
    }
  });

  it("the webhook signature check uses the secret's token: a valid signature passes, another token's is refused", async () => {
    await loadTwilioSecret(GOOD, clientConfig); // as the calls Lambda's first webhook would
    const config = loadConfig({
      TABLE_NAME: 'steady',
      USER_POOL_ID: 'pool',
      USER_POOL_CLIENT_ID: 'client',
      PUBLIC_URL: 'https://app.example',
      TWILIO_SECRET_ARN: GOOD,
    });
    const form = { CallSid: 'CA1', CallStatus: 'completed' };
    const url = 'https://app.example/twilio/status?callId=01CALL';
    const event = (signature: string) =>
      ({ rawPath: '/twilio/status', rawQueryString: 'callId=01CALL', headers: { 'x-twilio-signature': signature } }) as unknown as APIGatewayProxyEventV2;

    await expect(verifyTwilioSignature(event(twilio.getExpectedTwilioSignature(TOKEN, url, form)), form, config)).resolves.toBeUndefined();
    const forged = verifyTwilioSignature(event(twilio.getExpectedTwilioSignature('another-token', url, form)), form, config);
    await expect(forged).rejects.toBeInstanceOf(HttpError);
    await expect(forged).rejects.toMatchObject({ statusCode: 403 });
    expect(requestsFor(GOOD)).toBe(1);
  });
});
