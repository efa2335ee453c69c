import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationSummary, CreateCommentBody, PushMessage, SecureMessage } from '@steady/shared';
import { apiCall, apiFetch } from './api-client';
import { userQueryKey } from './query-keys';

/**
 * Entry comments and secure messages (docs/architecture.md, "Entry comments and secure messages"):
 * the API hooks and cache keys. They live in lib, not a feature, because the journal, the circle's
 * shared entries, the Messages screen, the navigation badge and the live channel all share them.
 */

export const commentsQueryKey = (entryId: string) => ['entry-comments', entryId] as const;
export const commentUnreadQueryKey = (userId: string) => ['comment-unread', userId] as const;
export const conversationsQueryKey = (userId: string) => ['conversations', userId] as const;
export const messagesQueryKey = (userId: string, otherId: string) => ['messages', userId, otherId] as const;

export function useEntryComments(entryId: string, enabled = true) {
  return useQuery({
    queryKey: commentsQueryKey(entryId),
    queryFn: () => apiCall('GET', '/api/journal-entries/{entryId}/comments', { params: { entryId } }),
    enabled,
  });
}

export function useCreateComment(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => apiCall('POST', '/api/journal-entries/{entryId}/comments', { params: { entryId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(entryId) }),
  });
}

export function useDeleteComment(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => apiCall('DELETE', '/api/comments/{commentId}', { params: { commentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(entryId) }),
  });
}

/** The author's unread comments, per entry and in total (badges on journal cards). */
export function useCommentUnread(userId: string, enabled = true) {
  return useQuery({
    queryKey: commentUnreadQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/comments/unread', { params: { id: userId } }),
    enabled,
  });
}

/** The author has seen an entry's comments: the unread count is cleared. */
export async function markCommentsRead(queryClient: QueryClient, userId: string, entryId: string): Promise<void> {
  await apiCall('POST', '/api/journal-entries/{entryId}/comments/read', { params: { entryId } });
  await queryClient.invalidateQueries({ queryKey: commentUnreadQueryKey(userId) });
}

export function useConversations(userId: string, enabled = true) {
  return useQuery({
    queryKey: conversationsQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/conversations', { params: { id: userId } }),
    enabled,
  });
}

/** Unread messages over every conversation: the navigation badge. */
export const unreadMessages = (list: readonly ConversationSummary[] | undefined) => list?.reduce((n, c) => n + c.unreadCount, 0) ?? 0;

interface MessagePage {
  messages: SecureMessage[];
  nextCursor: string | null;
}

/** One page of a conversation, newest first; the next page's cursor comes in `x-next-cursor` (as journal entries do). */
async function getMessagePage(userId: string, otherId: string, cursor: string | null): Promise<MessagePage> {
  const res = await apiFetch('GET', '/api/users/{id}/circle/{connectionId}/messages', {
    params: { id: userId, connectionId: otherId },
    query: { cursor: cursor ?? undefined },
  });
  return { messages: await res.json(), nextCursor: res.headers.get('x-next-cursor') };
}

/** A conversation's history in pages (newest page first); `fetchNextPage` loads earlier messages. */
export function useMessages(userId: string, otherId: string) {
  return useInfiniteQuery({
    queryKey: messagesQueryKey(userId, otherId),
    queryFn: ({ pageParam }) => getMessagePage(userId, otherId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useSendMessage(userId: string, otherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiCall('POST', '/api/users/{id}/circle/{connectionId}/messages', { params: { id: userId, connectionId: otherId }, body: { content } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey(userId, otherId) }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey(userId) }),
      ]),
  });
}

// The user record carries the navigation's unread-messages badge.
const refreshBadge = (queryClient: QueryClient, userId: string) => queryClient.invalidateQueries({ queryKey: userQueryKey(userId) });

export async function markConversationRead(queryClient: QueryClient, userId: string, otherId: string): Promise<void> {
  await apiCall('POST', '/api/users/{id}/circle/{connectionId}/messages/read', { params: { id: userId, connectionId: otherId } });
  await Promise.all([queryClient.invalidateQueries({ queryKey: conversationsQueryKey(userId) }), refreshBadge(queryClient, userId)]);
}

/** The live channel's part for comments and messages: what to read again (pushes carry ids, never content). */
export function handleConversationPush(queryClient: QueryClient, userId: string, message: PushMessage): boolean {
  switch (message.type) {
    case 'entry_comment':
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey(message.entryId) });
      void queryClient.invalidateQueries({ queryKey: commentUnreadQueryKey(userId) });
      return true;
    case 'secure_message':
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(userId, message.connectionId) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(userId) });
      void refreshBadge(queryClient, userId);
      return true;
    case 'conversation_read':
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(userId) });
      void refreshBadge(queryClient, userId);
      return true;
    default:
      return false;
  }
}
