import { useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

export const artifactsQueryKey = (userId: string) => ['artifacts', userId] as const;

export function getArtifacts(userId: string): Promise<JournalEntry[]> {
  return apiCall('GET', '/api/users/{id}/artifacts', { params: { id: userId } });
}

/** Entries stored as artifacts, newest first. */
export function useArtifacts(userId: string) {
  return useQuery({ queryKey: artifactsQueryKey(userId), queryFn: () => getArtifacts(userId) });
}
