import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachItem, CoachItemBody, CoachItemList } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

/** react-query hooks of the coach's own marketplace content (docs/architecture.md, "Coach-published marketplace content"). */
export const coachItemsKey = (coachId: string) => ['coach-marketplace-items', coachId] as const;

const base = (coachId: string) => apiPath('/api/users/{id}/coach/marketplace-items', { id: coachId });

export function useCoachItems(coachId: string) {
  return useQuery({ queryKey: coachItemsKey(coachId), queryFn: () => api.get<CoachItemList>(base(coachId)) });
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
      id ? api.patch<CoachItem>(`${base(coachId)}/${encodeURIComponent(id)}`, body) : api.post<CoachItem>(base(coachId), body),
    onSuccess: refresh,
  });
}

export function useSetPublished(coachId: string) {
  const refresh = useRefresh(coachId);
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      api.post<CoachItem>(`${base(coachId)}/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`),
    onSuccess: refresh,
  });
}
