import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlan, SafetyPlanBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { safetyPlanQueryKey } from '@/lib/safety-plan';

export function saveSafetyPlan(userId: string, body: SafetyPlanBody): Promise<SafetyPlan> {
  return apiCall('PUT', '/api/users/{id}/safety-plan', { params: { id: userId }, body });
}

/** `PUT /api/users/{id}/safety-plan`: the saved plan replaces the cached one, so every crisis panel shows it at once. */
export function useSaveSafetyPlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyPlanBody) => saveSafetyPlan(userId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(safetyPlanQueryKey(userId), saved);
    },
  });
}
