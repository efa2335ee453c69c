import {
  analyticsWindow,
  moodByDay,
  startOfLocalDay,
  studentFigures,
  themeCounts,
  visibleVisibilities,
  weeklyFigures,
  type AnalyticsCall,
  type AnalyticsEntry,
  type AnalyticsRange,
  type AnalyticsWindow,
  type CaseloadAnalytics,
  type EntryViewer,
  type EntryVisibility,
  type StudentAnalytics,
  type StudentAnalyticsRow,
} from '@steady/shared';
import { encodeTime } from 'ulid';
import { recordReads } from '../audit/service.js';
import { entryViewer } from '../circle/access.js';
import { forbidden } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';

/**
 * The coach's Analytics tab (docs/architecture.md, "Coach analytics"; access patterns ca1 and ca2 in
 * docs/data-model.md). Every figure is made from the entries the visibility rule lets the coach read
 * (a filter on the entry Query, so private entries never leave the table) and from the outcome of the
 * student's scheduled check-in calls. Nothing reads the stats item: its totals and streak include
 * private entries.
 */

export const CASELOAD_ROUTE = 'GET /api/users/{id}/coach/analytics';
export const STUDENT_ROUTE = 'GET /api/users/{id}/coach/students/{connectionId}/analytics';
export const NOT_SHARED = "This student doesn't share their journal with you";

/** Relationships that make someone a coach's or therapist's student (family or friends of a coach are not). */
const STUDENT_RELATIONSHIPS = new Set(['coach', 'therapist']);
/** Students read at the same time for the caseload (two Queries each). */
const PARALLEL_STUDENTS = 8;
const FALLBACK_ZONE = 'America/New_York';

interface Connection {
  relationshipType: 'friend' | 'family' | 'coach' | 'therapist' | 'service_provider';
  status: 'pending' | 'active' | 'paused' | 'removed';
  canViewEntries: boolean;
}

/** A connection that shares entries with the coach as a student: active, with canViewEntries, as coach or therapist. */
const isStudent = (c: Connection | null): c is Connection =>
  c !== null && c.status === 'active' && c.canViewEntries && STUDENT_RELATIONSHIPS.has(c.relationshipType);

/** The ULID sort-key range of [from, to): a ULID starts with its time (docs/data-model.md, i2). */
function ulidRange(from: Date, to: Date): [string, string] {
  return [`${encodeTime(from.getTime(), 10)}${'0'.repeat(16)}`, `${encodeTime(to.getTime() - 1, 10)}${'Z'.repeat(16)}`];
}

/**
 * The student's entries the coach may read, written since the window's first local midnight: ONE
 * Query over a sort-key range (all its pages), filtered by visibility and projected to the figures'
 * attributes, so no journal text is read.
 */
async function sharedEntries(rt: Runtime, studentId: string, visibilities: EntryVisibility[], from: Date, to: Date): Promise<AnalyticsEntry[]> {
  if (visibilities.length === 0) return [];
  const [lo, hi] = ulidRange(from, to);
  const { data } = await rt.db.entities.journalEntry.query
    .byUser({ userId: studentId })
    .between({ entryId: lo }, { entryId: hi })
    .where((a, { eq }) => visibilities.map((v) => eq(a.visibility, v)).join(' OR '))
    .go({ pages: 'all', attributes: ['createdAt', 'moodScore', 'themes', 'crisisDetected'] });
  return data.map((e) => ({ createdAt: e.createdAt, moodScore: e.moodScore ?? null, themes: e.themes ?? [], crisisDetected: e.crisisDetected ?? false }));
}

/** The student's calls placed in the range: ONE Query over the call ids' ULID range, outcome and day only. */
async function callsIn(rt: Runtime, studentId: string, from: Date, to: Date): Promise<AnalyticsCall[]> {
  const [lo, hi] = ulidRange(from, to);
  const { data } = await rt.db.entities.call.query
    .byUser({ userId: studentId })
    .between({ callId: lo }, { callId: hi })
    .go({ pages: 'all', attributes: ['localDate', 'trigger', 'status'] });
  return data.map((c) => ({ localDate: c.localDate, trigger: c.trigger, status: c.status }));
}

interface StudentData {
  window: AnalyticsWindow;
  timeZone: string;
  entries: AnalyticsEntry[];
  calls: AnalyticsCall[];
}

/** A student's window (in their time zone), shared entries and calls: two Queries. */
async function readStudent(
  rt: Runtime,
  studentId: string,
  connection: Connection,
  timeZone: string,
  rangeDays: AnalyticsRange,
  now: Date,
): Promise<StudentData> {
  const window = analyticsWindow(now, timeZone, rangeDays);
  const from = startOfLocalDay(window.start, timeZone);
  const to = new Date(now.getTime() + 1);
  const viewer: EntryViewer = { isAuthor: false, connection, isFriend: false };
  const [entries, calls] = await Promise.all([sharedEntries(rt, studentId, visibleVisibilities(viewer), from, to), callsIn(rt, studentId, from, to)]);
  return { window, timeZone, entries, calls };
}

