import type { QueryClient } from '@tanstack/react-query';
import type { PushMessage } from '@steady/shared';
import { entriesQueryKey } from './query-keys';

/**
 * Shared workspaces' cache keys, here because the live channel (lib/live-updates.ts) reads them again
 * when the other side saves (docs/architecture.md, "Shared workspaces").
 */
export const workspacesQueryKey = (patientId: string) => ['workspaces', patientId] as const;
export const workspaceQueryKey = (patientId: string, workspaceId: string) => ['workspaces', patientId, workspaceId] as const;

/**
 * The live channel's part for workspaces: `workspace_updated` reads the list and the workspace again.
 * The open editor keeps the words being written and compares versions to show its "saved a new
 * version" banner; nothing the person is typing is replaced.
 */
export function handleWorkspacePush(queryClient: QueryClient, message: PushMessage): boolean {
  if (message.type !== 'workspace_updated') return false;
  void queryClient.invalidateQueries({ queryKey: workspacesQueryKey(message.userId) });
  void queryClient.invalidateQueries({ queryKey: entriesQueryKey(message.userId) });
  return true;
}
