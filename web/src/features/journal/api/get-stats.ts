import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

import { statsQueryKey } from '@/lib/query-keys';

export { statsQueryKey };

export function getStats(userId: string): Promise<DashboardStats> {
  return api.get<DashboardStats>(apiPath('/api/users/{id}/stats', { id: userId }));
}

export function useStats(userId: string) {
  return useQuery({ queryKey: statsQueryKey(userId), queryFn: () => getStats(userId) });
}
