import { useQuery } from '@tanstack/react-query';
import type { Achievement } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

export const achievementsQueryKey = (userId: string) => ['achievements', userId] as const;

export function getAchievements(userId: string): Promise<Achievement[]> {
  return apiCall('GET', '/api/users/{id}/achievements', { params: { id: userId } });
}

export function useAchievements(userId: string) {
  // Computed from stats that every new entry changes: read afresh each time the screen opens.
  return useQuery({ queryKey: achievementsQueryKey(userId), queryFn: () => getAchievements(userId), staleTime: 0 });
}
