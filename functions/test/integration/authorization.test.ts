import { routes, type RouteDef } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type Caller } from './helpers.js';

/**
 * The authorization matrix over every manifest route (DESIGN.md section 3): a route added to the
 * manifest joins automatically. Anonymous → 401 (unless public); another patient → 403 on every
 * route addressed to someone; the owner → allowed, with a valid sample body where one is needed.
 */
const SAMPLE_BODIES: Record<string, (owner: Caller) => unknown> = {
  'POST /api/register': () => ({
    name: 'Matrix',
    phoneNumber: `+1415555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`,
    password: 'matrix-pass-1',
  }),
  'POST /api/users/{id}/journal-entries': (o) => ({ title: 'Matrix entry', content: 'Checking who may write here.', userId: o.id }),
  'PUT /api/users/{id}/settings': () => ({ notificationsEnabled: false }),
};

const all = routes as readonly RouteDef[];
const key = (r: RouteDef) => `${r.method} ${r.path}`;
const pathFor = (r: RouteDef, id: string) => r.path.replace('{id}', encodeURIComponent(id));

describe('authorization matrix', () => {
  let owner: Caller;
  let stranger: Caller;
  beforeAll(async () => {
    owner = await newUser('Owner');
    stranger = await newUser('Stranger');
  });

  it('has a sample body for every route that takes one', () => {
    const missing = all.filter((r) => r.body && !SAMPLE_BODIES[key(r)]).map(key);
    expect(missing).toEqual([]);
  });

  for (const route of all) {
    const name = key(route);
    if (route.policy !== 'public') {
      it(`${name}: anonymous → 401`, async () => {
        const res = await api(pathFor(route, owner.id), { method: route.method, body: SAMPLE_BODIES[name]?.(owner) });
        expect(res.status).toBe(401);
      });
    }
    if (route.path.includes('{id}')) {
      it(`${name}: another patient → 403`, async () => {
        const res = await api(pathFor(route, owner.id), { method: route.method, token: stranger.token, body: SAMPLE_BODIES[name]?.(owner) });
        expect(res.status).toBe(403);
      });
    }
    it(`${name}: owner → allowed`, async () => {
      const res = await api(pathFor(route, owner.id), { method: route.method, token: owner.token, body: SAMPLE_BODIES[name]?.(owner) });
      expect(res.status, JSON.stringify(res.body)).toBe(route.status ?? 200);
    });
  }

  it('refuses a body whose userId is someone else, even on the caller’s own path', async () => {
    const res = await api(`/api/users/${owner.id}/journal-entries`, {
      method: 'POST',
      token: owner.token,
      body: { title: 't', content: 'long enough content', userId: stranger.id },
    });
    expect(res.status).toBe(403);
  });
});
