import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, UpdateEntryBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { artifactsQueryKey } from './get-artifacts';
import { entriesQueryKey } from '@/lib/entries';
import { agendaQueryKey } from '@/lib/query-keys';

export function updateTags(userId: string, entryId: string, themes: string[]): Promise<JournalEntry> {
  return apiCall('PATCH', '/api/users/{id}/journal-entries/{entryId}/tags', { params: { id: userId, entryId }, body: { themes } });
}

/**
 * `PATCH /api/journal-entries/{entryId}/artifact`. The journal page sends the userId too (spec
 * section 7); the artifacts page sends only the flag.
 */
export function updateArtifact(entryId: string, isArtifact: boolean, userId?: string): Promise<JournalEntry> {
  return apiCall('PATCH', '/api/journal-entries/{entryId}/artifact', { params: { entryId }, body: { isArtifact, ...(userId ? { userId } : {}) } });
}

/** After an entry changes, every list showing it (journal, dashboard, artifacts, the dashboard's agenda) is refetched. */
function useRefreshEntryLists(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: entriesQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: artifactsQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) }),
    ]);
}

export function useUpdateTags(userId: string) {
  const refresh = useRefreshEntryLists(userId);
  return useMutation({
    mutationFn: ({ entryId, themes }: { entryId: string; themes: string[] }) => updateTags(userId, entryId, themes),
    onSuccess: refresh,
  });
}

export function useUpdateArtifact(userId: string, { sendUserId = true }: { sendUserId?: boolean } = {}) {
  const refresh = useRefreshEntryLists(userId);
  return useMutation({
    mutationFn: ({ entryId, isArtifact }: { entryId: string; isArtifact: boolean }) => updateArtifact(entryId, isArtifact, sendUserId ? userId : undefined),
    onSuccess: refresh,
  });
}

/** `PATCH /api/users/{id}/journal-entries/{entryId}`: title, content or visibility, with the version read (409 when stale). */
export function updateEntry(userId: string, entryId: string, body: UpdateEntryBody): Promise<JournalEntry> {
  return apiCall('PATCH', '/api/users/{id}/journal-entries/{entryId}', { params: { id: userId, entryId }, body });
}

export function useUpdateEntry(userId: string) {
  const refresh = useRefreshEntryLists(userId);
  return useMutation({
    mutationFn: ({ entryId, ...body }: UpdateEntryBody & { entryId: string }) => updateEntry(userId, entryId, body),
    onSuccess: refresh,
  });
}
