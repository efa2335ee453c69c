import { QueryClient, type Query } from '@tanstack/react-query';

/** Data counts as stale at once, so a screen refetches what it reads; not retried, not refetched on focus or on an interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * `refetchOnMount` for a read that several parts of one screen share, some of them loaded lazily
 * (the dashboard's recent entries and agenda): a part that mounts while another part of the screen
 * already shows the data joins it instead of fetching it again, so the screen pays one request
 * however late the lazy part's code arrives. A screen opened afresh (no other part watching) still
 * refetches, as every read does (data is never stale between screens).
 */
export function refetchUnlessWatched(query: Pick<Query, 'getObserversCount'>): boolean {
  // The mounting part is already counted among the query's observers.
  return query.getObserversCount() <= 1;
}
