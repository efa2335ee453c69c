import {
  attentionReasons,
  caseloadFigures,
  localDate,
  shiftDate,
  visibleVisibilities,
  type AttentionItem,
  type CoachEntry,
  type CoachEntriesQuery,
  type CoachEntryPage,
  type CoachInsights,
  type CoachStudent,
  type EntryVisibility,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { z } from 'zod';
import type { CoachEntriesQuery as CoachEntriesQuerySchema } from '@steady/shared';
import { recordReads } from '../audit/service.js';
import { toEntry, type EntryItem } from '../journal/views.js';
import { badRequest, forbidden } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import type { CareConnectionEntity } from './store.js';
import type { CaseloadSummaryEntity } from './caseload-store.js';

/**
 * The Coach Dashboard's reads (docs/architecture.md, "Coach workspace"). The caseload is the coach's
 * connections (one Query of gsi1 `byMember`), their names and summaries (two BatchGets by key), never
 * the students' entries: the Overview's cards, the Students tab and Needs attention cost the same
 * number of reads with 10 entries or 10,000. Entries are read only where they are shown (Recent
 * Activity, Journal Entries), through the one visibility rule, and every such read is audited.
 */

type ConnectionItem = EntityItem<typeof CareConnectionEntity>;
type SummaryItem = EntityItem<typeof CaseloadSummaryEntity>;
type Query = z.output<typeof CoachEntriesQuerySchema>;

interface Row {
  connection: ConnectionItem;
  name: string;
  summary: SummaryItem | null;
  /** The connection lets the coach read entries now (active, canViewEntries). */
  sees: boolean;
}

const ROUTES = {
  insights: 'GET /api/users/{id}/coach/insights',
  all: 'GET /api/users/{id}/coach/student-entries',
  one: 'GET /api/users/{id}/coach/students/{connectionId}/entries',
} as const;

const OVERVIEW_SIZE = 5;

/** ElectroDB's batch get, with its unprocessed keys asked again (DynamoDB may return some under load). */
async function batchGet<T>(get: (keys: { userId: string }[]) => Promise<{ data: T[]; unprocessed: { userId: string }[] }>, ids: string[]): Promise<T[]> {
  const out: T[] = [];
  let keys = ids.map((userId) => ({ userId }));
  for (let attempt = 0; keys.length && attempt < 5; attempt++) {
    const { data, unprocessed } = await get(keys);
    out.push(...data);
    keys = unprocessed;
  }
  if (keys.length) throw new Error('caseload: keys left unprocessed');
  return out;
}

/** The coach's students (connections not removed), with names and summaries: one Query and two BatchGets. */
async function loadCaseload(rt: Runtime, coachId: string): Promise<Row[]> {
  const { data } = await rt.db.entities.careConnection.query.byMember({ memberId: coachId }).go({ pages: 'all' });
  const connections = data.filter((c) => c.status !== 'removed');
  if (connections.length === 0) return [];
  const ids = connections.map((c) => c.userId);
  const [users, summaries] = await Promise.all([
    batchGet((keys) => rt.db.entities.user.get(keys).go({ attributes: ['userId', 'name'] }), ids),
    batchGet((keys) => rt.db.entities.caseloadSummary.get(keys).go(), ids),
  ]);
  const names = new Map(users.map((u) => [u.userId, u.name]));
  const byStudent = new Map(summaries.map((s) => [s.userId, s]));
  return connections
    .map((c) => ({
      connection: c,
      name: names.get(c.userId) ?? 'Student',
      summary: byStudent.get(c.userId) ?? null,
      sees: c.status === 'active' && c.canViewEntries,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function toStudent(r: Row): CoachStudent {
  const s = r.sees ? r.summary : null;
  const last =
    [s?.lastEntryAt, s?.lastAnsweredCallAt]
      .filter((t): t is string => !!t)
      .sort()
      .at(-1) ?? null;
  return {
    userId: r.connection.userId,
    name: r.name,
    email: null,
    status: r.connection.status,
    relationshipType: r.connection.relationshipType,
    canViewEntries: r.connection.canViewEntries,
    canCommentEntries: r.connection.canCommentEntries,
    totalSessions: s?.answeredCalls ?? 0,
    lastInteractionAt: last,
    latestEntryId: s?.lastEntryId ?? null,
    connectedAt: r.connection.createdAt,
  };
}

/** The visibilities this connection lets the coach read, by the one rule (shared/src/domain/visibility.ts). */
function readable(c: ConnectionItem): EntryVisibility[] {
  return visibleVisibilities({
    isAuthor: false,
    connection: { relationshipType: c.relationshipType, status: c.status, canViewEntries: c.canViewEntries },
    isFriend: false,
  });
}

/** `GET /api/users/{id}/coach/students`. */
export async function listStudents(rt: Runtime, coachId: string): Promise<CoachStudent[]> {
  return (await loadCaseload(rt, coachId)).map(toStudent);
}

/** The reader's name and role for the audit records (one GetItem). */
async function reader(rt: Runtime, coachId: string): Promise<{ readerId: string; readerName: string; readerRole: string }> {
  const { data } = await rt.db.entities.user.get({ userId: coachId }).go({ attributes: ['name', 'role'] });
  return { readerId: coachId, readerName: data?.name ?? 'Coach', readerRole: data?.role ?? 'coach' };
}

/** One audit record per student whose entries a response returns (functions/src/audit/service.ts). */
async function audit(rt: Runtime, coachId: string, route: string, entries: readonly CoachEntry[], known?: Awaited<ReturnType<typeof reader>>): Promise<void> {
  if (entries.length === 0) return;
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.userId, (counts.get(e.userId) ?? 0) + 1);
  const who = known ?? (await reader(rt, coachId));
  await recordReads(
    rt,
    [...counts].map(([subjectId, count]) => ({ ...who, subjectId, what: 'entries' as const, route, count })),
    rt.ports.clock.now(),
  );
}

type Where = Parameters<ReturnType<Runtime['db']['entities']['journalEntry']['query']['byUser']>['where']>[0];

/** The filter of a coach's entry list: the visibilities they may read, the mood band and the theme. */
function entryFilter(visibilities: EntryVisibility[], query: Pick<Query, 'mood' | 'theme'>): Where {
  return (a, { eq, gte, lt, contains }) => {
    const parts = [`(${visibilities.map((v) => eq(a.visibility, v)).join(' OR ')})`];
    if (query.mood === 'high') parts.push(gte(a.moodScore, 8));
    if (query.mood === 'medium') parts.push(`${gte(a.moodScore, 6)} AND ${lt(a.moodScore, 8)}`);
    if (query.mood === 'low') parts.push(lt(a.moodScore, 6));
    if (query.theme) parts.push(contains(a.themes, query.theme));
    return parts.join(' AND ');
  };
}

/** Up to `count` of one student's readable entries older than `before`, newest first (one Query, paged by DynamoDB until filled). */
async function studentEntries(rt: Runtime, r: Pick<Row, 'connection' | 'name'>, query: Query, before: string | null, count: number) {
  const base = rt.db.entities.journalEntry.query.byUser({ userId: r.connection.userId });
  const ranged = before ? base.lt({ entryId: before }) : base;
  // `count` matches, read in requests of twice that (DynamoDB's Limit): a private entry is skipped by
  // the filter, and no request reads a whole 1 MB page of a long journal to find a few entries.
  const page = await ranged.where(entryFilter(readable(r.connection), query)).go({ order: 'desc', count, limit: count * 2 });
  return {
    entries: page.data.map((d: EntryItem): CoachEntry => ({ ...toEntry(d), authorName: r.name })),
    more: page.cursor !== null,
  };
}

const INVALID_CURSOR = 'cursor is not valid';
const invalidCursor = () => badRequest(INVALID_CURSOR, [{ path: 'query.cursor', message: INVALID_CURSOR }]);

/** The page cursor: the id of the last entry returned (entry ids are ULIDs, one time order across students). */
function encodeCursor(entryId: string): string {
  return Buffer.from(JSON.stringify({ before: entryId }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const before = (value as { before?: unknown } | null)?.before;
    if (typeof before === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(before)) return before;
  } catch {
    // fall through
  }
  throw invalidCursor();
}

/** Merges the students' newest-first lists into one page of `limit`, newest first. */
async function mergedPage(rt: Runtime, rows: readonly Row[], query: Query): Promise<CoachEntryPage> {
  const before = decodeCursor(query.cursor);
  const pages = await Promise.all(rows.map((r) => studentEntries(rt, r, query, before, query.limit)));
  const all = pages.flatMap((p) => p.entries).sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const entries = all.slice(0, query.limit);
  const more = all.length > query.limit || pages.some((p) => p.more);
  const last = entries.at(-1);
  return { entries, nextCursor: more && last ? encodeCursor(last.id) : null };
}

/** The coach's connection to a student that lets them read entries, else 403 (one GetItem, never cached). */
async function readableStudent(rt: Runtime, coachId: string, studentId: string): Promise<Row> {
  const [{ data: connection }, { data: user }] = await Promise.all([
    rt.db.entities.careConnection.get({ userId: studentId, memberId: coachId }).go(),
    rt.db.entities.user.get({ userId: studentId }).go({ attributes: ['name'] }),
  ]);
  if (!connection || connection.status !== 'active' || !connection.canViewEntries) throw forbidden();
  return { connection, name: user?.name ?? 'Student', summary: null, sees: true };
}

/** `GET /api/users/{id}/coach/students/{connectionId}/entries`: 403 unless the connection lets the coach read entries. */
export async function listOneStudentEntries(rt: Runtime, coachId: string, studentId: string, query: Query): Promise<CoachEntryPage> {
  const row = await readableStudent(rt, coachId, studentId);
  const page = await mergedPage(rt, [row], query);
  await audit(rt, coachId, ROUTES.one, page.entries);
  return page;
}

/** `GET /api/users/{id}/coach/student-entries`: every student the coach may read, merged newest first (or `student`'s). */
export async function listAllStudentEntries(rt: Runtime, coachId: string, query: Query): Promise<CoachEntryPage> {
  const rows = query.student ? [await readableStudent(rt, coachId, query.student)] : (await loadCaseload(rt, coachId)).filter((r) => r.sees);
  const page = rows.length ? await mergedPage(rt, rows, query) : { entries: [], nextCursor: null };
  await audit(rt, coachId, ROUTES.all, page.entries);
  return page;
}

/** `GET /api/users/{id}/coach/insights`: the Overview from the summaries, and the 5 newest readable entries. */
export async function coachInsights(rt: Runtime, coachId: string): Promise<CoachInsights> {
  const now = rt.ports.clock.now();
  const rows = await loadCaseload(rt, coachId);
  const active = rows.filter((r) => r.connection.status === 'active');
  const seen = active.filter((r) => r.sees);
  const summaries = seen.flatMap((r) => (r.summary ? [r.summary] : []));
  const { averageMood, activity } = caseloadFigures(summaries, now);
  // Recent Activity: the students whose latest readable entry is newest, at most one Query each.
  const latest = seen
    .filter((r) => r.summary?.lastEntryAt)
    .sort((a, b) => (b.summary!.lastEntryAt! > a.summary!.lastEntryAt! ? 1 : -1))
    .slice(0, OVERVIEW_SIZE);
  // Upcoming (the coach's sessions ahead), Recent Activity and the reader's name, side by side.
  const [upcoming, recent, who] = await Promise.all([
    upcomingSessions(rt, coachId, now),
    latest.length ? mergedPage(rt, latest, { limit: OVERVIEW_SIZE } as Query).then((p) => p.entries) : Promise.resolve([]),
    latest.length ? reader(rt, coachId) : Promise.resolve(null),
  ]);
  await audit(rt, coachId, ROUTES.insights, recent, who ?? undefined);
  return {
    stats: {
      students: rows.length,
      active: active.length,
      sessions: seen.reduce((n, r) => n + (r.summary?.answeredCalls ?? 0), 0),
      averageMood,
      activity,
      upcoming,
    },
    recentActivity: recent,
    activeStudents: active.slice(0, OVERVIEW_SIZE).map(toStudent),
  };
}

/**
 * Upcoming: the coach's coaching sessions still ahead, scheduled or held and not lapsed (one Query
 * of the coach's sessions by start; docs/architecture.md, "Booking a human coach").
 */
async function upcomingSessions(rt: Runtime, coachId: string, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const { data } = await rt.db.entities.coachingSession.query
    .byCoach({ coachId })
    .gte({ scheduledAt: nowIso })
    .go({ limit: 100, attributes: ['sessionId', 'scheduledAt', 'status', 'holdExpiresAt'] });
  return data.filter((s) => s.status === 'scheduled' || (s.status === 'pending' && (s.holdExpiresAt ?? '') > nowIso)).length;
}

/** The coach's day (in their own time zone) for dismissals. */
async function coachDay(rt: Runtime, coachId: string): Promise<{ day: string; expiresAt: number }> {
  const { data } = await rt.db.entities.settings.get({ userId: coachId }).go({ attributes: ['timeZone'] });
  const day = localDate(rt.ports.clock.now(), data?.timeZone ?? 'UTC');
  // Kept until a day after the day is over anywhere (TTL), then removed.
  const expiresAt = Math.floor(Date.parse(`${shiftDate(day, 2)}T12:00:00Z`) / 1000);
  return { day, expiresAt };
}

/** `GET /api/users/{id}/coach/needs-attention`: students with a reason, the most severe first, less today's dismissals. */
export async function needsAttention(rt: Runtime, coachId: string): Promise<AttentionItem[]> {
  const now = rt.ports.clock.now();
  const [rows, { day }] = await Promise.all([loadCaseload(rt, coachId), coachDay(rt, coachId)]);
  const { data: dismissal } = await rt.db.entities.attentionDismissal.get({ userId: coachId, day }).go();
  const dismissed = new Set(dismissal?.studentIds ?? []);
  const items: AttentionItem[] = [];
  for (const r of rows) {
    if (!r.sees || dismissed.has(r.connection.userId)) continue;
    const found = attentionReasons(r.summary ?? {}, coachId, now, r.connection.createdAt);
    if (found) items.push({ userId: r.connection.userId, name: r.name, ...found });
  }
  return items.sort((a, b) => b.severity - a.severity || a.name.localeCompare(b.name));
}

/** `POST /api/users/{id}/coach/needs-attention/{studentId}/dismiss`: for the rest of the coach's day (403 for someone not their student). */
export async function dismissAttention(rt: Runtime, coachId: string, studentId: string): Promise<void> {
  const { data: connection } = await rt.db.entities.careConnection.get({ userId: studentId, memberId: coachId }).go();
  if (!connection || connection.status === 'removed') throw forbidden();
  const { day, expiresAt } = await coachDay(rt, coachId);
  await rt.db.entities.attentionDismissal
    .update({ userId: coachId, day })
    .add({ studentIds: [studentId] })
    .set({ expiresAt })
    .go();
}

export type { CoachEntriesQuery };
