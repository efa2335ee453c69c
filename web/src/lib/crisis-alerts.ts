import { useQuery } from '@tanstack/react-query';
import type { CrisisAlert, Role } from '@steady/shared';
import { apiCall } from './api-client';

/**
 * A coach's or therapist's crisis alerts as one react-query cache entry. It lives here, not in a
 * feature, because the navigation's unread badge, the live channel (which refetches it on
 * `crisis_alert`), the urgent banner and the Crisis Alerts screen all share it.
 */
export const crisisAlertsQueryKey = (userId: string) => ['crisis-alerts', userId] as const;

export function getCrisisAlerts(userId: string): Promise<CrisisAlert[]> {
  return apiCall('GET', '/api/users/{id}/coach/alerts', { params: { id: userId } });
}

/** Coaches and therapists receive crisis alerts; nobody else may read them. */
export const receivesCrisisAlerts = (role: Role | undefined): boolean => role === 'coach' || role === 'therapist';

/** The alerts (`GET /api/users/{id}/coach/alerts`, newest first); only fetched when `enabled` (a coach or therapist). */
export function useCrisisAlerts(userId: string, enabled: boolean) {
  return useQuery({ queryKey: crisisAlertsQueryKey(userId), queryFn: () => getCrisisAlerts(userId), enabled });
}

/** How many alerts nobody has acknowledged yet: the navigation badge. */
export const unacknowledgedCount = (alerts: readonly CrisisAlert[] | undefined): number => alerts?.filter((a) => !a.acknowledgedAt).length ?? 0;
