import fc from 'fast-check';
import { routes, type RouteDef } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type Caller } from './helpers.js';

/** A random JSON value as a query string: objects by key, anything else as `limit`. */
function toQuery(value: unknown): string {
  const entries: [string, unknown][] = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [['limit', value]];
  // JSON for objects: String() throws on values such as { toString: null }, which fast-check generates.
  return new URLSearchParams(entries.map(([k, v]): [string, string] => [k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)])).toString();
}

/** Schema fuzz (docs/architecture.md, "Tests"): random bodies and queries for every route never produce a 500. */
describe('schema fuzz', () => {
  let owner: Caller;
  let entryId: string;
  beforeAll(async () => {
    owner = await newUser('Fuzz');
    const entry = await api(`/api/users/${owner.id}/journal-entries`, {
      method: 'POST',
      token: owner.token,
      body: { title: 'Fuzz', content: 'An entry the fuzz addresses.' },
    });
    entryId = entry.body.id;
  });

  for (const route of (routes as readonly RouteDef[]).filter((r) => r.method !== 'GET' || r.query)) {
    it(`${route.method} ${route.path} never answers 5xx`, async () => {
      const path = route.path.replace('{id}', owner.id).replace('{entryId}', entryId);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue(),
            fc.dictionary(
              fc.constantFrom(
                'title',
                'content',
                'name',
                'phoneNumber',
                'password',
                'callTime',
                'timeZone',
                'maxCallDuration',
                'goals',
                'limit',
                'cursor',
                'userId',
                'themes',
                'isArtifact',
                'message',
                'history',
                'saveAsJournalEntry',
                'seed',
              ),
              fc.jsonValue(),
            ),
          ),
          async (value) => {
            const res =
              route.method === 'GET'
                ? await api(`${path}?${toQuery(value)}`, { token: owner.token })
                : await api(path, { method: route.method, token: owner.token, body: value });
            expect(res.status, JSON.stringify(value).slice(0, 200)).toBeLessThan(500);
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});
