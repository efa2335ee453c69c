import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AttentionItem, CoachEntry, CoachEntryPage, CoachInsights, CoachStudent } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { coachInsights, listStudents, needsAttention } from '../../src/care-team/caseload.js';
import { noteCall } from '../../src/care-team/summary.js';
import { createDb } from '../../src/app/db.js';
import type { Runtime } from '../../src/platform/runtime.js';
import { connectMember, setRole, tableDb } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/**
 * The Coach Dashboard's routes (docs/architecture.md, "Coach workspace"): who may call them, what a
 * coach sees of each student (only what the visibility rule lets them read), paging and filters, the
 * audit record of every read, Needs attention with its reasons, and the bounded reads of the caseload.
 */

const READS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand', 'ScanCommand']);

/** A runtime over the stack's table whose DynamoDB client counts the read requests it sends. */
function countingRuntime(): { rt: Runtime; reads: () => number } {
  let reads = 0;
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint: inject('dynamoEndpoint'), credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (READS.has(context.commandName ?? '')) reads++;
      return next(args);
    },
    { step: 'initialize', name: 'countReads' },
  );
  const rt = { config: {}, ports: { clock: { now: () => new Date() } }, db: createDb(client, inject('tableName')) } as unknown as Runtime;
  return {
    rt,
    reads: () => {
      const n = reads;
      reads = 0;
      return n;
    },
  };
}

