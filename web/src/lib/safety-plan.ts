import { useQuery } from '@tanstack/react-query';
import type { SafetyPlan } from '@steady/shared';
import { apiCall } from './api-client';

/**
 * The safety plan and the care team as react-query queries. They live here, not in a feature, because
 * the crisis panel (journal, AI coach, dashboard) and the safety plan screen share one cache entry.
 */
export const safetyPlanQueryKey = (userId: string) => ['safety-plan', userId] as const;
export const careTeamQueryKey = (userId: string) => ['care-team', userId] as const;

export function getSafetyPlan(userId: string): Promise<SafetyPlan> {
  return apiCall('GET', '/api/users/{id}/safety-plan', { params: { id: userId } });
}

/** The person's safety plan (the empty plan when none was saved). */
export function useSafetyPlan(userId: string, enabled = true) {
  return useQuery({ queryKey: safetyPlanQueryKey(userId), queryFn: () => getSafetyPlan(userId), enabled });
}

/** Active coach and therapist connections with their phone numbers. */
export function useCareTeam(userId: string, enabled = true) {
  return useQuery({
    queryKey: careTeamQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/care-team', { params: { id: userId } }),
    enabled,
  });
}

/** A `tel:` link for a number as a person wrote it: '(415) 555-0101' → 'tel:4155550101'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
