import { routes, type RouteDef } from '@steady/shared';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { searchUsers } from '../../src/admin/service.js';
import { createDb } from '../../src/app/db.js';
import type { Runtime } from '../../src/platform/runtime.js';
import { LOCAL_CREDENTIALS } from '../../src/platform/config.js';
import { PASSWORD, api, newUser, signIn, type Caller } from './helpers.js';
import { connectMember, setRole, tableDb } from './care-team.js';

/** The subject's access records, newest first, straight from the table. */
async function recordsOf(subjectId: string) {
  const { data } = await tableDb().entities.accessRecord.query.bySubject({ subjectId }).go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * Every route that can return another person's entries, comments, messages, plan or habits, and how a
 * test makes the read (docs/architecture.md, "Audit of reads"). Every `careTeam:*` route of the
 * manifest must be here (checked below), so a new one cannot go unaudited by omission.
 */
const AUDITED: Record<string, { what: string; path: (p: Ctx) => string; reader: (p: Ctx) => Caller }> = {
  'GET /api/users/{id}/journal-entries': { what: 'entries', path: (c) => `/api/users/${c.patient.id}/journal-entries`, reader: (c) => c.coach },
  'GET /api/users/{id}/journal-entries/{entryId}': {
    what: 'entries',
    path: (c) => `/api/users/${c.patient.id}/journal-entries/${c.entryId}`,
    reader: (c) => c.coach,
  },
  'GET /api/users/{id}/artifacts': { what: 'entries', path: (c) => `/api/users/${c.patient.id}/artifacts`, reader: (c) => c.coach },
  'GET /api/users/{id}/safety-plan': { what: 'safety_plan', path: (c) => `/api/users/${c.patient.id}/safety-plan`, reader: (c) => c.coach },
  'GET /api/users/{id}/habits': { what: 'habits', path: (c) => `/api/users/${c.patient.id}/habits`, reader: (c) => c.coach },
  'GET /api/users/{id}/habits/summary': { what: 'habits', path: (c) => `/api/users/${c.patient.id}/habits/summary`, reader: (c) => c.coach },
  'GET /api/users/{id}/habit-entries/recent': { what: 'habits', path: (c) => `/api/users/${c.patient.id}/habit-entries/recent`, reader: (c) => c.coach },
  'GET /api/journal-entries/{entryId}/comments': { what: 'comments', path: (c) => `/api/journal-entries/${c.entryId}/comments`, reader: (c) => c.coach },
  'GET /api/users/{id}/circle/{connectionId}/messages': {
    what: 'messages',
    path: (c) => `/api/users/${c.coach.id}/circle/${c.patient.id}/messages`,
    reader: (c) => c.coach,
  },
  'GET /api/users/{id}/friends/{friendId}/entries': {
    what: 'entries',
    path: (c) => `/api/users/${c.friend.id}/friends/${c.patient.id}/entries`,
    reader: (c) => c.friend,
  },
};
/**
 * Reads audited and tested in their own suites, where the data they need is set up: a shared
 * workspace needs the patient's setting and the coach's editWorkspaces (workspaces.test.ts checks
 * the access records of the coach's list and read).
 */
const AUDITED_ELSEWHERE = new Set(['GET /api/users/{id}/workspaces', 'GET /api/users/{id}/workspaces/{workspaceId}']);
/** The patient's own side of each read (their own data: never recorded). */
const OWN_PATHS: ((c: Ctx) => string)[] = [
  (c) => `/api/users/${c.patient.id}/journal-entries`,
  (c) => `/api/users/${c.patient.id}/journal-entries/${c.entryId}`,
  (c) => `/api/users/${c.patient.id}/artifacts`,
  (c) => `/api/users/${c.patient.id}/safety-plan`,
  (c) => `/api/users/${c.patient.id}/habits`,
  (c) => `/api/journal-entries/${c.entryId}/comments`,
  (c) => `/api/users/${c.patient.id}/circle/${c.coach.id}/messages`,
];

interface Ctx {
  patient: Caller;
  coach: Caller;
  friend: Caller;
  entryId: string;
}

describe('audit of reads', () => {
  const ctx = {} as Ctx;
  beforeAll(async () => {
    [ctx.patient, ctx.coach, ctx.friend] = await Promise.all([newUser('Audit Patient'), newUser('Audit Coach'), newUser('Audit Friend')]);
    await setRole(ctx.coach.id, 'coach');
    await connectMember(ctx.patient.id, ctx.coach.id, { permissions: { viewEntries: true, commentEntries: true } });
    const { patient, coach, friend } = ctx;
    const entry = await api(`/api/users/${patient.id}/journal-entries`, {
      method: 'POST',
      token: patient.token,
      body: { title: 'Shared with everyone', content: 'A good day at the park with my sister.', visibility: 'public' },
    });
    ctx.entryId = entry.body.id;
    await api(`/api/journal-entries/${ctx.entryId}/artifact`, { method: 'PATCH', token: patient.token, body: { isArtifact: true } });
    await api(`/api/journal-entries/${ctx.entryId}/comments`, { method: 'POST', token: coach.token, body: { content: 'Glad to read this.' } });
    await api(`/api/users/${patient.id}/safety-plan`, { method: 'PUT', token: patient.token, body: { copingStrategies: ['Walk around the block'] } });
    await api('/api/habits', {
      method: 'POST',
      token: patient.token,
      body: { name: 'Walk', description: 'A daily walk', category: 'other', frequency: 'daily', unit: 'times' },
    });
    const habits = await api(`/api/users/${patient.id}/habits`, { token: patient.token });
    await api('/api/habit-entries', { method: 'POST', token: patient.token, body: { habitId: habits.body[0].id, value: 1 } });
    await api(`/api/users/${coach.id}/circle/${patient.id}/messages`, { method: 'POST', token: coach.token, body: { content: 'How was the week?' } });
    const invite = await api(`/api/users/${patient.id}/friends/create-invite`, { method: 'POST', token: patient.token });
    await api(`/api/friends/invites/${invite.body.token}/accept`, { method: 'POST', token: friend.token });
  });

  it('lists every careTeam route (and every other read of another person’s data)', () => {
    const careTeam = (routes as readonly RouteDef[]).filter((r) => r.policy.startsWith('careTeam:') && r.method === 'GET').map((r) => `${r.method} ${r.path}`);
    expect(careTeam.filter((k) => !AUDITED[k] && !AUDITED_ELSEWHERE.has(k))).toEqual([]);
  });

  for (const [route, read] of Object.entries(AUDITED)) {
    it(`${route}: one access record for the subject, with reader, what and route`, async () => {
      const before = await recordsOf(ctx.patient.id);
      const reader = read.reader(ctx);
      const res = await api(read.path(ctx), { token: reader.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await recordsOf(ctx.patient.id);
      const added = after.filter((r) => !before.some((b) => b.recordId === r.recordId && b.day === r.day));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ readerId: reader.id, subjectId: ctx.patient.id, what: read.what, route });
      expect(added[0]!.count).toBeGreaterThan(0);
      // The reader's own log has nothing of it.
      expect((await recordsOf(reader.id)).filter((r) => r.route === route)).toEqual([]);
    });
  }

  it('reads of one’s own data write no record', async () => {
    const before = (await recordsOf(ctx.patient.id)).length;
    for (const path of OWN_PATHS) expect((await api(path(ctx), { token: ctx.patient.token })).status).toBe(200);
    expect((await recordsOf(ctx.patient.id)).length).toBe(before);
  });

  it('the care team’s alert list carries no journal text and writes no record', async () => {
    const before = (await recordsOf(ctx.patient.id)).length;
    expect((await api(`/api/users/${ctx.coach.id}/coach/alerts`, { token: ctx.coach.token })).status).toBe(200);
    expect((await recordsOf(ctx.patient.id)).length).toBe(before);
  });

  it('Who viewed my journal: newest first, with name, role and what, in pages; only for oneself', async () => {
    const first = await api(`/api/users/${ctx.patient.id}/access-log?limit=3`, { token: ctx.patient.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(3);
    expect(first.body[0]).toMatchObject({ readerName: expect.any(String), readerRole: expect.any(String), what: expect.any(String), at: expect.any(String) });
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api(`/api/users/${ctx.patient.id}/access-log?limit=50&cursor=${encodeURIComponent(cursor!)}`, { token: ctx.patient.token });
    expect(second.status).toBe(200);
    const all = [...first.body, ...second.body] as { id: string; at: string; readerName: string; readerRole: string }[];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(all.map((r) => r.at)).toEqual([...all.map((r) => r.at)].sort().reverse());
    expect(all.filter((r) => r.readerName === 'Audit Coach' && r.readerRole === 'coach').length).toBeGreaterThan(0);
    expect((await api(`/api/users/${ctx.patient.id}/access-log`, { token: ctx.coach.token })).status).toBe(403);
    expect((await api(`/api/users/${ctx.patient.id}/access-log?cursor=nonsense`, { token: ctx.patient.token })).status).toBe(400);
    expect((await api(`/api/users/${ctx.patient.id}/access-log?limit=500`, { token: ctx.patient.token })).status).toBe(400);
  });
});

describe('admin', () => {
  let admin: Caller;
  let patient: Caller;
  let coach: Caller;
  const unique = `Zed${Date.now().toString(36)}`;
  beforeAll(async () => {
    [admin, patient, coach] = await Promise.all([newUser('Audit Admin'), newUser(`${unique} Quinn`), newUser('Coach Candidate')]);
    await setRole(admin.id, 'admin');
  });

  it('finds users by a name prefix in any case and by any word of the name, and by phone number', async () => {
    for (const q of [unique.toLowerCase().slice(0, 6), unique.toUpperCase(), `${unique} qu`]) {
      const res = await api(`/api/admin/users?query=${encodeURIComponent(q)}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.map((u: { id: string }) => u.id)).toContain(patient.id);
    }
    const byPhone = await api(`/api/admin/users?query=${encodeURIComponent(patient.phoneNumber)}`, { token: admin.token });
    expect(byPhone.body).toEqual([
      {
        id: patient.id,
        name: `${unique} Quinn`,
        phoneNumber: expect.stringMatching(new RegExp(`${patient.phoneNumber.slice(-4)}$`)),
        role: 'user',
        isVerifiedCoach: false,
        isActive: true,
      },
    ]);
    expect(byPhone.body[0].phoneNumber).not.toContain(patient.phoneNumber.slice(2, 8));
    expect((await api(`/api/admin/users?query=${encodeURIComponent('nobody-like-this-xyz')}`, { token: admin.token })).body).toEqual([]);
    expect((await api('/api/admin/users?query=a', { token: admin.token })).status).toBe(400);
  });

  it('searches with a Query of the directory (or a GetItem of the phone guard), never a Scan', async () => {
    const client = new DynamoDBClient({ region: 'us-east-1', endpoint: inject('dynamoEndpoint'), credentials: LOCAL_CREDENTIALS });
    const commands: string[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize' },
    );
    const rt = { db: createDb(client, inject('tableName')) } as unknown as Runtime;
    const found = await searchUsers(rt, unique.slice(0, 5));
    expect(found.map((u) => u.id)).toContain(patient.id);
    expect(commands).toEqual(['QueryCommand', 'BatchGetItemCommand']);
    commands.length = 0;
    await searchUsers(rt, patient.phoneNumber);
    expect(commands).toEqual(['GetItemCommand', 'BatchGetItemCommand']);
  });

  it('makes a user a coach and verifies them; the change is audited with the field names', async () => {
    const res = await api(`/api/admin/users/${coach.id}`, { method: 'PATCH', token: admin.token, body: { role: 'coach', isVerifiedCoach: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: coach.id, role: 'coach', isVerifiedCoach: true, isActive: true });
    const me = await api(`/api/users/${coach.id}`, { token: coach.token });
    expect(me.body).toMatchObject({ role: 'coach', isVerifiedCoach: true });
    // The coach routes open to them at once.
    expect((await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).status).toBe(200);
    const records = await recordsOf(coach.id);
    expect(records[0]).toMatchObject({ readerId: admin.id, what: 'admin_action', detail: 'role,isVerifiedCoach', route: 'PATCH /api/admin/users/{userId}' });
    // The coach does not see the admin's action as a read of their journal... but they do see it in their log.
    expect((await api(`/api/users/${coach.id}/access-log`, { token: coach.token })).body[0]).toMatchObject({ what: 'admin_action', readerName: 'Audit Admin' });
  });

  it('deactivating refuses sign-in and the tokens in hand; the data is kept; reactivating allows it again', async () => {
    const user = await newUser('Leaving Soon');
    await api(`/api/users/${user.id}/journal-entries`, { method: 'POST', token: user.token, body: { title: 'Kept', content: 'This entry stays.' } });
    const off = await api(`/api/admin/users/${user.id}`, { method: 'PATCH', token: admin.token, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    await expect(signIn(user.phoneNumber, PASSWORD)).rejects.toThrow();
    expect((await api(`/api/users/${user.id}`, { token: user.token })).status).toBe(401);
    const on = await api(`/api/admin/users/${user.id}`, { method: 'PATCH', token: admin.token, body: { isActive: true } });
    expect(on.body.isActive).toBe(true);
    const token = await signIn(user.phoneNumber, PASSWORD);
    const entries = await api(`/api/users/${user.id}/journal-entries`, { token });
    expect(entries.body.map((e: { title: string }) => e.title)).toEqual(['Kept']);
    expect((await recordsOf(user.id)).map((r) => r.detail)).toEqual(['isActive', 'isActive']);
  });

  it('an admin cannot demote or deactivate themself (400); bad bodies are 400; an unknown user is 404', async () => {
    const demote = await api(`/api/admin/users/${admin.id}`, { method: 'PATCH', token: admin.token, body: { role: 'user' } });
    expect(demote.status).toBe(400);
    expect(demote.body.errors[0].path).toBe('body.role');
    expect((await api(`/api/admin/users/${admin.id}`, { method: 'PATCH', token: admin.token, body: { isActive: false } })).status).toBe(400);
    expect((await api(`/api/admin/users/${coach.id}`, { method: 'PATCH', token: admin.token, body: { role: 'superuser' } })).status).toBe(400);
    expect((await api(`/api/admin/users/${coach.id}`, { method: 'PATCH', token: admin.token, body: {} })).status).toBe(400);
    expect((await api(`/api/admin/users/${coach.id}`, { method: 'PATCH', token: admin.token, body: { isAdmin: true } })).status).toBe(400);
    expect((await api('/api/admin/users/01NOSUCHUSER', { method: 'PATCH', token: admin.token, body: { isVerifiedCoach: true } })).status).toBe(404);
    expect((await api(`/api/users/${admin.id}`, { token: admin.token })).body.role).toBe('admin');
  });

  it('exports the access records of a day range as CSV (quoted, formula-guarded); bad ranges are 400', async () => {
    const evil = await newUser('=HYPERLINK("x") "Quoted"');
    await setRole(evil.id, 'coach');
    const subject = await newUser('Export Subject');
    await connectMember(subject.id, evil.id, { permissions: { viewEntries: true } });
    await api(`/api/users/${subject.id}/journal-entries`, {
      method: 'POST',
      token: subject.token,
      body: { title: 'Seen', content: 'Read by the coach.', visibility: 'coach_only' },
    });
    await api(`/api/users/${subject.id}/journal-entries`, { token: evil.token });
    const today = new Date().toISOString().slice(0, 10);
    const res = await api(`/api/admin/access-log.csv?from=${today}&to=${today}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = res.body as string;
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('at,readerId,readerName,readerRole,subjectId,what,route,count,detail');
    const line = lines.find((l) => l.includes(subject.id))!;
    expect(line).toContain(`"'=HYPERLINK(""x"") ""Quoted"""`);
    expect(line).toContain('"GET /api/users/{id}/journal-entries"');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await api(`/api/admin/access-log.csv?from=${yesterday}&to=${yesterday}`, { token: admin.token })).body).not.toContain(subject.id);
    for (const q of [
      'from=2026-02-01&to=2026-01-01',
      'from=2026-01-01&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=today',
      'from=2026-01-01',
    ]) {
      expect((await api(`/api/admin/access-log.csv?${q}`, { token: admin.token })).status, q).toBe(400);
    }
    expect((await api(`/api/admin/access-log.csv?from=${today}&to=${today}`, { token: coach.token })).status).toBe(403);
  });
});
