/** The workspaces domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { UserIdParams } from '../contracts/common.js';
import { CreateWorkspaceBody, SaveWorkspaceBody, SavedWorkspace, Workspace, WorkspaceList, WorkspaceParams } from '../contracts/workspaces.js';
import type { RouteDef } from './core.js';

export const workspacesRoutes = [
  // Shared workspaces (docs/architecture.md, "Shared workspaces"): the patient, or a coach or therapist
  // whose active connection has canEditWorkspaces (the policy); the service also requires the patient's
  // allowCoachWorkspaces and, for one workspace, that the member is one of its collaborators.
  {
    method: 'GET',
    path: '/api/users/{id}/workspaces',
    domain: 'workspaces',
    policy: 'careTeam:editWorkspaces',
    summary:
      "A patient's shared workspaces, newest first (to a coach or therapist those they collaborate on), with the setting and who a new one is shared with",
    params: UserIdParams,
    response: WorkspaceList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/workspaces',
    domain: 'workspaces',
    policy: 'careTeam:editWorkspaces',
    summary: "Create a workspace in the patient's journal (source workspace), shared with their coaches and therapists who may edit workspaces",
    status: 201,
    params: UserIdParams,
    body: CreateWorkspaceBody,
    response: Workspace,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/workspaces/{workspaceId}',
    domain: 'workspaces',
    policy: 'careTeam:editWorkspaces',
    summary: 'One workspace with its latest 50 edits (who, when, what changed)',
    params: WorkspaceParams,
    response: Workspace,
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/workspaces/{workspaceId}',
    domain: 'workspaces',
    policy: 'careTeam:editWorkspaces',
    summary:
      'Save an edit against the version read: written with its history item in one transaction; a stale version → 409 with who saved the current one and when',
    params: WorkspaceParams,
    body: SaveWorkspaceBody,
    response: SavedWorkspace,
  },
] as const satisfies readonly RouteDef[];
