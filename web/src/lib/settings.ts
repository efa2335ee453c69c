import { useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';
import { refetchUnlessWatched } from '@/lib/query-client';

import { settingsQueryKey } from '@/lib/query-keys';

export { settingsQueryKey };

export function getSettings(id: string): Promise<UserSettings> {
  return api.get<UserSettings>(apiPath('/api/users/{id}/settings', { id }));
}

export function useSettings(id: string) {
  return useQuery({ queryKey: settingsQueryKey(id), queryFn: () => getSettings(id), refetchOnMount: refetchUnlessWatched });
}
