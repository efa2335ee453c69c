import { ulid } from 'ulid';
import type { AccessKind as ContractKind, AccessLogItem } from '@steady/shared';
import { badRequest } from '../platform/errors.js';
import { isKeyCursor } from '../platform/cursor.js';
import type { Runtime } from '../platform/runtime.js';
import type { AccessKind } from './store.js';

// The stored kinds and the contract's are one list.
const sameKinds: [AccessKind, ContractKind] extends [ContractKind, AccessKind] ? true : never = true;
void sameKinds;

export interface AccessRead {
  readerId: string;
  readerName: string;
  readerRole: string;
  subjectId: string;
  what: AccessKind;
  /** The manifest's route key (`METHOD /path/{param}`), never a path with ids in it. */
  route: string;
  count?: number;
  detail?: string;
}

/**
 * Writes one append-only access record per read of another person's data, in the request that
 * read it (docs/architecture.md, "Audit of reads"). Reads of one's own data are not recorded.
 * Await it before answering: a read whose record could not be written fails with it, so no read
 * goes unrecorded.
 */
export async function recordReads(rt: Runtime, reads: readonly AccessRead[], now: Date = new Date()): Promise<void> {
  const others = reads.filter((r) => r.readerId !== r.subjectId);
  if (others.length === 0) return;
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const items = others.map((r) => ({ ...r, day, at, recordId: ulid(now.getTime()) }));
  // Records are many small independent puts: a batch write (25 per request; ElectroDB chunks them).
  const { unprocessed } = await rt.db.entities.accessRecord.put(items).go();
  if (unprocessed.length > 0) throw new Error(`audit: ${unprocessed.length} access records were not written`);
}

/** A read as a route sees it: who read whose what, how many items. */
export interface RouteRead {
  readerId: string;
  subjectId: string;
  what: AccessKind;
  route: string;
  count: number;
}

/**
 * `recordReads` for a route handler that knows only the caller's id: skips one's own data and reads
 * that returned nothing, otherwise reads the reader's name and role (one GetItem) and records one
 * access per subject. Awaited in the request, like recordReads.
 */
export async function recordRouteReads(rt: Runtime, reads: readonly RouteRead[]): Promise<void> {
  const others = reads.filter((r) => r.readerId !== r.subjectId && r.count > 0);
  if (others.length === 0) return;
  const readerIds = [...new Set(others.map((r) => r.readerId))];
  const readers = new Map<string, { name: string; role: string }>();
  for (const readerId of readerIds) {
    const { data } = await rt.db.entities.user.get({ userId: readerId }).go({ attributes: ['name', 'role'] });
    readers.set(readerId, { name: data?.name ?? 'Unknown', role: data?.role ?? 'user' });
  }
  await recordReads(
    rt,
    others.map((r) => ({ ...r, readerName: readers.get(r.readerId)!.name, readerRole: readers.get(r.readerId)!.role })),
    rt.ports.clock.now(),
  );
}

/** One route read of `count` items of `subjectId`'s `what` by `readerId` (most routes read one subject). */
export function recordRouteRead(rt: Runtime, read: RouteRead): Promise<void> {
  return recordRouteReads(rt, [read]);
}

/**
 * `recordRouteRead` for the request being served: the reader is the caller and the route is the
 * request's own key (`req.routeKey`), so a handler names only whose data it returned, what, and how
 * many items (docs/architecture.md, "Audit of reads").
 */
export function recordRequestRead(
  rt: Runtime,
  req: { routeKey: string; auth: { userId: string } },
  read: { subjectId: string; what: AccessKind; count: number },
): Promise<void> {
  return recordRouteRead(rt, { readerId: req.auth.userId, route: req.routeKey, ...read });
}

const invalidCursor = () => badRequest('cursor is not valid', [{ path: 'query.cursor', message: 'cursor is not valid' }]);

/**
 * "Who viewed my journal" (`GET /api/users/{id}/access-log`): the subject's records newest first, a
 * Query of gsi1 (bySubject), one page per request.
 */
export async function listAccessLog(
  rt: Runtime,
  subjectId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<{ items: AccessLogItem[]; cursor: string | null }> {
  if (query.cursor !== undefined && !isKeyCursor(query.cursor)) throw invalidCursor();
  try {
    const page = await rt.db.entities.accessRecord.query.bySubject({ subjectId }).go({ order: 'desc', limit: query.limit, cursor: query.cursor ?? null });
    // Each reader's relationship to the subject: one BatchGet of their connections in the subject's circle.
    const readers = [...new Set(page.data.map((r) => r.readerId))];
    const connections = readers.length ? (await rt.db.entities.careConnection.get(readers.map((memberId) => ({ userId: subjectId, memberId }))).go()).data : [];
    const relationship = new Map(connections.map((c) => [c.memberId, c.relationshipType as string]));
    return {
      items: page.data.map((r) => ({
        id: r.recordId,
        readerName: r.readerName,
        readerRole: r.readerRole,
        relationship: relationship.get(r.readerId) ?? null,
        what: r.what,
        count: r.count ?? null,
        at: r.at,
      })),
      cursor: page.cursor,
    };
  } catch (err) {
    if (query.cursor !== undefined && (err as { cause?: { name?: string } }).cause?.name === 'ValidationException') throw invalidCursor();
    throw err;
  }
}

/** A CSV field: quoted, quotes doubled, and a leading = + - @ tab or CR defused with a ' (formula injection). */
export function csvField(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export const ACCESS_CSV_COLUMNS = ['at', 'readerId', 'readerName', 'readerRole', 'subjectId', 'what', 'route', 'count', 'detail'] as const;

/**
 * The admin's export (`GET /api/admin/access-log.csv`): every record of the UTC days `from`..`to`
 * (validated by the contract: at most 31 days), one Query per day in time order.
 */
export async function exportAccessLog(rt: Runtime, from: string, to: string): Promise<string> {
  const lines = [ACCESS_CSV_COLUMNS.join(',')];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const { data } = await rt.db.entities.accessRecord.query.byDay({ day }).go({ pages: 'all' });
    for (const r of data) lines.push(ACCESS_CSV_COLUMNS.map((c) => csvField(r[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
