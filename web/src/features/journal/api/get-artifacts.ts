import { useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

export const artifactsQueryKey = (userId: string) => ['artifacts', userId] as const;

export function getArtifacts(userId: string): Promise<JournalEntry[]> {
  return api.get<JournalEntry[]>(apiPath('/api/users/{id}/artifacts', { id: userId }));
}

/** Entries stored as artifacts, newest first. */
export function useArtifacts(userId: string) {
  return useQuery({ queryKey: artifactsQueryKey(userId), queryFn: () => getArtifacts(userId) });
}
