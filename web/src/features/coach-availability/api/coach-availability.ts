import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateCoachAvailabilityBody, UpdateCoachProfileBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

const availabilityKey = (userId: string) => ['coach-availability', userId] as const;
const profileKey = (userId: string) => ['coach-profile', userId] as const;

export function useCoachAvailability(userId: string) {
  return useQuery({
    queryKey: availabilityKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/coach/availability', { params: { id: userId } }),
  });
}

/** Saves pricing, the schedule or the zone; the answer is the whole availability, put in the cache. */
export function useSaveAvailability(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCoachAvailabilityBody) => apiCall('PUT', '/api/users/{id}/coach/availability', { params: { id: userId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
    },
  });
}

export function useCoachProfile(userId: string) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/coach/profile', { params: { id: userId } }),
  });
}

export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCoachProfileBody) => apiCall('PUT', '/api/users/{id}/coach/profile', { params: { id: userId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(userId), saved),
  });
}

export function useUploadPhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => apiCall('PUT', '/api/users/{id}/coach/profile/photo', { params: { id: userId }, body: { image } }),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(userId), saved),
  });
}

export function useRemovePhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('DELETE', '/api/users/{id}/coach/profile/photo', { params: { id: userId } }),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(userId), saved),
  });
}
