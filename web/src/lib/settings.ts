import { useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { refetchUnlessWatched } from '@/lib/query-client';

import { settingsQueryKey } from '@/lib/query-keys';

export { settingsQueryKey };

export function getSettings(id: string): Promise<UserSettings> {
  return apiCall('GET', '/api/users/{id}/settings', { params: { id } });
}

export function useSettings(id: string) {
  return useQuery({ queryKey: settingsQueryKey(id), queryFn: () => getSettings(id), refetchOnMount: refetchUnlessWatched });
}
