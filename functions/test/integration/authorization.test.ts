import { routes, type RouteDef } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, freshPhone, newUser, type Caller } from './helpers.js';

/**
 * The authorization matrix over every manifest route (DESIGN.md section 3): a route added to the
 * manifest joins automatically. Anonymous → 401 (unless public); another patient → 403 on every
 * route addressed to someone; the owner → allowed, with a valid sample body where one is needed.
 */
const SAMPLE_BODIES: Record<string, (owner: Caller) => unknown> = {
  'POST /api/register': () => ({
    name: 'Matrix',
    phoneNumber: freshPhone(),
    password: 'matrix-pass-1',
  }),
  'POST /api/users/{id}/journal-entries': (o) => ({ title: 'Matrix entry', content: 'Checking who may write here.', userId: o.id }),
  'PUT /api/users/{id}/settings': () => ({ notificationsEnabled: false }),
  // Settings screen (issue 3 item 5).
  'POST /api/goals': (o) => ({ title: 'Matrix goal', description: 'Who may create it', userId: o.id }),
  'POST /api/checklists': (o) => ({ title: 'Matrix checklist', items: [{ text: 'one' }], userId: o.id }),
  'POST /api/parts': (o) => ({ name: 'Matrix part', description: 'Who may create it', role: 'self', userId: o.id }),
  'POST /api/experiments': (o) => ({ title: 'Matrix experiment', userId: o.id }),
  'POST /api/routines': (o) => ({ title: 'Matrix routine', userId: o.id }),
  'PUT /api/users/{id}/current-coach': () => ({ coachId: 'recovery-guide' }),
  'PUT /api/users/{id}/current-system': () => ({ systemId: 'daily-foundations' }),
  'POST /api/support': () => ({ name: 'Matrix', email: 'matrix@example.com', subject: 'Matrix', category: 'other', message: 'Checking who may ask.' }),
  'PATCH /api/users/{id}/journal-entries/{entryId}/tags': () => ({ themes: ['matrix'] }),
  'PATCH /api/journal-entries/{entryId}/artifact': (o) => ({ isArtifact: true, userId: o.id }),
};

/**
 * Path parameters other than `{id}` address a resource of the owner by its own id: each is made once
 * for the owner, so strangers are refused (403) and the owner is allowed; an unknown id is a 404.
 */
const SAMPLE_PARAMS: Record<string, (owner: Caller) => Promise<string>> = {
  entryId: async (o) => {
    const res = await api(`/api/users/${o.id}/journal-entries`, {
      method: 'POST',
      token: o.token,
      body: { title: 'Matrix resource', content: 'An entry that the matrix addresses by its id.' },
    });
    return res.body.id as string;
  },
};
const paramsOf = (r: RouteDef) => [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((p) => p !== 'id');

const all = routes as readonly RouteDef[];
const key = (r: RouteDef) => `${r.method} ${r.path}`;
const sampled: Record<string, string> = {};
const pathFor = (r: RouteDef, id: string, values: Record<string, string> = sampled) =>
  r.path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(p === 'id' ? id : (values[p] ?? p)));

describe('authorization matrix', () => {
  let owner: Caller;
  let stranger: Caller;
  beforeAll(async () => {
    owner = await newUser('Owner');
    stranger = await newUser('Stranger');
    for (const [param, make] of Object.entries(SAMPLE_PARAMS)) sampled[param] = await make(owner);
  });

  it('can make a resource for every path parameter', () => {
    const missing = all.flatMap(paramsOf).filter((p) => !SAMPLE_PARAMS[p]);
    expect(missing).toEqual([]);
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
    if (route.policy.startsWith('owner:')) {
      it(`${name}: another patient addressing the owner's resource → 403`, async () => {
        const res = await api(pathFor(route, owner.id), { method: route.method, token: stranger.token, body: SAMPLE_BODIES[name]?.(stranger) });
        expect(res.status).toBe(403);
      });
      it(`${name}: a resource that does not exist → 404`, async () => {
        const unknown = Object.fromEntries(paramsOf(route).map((p) => [p, `01NOSUCH${p.toUpperCase()}`]));
        const res = await api(pathFor(route, owner.id, unknown), { method: route.method, token: owner.token, body: SAMPLE_BODIES[name]?.(owner) });
        expect(res.status).toBe(404);
      });
    }
    it(`${name}: owner → allowed`, async () => {
      const res = await api(pathFor(route, owner.id), { method: route.method, token: owner.token, body: SAMPLE_BODIES[name]?.(owner) });
      expect(res.status, JSON.stringify(res.body)).toBe(route.status ?? 200);
    });
  }

  // 'authenticated' routes have no {id}: a stranger may call them, but only for themself.
  for (const route of all.filter((r) => r.policy === 'authenticated' && r.body)) {
    it(`${key(route)}: another patient naming the owner in the body → 403`, async () => {
      const res = await api(route.path, { method: route.method, token: stranger.token, body: SAMPLE_BODIES[key(route)]?.(owner) });
      expect(res.status).toBe(403);
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
