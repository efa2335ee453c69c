import { useQuery } from '@tanstack/react-query';
import type { CallHistory } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

import { callHistoryQueryKey } from '@/lib/query-keys';

export { callHistoryQueryKey };

/** `GET /api/users/{id}/call-history`: the user's calls, newest first. */
export function getCallHistory(userId: string): Promise<CallHistory> {
  return apiCall('GET', '/api/users/{id}/call-history', { params: { id: userId } });
}

export function useCallHistory(userId: string) {
  return useQuery({ queryKey: callHistoryQueryKey(userId), queryFn: () => getCallHistory(userId) });
}
