import { ulid } from 'ulid';
import type { Runtime } from '../platform/runtime.js';
import type { AccessKind } from './store.js';

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
