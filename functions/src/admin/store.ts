import { defineEntity } from '../platform/entity.js';

/** How many words of a name get their own directory term (a name's later words are findable too). */
const MAX_TERMS = 4;

/**
 * The admin's user directory (docs/architecture.md, "Admin"; docs/data-model.md): one small item per
 * word of a user's name, keyed by the normalised name from that word on, in a partition per first
 * character. A name prefix is one Query (begins_with on the sort key) in one partition; no Scan.
 * Written in the registration transaction, deleted on erasure (and on a rename, when there is one).
 */
export const UserDirectoryEntity = defineEntity({
  model: { entity: 'userDirectory', version: '1', service: 'steady' },
  attributes: {
    /** The term's first character: the partition. */
    initial: { type: 'string', required: true },
    /** The normalised name from one word on, e.g. `jordan rivera` and `rivera`. */
    term: { type: 'string', required: true },
    userId: { type: 'string', required: true },
  },
  indexes: {
    byTerm: { pk: { field: 'pk', composite: ['initial'] }, sk: { field: 'sk', composite: ['term', 'userId'] } },
  },
});

/** Lower case, accents off, punctuation to spaces, one space between words. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The directory items of a user: one per word of the name (at most MAX_TERMS), deduplicated. */
export function directoryTerms(userId: string, name: string): { initial: string; term: string; userId: string }[] {
  const words = normalizeName(name).split(' ').filter(Boolean);
  const terms = new Set<string>();
  for (let i = 0; i < Math.min(words.length, MAX_TERMS); i++) terms.add(words.slice(i).join(' '));
  return [...terms].map((term) => ({ initial: [...term][0]!, term, userId }));
}
