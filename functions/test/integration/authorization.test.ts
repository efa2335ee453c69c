import { routes, type RouteDef } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, freshPhone, newUser, type Caller } from './helpers.js';
import { connectMember, setRole } from './care-team.js';

/**
 * The authorization matrix over every manifest route (docs/architecture.md, "Identity and authorization"): a route added to the
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
  // Settings screen.
  'POST /api/goals': (o) => ({ title: 'Matrix goal', description: 'Who may create it', userId: o.id }),
  'POST /api/checklists': (o) => ({ title: 'Matrix checklist', items: [{ text: 'one' }], userId: o.id }),
  'POST /api/parts': (o) => ({ name: 'Matrix part', description: 'Who may create it', role: 'self', userId: o.id }),
  'POST /api/experiments': (o) => ({ title: 'Matrix experiment', userId: o.id }),
  'POST /api/routines': (o) => ({ title: 'Matrix routine', userId: o.id }),
  'PUT /api/users/{id}/current-coach': () => ({ coachId: 'recovery-guide' }),
  'PUT /api/users/{id}/current-system': () => ({ systemId: 'daily-foundations' }),
  'PUT /api/users/{id}/safety-plan': () => ({ copingStrategies: ['Walk around the block'] }),
  'POST /api/support': () => ({ name: 'Matrix', email: 'matrix@example.com', subject: 'Matrix', category: 'other', message: 'Checking who may ask.' }),
  'PATCH /api/users/{id}/journal-entries/{entryId}/tags': () => ({ themes: ['matrix'] }),
  'PATCH /api/journal-entries/{entryId}/artifact': (o) => ({ isArtifact: true, userId: o.id }),
  // Writing prompts and the AI Life Coach.
  'POST /api/users/{id}/ai-coach/chat': (o) => ({ message: 'Checking who may talk here.', saveAsJournalEntry: false, userId: o.id }),
  // Wellness Habits: progress goes on a habit of the owner's, made once in beforeAll.
  'POST /api/habits': (o) => ({ name: 'Matrix habit', description: 'Who may create it', category: 'other', frequency: 'daily', unit: 'times', userId: o.id }),
  'POST /api/habit-entries': (o) => ({ habitId: sampled.habitId, value: 1, userId: o.id }),
  // Editing (DELETE takes no body): each addresses the owner's resource made in beforeAll.
  'PATCH /api/habits/{habitId}': (o) => ({ name: 'Matrix habit, edited', userId: o.id }),
  'PATCH /api/goals/{goalId}': (o) => ({ title: 'Matrix goal, edited', userId: o.id }),
  'PATCH /api/checklists/{checklistId}': (o) => ({ title: 'Matrix checklist, edited', userId: o.id }),
  'PATCH /api/parts/{partId}': (o) => ({ name: 'Matrix part, edited', userId: o.id }),
  'PATCH /api/experiments/{experimentId}': (o) => ({ title: 'Matrix experiment, edited', userId: o.id }),
  'PATCH /api/routines/{routineId}': (o) => ({ title: 'Matrix routine, edited', userId: o.id }),
  // Entry comments and secure messages (conversations.test.ts walks members and paused connections).
  'POST /api/journal-entries/{entryId}/comments': (o) => ({ content: 'Matrix comment', userId: o.id }),
  'POST /api/users/{id}/circle/{connectionId}/messages': () => ({ content: 'Matrix message' }),
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
  // The habit that 'POST /api/habit-entries' logs progress on, then edited and deleted by its id.
  habitId: async (o) => {
    const res = await api('/api/habits', {
      method: 'POST',
      token: o.token,
      body: { name: 'Matrix resource', description: 'A habit the matrix logs progress on', category: 'other', frequency: 'daily', unit: 'times' },
    });
    return res.body.id as string;
  },
};
// Planning items (Settings screen), edited then deleted by the owner; addressed in the caller's partition,
// so a stranger's request finds nothing (404, checked in settings-screen.test.ts).
const planningItem = (kind: string, body: Record<string, unknown>) => async (o: Caller) =>
  (await api(`/api/${kind}`, { method: 'POST', token: o.token, body })).body.id as string;
SAMPLE_PARAMS.goalId = planningItem('goals', { title: 'Matrix resource', description: 'A goal the matrix edits' });
SAMPLE_PARAMS.checklistId = planningItem('checklists', { title: 'Matrix resource', items: [{ text: 'one' }] });
SAMPLE_PARAMS.partId = planningItem('parts', { name: 'Matrix resource', description: 'A part the matrix edits', role: 'self' });
SAMPLE_PARAMS.experimentId = planningItem('experiments', { title: 'Matrix resource' });
SAMPLE_PARAMS.routineId = planningItem('routines', { title: 'Matrix resource' });
// A mood category is not a resource of anyone: any known category will do.
SAMPLE_PARAMS.category = async () => 'gratitude';
// A comment the owner wrote on an entry of their own (deleted by its id).
SAMPLE_PARAMS.commentId = async (o) => {
  const entryId = await SAMPLE_PARAMS.entryId!(o);
  const res = await api(`/api/journal-entries/${entryId}/comments`, { method: 'POST', token: o.token, body: { content: 'Matrix comment' } });
  return res.body.id as string;
};
// The other person of an active coach connection of the owner's (`connectionId` is their user id).
SAMPLE_PARAMS.connectionId = async (o) => {
  const coach = await newUser('Matrix Connection');
  await setRole(coach.id, 'coach');
  await connectMember(o.id, coach.id, { permissions: { viewEntries: true } });
  return coach.id;
};

/** The coach who owns the `coach` routes of the matrix (made once, on first use). */
let matrixCoachOnce: Promise<Caller> | undefined;
const matrixCoach = () =>
  (matrixCoachOnce ??= newUser('Coach Owner').then(async (c) => {
    await setRole(c.id, 'coach');
    return c;
  }));
