import type { CrisisAlert, DashboardStats, JournalEntry, PushMessage, Workspace, WorkspaceConflict, WorkspaceList } from '@steady/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectMember, setRole, tableDb } from './care-team.js';
import { api, baseUrl, newUser, type Caller } from './helpers.js';

/**
 * Shared workspaces (docs/architecture.md, "Shared workspaces") between real accounts through the
 * gateway: create, both sides edit, a stale save is refused with 409 and writes nothing, the history
 * names both authors, who may and may not, the crisis screen on the patient's words, the live push to
 * the other side, the audit record of a coach's read, and the journal and stats.
 */

interface Live {
  ws: WebSocket;
  next: (match: (m: PushMessage) => boolean) => Promise<PushMessage>;
}

function listen(token: string): Promise<Live> {
  return new Promise((resolve, reject) => {
    const messages: PushMessage[] = [];
    const waiters: { match: (m: PushMessage) => boolean; done: (m: PushMessage) => void }[] = [];
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as PushMessage;
      messages.push(m);
      for (const w of waiters.splice(0)) {
        if (w.match(m)) w.done(m);
        else waiters.push(w);
      }
    });
    const next = (match: (m: PushMessage) => boolean) =>
      new Promise<PushMessage>((done, fail) => {
        const seen = messages.find(match);
        if (seen) return done(seen);
        waiters.push({ match, done });
        setTimeout(() => fail(new Error('no matching push within 10 s')), 10_000);
      });
    ws.once('open', () => resolve({ ws, next }));
    ws.once('error', reject);
  });
}

const allowWorkspaces = (u: Caller, on: boolean) => api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { allowCoachWorkspaces: on } });

const PLAN = 'Warning signs: skipping meetings.\nWho I call: my sponsor.\nWhat helps: a walk after dinner.';

