import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiCoach,
  Checklist,
  CreateChecklistBody,
  CreateExperimentBody,
  CreateGoalBody,
  CreatePartBody,
  CreateRoutineBody,
  DeletionRequest,
  Experiment,
  Goal,
  HabitSystem,
  Part,
  Routine,
} from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';
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
  return useQuery({ queryKey: goalsQueryKey(userId), queryFn: () => api.get<Goal[]>(apiPath('/api/users/{id}/goals', { id: userId })), enabled });
}

export function useCreateGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateGoalBody, 'userId'>) => api.post<Goal>('/api/goals', { ...body, userId, status: 'active' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: goalsQueryKey(userId) }),
  });
}

export function useChecklists(userId: string, enabled = true) {
  return useQuery({
    queryKey: checklistsQueryKey(userId),
    queryFn: () => api.get<Checklist[]>(apiPath('/api/users/{id}/checklists', { id: userId })),
    enabled,
  });
}

export function useCreateChecklist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateChecklistBody, 'userId'>) => api.post<Checklist>('/api/checklists', { ...body, userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: checklistsQueryKey(userId) }),
  });
}

export function useParts(userId: string, enabled = true) {
  return useQuery({ queryKey: partsQueryKey(userId), queryFn: () => api.get<Part[]>(apiPath('/api/users/{id}/parts', { id: userId })), enabled });
}

export function useCreatePart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreatePartBody, 'userId'>) => api.post<Part>('/api/parts', { ...body, userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partsQueryKey(userId) }),
  });
}

export function useCurrentCoach(userId: string) {
  return useQuery({
    queryKey: currentCoachQueryKey(userId),
    queryFn: () => api.get<AiCoach | null>(apiPath('/api/users/{id}/current-coach', { id: userId })),
  });
}

export function useCurrentSystem(userId: string) {
  return useQuery({
    queryKey: currentSystemQueryKey(userId),
    queryFn: () => api.get<HabitSystem | null>(apiPath('/api/users/{id}/current-system', { id: userId })),
  });
}

/** `PUT /api/users/{id}/current-coach` with `{ coachId }`; the settings are refetched (they hold the id). */
export function useSetCurrentCoach(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coachId: string) => api.put<AiCoach>(apiPath('/api/users/{id}/current-coach', { id: userId }), { coachId }),
    onSuccess: (coach) => {
      queryClient.setQueryData(currentCoachQueryKey(userId), coach);
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey(userId) });
    },
  });
}

export function useSetCurrentSystem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (systemId: string) => api.put<HabitSystem>(apiPath('/api/users/{id}/current-system', { id: userId }), { systemId }),
    onSuccess: (system) => {
      queryClient.setQueryData(currentSystemQueryKey(userId), system);
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey(userId) });
    },
  });
}

export function useDeletionRequest(userId: string) {
  return useQuery({
    queryKey: deletionRequestQueryKey(userId),
    queryFn: () => api.get<DeletionRequest | null>(apiPath('/api/users/{id}/deletion-request', { id: userId })),
  });
}

export function useRequestDeletion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DeletionRequest>(apiPath('/api/users/{id}/deletion-request', { id: userId })),
    onSuccess: (request) => queryClient.setQueryData(deletionRequestQueryKey(userId), request),
  });
}

export function useExperiments(userId: string, enabled = true) {
  return useQuery({
    queryKey: experimentsQueryKey(userId),
    queryFn: () => api.get<Experiment[]>(apiPath('/api/users/{id}/experiments', { id: userId })),
    enabled,
  });
}

export function useCreateExperiment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateExperimentBody, 'userId'>) => api.post<Experiment>('/api/experiments', { ...body, userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: experimentsQueryKey(userId) }),
  });
}

export function useRoutines(userId: string, enabled = true) {
  return useQuery({
    queryKey: routinesQueryKey(userId),
    queryFn: () => api.get<Routine[]>(apiPath('/api/users/{id}/routines', { id: userId })),
    enabled,
  });
}

export function useCreateRoutine(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateRoutineBody, 'userId'>) => api.post<Routine>('/api/routines', { ...body, userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: routinesQueryKey(userId) }),
  });
}

/** The planning items that can be edited and deleted, their item paths and their list's query key. */
export type PlanningKind = 'goals' | 'checklists' | 'parts' | 'experiments' | 'routines';
const PLANNING: Record<PlanningKind, { path: string; param: string; key: (id: string) => readonly string[] }> = {
  goals: { path: '/api/goals/{goalId}', param: 'goalId', key: goalsQueryKey },
  checklists: { path: '/api/checklists/{checklistId}', param: 'checklistId', key: checklistsQueryKey },
  parts: { path: '/api/parts/{partId}', param: 'partId', key: partsQueryKey },
  experiments: { path: '/api/experiments/{experimentId}', param: 'experimentId', key: experimentsQueryKey },
  routines: { path: '/api/routines/{routineId}', param: 'routineId', key: routinesQueryKey },
};

/** `PATCH /api/{kind}/{itemId}` with the changed fields; the list is refetched. */
export function useUpdatePlanningItem<T>(kind: PlanningKind, userId: string) {
  const queryClient = useQueryClient();
  const { path, param, key } = PLANNING[kind];
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: object }) => api.patch<T>(apiPath(path, { [param]: id }), { ...body, userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** `DELETE /api/{kind}/{itemId}`; the list is refetched. */
export function useDeletePlanningItem(kind: PlanningKind, userId: string) {
  const queryClient = useQueryClient();
  const { path, param, key } = PLANNING[kind];
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(apiPath(path, { [param]: id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}
