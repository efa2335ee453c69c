import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrisisAlert } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { crisisAlertsQueryKey, useCrisisAlerts } from '@/lib/crisis-alerts';

/** The Crisis Alerts screen's list: the shared cache entry of '@/lib/crisis-alerts' (the navigation badge reads it too). */
export { useCrisisAlerts };

/** `POST /api/users/{id}/coach/alerts/{alertId}/acknowledge`: records who and when (idempotent). */
export function acknowledgeAlert(userId: string, alertId: string): Promise<CrisisAlert> {
  return apiCall('POST', '/api/users/{id}/coach/alerts/{alertId}/acknowledge', { params: { id: userId, alertId } });
}

/** Acknowledges an alert; the list (and the badge) shows the answer at once, then is read again. */
export function useAcknowledgeAlert(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => acknowledgeAlert(userId, alertId),
    onSuccess: (updated) => {
      queryClient.setQueryData<CrisisAlert[]>(crisisAlertsQueryKey(userId), (list) => list?.map((a) => (a.id === updated.id ? updated : a)));
      void queryClient.invalidateQueries({ queryKey: crisisAlertsQueryKey(userId) });
    },
  });
}