async function write(who: Caller, body: { title: string; content: string; visibility?: string; moodRating?: number }) {
  const res = await api(`/api/users/${who.id}/journal-entries`, { method: 'POST', token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

const get = <T>(coach: Caller, path: string) => api(`/api/users/${coach.id}/coach/${path}`, { token: coach.token }) as Promise<{ status: number; body: T }>;

describe('Coach Dashboard routes', () => {
  let coach: Caller;
  let shares: Caller; // active, view + comment
  let viewer: Caller; // active, view only
  let closed: Caller; // active, no canViewEntries
  let paused: Caller; // paused, view
  const written: Record<string, string> = {};

  beforeAll(async () => {
    [coach, shares, viewer, closed, paused] = await Promise.all([
      newUser('Coach Casey'),
      newUser('Avery Shares'),
      newUser('Blake Viewer'),
      newUser('Cam Closed'),
      newUser('Dana Paused'),
    ]);
    await setRole(coach.id, 'coach');
    await connectMember(shares.id, coach.id, { permissions: { viewEntries: true, commentEntries: true } });
    await connectMember(viewer.id, coach.id, { permissions: { viewEntries: true } });
    await connectMember(closed.id, coach.id, { permissions: {} });
    await connectMember(paused.id, coach.id, { status: 'paused', permissions: { viewEntries: true } });
    for (const visibility of ['private', 'coach_only', 'circle', 'public']) {
      written[visibility] = (
        await write(shares, { title: `Shared ${visibility}`, content: `An entry written as ${visibility} today.`, visibility, moodRating: 4 })
      ).id;
    }
    written.viewer = (await write(viewer, { title: 'Viewer entry', content: 'Slept well and went to group.', visibility: 'coach_only', moodRating: 9 })).id;
    written.closed = (await write(closed, { title: 'Closed entry', content: 'Shared with coaches but no permission.', visibility: 'coach_only' })).id;
    written.paused = (await write(paused, { title: 'Paused entry', content: 'Shared with coaches while paused.', visibility: 'coach_only' })).id;
  });

  it('a non-coach gets 403 from every coach route, even on their own id', async () => {
    const patient = shares;
    for (const path of ['insights', 'students', 'needs-attention', 'student-entries', `students/${viewer.id}/entries`]) {
      expect((await get(patient, path)).status, path).toBe(403);
    }
  });

  it('a coach who is not connected gets 403 on every student route and nothing in the lists', async () => {
    const other = await newUser('Coach Other');
    await setRole(other.id, 'coach');
    expect((await get(other, `students/${shares.id}/entries`)).status).toBe(403);
    expect((await get(other, `student-entries?student=${shares.id}`)).status).toBe(403);
    expect((await get<CoachEntryPage>(other, 'student-entries')).body).toEqual({ entries: [], nextCursor: null });
    expect((await get<CoachStudent[]>(other, 'students')).body).toEqual([]);
    const dismiss = await api(`/api/users/${other.id}/coach/needs-attention/${shares.id}/dismiss`, { method: 'POST', token: other.token });
    expect(dismiss.status).toBe(403);
  });

  it('lists the students with status, relationship and permissions; last interaction only where entries are shared', async () => {
    const res = await get<CoachStudent[]>(coach, 'students');
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.map((s) => [s.userId, s]));
    expect(Object.keys(by).sort()).toEqual([shares.id, viewer.id, closed.id, paused.id].sort());
    expect(by[shares.id]).toMatchObject({ name: 'Avery Shares', status: 'active', relationshipType: 'coach', canViewEntries: true, canCommentEntries: true });
    // The latest entry the coach may read (not the private one written first).
    expect(by[shares.id]!.latestEntryId).toBe(written.public);
    expect(by[shares.id]!.lastInteractionAt).not.toBeNull();
    expect(by[closed.id]).toMatchObject({ canViewEntries: false, lastInteractionAt: null, latestEntryId: null });
    expect(by[paused.id]).toMatchObject({ status: 'paused', lastInteractionAt: null });
  });

  it('Journal Entries: only what the visibility rule allows, of students with an active connection and canViewEntries', async () => {
    const res = await get<CoachEntryPage>(coach, 'student-entries');
    expect(res.status).toBe(200);
    const ids = res.body.entries.map((e) => e.id);
    expect(ids.sort()).toEqual([written.coach_only, written.circle, written.public, written.viewer].sort());
    expect(res.body.entries.find((e) => e.id === written.viewer)?.authorName).toBe('Blake Viewer');
    // Newest first across students (ULIDs are time order).
    const order = res.body.entries.map((e) => e.id);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('one student: 403 without canViewEntries, while paused, or for someone not a student; their readable entries otherwise', async () => {
    expect((await get(coach, `students/${closed.id}/entries`)).status).toBe(403);
    expect((await get(coach, `students/${paused.id}/entries`)).status).toBe(403);
    expect((await get(coach, `student-entries?student=${closed.id}`)).status).toBe(403);
    const stranger = await newUser('Not A Student');
    expect((await get(coach, `students/${stranger.id}/entries`)).status).toBe(403);
    const one = await get<CoachEntryPage>(coach, `students/${shares.id}/entries`);
    expect(one.status).toBe(200);
    expect(one.body.entries.map((e) => e.visibility).sort()).toEqual(['circle', 'coach_only', 'public']);
  });

  it('every response with entries writes one audit record per student returned, with the route key', async () => {
    const before = await tableDb().entities.accessRecord.query.bySubject({ subjectId: viewer.id }).go({ pages: 'all' });
    await get(coach, 'student-entries');
    await get(coach, `students/${viewer.id}/entries`);
    const after = await tableDb().entities.accessRecord.query.bySubject({ subjectId: viewer.id }).go({ pages: 'all' });
    const fresh = after.data.filter((r) => !before.data.some((b) => b.recordId === r.recordId && b.day === r.day));
    expect(fresh.map((r) => r.route).sort()).toEqual([
      'GET /api/users/{id}/coach/student-entries',
      'GET /api/users/{id}/coach/students/{connectionId}/entries',
    ]);
    expect(fresh.every((r) => r.readerId === coach.id && r.what === 'entries' && r.count === 1 && r.readerName === 'Coach Casey')).toBe(true);
    // Nothing is recorded for a student whose entries were not returned.
    const closedRecords = await tableDb().entities.accessRecord.query.bySubject({ subjectId: closed.id }).go();
    expect(closedRecords.data).toEqual([]);
  });

  it('pages with a cursor until every entry was returned once; a forged cursor is a 400', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const res: { status: number; body: CoachEntryPage } = await get<CoachEntryPage>(
        coach,
        `student-entries?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.entries.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.entries.map((e) => e.id));
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toEqual([written.coach_only, written.circle, written.public, written.viewer].sort().reverse());
    const bad = await get<{ errors: { path: string }[] }>(coach, 'student-entries?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.path).toBe('query.cursor');
    expect((await get(coach, 'student-entries?mood=sky-high')).status).toBe(400);
  });

  it('filters by student, mood band and theme', async () => {
    const high = await get<CoachEntryPage>(coach, 'student-entries?mood=high');
    expect(high.body.entries.map((e) => e.id)).toEqual([written.viewer]);
    const low = await get<CoachEntryPage>(coach, 'student-entries?mood=low');
    expect(low.body.entries.every((e) => e.userId === shares.id)).toBe(true);
    const onlyViewer = await get<CoachEntryPage>(coach, `student-entries?student=${viewer.id}`);
    expect(onlyViewer.body.entries.map((e) => e.id)).toEqual([written.viewer]);
    const tagged = await api(`/api/users/${shares.id}/journal-entries/${written.circle}/tags`, {
      method: 'PATCH',
      token: shares.token,
      body: { themes: ['Gardening'] },
    });
    expect(tagged.status).toBe(200);
    const theme = await get<CoachEntryPage>(coach, 'student-entries?theme=gardening');
    expect(theme.body.entries.map((e) => e.id)).toEqual([written.circle]);
  });

  it('Overview: six figures, Recent Activity of readable entries only, and the active students', async () => {
    const res = await get<CoachInsights>(coach, 'insights');
    expect(res.status).toBe(200);
    expect(res.body.stats).toMatchObject({ students: 4, active: 3, activity: 4 });
    // (4 × 3 + 9) / 4: the private entry's mood is not the coach's to know.
    expect(res.body.stats.averageMood).toBe(5.3);
    const ids = res.body.recentActivity.map((e: CoachEntry) => e.id);
    expect(ids).toEqual([written.viewer, written.public, written.circle, written.coach_only]);
    expect(res.body.activeStudents.map((s) => s.name)).toEqual(['Avery Shares', 'Blake Viewer', 'Cam Closed']);
  });

  it('a patient writes an entry visible to coaches: it appears in Journal Entries and Recent Activity', async () => {
    const fresh = await write(viewer, { title: 'Just now', content: 'A new entry for my coach to read.', visibility: 'coach_only' });
    const list = await get<CoachEntryPage>(coach, 'student-entries?limit=1');
    expect(list.body.entries[0]!.id).toBe(fresh.id);
    const overview = await get<CoachInsights>(coach, 'insights');
    expect(overview.body.recentActivity[0]!.id).toBe(fresh.id);
  });

  it('Needs attention: an open crisis alert comes first with its reason; acknowledged, it goes; dismissed for today', async () => {
    const { rt } = countingRuntime();
    // Three missed check-in calls in a row for the viewer (the calls' write path), none for the others.
    for (const callId of ['01MISSEDCALL1', '01MISSEDCALL2', '01MISSEDCALL3']) await noteCall(rt, viewer.id, callId, 'missed', new Date().toISOString());
    await noteCall(rt, viewer.id, '01MISSEDCALL3', 'missed', new Date().toISOString()); // a repeated status callback counts once
    await write(shares, { title: 'Tonight', content: 'I have a plan to take all my pills tonight.', visibility: 'coach_only' });
    const list = (await get<AttentionItem[]>(coach, 'needs-attention')).body;
    expect(list[0]).toMatchObject({ userId: shares.id, reasons: [{ signal: 'crisis_alert', text: 'Open urgent crisis alert, not yet acknowledged' }] });
    expect(list[1]).toMatchObject({ userId: viewer.id, reasons: [{ signal: 'missed_calls', text: 'Missed 3 check-in calls in a row' }] });
    // Neither the student without canViewEntries nor the paused one is listed.
    expect(list.map((i) => i.userId)).not.toContain(closed.id);
    expect(list.map((i) => i.userId)).not.toContain(paused.id);

    const alerts = (await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).body as { id: string; patientId: string }[];
    const alert = alerts.find((a) => a.patientId === shares.id)!;
    expect((await api(`/api/users/${coach.id}/coach/alerts/${alert.id}/acknowledge`, { method: 'POST', token: coach.token })).status).toBe(200);
    const afterAck = (await get<AttentionItem[]>(coach, 'needs-attention')).body;
    expect(afterAck.map((i) => i.userId)).toEqual([viewer.id]);

    const dismissed = await api(`/api/users/${coach.id}/coach/needs-attention/${viewer.id}/dismiss`, { method: 'POST', token: coach.token });
    expect(dismissed.status).toBe(204);
    expect((await get<AttentionItem[]>(coach, 'needs-attention')).body).toEqual([]);
  });

  it('a paused connection drops out at once', async () => {
    await connectMember(viewer.id, coach.id, { status: 'paused', permissions: { viewEntries: true } });
    const entries = await get<CoachEntryPage>(coach, 'student-entries');
    expect(entries.body.entries.some((e) => e.userId === viewer.id)).toBe(false);
    expect((await get(coach, `students/${viewer.id}/entries`)).status).toBe(403);
    const overview = await get<CoachInsights>(coach, 'insights');
    expect(overview.body.stats.active).toBe(2);
    expect(overview.body.recentActivity.some((e) => e.userId === viewer.id)).toBe(false);
    await connectMember(viewer.id, coach.id, { permissions: { viewEntries: true } });
  });
});

describe('the caseload is read from summaries: reads do not grow with entries', () => {
  it('overview, students and needs-attention cost the same reads with 1 or 21 entries per student', async () => {
    const coach = await newUser('Coach Bounded');
    await setRole(coach.id, 'coach');
    const students = await Promise.all([newUser('Bounded One'), newUser('Bounded Two'), newUser('Bounded Three')]);
    for (const s of students) {
      await connectMember(s.id, coach.id, { permissions: { viewEntries: true } });
      await write(s, { title: 'First', content: 'The first shared entry of many.', visibility: 'coach_only', moodRating: 6 });
    }
    const { rt, reads } = countingRuntime();
    const measure = async () => {
      reads();
      await listStudents(rt, coach.id);
      const students = reads();
      await needsAttention(rt, coach.id);
      const attention = reads();
      await coachInsights(rt, coach.id);
      const overview = reads();
      return { students, attention, overview };
    };
    const small = await measure();
    // One Query of the connections and two BatchGets (names, summaries).
    expect(small.students).toBe(3);
    // The same, the coach's settings (their day) and today's dismissals.
    expect(small.attention).toBe(5);
    // The caseload, the students' settings (Upcoming), one Query per student of Recent Activity (at most 5), the coach for the audit.
    expect(small.overview).toBe(3 + 1 + 3 + 1);
    for (const s of students) {
      for (let i = 0; i < 20; i += 10) {
        await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            write(s, { title: `More ${i + j}`, content: 'Another shared entry for the bench.', visibility: 'coach_only', moodRating: 5 }),
          ),
        );
      }
    }
    expect(await measure()).toEqual(small);
  });
});
