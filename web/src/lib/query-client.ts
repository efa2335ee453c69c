import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: data is never stale, not retried, not refetched on focus or on an interval. */
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
