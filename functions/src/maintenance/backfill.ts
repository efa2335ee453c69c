/**
 * Backfills of derived items: items that later versions of Steady derive from stored data, which a
 * data store written by an earlier version lacks (docs/architecture.md, "Backfills"). Each backfill
 * is idempotent (it writes the item a request would have written) and runs once per store, by name.
 *
 * A backfill is a maintenance job, never a request: it may walk every user with one paginated Scan
 * of the user items (the rule "no Scan in a request path" is about requests).
 */
import { reindexJournal } from '../journal/search.js';
import { rebuildSummary } from '../care-team/summary.js';
import { directoryTerms } from '../admin/store.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';

export interface Backfill {
  /** Stable name, recorded once applied. */
  name: string;
  /** What it derives, for the log and docs. */
  what: string;
  run(rt: Runtime, userId: string, user: { name: string }): Promise<void>;
}

/** Every backfill, oldest first. Append; never rename or reorder (names are recorded as applied). */
export const BACKFILLS: readonly Backfill[] = [
  {
    name: '2026-11-journal-search-index',
    what: 'the journal search index (entryTerm items) of every entry',
    run: async (rt, userId) => {
      await reindexJournal(rt, userId);
    },
  },
  {
    name: '2026-11-caseload-summary',
    what: "each person's caseload summary, read by their coaches' dashboards",
    run: (rt, userId) => rebuildSummary(rt, userId),
  },
  {
    name: '2026-11-user-directory',
    what: "the admin's user directory (userDirectory items, one per word of the name)",
    run: async (rt, userId, user) => {
      for (const t of directoryTerms(userId, user.name)) await rt.db.entities.userDirectory.put(t).go();
    },
  },
];

/** Every user's id and name: one paginated Scan of the user items (a maintenance job only). */
export async function allUsers(rt: Runtime): Promise<{ userId: string; name: string }[]> {
  const users: { userId: string; name: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { userId: string; name: string }[]; cursor: string | null } = await rt.db.entities.user.scan.go({
      cursor,
      attributes: ['userId', 'name'],
    });
    users.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return users;
}

/**
 * Runs the backfills not in `applied` over `users` and returns the names it ran. A failure is logged
 * (names and ids only) and stops that backfill before it is recorded, so the next start runs it
 * again; the items already written come out the same on the second run.
 */
export async function applyBackfills(rt: Runtime, users: readonly { userId: string; name: string }[], applied: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  for (const b of BACKFILLS.filter((x) => !applied.includes(x.name))) {
    try {
      for (const u of users) await b.run(rt, u.userId, u);
      done.push(b.name);
      logger.info('Backfill applied', { backfill: b.name, users: users.length });
    } catch (err) {
      logger.error('Backfill failed; it runs again on the next start', { backfill: b.name, error: err instanceof Error ? err.name : 'unknown' });
      break;
    }
  }
  return done;
}

/** The backfills not yet applied to this store, over every user (`npm start`, infra/local/start.ts). */
export async function runBackfills(rt: Runtime, applied: readonly string[]): Promise<string[]> {
  if (BACKFILLS.every((b) => applied.includes(b.name))) return [];
  return applyBackfills(rt, await allUsers(rt), applied);
}
