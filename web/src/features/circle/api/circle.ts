import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptCircleInviteBody,
  AcceptCircleInviteResponse,
  CircleConnection,
  CircleInvite,
  CircleInviteList,
  CircleInvitePreview,
  CircleOverview,
  CreateCircleInviteBody,
  JournalEntry,
  ReceivedCircleInviteList,
  UpdateCircleConnectionBody,
} from '@steady/shared';
import { JOURNAL } from '@steady/shared/constants';
import { api, apiPath } from '@/lib/api-client';

/** Every Support Circle query of one user starts with this key: one invalidation refreshes them all. */
export const circleQueryKey = (userId: string) => ['circle', userId] as const;

export function useCircle(userId: string) {
  return useQuery({
    queryKey: [...circleQueryKey(userId), 'overview'],
    queryFn: () => api.get<CircleOverview>(apiPath('/api/users/{id}/circle', { id: userId })),
  });
}

export function useInvites(userId: string) {
  return useQuery({
    queryKey: [...circleQueryKey(userId), 'invites'],
    queryFn: () => api.get<CircleInviteList>(apiPath('/api/users/{id}/circle/invites', { id: userId })),
  });
}

export function useReceivedInvites(userId: string) {
  return useQuery({
    queryKey: [...circleQueryKey(userId), 'received'],
    queryFn: () => api.get<ReceivedCircleInviteList>(apiPath('/api/users/{id}/circle/received-invites', { id: userId })),
  });
}

function useRefreshCircle(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: circleQueryKey(userId) });
}

export function useCreateInvite(userId: string) {
  const refresh = useRefreshCircle(userId);
  return useMutation({
    mutationFn: (body: CreateCircleInviteBody) => api.post<CircleInvite>(apiPath('/api/users/{id}/circle/create-invite', { id: userId }), body),
    onSuccess: refresh,
  });
}

export function useRevokeInvite(userId: string) {
  const refresh = useRefreshCircle(userId);
  return useMutation({
    mutationFn: (inviteId: string) => api.post<CircleInvite>(apiPath('/api/users/{id}/circle/invites/{inviteId}/revoke', { id: userId, inviteId })),
    onSuccess: refresh,
  });
}

export function useUpdateConnection(userId: string) {
  const refresh = useRefreshCircle(userId);
  return useMutation({
    mutationFn: ({ connectionId, ...body }: UpdateCircleConnectionBody & { connectionId: string }) =>
      api.patch<CircleConnection>(apiPath('/api/users/{id}/circle/{connectionId}', { id: userId, connectionId }), body),
    onSuccess: refresh,
  });
}

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['circle-invite', token],
    queryFn: () => api.get<CircleInvitePreview>(apiPath('/api/circle/invites/{token}', { token })),
  });
}

/** Accept and Decline, from the accept page or the Requests tab; either refreshes the caller's circle. */
export function useRespondToInvite(userId: string) {
  const refresh = useRefreshCircle(userId);
  const accept = useMutation({
    mutationFn: ({ token, ...body }: AcceptCircleInviteBody & { token: string }) =>
      api.post<AcceptCircleInviteResponse>(apiPath('/api/circle/invites/{token}/accept', { token }), body),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: (token: string) => api.post<CircleInvitePreview>(apiPath('/api/circle/invites/{token}/decline', { token })),
    onSuccess: refresh,
  });
  return { accept, decline };
}

/** Another person's entries that they let me read (the server applies the visibility rule). */
export function useSharedEntries(personId: string) {
  return useQuery({
    queryKey: ['shared-entries', personId],
    queryFn: () => api.get<JournalEntry[]>(apiPath('/api/users/{id}/journal-entries', { id: personId }), { query: { limit: JOURNAL.fetchLimit } }),
    retry: false,
  });
}
