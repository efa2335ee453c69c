import { useQuery } from '@tanstack/react-query';

import { apiCall } from '@/lib/api-client';
import { agendaQueryKey } from '@/lib/query-keys';
import { refetchUnlessWatched } from '@/lib/query-client';

export { agendaQueryKey };

/**
 * The dashboard's agenda in one read (docs/architecture.md, "The dashboard agenda"): the forms-due
 * card, the upcoming-sessions card and the artifacts banner share this query, so the dashboard pays
 * one request for the three.
 */
export function useAgenda(userId: string) {
  return useQuery({
    queryKey: agendaQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/agenda', { params: { id: userId } }),
    refetchOnMount: refetchUnlessWatched,
  });
}
