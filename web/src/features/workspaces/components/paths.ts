/** Where a workspace list or a workspace opens: the patient's own at `/workspaces`, a client's with `?client=`. */
export const workspacesPath = (viewerId: string, patientId: string) =>
  viewerId === patientId ? '/workspaces' : `/workspaces?client=${encodeURIComponent(patientId)}`;

export const workspacePath = (workspaceId: string, viewerId: string, patientId: string) =>
  `/workspaces/${encodeURIComponent(workspaceId)}${viewerId === patientId ? '' : `?client=${encodeURIComponent(patientId)}`}`;
