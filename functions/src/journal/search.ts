import { defineEntity } from '../platform/entity.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';

/**
 * The journal's word index (docs/architecture.md, "Journal search"): one small item per distinct
 * word of an entry, in the author's partition beside the entries, keyed by word then entry. A
 * search is one Query per word of the question (`begins_with`, so "crav" finds "cravings"), the
 * entry ids intersected, then one BatchGet of the page. No Scan, no filter over every entry, and
 * erasing an account erases its index with the partition.
 */
export const EntryTermEntity = defineEntity({
  model: { entity: 'entryTerm', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    term: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
  },
  indexes: {
    byTerm: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['term', 'entryId'] } },
  },
});

/** Words too common to narrow a search; a question made only of them searches them anyway. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by for from had has have he her hers him his i im if in into is it its ' +
    'me my of on or our she so than that the their them then there these they this to too us was we were ' +
    'what when which who will with you your'
  ).split(' '),
);

/** At most this many distinct words of one entry are indexed (a typed entry has at most 5,000 characters; a long call transcript keeps its first 400 words). */
const MAX_TERMS_PER_ENTRY = 400;
/** Words of a question beyond this are ignored. */
const MAX_QUERY_TERMS = 5;
const MAX_TERM_LENGTH = 40;

/** Lower case, accents removed, apostrophes dropped ("don't" → "dont"), split on anything not a letter or digit. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && w.length <= MAX_TERM_LENGTH);
}

/** The distinct words an entry is found by: its title, text and themes, without stop words. */
export function termsOf(entry: { title: string; content: string; themes?: readonly string[] }): string[] {
  const all = words(`${entry.title}\n${entry.content}\n${(entry.themes ?? []).join(' ')}`).filter((w) => !STOP_WORDS.has(w));
  return [...new Set(all)].slice(0, MAX_TERMS_PER_ENTRY);
}

/** The words of a search question (stop words dropped unless nothing else is left). */
export function queryTerms(q: string): string[] {
  const all = [...new Set(words(q))];
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_TERMS);
}

/**
 * Brings an entry's index items from the words it had (`before`, none for a new entry) to the words
 * it has now: only the difference is written. Puts and deletes are idempotent, so a retried or
 * repeated call leaves the same index.
 */
export async function indexEntry(rt: Runtime, userId: string, entryId: string, before: readonly string[], after: readonly string[]): Promise<void> {
  const old = new Set(before);
  const now = new Set(after);
  const added = after.filter((t) => !old.has(t)).map((term) => ({ userId, term, entryId }));
  const removed = before.filter((t) => !now.has(t)).map((term) => ({ userId, term, entryId }));
  const ops: Promise<{ unprocessed: unknown[] }>[] = [];
  if (added.length) ops.push(rt.db.entities.entryTerm.put(added).go());
  if (removed.length) ops.push(rt.db.entities.entryTerm.delete(removed).go());
  const results = await Promise.all(ops);
  const left = results.reduce((n, r) => n + r.unprocessed.length, 0);
  if (left > 0) throw new Error(`journal search: ${left} index items were not written`);
}

/** The ids of `userId`'s entries that have a word starting with `term`, newest first. */
async function entriesWith(rt: Runtime, userId: string, term: string): Promise<Set<string>> {
  const { data } = await rt.db.entities.entryTerm.query
    .byTerm({ userId })
    .begins({ term })
    .go({ pages: 'all', attributes: ['entryId'] });
  return new Set(data.map((d) => d.entryId));
}

/**
 * Entry ids of `userId` that match every word of `q` (each as a word prefix), newest first, after
 * `cursor` (an entry id: the last of the previous page). ULIDs sort by time, so sorting the ids
 * sorts the entries.
 */
export async function searchEntryIds(rt: Runtime, userId: string, q: string, cursor?: string): Promise<string[]> {
  const terms = queryTerms(q);
  if (terms.length === 0) return [];
  const sets = await Promise.all(terms.map((t) => entriesWith(rt, userId, t)));
  sets.sort((a, b) => a.size - b.size);
  const [smallest, ...rest] = sets as [Set<string>, ...Set<string>[]];
  const ids = [...smallest].filter((id) => rest.every((s) => s.has(id)));
  ids.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  return cursor === undefined ? ids : ids.filter((id) => id < cursor);
}

/**
 * Indexes every entry of `userId` (idempotent): for entries written straight to the table, as the
 * demo seed does, and for a journal written before the index existed.
 */
export async function reindexJournal(rt: Runtime, userId: string): Promise<number> {
  const { data } = await rt.db.entities.journalEntry.query.byUser({ userId }).go({ pages: 'all', attributes: ['entryId', 'title', 'content', 'themes'] });
  for (const e of data) await indexEntry(rt, userId, e.entryId, [], termsOf(e));
  return data.length;
}

/**
 * `indexEntry` after the entry is stored: a failure is logged (ids and error name only) and does not
 * fail the save, which has already happened. Answering 500 for a stored entry would invite a retry
 * and a second entry. `reindexJournal` repairs the index.
 */
export async function indexStoredEntry(rt: Runtime, userId: string, entryId: string, before: readonly string[], after: readonly string[]): Promise<void> {
  await indexEntry(rt, userId, entryId, before, after).catch((err: Error) =>
    logger.error('Could not update the journal search index', { entryId, errorName: err.name }),
  );
}
