import { useQuery } from '@tanstack/react-query';
import type { CallHistory } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

import { callHistoryQueryKey } from '@/lib/query-keys';

export { callHistoryQueryKey };

/** `GET /api/users/{id}/call-history`: the user's calls, newest first. */
export function getCallHistory(userId: string): Promise<CallHistory> {
  return api.get<CallHistory>(apiPath('/api/users/{id}/call-history', { id: userId }));
}

export function useCallHistory(userId: string) {
  return useQuery({ queryKey: callHistoryQueryKey(userId), queryFn: () => getCallHistory(userId) });
}
