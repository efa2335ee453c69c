import { useQuery } from '@tanstack/react-query';
import type { PublicUser, UserProfile } from '@steady/shared';
import { USER_RECORD_STALE_MS } from '@steady/shared/constants';
import { apiCall } from '@/lib/api-client';

import { userQueryKey } from '@/lib/query-keys';

export { userQueryKey };

/** The person's own record; `onboarding` and `unreadMessages` are missing only from the short record cached right after registration. */
export type CachedUser = PublicUser & { onboarding?: UserProfile['onboarding']; unreadMessages?: number; isVerifiedCoach?: boolean };

export function getUser(id: string): Promise<CachedUser> {
  return apiCall('GET', '/api/users/{id}', { params: { id } });
}

/** The user record (`GET /api/users/{id}`): cached 5 minutes. */
export const userQueryOptions = (id: string) => ({
  queryKey: userQueryKey(id),
  queryFn: () => getUser(id),
  staleTime: USER_RECORD_STALE_MS,
});

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
