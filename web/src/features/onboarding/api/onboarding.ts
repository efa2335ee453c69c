import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState, SafetyPlanBody, UpdateConsentsBody, UpdateOnboardingBody, UpdateSettingsBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { safetyPlanQueryKey } from '@/lib/safety-plan';

/**
 * The first-run onboarding's requests (docs/architecture.md, "First-run onboarding and consent"). The
 * state also rides on the user record (`GET /api/users/{id}`, cached under ['users', id]), which the
 * dashboard reads anyway; every save here updates both cache entries.
 */
export const onboardingQueryKey = (userId: string) => ['onboarding', userId] as const;
/** The same keys the user record and settings are cached under (features/users, features/settings). */
const userKey = (userId: string) => ['users', userId] as const;
const settingsKey = (userId: string) => ['settings', userId] as const;

export function useOnboarding(userId: string) {
  return useQuery({
    queryKey: onboardingQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/onboarding', { params: { id: userId } }),
  });
}

function useStoreState(userId: string) {
  const queryClient = useQueryClient();
  return (state: OnboardingState) => {
    queryClient.setQueryData(onboardingQueryKey(userId), state);
    queryClient.setQueryData(userKey(userId), (user: Record<string, unknown> | undefined) => (user ? { ...user, onboarding: state } : user));
  };
}

/** `PUT /api/users/{id}/onboarding`: steps completed or skipped, finishing, dismissing the dashboard card. */
export function useSaveOnboarding(userId: string) {
  const store = useStoreState(userId);
  return useMutation({
    mutationFn: (body: UpdateOnboardingBody) => apiCall('PUT', '/api/users/{id}/onboarding', { params: { id: userId }, body }),
    onSuccess: store,
  });
}

/** `PUT /api/users/{id}/consents`: true gives consent (with the text's version), false withdraws calls or texts. */
export function useSaveConsents(userId: string) {
  const store = useStoreState(userId);
  return useMutation({
    mutationFn: (body: UpdateConsentsBody) => apiCall('PUT', '/api/users/{id}/consents', { params: { id: userId }, body }),
    onSuccess: store,
  });
}

export function useOnboardingSettings(userId: string) {
  return useQuery({ queryKey: settingsKey(userId), queryFn: () => apiCall('GET', '/api/users/{id}/settings', { params: { id: userId } }) });
}

/** Saves the time zone, call time or daily-call switch (only the fields given). */
export function useSaveSettingsFields(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => apiCall('PUT', '/api/users/{id}/settings', { params: { id: userId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(userId), saved),
  });
}

/** Replaces the safety plan (the emergency contact step adds a person to ask for help). */
export function useSaveSafetyPlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyPlanBody) => apiCall('PUT', '/api/users/{id}/safety-plan', { params: { id: userId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(safetyPlanQueryKey(userId), saved),
  });
}
