import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutSessionResponse,
  HumanCoachPage,
  InstallResult,
  ItemType,
  MarketplaceBundlePage,
  MarketplaceCoachPage,
  MarketplaceSystemPage,
  Purchase,
} from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

/** react-query hooks of the Marketplace: four paginated tabs, installs, checkout and purchases. */
export type Tab = 'ai-coaches' | 'habit-systems' | 'bundles' | 'human-coaches';
type PageOf<T extends Tab> = T extends 'ai-coaches'
  ? MarketplaceCoachPage
  : T extends 'habit-systems'
    ? MarketplaceSystemPage
    : T extends 'bundles'
      ? MarketplaceBundlePage
      : HumanCoachPage;

export const marketplaceKey = (tab: Tab) => ['marketplace', tab] as const;
export const purchasesKey = (userId: string) => ['purchases', userId] as const;
const PAGE_SIZE = 12;

export function useMarketplaceTab<T extends Tab>(tab: T, enabled = true) {
  return useInfiniteQuery({
    queryKey: marketplaceKey(tab),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.get<PageOf<T>>(`/api/marketplace/${tab}`, { query: { limit: PAGE_SIZE, cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const INSTALL_PATHS: Record<ItemType, { path: string; field: string }> = {
  ai_coach: { path: '/api/marketplace/install-coach', field: 'coachId' },
  habit_system: { path: '/api/marketplace/install-system', field: 'systemId' },
  bundle: { path: '/api/marketplace/install-bundle', field: 'bundleId' },
};

export function useInstall(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemType, itemId }: { itemType: ItemType; itemId: string }) =>
      api.post<InstallResult>(INSTALL_PATHS[itemType].path, { [INSTALL_PATHS[itemType].field]: itemId, userId }),
    // Installing makes the coach or system current: the tabs and Settings' picks change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['marketplace'] }),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
        queryClient.invalidateQueries({ queryKey: ['current-coach'] }),
        queryClient.invalidateQueries({ queryKey: ['current-system'] }),
      ]),
  });
}

export function useCheckout(userId: string) {
  return useMutation({
    mutationFn: (item: { itemType: ItemType; itemId: string; itemName: string; price: number }) =>
      api.post<CheckoutSessionResponse>('/api/create-checkout-session', { ...item, userId }),
  });
}

/** The purchases; while one is pending after a checkout (`poll`), read again every 2 seconds. */
export function usePurchases(userId: string, poll: boolean) {
  return useQuery({
    queryKey: purchasesKey(userId),
    queryFn: () => api.get<Purchase[]>(apiPath('/api/users/{id}/purchases', { id: userId })),
    refetchInterval: (query) => (poll && (query.state.data ?? []).some((p) => p.status === 'pending') ? 2000 : false),
  });
}
