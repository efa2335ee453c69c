import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WorkspaceConflict, type CreateWorkspaceBody, type SaveWorkspaceBody } from '@steady/shared';
import { ApiError, apiCall } from '@/lib/api-client';
import { entriesQueryKey } from '@/lib/query-keys';
import { workspaceQueryKey, workspacesQueryKey } from '@/lib/workspaces';

export function useWorkspaces(patientId: string) {
  return useQuery({
    queryKey: workspacesQueryKey(patientId),
    queryFn: () => apiCall('GET', '/api/users/{id}/workspaces', { params: { id: patientId } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useWorkspace(patientId: string, workspaceId: string) {
  return useQuery({
    queryKey: workspaceQueryKey(patientId, workspaceId),
    queryFn: () => apiCall('GET', '/api/users/{id}/workspaces/{workspaceId}', { params: { id: patientId, workspaceId } }),
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
      const overview = await apiCall('GET', '/api/users/{id}/circle', { params: { id: userId } });
      return overview.memberOf.filter((c) => c.status === 'active' && c.canEditWorkspaces);
    },
    enabled,
  });
}

export function useCreateWorkspace(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) => apiCall('POST', '/api/users/{id}/workspaces', { params: { id: patientId }, body }),
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
        return await apiCall('PUT', '/api/users/{id}/workspaces/{workspaceId}', { params: { id: patientId, workspaceId }, body });
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
