import { routes, routesOf, DOMAINS, ROUTE_SLICES } from '@steady/shared';
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

  it("keeps an unhandled error's names and codes (the libraries' words), which tell a lost race from a dropped connection", () => {
    const fields = { routeKey: 'POST /api/habit-entries', errorName: 'ElectroError', causeName: 'TimeoutError', errorCode: '4001 ECONNRESET' };
    expect(redact(fields)).toEqual(fields);
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

  it("is the concatenation of one slice per domain, each holding only that domain's rows", () => {
    expect(Object.keys(ROUTE_SLICES).sort()).toEqual([...DOMAINS].sort());
    for (const d of DOMAINS) for (const r of ROUTE_SLICES[d]) expect(r.domain, `${r.method} ${r.path}`).toBe(d);
    expect(DOMAINS.flatMap((d) => ROUTE_SLICES[d].map((r) => `${r.method} ${r.path}`)).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  });

  // Imports every domain's handler module (all of functions/src): a ceiling for a busy machine, not a budget.
  it('each domain handler serves exactly its manifest rows', { timeout: 30_000 }, async () => {
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
