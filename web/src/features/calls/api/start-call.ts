import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRecord } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { callHistoryQueryKey } from './get-call-history';

/** `POST /api/users/{id}/call` (no body): 202 with the new call record; 409 when calls are off or one is in progress. */
export function startCall(userId: string): Promise<CallRecord> {
  return apiCall('POST', '/api/users/{id}/call', { params: { id: userId } });
}

export function useStartCall(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startCall(userId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callHistoryQueryKey(userId) }),
  });
}
