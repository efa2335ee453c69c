import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptCircleInviteBody, CreateCircleInviteBody, UpdateCircleConnectionBody } from '@steady/shared';
import { JOURNAL } from '@steady/shared/constants';
import { apiCall } from '@/lib/api-client';

/** Every Support Circle query of one user starts with this key: one invalidation refreshes them all. */
export const circleQueryKey = (userId: string) => ['circle', userId] as const;

export function useCircle(userId: string) {
  return useQuery({
    queryKey: [...circleQueryKey(userId), 'overview'],
    queryFn: () => apiCall('GET', '/api/users/{id}/circle', { params: { id: userId } }),
  });
}

export function useInvites(userId: string) {
  return useQuery({
    queryKey: [...circleQueryKey(userId), 'invites'],
    queryFn: () => apiCall('GET', '/api/users/{id}/circle/invites', { params: { id: userId } }),
  });
}

export function useReceivedInvites(userId: string) {
  return useQuery({
    queryKey: [...circleQueryKey(userId), 'received'],
    queryFn: () => apiCall('GET', '/api/users/{id}/circle/received-invites', { params: { id: userId } }),
  });
}

function useRefreshCircle(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: circleQueryKey(userId) });
}

export function useCreateInvite(userId: string) {
  const refresh = useRefreshCircle(userId);
  return useMutation({
    mutationFn: (body: CreateCircleInviteBody) => apiCall('POST', '/api/users/{id}/circle/create-invite', { params: { id: userId }, body }),
    onSuccess: refresh,
  });
}

export function useRevokeInvite(userId: string) {
  const refresh = useRefreshCircle(userId);
  return useMutation({
    mutationFn: (inviteId: string) => apiCall('POST', '/api/users/{id}/circle/invites/{inviteId}/revoke', { params: { id: userId, inviteId } }),
    onSuccess: refresh,
  });
}

export function useUpdateConnection(userId: string) {
  const refresh = useRefreshCircle(userId);
  return useMutation({
    mutationFn: ({ connectionId, ...body }: UpdateCircleConnectionBody & { connectionId: string }) =>
      apiCall('PATCH', '/api/users/{id}/circle/{connectionId}', { params: { id: userId, connectionId }, body }),
    onSuccess: refresh,
  });
}

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['circle-invite', token],
    queryFn: () => apiCall('GET', '/api/circle/invites/{token}', { params: { token } }),
  });
}

/** Accept and Decline, from the accept page or the Requests tab; either refreshes the caller's circle. */
export function useRespondToInvite(userId: string) {
  const refresh = useRefreshCircle(userId);
  const accept = useMutation({
    mutationFn: ({ token, ...body }: AcceptCircleInviteBody & { token: string }) =>
      apiCall('POST', '/api/circle/invites/{token}/accept', { params: { token }, body }),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: (token: string) => apiCall('POST', '/api/circle/invites/{token}/decline', { params: { token } }),
    onSuccess: refresh,
  });
  return { accept, decline };
}

/** Another person's entries that they let me read (the server applies the visibility rule). */
export function useSharedEntries(personId: string) {
  return useQuery({
    queryKey: ['shared-entries', personId],
    queryFn: () => apiCall('GET', '/api/users/{id}/journal-entries', { params: { id: personId }, query: { limit: JOURNAL.fetchLimit } }),
    retry: false,
  });
}
