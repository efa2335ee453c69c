import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WorkspaceConflict,
  type CircleOverview,
  type CreateWorkspaceBody,
  type SaveWorkspaceBody,
  type SavedWorkspace,
  type Workspace,
  type WorkspaceList,
} from '@steady/shared';
import { ApiError, api, apiPath } from '@/lib/api-client';
import { entriesQueryKey } from '@/lib/query-keys';
import { workspaceQueryKey, workspacesQueryKey } from '@/lib/workspaces';

export function useWorkspaces(patientId: string) {
  return useQuery({
    queryKey: workspacesQueryKey(patientId),
    queryFn: () => api.get<WorkspaceList>(apiPath('/api/users/{id}/workspaces', { id: patientId })),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useWorkspace(patientId: string, workspaceId: string) {
  return useQuery({
    queryKey: workspaceQueryKey(patientId, workspaceId),
    queryFn: () => api.get<Workspace>(apiPath('/api/users/{id}/workspaces/{workspaceId}', { id: patientId, workspaceId })),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // The editor holds its own draft: a read on focus only refreshes the history and the banner.
    refetchOnWindowFocus: true,
  });
}

/** The people a coach or therapist supports who let them edit workspaces (the circles they are in). */
export function useWorkspaceClients(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['workspace-clients', userId],
    queryFn: async () => {
      const overview = await api.get<CircleOverview>(apiPath('/api/users/{id}/circle', { id: userId }));
      return overview.memberOf.filter((c) => c.status === 'active' && c.canEditWorkspaces);
    },
    enabled,
  });
}

export function useCreateWorkspace(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) => api.post<Workspace>(apiPath('/api/users/{id}/workspaces', { id: patientId }), body),
    onSuccess: (created) => {
      queryClient.setQueryData(workspaceQueryKey(patientId, created.id), created);
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey(patientId), exact: true });
      void queryClient.invalidateQueries({ queryKey: entriesQueryKey(patientId) });
    },
  });
}

/** A save refused because another version was saved first: that version, and who saved it when. */
export class StaleWorkspace extends Error {
  constructor(readonly conflict: WorkspaceConflict) {
    super(conflict.message);
    this.name = 'StaleWorkspace';
  }
}

/** The 409's body (`WorkspaceConflict`), read from the error's text. */
function conflictOf(error: ApiError): WorkspaceConflict | null {
  try {
    const parsed = WorkspaceConflict.safeParse(JSON.parse(error.message.slice(`${error.status}: `.length)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useSaveWorkspace(patientId: string, workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveWorkspaceBody) => {
      try {
        return await api.put<SavedWorkspace>(apiPath('/api/users/{id}/workspaces/{workspaceId}', { id: patientId, workspaceId }), body);
      } catch (error) {
        const conflict = error instanceof ApiError && error.status === 409 ? conflictOf(error) : null;
        throw conflict ? new StaleWorkspace(conflict) : error;
      }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(workspaceQueryKey(patientId, workspaceId), saved);
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey(patientId), exact: true });
      void queryClient.invalidateQueries({ queryKey: entriesQueryKey(patientId) });
    },
  });
}
