import { useInfiniteQuery } from '@tanstack/react-query';
import type { AccessLogItem } from '@steady/shared';
import { ApiError, apiPath } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';

interface AccessLogPage {
  items: AccessLogItem[];
  nextCursor: string | null;
}

export const accessLogQueryKey = (userId: string) => ['access-log', userId] as const;

/** One page of "Who viewed my journal", newest first; the next page's cursor comes in `x-next-cursor`. */
async function getAccessLogPage(userId: string, cursor: string | null): Promise<AccessLogPage> {
  const path = apiPath('/api/users/{id}/access-log', { id: userId });
  const token = await getAccessToken();
  const res = await fetch(cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path, {
    credentials: 'include',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return { items: (await res.json()) as AccessLogItem[], nextCursor: res.headers.get('x-next-cursor') };
}

export function useAccessLog(userId: string) {
  return useInfiniteQuery({
    queryKey: accessLogQueryKey(userId),
    queryFn: ({ pageParam }) => getAccessLogPage(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
