import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachItemBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

/** react-query hooks of the coach's own marketplace content (docs/architecture.md, "Coach-published marketplace content"). */
export const coachItemsKey = (coachId: string) => ['coach-marketplace-items', coachId] as const;

export function useCoachItems(coachId: string) {
  return useQuery({ queryKey: coachItemsKey(coachId), queryFn: () => apiCall('GET', '/api/users/{id}/coach/marketplace-items', { params: { id: coachId } }) });
}

/** After a change: the coach's list, and the catalog tabs (a published item appears or goes). */
function useRefresh(coachId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: coachItemsKey(coachId) }), queryClient.invalidateQueries({ queryKey: ['marketplace'] })]);
}

export function useSaveCoachItem(coachId: string) {
  const refresh = useRefresh(coachId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CoachItemBody }) =>
      id
        ? apiCall('PATCH', '/api/users/{id}/coach/marketplace-items/{itemId}', { params: { id: coachId, itemId: id }, body })
        : apiCall('POST', '/api/users/{id}/coach/marketplace-items', { params: { id: coachId }, body }),
    onSuccess: refresh,
  });
}

export function useSetPublished(coachId: string) {
  const refresh = useRefresh(coachId);
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      publish
        ? apiCall('POST', '/api/users/{id}/coach/marketplace-items/{itemId}/publish', { params: { id: coachId, itemId: id } })
        : apiCall('POST', '/api/users/{id}/coach/marketplace-items/{itemId}/unpublish', { params: { id: coachId, itemId: id } }),
    onSuccess: refresh,
  });
}
