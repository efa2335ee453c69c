import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachChatBody, CoachChatResponse } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { entriesQueryKey } from '@/lib/entries';
import { statsQueryKey } from '@/lib/query-keys';

export function sendCoachMessage(userId: string, body: CoachChatBody): Promise<CoachChatResponse> {
  return apiCall('POST', '/api/users/{id}/ai-coach/chat', { params: { id: userId }, body });
}

/**
 * `POST /api/users/{id}/ai-coach/chat`. When the reply carries a journalEntryId (saved to the
 * journal), the journal entry lists and the stats are refetched.
 */
export function useCoachChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CoachChatBody, 'userId'>) => sendCoachMessage(userId, { ...body, userId }),
    onSuccess: (reply) => {
      if (!reply.journalEntryId) return;
      void queryClient.invalidateQueries({ queryKey: entriesQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: statsQueryKey(userId) });
    },
  });
}
