import { useQuery } from '@tanstack/react-query';

import { apiCall } from '@/lib/api-client';

/** A coach's photo by its version: a new photo is a new version, so a cached one never goes stale. */
export const coachPhotoQueryKey = (coachId: string, version: string | null) => ['coach-photo', coachId, version] as const;

/**
 * A coach's photo as a `data:` URL (docs/architecture.md, "Coach availability and profile"), read
 * only when there is one; My Circle and Coach Settings both show it.
 */
export function useCoachPhoto(coachId: string, version: string | null) {
  return useQuery({
    queryKey: coachPhotoQueryKey(coachId, version),
    queryFn: () => apiCall('GET', '/api/coaches/{coachId}/photo', { params: { coachId } }),
    enabled: Boolean(version),
    staleTime: Infinity,
  });
}
