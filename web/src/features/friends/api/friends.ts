import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FriendInvite } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { friendsQueryKey as friendsKey } from '@/lib/friends';

/** react-query hooks of the Friends screens (docs/architecture.md, "Friends"). */
const listKey = (userId: string) => ['friends', userId, 'list'] as const;
const requestsKey = (userId: string) => ['friends', userId, 'requests'] as const;
const invitesKey = (userId: string) => ['friends', userId, 'invites'] as const;
const friendKey = (userId: string, friendId: string) => ['friends', userId, 'friend', friendId] as const;

export function useFriends(userId: string) {
  return useQuery({ queryKey: listKey(userId), queryFn: () => apiCall('GET', '/api/users/{id}/friends', { params: { id: userId } }), staleTime: 0 });
}

export function useFriendRequests(userId: string) {
  return useQuery({
    queryKey: requestsKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/friends/requests', { params: { id: userId } }),
    staleTime: 0,
  });
}

export function useFriendInvites(userId: string) {
  return useQuery({
    queryKey: invitesKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/friends/invites', { params: { id: userId } }),
    staleTime: 0,
  });
}

export function useFriendProfile(userId: string, friendId: string) {
  return useQuery({
    queryKey: friendKey(userId, friendId),
    queryFn: () => apiCall('GET', '/api/users/{id}/friends/{friendId}', { params: { id: userId, friendId } }),
    staleTime: 0,
    retry: false,
  });
}

export function useFriendEntries(userId: string, friendId: string) {
  return useQuery({
    queryKey: [...friendKey(userId, friendId), 'entries'],
    queryFn: () => apiCall('GET', '/api/users/{id}/friends/{friendId}/entries', { params: { id: userId, friendId }, query: { limit: 50 } }),
    staleTime: 0,
    retry: false,
  });
}

/** Every write changes some of the lists: all of the person's friends queries are read again. */
function useFriendsMutation<TVars, TResult>(userId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: friendsKey(userId) }) });
}

export const useAcceptRequest = (userId: string) =>
  useFriendsMutation(userId, (requestId: string) =>
    apiCall('POST', '/api/users/{id}/friends/requests/{requestId}/accept', { params: { id: userId, requestId } }),
  );

export const useDeclineRequest = (userId: string) =>
  useFriendsMutation(userId, (requestId: string) =>
    apiCall('POST', '/api/users/{id}/friends/requests/{requestId}/decline', { params: { id: userId, requestId } }),
  );

export const useSendRequest = (userId: string) =>
  useFriendsMutation(userId, (phoneNumber: string) => apiCall('POST', '/api/users/{id}/friends/requests', { params: { id: userId }, body: { phoneNumber } }));

export const useCreateInvite = (userId: string) =>
  useFriendsMutation(userId, () => apiCall('POST', '/api/users/{id}/friends/create-invite', { params: { id: userId } }));

export const useRevokeInvite = (userId: string) =>
  useFriendsMutation(userId, (inviteId: string) => apiCall('DELETE', '/api/users/{id}/friends/invites/{inviteId}', { params: { id: userId, inviteId } }));

export const useUnfriend = (userId: string) =>
  useFriendsMutation(userId, (friendId: string) => apiCall('DELETE', '/api/users/{id}/friends/{friendId}', { params: { id: userId, friendId } }));

export function useInvitePreview(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['friend-invite', token],
    queryFn: () => apiCall('GET', '/api/friends/invites/{token}', { params: { token } }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('POST', '/api/friends/invites/{token}/accept', { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['friends'] }),
  });
}

/** The full link of an invite: this app's origin and the invite's path. */
export const inviteLink = (invite: Pick<FriendInvite, 'path'>) => `${window.location.origin}${invite.path}`;
