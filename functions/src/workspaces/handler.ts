import { workspacesRoutes } from '@steady/shared/routes/workspaces';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { createWorkspace, getWorkspace, listWorkspaces, saveWorkspace } from './service.js';

export const routes: DomainRoutes<'workspaces'> = {
  'GET /api/users/{id}/workspaces': (req, rt) => listWorkspaces(rt, req.params.id, req.auth.userId),
  'POST /api/users/{id}/workspaces': (req, rt) => createWorkspace(rt, req.params.id, req.auth.userId, req.body),
  'GET /api/users/{id}/workspaces/{workspaceId}': (req, rt) => getWorkspace(rt, req.params.id, req.params.workspaceId, req.auth.userId),
  // A stale version is a 409 whose body names the version stored now and who saved it when (WorkspaceConflict).
  'PUT /api/users/{id}/workspaces/{workspaceId}': async (req, rt) => {
    const outcome = await saveWorkspace(rt, req.params.id, req.params.workspaceId, req.auth.userId, req.body);
    return 'conflict' in outcome ? Reply.error(409, outcome.conflict) : outcome.saved;
  },
};

export const handler = httpHandler(workspacesRoutes, routes, runtimeFromEnv);
