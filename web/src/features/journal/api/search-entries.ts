import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JOURNAL, type JournalEntry } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { entriesQueryKey } from '@/lib/query-keys';

/** Shortest question sent to the server: one letter would match most of a journal. */
export const MIN_SEARCH_LENGTH = 2;

export function searchEntries(userId: string, q: string): Promise<JournalEntry[]> {
  return apiCall('GET', '/api/users/{id}/journal-entries', { params: { id: userId }, query: { q, limit: JOURNAL.fetchLimit } });
}

/**
 * `GET …/journal-entries?q=`: the entries with every word of `q` (word prefixes), newest first, from
 * the server's word index, so it finds entries beyond the 100 the page holds. Under the entries key:
 * a new or edited entry refreshes the results too.
 */
export function useEntrySearch(userId: string, q: string) {
  const question = q.trim();
  return useQuery({
    queryKey: [...entriesQueryKey(userId), { q: question }],
    queryFn: () => searchEntries(userId, question),
    enabled: question.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
