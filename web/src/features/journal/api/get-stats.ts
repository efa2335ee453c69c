import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

import { statsQueryKey } from '@/lib/query-keys';

export { statsQueryKey };

export function getStats(userId: string): Promise<DashboardStats> {
  return apiCall('GET', '/api/users/{id}/stats', { params: { id: userId } });
}

export function useStats(userId: string) {
  return useQuery({ queryKey: statsQueryKey(userId), queryFn: () => getStats(userId) });
}
