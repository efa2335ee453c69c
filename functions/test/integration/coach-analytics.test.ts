import { localDate, type CaseloadAnalytics, type StudentAnalytics } from '@steady/shared';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { caseloadAnalytics, NOT_SHARED, studentAnalytics } from '../../src/care-team/analytics.js';
import { createDb } from '../../src/app/db.js';
import { createDynamoClient } from '../../src/platform/adapters/aws/dynamodb.js';
import type { Runtime } from '../../src/platform/runtime.js';
import { connectMember, setRole, tableDb } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/** The coach's Analytics tab (docs/architecture.md, "Coach analytics"): figures on a small known data set, through the gateway. */

const ZONE = 'America/Chicago'; // newUser's time zone

async function write(who: Caller, moodRating: number, visibility: string, content: string) {
  const res = await api(`/api/users/${who.id}/journal-entries`, {
    method: 'POST',
    token: who.token,
    body: { title: `Mood ${moodRating}`, content, moodRating, visibility },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Check-in calls of today, written to the table behind the gateway (no route places a finished call). */
async function addCalls(userId: string, calls: { status: 'completed' | 'no-answer' | 'voicemail' | 'ringing'; trigger: 'scheduled' | 'manual' }[]) {
  const now = Date.now();
  await tableDb()
    .entities.call.put(
      calls.map((c, i) => ({
        userId,
        callId: ulid(now - (i + 1) * 60_000),
        phoneNumber: '+15555550100',
        status: c.status,
        trigger: c.trigger,
        localDate: localDate(new Date(now - (i + 1) * 60_000), ZONE),
        maxDuration: 600,
        turns: [],
        turnCount: 0,
        closed: c.status !== 'ringing',
        crisisDetected: false,
        createdAt: new Date(now).toISOString(),
        updatedAt: new Date(now).toISOString(),
      })),
    )
    .go();
}

const caseload = (coach: Caller, range?: string) => api(`/api/users/${coach.id}/coach/analytics${range ? `?range=${range}` : ''}`, { token: coach.token });
const ofStudent = (coach: Caller, studentId: string, range?: string) =>
  api(`/api/users/${coach.id}/coach/students/${studentId}/analytics${range ? `?range=${range}` : ''}`, { token: coach.token });

/** A runtime over the same table whose DynamoDB client counts the requests it sends, by command. */
function countingRuntime() {
  const client = createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') });
  const counts: Record<string, number> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      counts[context.commandName ?? '?'] = (counts[context.commandName ?? '?'] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'countCommands' },
  );
  const rt = { db: createDb(client, inject('tableName')), ports: { clock: { now: () => new Date() } } } as unknown as Runtime;
  const reads = () => (counts.QueryCommand ?? 0) + (counts.GetItemCommand ?? 0) + (counts.BatchGetItemCommand ?? 0);
  return { rt, counts, reads };
}

describe('coach analytics', () => {
  let coach: Caller;
  let student: Caller; // shares entries: the known data set
  let quiet: Caller; // shares entries, has written nothing
  let paused: Caller;
  let noView: Caller;
  let family: Caller; // the coach is their family, not their coach
  let stranger: Caller;
  let patient: Caller;

  beforeAll(async () => {
    [coach, student, quiet, paused, noView, family, stranger, patient] = await Promise.all([
      newUser('Casey Coach'),
      newUser('Ana Student'),
      newUser('Quinn Quiet'),
      newUser('Pat Paused'),
      newUser('Nico NoView'),
      newUser('Fran Family'),
      newUser('Stan Stranger'),
      newUser('Pia Patient'),
    ]);
    await Promise.all([setRole(coach.id, 'coach'), setRole(stranger.id, 'coach')]);
    await Promise.all([
      connectMember(student.id, coach.id, { permissions: { viewEntries: true } }),
      connectMember(quiet.id, coach.id, { relationshipType: 'therapist', permissions: { viewEntries: true } }),
      connectMember(paused.id, coach.id, { status: 'paused', permissions: { viewEntries: true } }),
      connectMember(noView.id, coach.id, { permissions: { viewEntries: false, commentEntries: true } }),
      connectMember(family.id, coach.id, { relationshipType: 'family', permissions: { viewEntries: true } }),
    ]);
    // Three entries the coach may read (moods 4, 6, 8: average 6.0) and one private (mood 1) that must not count.
    await write(student, 4, 'coach_only', 'Cravings after work today, I called my sponsor and went to a meeting.');
    await write(student, 1, 'private', 'A private night about my family that nobody else should count.');
    await write(student, 6, 'circle', 'Went to my meeting and talked with my sponsor about the cravings.');
    await write(student, 8, 'public', 'Slept well and went for a walk in the park before my meeting.');
    await write(paused, 9, 'coach_only', 'Paused connection entry about work.');
    // Scheduled: 3 answered, 1 not answered, 1 to voicemail → 3/5; a manual call and one still ringing do not count.
    await addCalls(student.id, [
      { status: 'completed', trigger: 'scheduled' },
      { status: 'completed', trigger: 'scheduled' },
      { status: 'completed', trigger: 'scheduled' },
      { status: 'no-answer', trigger: 'scheduled' },
      { status: 'voicemail', trigger: 'scheduled' },
      { status: 'completed', trigger: 'manual' },
      { status: 'ringing', trigger: 'scheduled' },
    ]);
  });

  it('the caseload lists only students sharing entries, with figures from shared entries only', async () => {
    const res = await caseload(coach);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as CaseloadAnalytics;
    expect(body.rangeDays).toBe(30);
    expect(body.students.map((s) => s.name)).toEqual(['Ana Student', 'Quinn Quiet']);
    const ana = body.students[0]!;
    expect(ana).toMatchObject({
      studentId: student.id,
      relationshipType: 'coach',
      entries: 3,
      entriesPerWeek: 0.7, // 3 / (30 / 7)
      moodAverage: 6, // (4 + 6 + 8) / 3; with the private 1 it would be 4.8
      adherence: { scheduled: 5, answered: 3, rate: 0.6 },
      currentStreak: 1,
      longestStreak: 1,
    });
    expect(ana.moodTrend).toBe('improving');
    expect(ana.topThemes.length).toBeGreaterThan(0);
    expect(ana.topThemes.map((t) => t.theme.toLowerCase())).not.toContain('family');
    expect(body.students[1]).toMatchObject({ entries: 0, moodAverage: null, adherence: { scheduled: 0, answered: 0, rate: null }, currentStreak: 0 });
    // The 90-day view counts the same entries over a longer range.
    const ninety = (await caseload(coach, '90')).body as CaseloadAnalytics;
    expect(ninety.rangeDays).toBe(90);
    expect(ninety.students[0]).toMatchObject({ entries: 3, entriesPerWeek: 0.2, moodAverage: 6 });
  });

  it('one student: mood per day, weeks with adherence and themes, from shared entries only', async () => {
    const res = await ofStudent(coach, student.id, '30');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as StudentAnalytics;
    expect(body.days).toHaveLength(30);
    expect(body.timeZone).toBe(ZONE);
    const today = body.days.at(-1)!;
    expect(today).toEqual({ date: body.end, averageMood: 6, entries: 3 });
    expect(body.days.slice(0, -1).every((d) => d.entries === 0)).toBe(true);
    const week = body.weeks.at(-1)!;
    expect(week).toMatchObject({ entries: 3, averageMood: 6, adherence: { scheduled: 5, answered: 3, rate: 0.6 } });
    expect(body.weeks.reduce((n, w) => n + w.days, 0)).toBe(30);
    expect(body.student).toMatchObject({ entries: 3, moodAverage: 6 });
    expect(body.themes.map((t) => t.theme.toLowerCase())).not.toContain('family');
  });

  it('a student who does not share entries with the coach is a 403; so is another coach or a patient', async () => {
    for (const other of [paused, noView, family, stranger]) {
      const res = await ofStudent(coach, other.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(NOT_SHARED);
    }
    expect((await ofStudent(stranger, student.id)).status).toBe(403);
    // Not a coach or therapist: the `coach` policy.
    expect((await caseload(patient)).status).toBe(403);
    expect((await ofStudent(patient, student.id)).status).toBe(403);
    // Someone else's path.
    expect((await api(`/api/users/${coach.id}/coach/analytics`, { token: stranger.token })).status).toBe(403);
  });

  it('a bad range is a 400 naming the field', async () => {
    const res = await caseload(coach, '7');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: 'query.range', message: 'range must be 30 or 90' });
  });

  it('each read writes an access record per student whose figures were returned', async () => {
    const before = async (id: string) => (await tableDb().entities.accessRecord.query.bySubject({ subjectId: id }).go({ pages: 'all' })).data;
    const [a0, q0, p0] = await Promise.all([before(student.id), before(quiet.id), before(paused.id)]);
    await caseload(coach);
    await ofStudent(coach, student.id);
    const [a1, q1, p1] = await Promise.all([before(student.id), before(quiet.id), before(paused.id)]);
    const fresh = a1.filter((r) => !a0.some((o) => o.recordId === r.recordId));
    expect(fresh.map((r) => r.route).sort()).toEqual(['GET /api/users/{id}/coach/analytics', 'GET /api/users/{id}/coach/students/{connectionId}/analytics']);
    expect(
      fresh.every((r) => r.readerId === coach.id && r.readerName === 'Casey Coach' && r.readerRole === 'coach' && r.what === 'entries' && r.count === 3),
    ).toBe(true);
    expect(q1.length - q0.length).toBe(1);
    expect(p1.length).toBe(p0.length); // a paused student's data was not read
  });

  it("reads are bounded (besides the policy's GetItem): 3 + 2 per student for the caseload, 6 for one student", async () => {
    const caseRun = countingRuntime();
    const body = await caseloadAnalytics(caseRun.rt, coach.id, 90);
    expect(body.students).toHaveLength(2);
    expect(caseRun.reads()).toBe(3 + 2 * 2);
    expect(caseRun.counts).toMatchObject({ QueryCommand: 1 + 2 * 2, BatchGetItemCommand: 2 });
    expect(caseRun.counts.ScanCommand).toBeUndefined();
    const one = countingRuntime();
    await studentAnalytics(one.rt, coach.id, student.id, 90);
    // connection + friendship, users (one BatchGet), settings, entries, calls
    expect(one.reads()).toBe(6);
    expect(one.counts).toMatchObject({ GetItemCommand: 3, BatchGetItemCommand: 1, QueryCommand: 2 });
  });
});
