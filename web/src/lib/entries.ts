import { useQuery } from '@tanstack/react-query';
import { JOURNAL, type JournalEntry } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { refetchUnlessWatched } from '@/lib/query-client';

/** Every list of one user's entries starts with this key, so one invalidation refreshes them all. */
import { entriesQueryKey } from '@/lib/query-keys';

export { entriesQueryKey };

export function getEntries(userId: string, limit: number = JOURNAL.fetchLimit): Promise<JournalEntry[]> {
  return apiCall('GET', '/api/users/{id}/journal-entries', { params: { id: userId }, query: { limit } });
}

/** Journal entries, newest first (`?limit=100` on the journal page, `?limit=3` on the dashboard). */
export function useEntries(userId: string, limit: number = JOURNAL.fetchLimit) {
  return useQuery({ queryKey: [...entriesQueryKey(userId), { limit }], queryFn: () => getEntries(userId, limit), refetchOnMount: refetchUnlessWatched });
}
