import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormAssignment, SaveProgressBody, SubmitResponseBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { agendaQueryKey, myAssignmentsQueryKey } from '@/lib/query-keys';

export { myAssignmentsQueryKey };

/** react-query hooks of My Forms (spec sections 2 and 7): the client's assignments, one assignment to answer, progress and submit. */
export const assignmentQueryKey = (assignmentId: string) => ['form-assignment', assignmentId] as const;

export function useMyAssignments(userId: string) {
  return useQuery({
    queryKey: myAssignmentsQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/form-assignments', { params: { id: userId } }),
  });
}

/** The assignment with its form, fields, saved progress and (once submitted) the response: read afresh on each opening. */
export function useAssignment(assignmentId: string | null) {
  return useQuery({
    queryKey: assignmentQueryKey(assignmentId ?? ''),
    queryFn: () => apiCall('GET', '/api/form-assignments/{assignmentId}', { params: { assignmentId: assignmentId! } }),
    enabled: assignmentId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Continue later: the answers so far (the assignment becomes in_progress). */
export function useSaveProgress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, body }: { assignmentId: string; body: SaveProgressBody }) =>
      apiCall('PUT', '/api/form-assignments/{assignmentId}/progress', { params: { assignmentId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<FormAssignment[]>(myAssignmentsQueryKey(userId), (list) => list?.map((a) => (a.id === saved.id ? saved : a)));
      void queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) });
    },
  });
}

/** Submit Form: on success the assignments and the dashboard's agenda are read again (the card turns submitted; a recurring form may add the next one). */
export function useSubmitResponse(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, body }: { assignmentId: string; body: SubmitResponseBody }) =>
      apiCall('POST', '/api/form-assignments/{assignmentId}/responses', { params: { assignmentId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myAssignmentsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) }),
      ]),
  });
}
