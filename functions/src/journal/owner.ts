import type { Runtime } from '../platform/runtime.js';
import type { Ownership } from '../platform/runtime.js';

/**
 * Who owns an entry, found by its id alone (gsi1 `byId`); null when there is no such entry. Its own
 * module so the policy (every Lambda) does not bundle the journal's service (docs/performance.md).
 */
export async function entryOwner(rt: Runtime, entryId: string): Promise<string | null> {
  const { data } = await rt.db.entities.journalEntry.query.byId({ entryId }).go({ limit: 1 });
  return data[0]?.userId ?? null;
}

/** The `owner:journalEntry` policy's lookup (platform/policy.ts), registered by app/access.ts. */
export const journalEntryOwnership: Ownership = { param: 'entryId', notFound: 'Journal entry not found', owner: entryOwner };
