import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEntryBody, JournalEntry } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { entriesQueryKey } from '@/lib/entries';
import { statsQueryKey } from './get-stats';

export function createEntry(userId: string, body: CreateEntryBody): Promise<JournalEntry> {
  return apiCall('POST', '/api/users/{id}/journal-entries', { params: { id: userId }, body });
}

/** `POST /api/users/{id}/journal-entries`; on success the entry lists and the stats are refetched. */
export function useCreateEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateEntryBody, 'userId'>) => createEntry(userId, { ...body, userId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: entriesQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: statsQueryKey(userId) });
    },
  });
}
