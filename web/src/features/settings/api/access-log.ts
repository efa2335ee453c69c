import { useInfiniteQuery } from '@tanstack/react-query';
import type { AccessLogItem } from '@steady/shared';
import { apiFetch } from '@/lib/api-client';

interface AccessLogPage {
  items: AccessLogItem[];
  nextCursor: string | null;
}

export const accessLogQueryKey = (userId: string) => ['access-log', userId] as const;

/** One page of "Who viewed my journal", newest first; the next page's cursor comes in `x-next-cursor`. */
async function getAccessLogPage(userId: string, cursor: string | null): Promise<AccessLogPage> {
  const res = await apiFetch('GET', '/api/users/{id}/access-log', { params: { id: userId }, query: { cursor: cursor ?? undefined } });
  return { items: await res.json(), nextCursor: res.headers.get('x-next-cursor') };
}

export function useAccessLog(userId: string) {
  return useInfiniteQuery({
    queryKey: accessLogQueryKey(userId),
    queryFn: ({ pageParam }) => getAccessLogPage(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
