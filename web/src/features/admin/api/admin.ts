import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateAdminUserBody } from '@steady/shared';
import { apiCall, apiFetch } from '@/lib/api-client';

const usersKey = (query: string) => ['admin-users', query] as const;

/** `GET /api/admin/users?query=`: users by name prefix or phone number (at least 2 characters). */
export function useAdminUsers(query: string) {
  return useQuery({
    queryKey: usersKey(query),
    queryFn: () => apiCall('GET', '/api/admin/users', { query: { query } }),
    enabled: query.trim().length >= 2,
  });
}

/** `PATCH /api/admin/users/{userId}`: the changed user replaces its row in every search result. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateAdminUserBody }) =>
      apiCall('PATCH', '/api/admin/users/{userId}', { params: { userId }, body }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminUser[]>({ queryKey: ['admin-users'] }, (list) => list?.map((u) => (u.id === updated.id ? updated : u)));
    },
  });
}

/** `GET /api/admin/access-log.csv?from=&to=`: downloaded as a file. */
export async function downloadAccessLog(from: string, to: string): Promise<void> {
  const res = await apiFetch('GET', '/api/admin/access-log.csv', { query: { from, to }, accept: 'text/csv' });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `access-log-${from}-to-${to}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
