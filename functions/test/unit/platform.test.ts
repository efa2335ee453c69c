import { routes, routesOf, DOMAINS } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { redact } from '../../src/platform/logger.js';
import { DOMAIN_ENTRIES } from '../../src/handlers.js';

describe('PHI redaction in logs', () => {
  it('removes health data and identifiers at any depth, keeps operational fields', () => {
    const out = redact({
      routeKey: 'POST /api/users/{id}/journal-entries',
      status: 201,
      entry: { title: 'Relapse', content: 'I used again', themes: ['cravings'], moodScore: 2 },
      user: { name: 'Jordan', phoneNumber: '+14155550101' },
      list: [{ transcription: 'hello' }],
      headers: { authorization: 'Bearer x' },
    });
    const text = JSON.stringify(out);
    for (const secret of ['Relapse', 'I used again', 'cravings', 'Jordan', '+14155550101', 'hello', 'Bearer x']) expect(text).not.toContain(secret);
    expect(out).toMatchObject({ routeKey: 'POST /api/users/{id}/journal-entries', status: 201, entry: { moodScore: 2 } });
  });
});

describe('config', () => {
  it('is validated at start with a clear message', () => {
    expect(() => loadConfig({})).toThrow(/TABLE_NAME/);
    expect(loadConfig({ TABLE_NAME: 't', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c' })).toMatchObject({ mode: 'aws', region: 'us-east-1', tableName: 't' });
  });
});

describe('the manifest', () => {
  it('names every route once, with a domain that has a handler', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of DOMAINS) expect(DOMAIN_ENTRIES[d], d).toBeDefined();
    expect(routesOf('journal').length).toBeGreaterThan(0);
  });

  it('each domain handler serves exactly its manifest rows', async () => {
    for (const d of DOMAINS) {
      const mod = await import(`../../src/${DOMAIN_ENTRIES[d].replace(/\.ts$/, '.js')}`);
      expect(Object.keys(mod.routes).sort(), d).toEqual(
        routesOf(d)
          .map((r) => `${r.method} ${r.path}`)
          .sort(),
      );
    }
  });
});
