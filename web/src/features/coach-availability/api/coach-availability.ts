import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachAvailability, CoachProfile, UpdateCoachAvailabilityBody, UpdateCoachProfileBody } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

const availabilityKey = (userId: string) => ['coach-availability', userId] as const;
const profileKey = (userId: string) => ['coach-profile', userId] as const;

export function useCoachAvailability(userId: string) {
  return useQuery({
    queryKey: availabilityKey(userId),
    queryFn: () => api.get<CoachAvailability>(apiPath('/api/users/{id}/coach/availability', { id: userId })),
  });
}

/** Saves pricing, the schedule or the zone; the answer is the whole availability, put in the cache. */
export function useSaveAvailability(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCoachAvailabilityBody) => api.put<CoachAvailability>(apiPath('/api/users/{id}/coach/availability', { id: userId }), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
    },
  });
}

export function useCoachProfile(userId: string) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: () => api.get<CoachProfile>(apiPath('/api/users/{id}/coach/profile', { id: userId })),
  });
}

export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCoachProfileBody) => api.put<CoachProfile>(apiPath('/api/users/{id}/coach/profile', { id: userId }), body),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(userId), saved),
  });
}

export function useUploadPhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => api.put<CoachProfile>(apiPath('/api/users/{id}/coach/profile/photo', { id: userId }), { image }),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(userId), saved),
  });
}

export function useRemovePhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CoachProfile>(apiPath('/api/users/{id}/coach/profile/photo', { id: userId })),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(userId), saved),
  });
}
