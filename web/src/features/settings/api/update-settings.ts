import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsBody, UserSettings } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { settingsQueryKey } from '@/lib/settings';

/** Settings save strips id, userId, createdAt and updatedAt; goals and preferences go as arrays. */
export function settingsPayload(settings: Partial<UserSettings> & { id?: unknown }): UpdateSettingsBody {
  const { id: _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = settings;
  void _id;
  void _userId;
  void _createdAt;
  void _updatedAt;
  return { ...rest, goals: [...(rest.goals ?? [])], preferences: [...(rest.preferences ?? [])] };
}

export function updateSettings(id: string, body: UpdateSettingsBody): Promise<UserSettings> {
  return apiCall('PUT', '/api/users/{id}/settings', { params: { id }, body });
}

/** `PUT /api/users/{id}/settings`; the saved settings replace the cached ones. */
export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettings) => updateSettings(userId, settingsPayload(settings)),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey(userId), saved);
    },
  });
}
