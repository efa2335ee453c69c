import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LocalAnalyzer } from '../../src/platform/adapters/local/analyzer.js';
import { SECRET_TTL_MS, clearSecretCache, loadSecret } from '../../src/platform/adapters/aws/secrets.js';
import { keyedOpenAi, openAiKeyFromSecret } from '../../src/platform/adapters/openai/keyed.js';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openai-server.js';
import { startSecretsServer, type SecretsTestServer } from '../support/secrets-server.js';

/**
 * Vendor credentials from Secrets Manager (docs/architecture.md, "Secrets"): read once per cold start,
 * again after SECRET_TTL_MS so a rotated secret needs no redeploy, the last good value kept when a
 * refresh fails; and the OpenAI key read that way, the local analyser answering until it is set.
 * Against local servers speaking Secrets Manager's and OpenAI's protocols, with the real SDKs.
 */
const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:steady/example';
const OPENAI = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:steady/openai';
const Shape = z.object({ value: z.string() });

let secrets: SecretsTestServer;
let openai: OpenAiTestServer;
beforeAll(async () => {
  secrets = await startSecretsServer();
  openai = await startOpenAiServer('sk-rotated-into-the-secret');
});
afterAll(async () => {
  await secrets.close();
  await openai.close();
});
beforeEach(() => {
  clearSecretCache();
  secrets.seen.length = 0;
  secrets.failing = false;
  openai.reset();
});

describe('loadSecret', () => {
  it('reads once, again after the TTL (a rotated value is picked up), and keeps the last good value when a refresh fails', async () => {
    let now = 1_000_000;
    const options = { clientConfig: secrets.clientConfig, now: () => now };
    secrets.secrets[ARN] = JSON.stringify({ value: 'first' });
    expect(await loadSecret(ARN, Shape, 'Example', options)).toEqual({ value: 'first' });
    secrets.secrets[ARN] = JSON.stringify({ value: 'rotated' });
    now += SECRET_TTL_MS - 1;
    expect(await loadSecret(ARN, Shape, 'Example', options)).toEqual({ value: 'first' });
    expect(secrets.requestsFor(ARN)).toBe(1);

    now += 1;
    expect(await loadSecret(ARN, Shape, 'Example', options)).toEqual({ value: 'rotated' });
    expect(secrets.requestsFor(ARN)).toBe(2);

    secrets.failing = true;
    now += SECRET_TTL_MS;
    expect(await loadSecret(ARN, Shape, 'Example', options)).toEqual({ value: 'rotated' });
    expect(secrets.requestsFor(ARN)).toBe(3);
  });

  it('forgets a first read that failed, so the next caller tries again', async () => {
    secrets.failing = true;
    await expect(loadSecret(ARN, Shape, 'Example', { clientConfig: secrets.clientConfig })).rejects.toThrow();
    secrets.failing = false;
    secrets.secrets[ARN] = JSON.stringify({ value: 'now there' });
    expect(await loadSecret(ARN, Shape, 'Example', { clientConfig: secrets.clientConfig })).toEqual({ value: 'now there' });
  });
});

describe('the OpenAI key from Secrets Manager', () => {
  const ai = () =>
    keyedOpenAi({
      model: 'gpt-4.1-mini',
      baseURL: openai.baseURL,
      fallback: new LocalAnalyzer(),
      maxRetries: 0,
      key: () => openAiKeyFromSecret(OPENAI, secrets.clientConfig),
    });

  it('answers with the local analyser while the secret holds no key, and with OpenAI once it does', async () => {
    secrets.secrets[OPENAI] = JSON.stringify({ apiKey: '' });
    const local = await ai().analyzeEntry('A calm walk by the river with my sister.');
    expect(local.moodScore).toBeGreaterThanOrEqual(1);
    expect(openai.requests).toHaveLength(0);

    secrets.secrets[OPENAI] = JSON.stringify({ apiKey: openai.apiKey });
    clearSecretCache(); // as after SECRET_TTL_MS
    openai.answers.entry_analysis = { title: 'From the model', moodScore: 7, sentiment: 'positive', themes: ['family'] };
    expect(await ai().analyzeEntry('A calm walk by the river with my sister.')).toMatchObject({ title: 'From the model', moodScore: 7 });
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0]!.authorization).toBe(`Bearer ${openai.apiKey}`);
  });

  it('falls back to the local analyser when the secret cannot be read', async () => {
    secrets.failing = true;
    const answer = await ai().analyzeEntry('Tired after work but I went to my meeting.');
    expect(answer.title.length).toBeGreaterThan(0);
    expect(openai.requests).toHaveLength(0);
    expect(await ai().screenSelfHarm('anything')).toBeNull();
  });
});