function row(studentId: string, name: string, connection: Connection, d: StudentData): StudentAnalyticsRow {
  return { studentId, name, relationshipType: connection.relationshipType, ...studentFigures(d.entries, d.calls, d.window, d.timeZone) };
}

/** Items of one entity by user id: BatchGet (100 keys a request, unprocessed keys retried). */
async function batchByUser<T extends { userId: string }>(
  get: (keys: { userId: string }[]) => Promise<{ data: T[]; unprocessed: { userId: string }[] }>,
  ids: readonly string[],
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  let keys = [...new Set(ids)].map((userId) => ({ userId }));
  for (let attempt = 0; attempt < 3 && keys.length > 0; attempt++) {
    const { data, unprocessed } = await get(keys);
    for (const item of data) out.set(item.userId, item);
    keys = unprocessed.map((k) => ({ userId: k.userId }));
  }
  return out;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The caseload table. Reads (besides the `coach` policy's GetItem): ONE Query of the coach's
 * connections (gsi1 byMember), ONE BatchGet of user records (the coach's name for the audit and the
 * students'), ONE BatchGet of the students' settings (time zones), then per student sharing entries
 * TWO Queries (entries, calls): 3 + 2 × students. One access record per student.
 */
export async function caseloadAnalytics(rt: Runtime, coachId: string, rangeDays: AnalyticsRange): Promise<CaseloadAnalytics> {
  const now = rt.ports.clock.now();
  const { data: links } = await rt.db.entities.careConnection.query.byMember({ memberId: coachId }).go({ pages: 'all' });
  const students = links.filter(isStudent);
  const ids = students.map((s) => s.userId);
  const [users, settings] = await Promise.all([
    batchByUser((keys) => rt.db.entities.user.get(keys).go({ attributes: ['userId', 'name', 'role', 'isActive'] }), [coachId, ...ids]),
    ids.length === 0
      ? Promise.resolve(new Map<string, { userId: string; timeZone: string }>())
      : batchByUser((keys) => rt.db.entities.settings.get(keys).go({ attributes: ['userId', 'timeZone'] }), ids),
  ]);
  // Erased or deactivated accounts drop out.
  const live = students.filter((s) => users.get(s.userId)?.isActive !== false && users.has(s.userId));
  const rows = await mapLimit(live, PARALLEL_STUDENTS, async (s) => {
    const data = await readStudent(rt, s.userId, s, settings.get(s.userId)?.timeZone ?? FALLBACK_ZONE, rangeDays, now);
    return row(s.userId, users.get(s.userId)!.name, s, data);
  });
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const coach = users.get(coachId);
  await recordReads(
    rt,
    rows.map((r) => ({
      readerId: coachId,
      readerName: coach?.name ?? 'Unknown',
      readerRole: coach?.role ?? 'coach',
      subjectId: r.studentId,
      what: 'entries' as const,
      route: CASELOAD_ROUTE,
      count: r.entries,
    })),
    now,
  );
  return { rangeDays, generatedAt: now.toISOString(), students: rows };
}

/**
 * One student's analytics. Reads (besides the policy's GetItem): the connection and friendship
 * (`entryViewer`, two GetItems: a student who does not share entries with the coach is a 403), ONE
 * BatchGet of both user records, the student's settings (GetItem, time zone), and the two Queries.
 */
export async function studentAnalytics(rt: Runtime, coachId: string, studentId: string, rangeDays: AnalyticsRange): Promise<StudentAnalytics> {
  const now = rt.ports.clock.now();
  const viewer = await entryViewer(rt, studentId, coachId);
  if (viewer.isAuthor || !isStudent(viewer.connection)) throw forbidden(NOT_SHARED);
  const connection = viewer.connection;
  const [users, { data: settings }] = await Promise.all([
    batchByUser((keys) => rt.db.entities.user.get(keys).go({ attributes: ['userId', 'name', 'role', 'isActive'] }), [coachId, studentId]),
    rt.db.entities.settings.get({ userId: studentId }).go({ attributes: ['timeZone'] }),
  ]);
  const student = users.get(studentId);
  if (!student || student.isActive === false) throw forbidden(NOT_SHARED);
  const data = await readStudent(rt, studentId, connection, settings?.timeZone ?? FALLBACK_ZONE, rangeDays, now);
  const coach = users.get(coachId);
  await recordReads(
    rt,
    [
      {
        readerId: coachId,
        readerName: coach?.name ?? 'Unknown',
        readerRole: coach?.role ?? 'coach',
        subjectId: studentId,
        what: 'entries',
        route: STUDENT_ROUTE,
        count: data.entries.length,
      },
    ],
    now,
  );
  return {
    rangeDays,
    generatedAt: now.toISOString(),
    start: data.window.start,
    end: data.window.end,
    timeZone: data.timeZone,
    student: row(studentId, student.name, connection, data),
    days: moodByDay(data.entries, data.window, data.timeZone),
    weeks: weeklyFigures(data.entries, data.calls, data.window, data.timeZone),
    themes: themeCounts(data.entries),
  };
}
