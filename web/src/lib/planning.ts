import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateChecklistBody, CreateExperimentBody, CreateGoalBody, CreatePartBody, CreateRoutineBody } from '@steady/shared';
import { apiCall, type ApiBody } from '@/lib/api-client';
import { settingsQueryKey } from '@/lib/settings';

/** react-query hooks for the Settings screen's records: goals, checklists, parts, coach and system, deletion. */
export const goalsQueryKey = (id: string) => ['goals', id] as const;
export const checklistsQueryKey = (id: string) => ['checklists', id] as const;
export const partsQueryKey = (id: string) => ['parts', id] as const;
export const experimentsQueryKey = (id: string) => ['experiments', id] as const;
export const routinesQueryKey = (id: string) => ['routines', id] as const;
export const currentCoachQueryKey = (id: string) => ['current-coach', id] as const;
export const currentSystemQueryKey = (id: string) => ['current-system', id] as const;
export const deletionRequestQueryKey = (id: string) => ['deletion-request', id] as const;

export function useGoals(userId: string, enabled = true) {
  return useQuery({ queryKey: goalsQueryKey(userId), queryFn: () => apiCall('GET', '/api/users/{id}/goals', { params: { id: userId } }), enabled });
}

export function useCreateGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateGoalBody, 'userId'>) => apiCall('POST', '/api/goals', { body: { ...body, userId, status: 'active' } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: goalsQueryKey(userId) }),
  });
}

export function useChecklists(userId: string, enabled = true) {
  return useQuery({
    queryKey: checklistsQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/checklists', { params: { id: userId } }),
    enabled,
  });
}

export function useCreateChecklist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateChecklistBody, 'userId'>) => apiCall('POST', '/api/checklists', { body: { ...body, userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: checklistsQueryKey(userId) }),
  });
}

export function useParts(userId: string, enabled = true) {
  return useQuery({ queryKey: partsQueryKey(userId), queryFn: () => apiCall('GET', '/api/users/{id}/parts', { params: { id: userId } }), enabled });
}

export function useCreatePart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreatePartBody, 'userId'>) => apiCall('POST', '/api/parts', { body: { ...body, userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partsQueryKey(userId) }),
  });
}

export function useCurrentCoach(userId: string) {
  return useQuery({
    queryKey: currentCoachQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/current-coach', { params: { id: userId } }),
  });
}

export function useCurrentSystem(userId: string) {
  return useQuery({
    queryKey: currentSystemQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/current-system', { params: { id: userId } }),
  });
}

/** `PUT /api/users/{id}/current-coach` with `{ coachId }`; the settings are refetched (they hold the id). */
export function useSetCurrentCoach(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coachId: string) => apiCall('PUT', '/api/users/{id}/current-coach', { params: { id: userId }, body: { coachId } }),
    onSuccess: (coach) => {
      queryClient.setQueryData(currentCoachQueryKey(userId), coach);
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey(userId) });
    },
  });
}

export function useSetCurrentSystem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (systemId: string) => apiCall('PUT', '/api/users/{id}/current-system', { params: { id: userId }, body: { systemId } }),
    onSuccess: (system) => {
      queryClient.setQueryData(currentSystemQueryKey(userId), system);
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey(userId) });
    },
  });
}

export function useDeletionRequest(userId: string) {
  return useQuery({
    queryKey: deletionRequestQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/deletion-request', { params: { id: userId } }),
  });
}

export function useRequestDeletion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('POST', '/api/users/{id}/deletion-request', { params: { id: userId } }),
    onSuccess: (request) => queryClient.setQueryData(deletionRequestQueryKey(userId), request),
  });
}

export function useExperiments(userId: string, enabled = true) {
  return useQuery({
    queryKey: experimentsQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/experiments', { params: { id: userId } }),
    enabled,
  });
}

export function useCreateExperiment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateExperimentBody, 'userId'>) => apiCall('POST', '/api/experiments', { body: { ...body, userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: experimentsQueryKey(userId) }),
  });
}

export function useRoutines(userId: string, enabled = true) {
  return useQuery({
    queryKey: routinesQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/routines', { params: { id: userId } }),
    enabled,
  });
}

export function useCreateRoutine(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateRoutineBody, 'userId'>) => apiCall('POST', '/api/routines', { body: { ...body, userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: routinesQueryKey(userId) }),
  });
}

/** The planning items that can be edited and deleted: the PATCH and DELETE of one, and their list's query key. */
export type PlanningKind = 'goals' | 'checklists' | 'parts' | 'experiments' | 'routines';

/** What an edit of each kind sends besides the userId (every field optional: what is left out stays). */
export interface PlanningChanges {
  goals: Omit<ApiBody<'PATCH', '/api/goals/{goalId}'>, 'userId'>;
  checklists: Omit<ApiBody<'PATCH', '/api/checklists/{checklistId}'>, 'userId'>;
  parts: Omit<ApiBody<'PATCH', '/api/parts/{partId}'>, 'userId'>;
  experiments: Omit<ApiBody<'PATCH', '/api/experiments/{experimentId}'>, 'userId'>;
  routines: Omit<ApiBody<'PATCH', '/api/routines/{routineId}'>, 'userId'>;
}

const PLANNING: {
  [K in PlanningKind]: {
    update: (id: string, userId: string, changes: PlanningChanges[K]) => Promise<unknown>;
    remove: (id: string) => Promise<void>;
    key: (id: string) => readonly string[];
  };
} = {
  goals: {
    update: (goalId, userId, changes) => apiCall('PATCH', '/api/goals/{goalId}', { params: { goalId }, body: { ...changes, userId } }),
    remove: (goalId) => apiCall('DELETE', '/api/goals/{goalId}', { params: { goalId } }),
    key: goalsQueryKey,
  },
  checklists: {
    update: (checklistId, userId, changes) => apiCall('PATCH', '/api/checklists/{checklistId}', { params: { checklistId }, body: { ...changes, userId } }),
    remove: (checklistId) => apiCall('DELETE', '/api/checklists/{checklistId}', { params: { checklistId } }),
    key: checklistsQueryKey,
  },
  parts: {
    update: (partId, userId, changes) => apiCall('PATCH', '/api/parts/{partId}', { params: { partId }, body: { ...changes, userId } }),
    remove: (partId) => apiCall('DELETE', '/api/parts/{partId}', { params: { partId } }),
    key: partsQueryKey,
  },
  experiments: {
    update: (experimentId, userId, changes) => apiCall('PATCH', '/api/experiments/{experimentId}', { params: { experimentId }, body: { ...changes, userId } }),
    remove: (experimentId) => apiCall('DELETE', '/api/experiments/{experimentId}', { params: { experimentId } }),
    key: experimentsQueryKey,
  },
  routines: {
    update: (routineId, userId, changes) => apiCall('PATCH', '/api/routines/{routineId}', { params: { routineId }, body: { ...changes, userId } }),
    remove: (routineId) => apiCall('DELETE', '/api/routines/{routineId}', { params: { routineId } }),
    key: routinesQueryKey,
  },
};

/** `PATCH /api/{kind}/{itemId}` with the changed fields; the list is refetched. */
export function useUpdatePlanningItem<K extends PlanningKind>(kind: K, userId: string) {
  const queryClient = useQueryClient();
  const { update, key } = PLANNING[kind];
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PlanningChanges[K] }) => update(id, userId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** `DELETE /api/{kind}/{itemId}`; the list is refetched. */
export function useDeletePlanningItem(kind: PlanningKind, userId: string) {
  const queryClient = useQueryClient();
  const { remove, key } = PLANNING[kind];
  return useMutation({
    mutationFn: remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}
