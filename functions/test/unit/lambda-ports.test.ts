import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../src/platform/adapters/local/text-analysis.js';
import { loadConfig } from '../../src/platform/config.js';
import { lambdaPorts, lazy } from '../../src/platform/lambda-ports.js';

/** The ports of a deployed Lambda (docs/performance.md): the same adapters, each loaded on its first call. */
const env = { TABLE_NAME: 't', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c' };
const TEXT = 'Slept well, went to group and called my sponsor. Feeling calm and grateful.';

describe('lambdaPorts', { timeout: 60_000 }, () => {
  it('answers through the adapters createPorts picks: the local analyser without an OpenAI key', async () => {
    const { ai } = lambdaPorts(loadConfig(env));
    const expected = analyzeText(TEXT);
    await expect(ai.analyzeEntry(TEXT)).resolves.toMatchObject({ moodScore: expected.moodScore, sentiment: expected.sentiment });
    await expect(ai.screenSelfHarm(TEXT)).resolves.toBeNull();
  });

  it('answers the members that must be at hand without loading anything', () => {
    const ports = lambdaPorts(loadConfig({ ...env, WS_ENDPOINT: 'https://ws.example/prod' }));
    expect(ports.objects.configured).toBe(false);
    expect(ports.live.enabled).toBe(true);
    expect(ports.clock.now()).toBeInstanceOf(Date);
    const xml = ports.telephony.voiceResponse({ kind: 'hangup', say: ['Take care.'] });
    expect(xml.body).toContain('<Hangup/>');
  });

  it('reports the adapter’s own refusal (texting without Twilio settings)', async () => {
    await expect(lambdaPorts(loadConfig(env)).telephony.sendSms({ to: '+14155550100', body: 'x' })).rejects.toThrow('TWILIO_FROM_NUMBER is required');
  });
});

describe('lazy', () => {
  it('loads once on the first call, is not a thenable, and retries a failed load', async () => {
    let loads = 0;
    const port = lazy<{ hello(name: string): Promise<string> }>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('flaky import');
      return { hello: async (name) => `hello ${name}` };
    });
    expect(loads).toBe(0);
    expect(await Promise.resolve(port)).toBe(port);
    await expect(port.hello('a')).rejects.toThrow('flaky import');
    await expect(port.hello('b')).resolves.toBe('hello b');
    await expect(port.hello('c')).resolves.toBe('hello c');
    expect(loads).toBe(2);
  });
});