describe('shared workspaces', () => {
  let patient: Caller;
  let coach: Caller;
  let patientLive: Live;
  let coachLive: Live;
  let ws: Workspace;

  beforeAll(async () => {
    [patient, coach] = await Promise.all([newUser('Workspace Patient'), newUser('Workspace Coach')]);
    await setRole(coach.id, 'coach');
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true, editWorkspaces: true } });
    expect((await allowWorkspaces(patient, true)).status).toBe(200);
    [patientLive, coachLive] = await Promise.all([listen(patient.token), listen(coach.token)]);
  });
  afterAll(() => {
    patientLive?.ws.close(1000);
    coachLive?.ws.close(1000);
  });

  it('the coach creates a workspace for the patient, shared with the coach; the patient is told live', async () => {
    const statsBefore = (await api(`/api/users/${patient.id}/stats`, { token: patient.token })).body as DashboardStats;
    const res = await api(`/api/users/${patient.id}/workspaces`, {
      method: 'POST',
      token: coach.token,
      body: { title: 'Relapse-prevention plan', content: PLAN },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ws = res.body as Workspace;
    expect(ws).toMatchObject({ userId: patient.id, title: 'Relapse-prevention plan', version: 1, visibility: 'coach_only' });
    expect(ws.lastEditedBy).toMatchObject({ id: coach.id, name: 'Workspace Coach' });
    expect(ws.collaborators.map((c) => [c.id, c.role])).toEqual([
      [patient.id, 'owner'],
      [coach.id, 'editor'],
    ]);
    expect(ws.history).toHaveLength(1);
    expect(ws.history[0]).toMatchObject({ kind: 'created', editorName: 'Workspace Coach', editorRole: 'coach' });
    const push = await patientLive.next((m) => m.type === 'workspace_updated' && m.entryId === ws.id);
    expect(push).toEqual({ type: 'workspace_updated', userId: patient.id, entryId: ws.id, version: 1, editorName: 'Workspace Coach' });

    // It is an entry of the patient's journal (source workspace), counted once.
    const entry = (await api(`/api/users/${patient.id}/journal-entries/${ws.id}`, { token: patient.token })).body as JournalEntry;
    expect(entry).toMatchObject({ source: 'workspace', isWorkspace: true, collaborators: [coach.id], version: 1, content: PLAN });
    const statsAfter = (await api(`/api/users/${patient.id}/stats`, { token: patient.token })).body as DashboardStats;
    expect(statsAfter.totalEntries).toBe(statsBefore.totalEntries + 1);
  });

  it('both edit in turn; each save makes a version, the other side gets a push, and the history names both', async () => {
    const byPatient = await api(`/api/users/${patient.id}/workspaces/${ws.id}`, {
      method: 'PUT',
      token: patient.token,
      body: { title: ws.title, content: `${PLAN}\nWhen I feel a craving: text Sam.`, version: 1 },
    });
    expect(byPatient.status, JSON.stringify(byPatient.body)).toBe(200);
    expect(byPatient.body).toMatchObject({ version: 2, crisisInEdit: false, lastEditedBy: { id: patient.id, name: 'Workspace Patient' } });
    expect(await coachLive.next((m) => m.type === 'workspace_updated' && m.version === 2)).toMatchObject({ editorName: 'Workspace Patient' });

    const byCoach = await api(`/api/users/${patient.id}/workspaces/${ws.id}`, {
      method: 'PUT',
      token: coach.token,
      body: { title: 'Relapse-prevention plan (week 3)', content: `${PLAN}\nWhen I feel a craving: text Sam, then call me.`, version: 2 },
    });
    expect(byCoach.status, JSON.stringify(byCoach.body)).toBe(200);
    expect(byCoach.body.version).toBe(3);
    await patientLive.next((m) => m.type === 'workspace_updated' && m.version === 3);

    const got = (await api(`/api/users/${patient.id}/workspaces/${ws.id}`, { token: patient.token })).body as Workspace;
    expect(got.history.map((h) => [h.version, h.editorName])).toEqual([
      [3, 'Workspace Coach'],
      [2, 'Workspace Patient'],
      [1, 'Workspace Coach'],
    ]);
    expect(got.history[0]).toMatchObject({
      titleBefore: 'Relapse-prevention plan',
      titleAfter: 'Relapse-prevention plan (week 3)',
      changes: [
        { op: 'remove', text: 'When I feel a craving: text Sam.' },
        { op: 'add', text: 'When I feel a craving: text Sam, then call me.' },
      ],
    });
    expect(got.history[1]).toMatchObject({ titleBefore: null, changes: [{ op: 'add', text: 'When I feel a craving: text Sam.' }] });
    ws = got;
  });

  it('a save against a stale version is refused with 409 naming who saved the current one, and writes nothing', async () => {
    const res = await api(`/api/users/${patient.id}/workspaces/${ws.id}`, {
      method: 'PUT',
      token: patient.token,
      body: { title: ws.title, content: 'My version from before the coach saved.', version: 2 },
    });
    expect(res.status).toBe(409);
    const body = res.body as WorkspaceConflict;
    expect(body.current).toMatchObject({ version: 3, lastEditedBy: { id: coach.id, name: 'Workspace Coach' } });
    expect(body.message).toMatch(/changed since you opened it/);
    const after = (await api(`/api/users/${patient.id}/workspaces/${ws.id}`, { token: patient.token })).body as Workspace;
    expect(after.version).toBe(3);
    expect(after.content).toBe(ws.content);
    expect(after.history).toHaveLength(3);
  });

  it('two saves of the same version at once: one is stored, the other gets 409', async () => {
    const save = (u: Caller, content: string) =>
      api(`/api/users/${patient.id}/workspaces/${ws.id}`, { method: 'PUT', token: u.token, body: { title: ws.title, content, version: 3 } });
    const results = await Promise.all([save(patient, `${ws.content}\nPatient line.`), save(coach, `${ws.content}\nCoach line.`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await api(`/api/users/${patient.id}/workspaces/${ws.id}`, { token: patient.token })).body as Workspace;
    expect(after.version).toBe(4);
    expect(after.history).toHaveLength(4);
    ws = after;
  });

  it('lists the workspaces for the patient and the collaborating coach; the coach’s reads are audited', async () => {
    const mine = (await api(`/api/users/${patient.id}/workspaces`, { token: patient.token })).body as WorkspaceList;
    expect(mine.allowCoachWorkspaces).toBe(true);
    expect(mine.partners).toEqual([{ id: coach.id, name: 'Workspace Coach', relationshipType: 'coach' }]);
    expect(mine.workspaces.map((w) => w.id)).toEqual([ws.id]);
    const theirs = await api(`/api/users/${patient.id}/workspaces`, { token: coach.token });
    expect(theirs.status).toBe(200);
    expect((theirs.body as WorkspaceList).workspaces.map((w) => w.id)).toEqual([ws.id]);
    expect((await api(`/api/users/${patient.id}/workspaces/${ws.id}`, { token: coach.token })).status).toBe(200);

    const { data: records } = await tableDb().entities.accessRecord.query.bySubject({ subjectId: patient.id }).go({ pages: 'all' });
    const routes = records.filter((r) => r.readerId === coach.id).map((r) => r.route);
    expect(routes).toContain('GET /api/users/{id}/workspaces');
    expect(routes).toContain('GET /api/users/{id}/workspaces/{workspaceId}');
    expect(records.find((r) => r.route === 'GET /api/users/{id}/workspaces/{workspaceId}')).toMatchObject({
      readerName: 'Workspace Coach',
      readerRole: 'coach',
      what: 'entries',
      count: 1,
    });
    // The patient's own reads are not recorded.
    expect(records.filter((r) => r.readerId === patient.id)).toEqual([]);
  });

  it('the journal entry’s words cannot be edited around the history', async () => {
    const res = await api(`/api/users/${patient.id}/journal-entries/${ws.id}`, {
      method: 'PATCH',
      token: patient.token,
      body: { content: 'Edited behind the workspace’s back.', version: ws.version },
    });
    expect(res.status).toBe(400);
  });

  it('crisis language the patient writes into a workspace raises an alert for the coach; the coach’s own words do not', async () => {
    const byCoach = await api(`/api/users/${patient.id}/workspaces/${ws.id}`, {
      method: 'PUT',
      token: coach.token,
      body: { title: ws.title, content: `${ws.content}\nIf you think about ending your life, call 988.`, version: ws.version },
    });
    expect(byCoach.status).toBe(200);
    expect(byCoach.body.crisisInEdit).toBe(false);
    const before = ((await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).body as CrisisAlert[]).filter((a) => a.patientId === patient.id);
    expect(before).toEqual([]);

    const byPatient = await api(`/api/users/${patient.id}/workspaces/${ws.id}`, {
      method: 'PUT',
      token: patient.token,
      body: { title: ws.title, content: `${byCoach.body.content}\nI have a plan to take all my pills tonight.`, version: byCoach.body.version },
    });
    expect(byPatient.status).toBe(200);
    expect(byPatient.body).toMatchObject({ crisisInEdit: true, crisisDetected: true, crisisLevel: 'urgent' });
    const alerts = (await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).body as CrisisAlert[];
    expect(alerts.find((a) => a.patientId === patient.id)).toMatchObject({ level: 'urgent', source: 'entry', sourceId: ws.id });
  });
});

describe('shared workspaces: who may', () => {
  let patient: Caller;
  let coach: Caller;
  let viewer: Caller;
  let paused: Caller;
  let family: Caller;
  let stranger: Caller;
  let workspaceId: string;

  beforeAll(async () => {
    [patient, coach, viewer, paused, family, stranger] = await Promise.all([
      newUser('Rules Patient'),
      newUser('Rules Coach'),
      newUser('Rules Viewer'),
      newUser('Rules Paused'),
      newUser('Rules Family'),
      newUser('Rules Stranger'),
    ]);
    await Promise.all([setRole(coach.id, 'coach'), setRole(viewer.id, 'therapist'), setRole(paused.id, 'coach')]);
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true, editWorkspaces: true } });
    await connectMember(patient.id, viewer.id, { relationshipType: 'therapist', permissions: { viewEntries: true } });
    await connectMember(patient.id, paused.id, { status: 'paused', permissions: { viewEntries: true, editWorkspaces: true } });
    await connectMember(patient.id, family.id, { relationshipType: 'family', permissions: { viewEntries: true, editWorkspaces: true } });
  });

  const create = (u: Caller) =>
    api(`/api/users/${patient.id}/workspaces`, { method: 'POST', token: u.token, body: { title: 'Homework', content: 'Three things that went well.' } });

  it('with allowCoachWorkspaces off: the patient is asked to turn it on, the coach is refused', async () => {
    const own = await create(patient);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/Allow coach workspaces/);
    expect((await create(coach)).status).toBe(403);
    expect((await api(`/api/users/${patient.id}/workspaces`, { token: coach.token })).status).toBe(403);
    const list = await api(`/api/users/${patient.id}/workspaces`, { token: patient.token });
    expect(list.body).toMatchObject({ allowCoachWorkspaces: false, workspaces: [] });
  });

  it('with it on: the patient creates; only an active coach or therapist with canEditWorkspaces joins in', async () => {
    await allowWorkspaces(patient, true);
    const res = await create(patient);
    expect(res.status).toBe(201);
    workspaceId = res.body.id;
    // Only the coach with the permission is a collaborator (not the family member, the viewer or the paused coach).
    expect((res.body as Workspace).collaborators.map((c) => c.id)).toEqual([patient.id, coach.id]);
    const path = `/api/users/${patient.id}/workspaces/${workspaceId}`;
    expect((await api(path, { token: coach.token })).status).toBe(200);
    for (const u of [viewer, paused, family, stranger]) {
      expect((await api(path, { token: u.token })).status).toBe(403);
      expect((await api(path, { method: 'PUT', token: u.token, body: { title: 'Homework', content: 'Mine now.', version: 1 } })).status).toBe(403);
      expect((await create(u)).status).toBe(403);
    }
  });

  it('turning the setting off shuts the coach out at once; the patient keeps their workspace', async () => {
    await allowWorkspaces(patient, false);
    const path = `/api/users/${patient.id}/workspaces/${workspaceId}`;
    expect((await api(path, { token: coach.token })).status).toBe(403);
    expect((await api(path, { method: 'PUT', token: coach.token, body: { title: 'Homework', content: 'Edited.', version: 1 } })).status).toBe(403);
    expect((await api(path, { token: patient.token })).status).toBe(200);
    await allowWorkspaces(patient, true);
  });

  it('a coach added later with the permission is not a collaborator of an existing workspace', async () => {
    const late = await newUser('Rules Late Coach');
    await setRole(late.id, 'coach');
    await connectMember(patient.id, late.id, { permissions: { editWorkspaces: true } });
    expect((await api(`/api/users/${patient.id}/workspaces/${workspaceId}`, { token: late.token })).status).toBe(403);
    const list = (await api(`/api/users/${patient.id}/workspaces`, { token: late.token })).body as WorkspaceList;
    expect(list.workspaces).toEqual([]);
  });

  it('an unknown workspace, or an ordinary entry, is a 404; bad input is a 400 with the field', async () => {
    expect((await api(`/api/users/${patient.id}/workspaces/01NOSUCHWORKSPACE`, { token: patient.token })).status).toBe(404);
    const entry = await api(`/api/users/${patient.id}/journal-entries`, {
      method: 'POST',
      token: patient.token,
      body: { title: 'Ordinary', content: 'Not a workspace at all.' },
    });
    expect((await api(`/api/users/${patient.id}/workspaces/${entry.body.id}`, { token: patient.token })).status).toBe(404);
    const bad = await api(`/api/users/${patient.id}/workspaces/${workspaceId}`, {
      method: 'PUT',
      token: patient.token,
      body: { title: 'Homework', content: 'Edited.' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('version');
  });
});