// A crisis alert is the coach's: the owner, connected to the matrix's coach, writes an entry in crisis.
SAMPLE_PARAMS.alertId = async (o) => {
  const coach = await matrixCoach();
  await connectMember(o.id, coach.id, { permissions: { viewEntries: true } });
  await api(`/api/users/${o.id}/journal-entries`, {
    method: 'POST',
    token: o.token,
    body: { title: 'Matrix alert', content: 'I have a plan to take all my pills tonight.' },
  });
  const alerts = (await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).body as { id: string; patientId: string }[];
  return alerts.find((a) => a.patientId === o.id)!.id;
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
  // Routes of policy `coach` belong to a coach: the matrix's owner of those is a coach.
  let coachOwner: Caller;
  const ownerOf = (r: RouteDef) => (r.policy === 'coach' ? coachOwner : owner);
  beforeAll(async () => {
    owner = await newUser('Owner');
    stranger = await newUser('Stranger');
    coachOwner = await matrixCoach();
    for (const [param, make] of Object.entries(SAMPLE_PARAMS)) sampled[param] = await make(owner);
  });

  it('can make a resource for every path parameter', () => {
    const missing = all.flatMap(paramsOf).filter((p) => !SAMPLE_PARAMS[p]);
    expect(missing).toEqual([]);
  });

  it('has a sample body for every route that takes one', () => {
    const missing = all.filter((r) => r.body && r.policy !== 'twilio' && !SAMPLE_BODIES[key(r)]).map(key);
    expect(missing).toEqual([]);
  });

  // Webhooks prove their sender by signature, not by token: unsigned or forged → 403 (calls.test.ts signs real ones).
  for (const route of all.filter((r) => r.policy === 'twilio')) {
    it(`${key(route)}: unsigned → 403, even with a token`, async () => {
      expect((await api(`${route.path}?callId=01NOSUCHCALL&turn=0`, { method: route.method, rawBody: '' })).status).toBe(403);
      expect((await api(`${route.path}?callId=01NOSUCHCALL&turn=0`, { method: route.method, token: owner.token, rawBody: '' })).status).toBe(403);
    });
  }

  for (const route of all.filter((r) => r.policy !== 'twilio')) {
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
      const o = ownerOf(route);
      const res = await api(pathFor(route, o.id), { method: route.method, token: o.token, body: SAMPLE_BODIES[name]?.(o) });
      expect(res.status, JSON.stringify(res.body)).toBe(route.status ?? 200);
    });
  }

  // 'authenticated' routes have no {id}: a stranger may call them, but only for themself (an item id
  // of theirs is looked up in the caller's own partition).
  for (const route of all.filter((r) => r.policy === 'authenticated' && r.body)) {
    it(`${key(route)}: another patient naming the owner in the body → 403`, async () => {
      const res = await api(pathFor(route, stranger.id), { method: route.method, token: stranger.token, body: SAMPLE_BODIES[key(route)]?.(owner) });
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

/**
 * Care-team policies (docs/architecture.md, "Identity and authorization"): `careTeam:<permission>` opens a patient's route to a member
 * with an ACTIVE connection carrying that permission; `coach` needs the role coach or therapist.
 */
describe('care team', () => {
  let patient: Caller;
  let full: Caller;
  let none: Caller;
  let paused: Caller;
  let entryTitle: string;
  const patientParams: Record<string, string> = {};
  const careRoutes = all.filter((r) => r.policy.startsWith('careTeam:'));
  beforeAll(async () => {
    [patient, full, none, paused] = await Promise.all([newUser('Care Patient'), newUser('Care Coach'), newUser('Care Coach Two'), newUser('Care Coach Three')]);
    await Promise.all([setRole(full.id, 'coach'), setRole(none.id, 'therapist'), setRole(paused.id, 'coach')]);
    const all3 = { viewEntries: true, commentEntries: true, editWorkspaces: true };
    await connectMember(patient.id, full.id, { permissions: all3 });
    await connectMember(patient.id, none.id, { relationshipType: 'therapist', permissions: {} });
    await connectMember(patient.id, paused.id, { status: 'paused', permissions: all3 });
    entryTitle = `Care team entry ${patient.id.slice(0, 6)}`;
    for (const [param, make] of Object.entries(SAMPLE_PARAMS)) patientParams[param] = await make(patient);
    await api(`/api/users/${patient.id}/journal-entries`, {
      method: 'POST',
      token: patient.token,
      body: { title: entryTitle, content: 'Something the care team may read.' },
    });
  });

  it("a connected coach with viewEntries reads the patient's entries", async () => {
    const res = await api(`/api/users/${patient.id}/journal-entries`, { token: full.token });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { title: string }) => e.title)).toContain(entryTitle);
  });

  it('without the permission, or with a paused connection, the entries are refused (403)', async () => {
    expect((await api(`/api/users/${patient.id}/journal-entries`, { token: none.token })).status).toBe(403);
    expect((await api(`/api/users/${patient.id}/journal-entries`, { token: paused.token })).status).toBe(403);
  });

  it("a connection does not open the patient's own routes (settings, writing, chat)", async () => {
    expect((await api(`/api/users/${patient.id}/settings`, { token: full.token })).status).toBe(403);
    const write = await api(`/api/users/${patient.id}/journal-entries`, {
      method: 'POST',
      token: full.token,
      body: { title: 'Not mine', content: 'A coach cannot write here.' },
    });
    expect(write.status).toBe(403);
    const chat = await api(`/api/users/${patient.id}/ai-coach/chat`, { method: 'POST', token: full.token, body: { message: 'hello' } });
    expect(chat.status).toBe(403);
  });

  for (const route of careRoutes) {
    const name = key(route);
    it(`${name}: a member with the permission → allowed; without it or paused → 403`, async () => {
      const path = pathFor(route, patient.id, patientParams);
      const allowed = await api(path, { method: route.method, token: full.token, body: SAMPLE_BODIES[name]?.(full) });
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(route.status ?? 200);
      expect((await api(path, { method: route.method, token: none.token, body: SAMPLE_BODIES[name]?.(none) })).status).toBe(403);
      expect((await api(path, { method: route.method, token: paused.token, body: SAMPLE_BODIES[name]?.(paused) })).status).toBe(403);
    });
  }

  it('coach routes: a patient on their own id → 403; a coach or therapist on their own id → 200, on another coach’s id → 403', async () => {
    expect((await api(`/api/users/${patient.id}/coach/alerts`, { token: patient.token })).status).toBe(403);
    expect((await api(`/api/users/${full.id}/coach/alerts`, { token: full.token })).status).toBe(200);
    expect((await api(`/api/users/${none.id}/coach/alerts`, { token: none.token })).status).toBe(200);
    expect((await api(`/api/users/${full.id}/coach/alerts`, { token: none.token })).status).toBe(403);
  });
});
