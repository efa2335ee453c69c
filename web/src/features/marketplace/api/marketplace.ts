import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemType } from '@steady/shared';
import { apiCall, type ApiResult } from '@/lib/api-client';

/** react-query hooks of the Marketplace: four paginated tabs, installs, checkout and purchases. */
export type Tab = 'ai-coaches' | 'habit-systems' | 'bundles' | 'human-coaches';

export const marketplaceKey = (tab: Tab) => ['marketplace', tab] as const;
export const purchasesKey = (userId: string) => ['purchases', userId] as const;
const PAGE_SIZE = 12;

/** A tab's items: AI coaches, habit systems, bundles or human coaches (each tab's route's answer). */
export type MarketplaceItems = { [T in Tab]: ItemOf<ApiResult<'GET', `/api/marketplace/${T}`>> };
type ItemOf<P> = P extends { items: (infer I)[] } ? I : never;
type Page<T extends Tab> = { items: MarketplaceItems[T][]; nextCursor: string | null };

const PAGES: { [T in Tab]: (cursor: string | undefined) => Promise<Page<T>> } = {
  'ai-coaches': (cursor) => apiCall('GET', '/api/marketplace/ai-coaches', { query: { limit: PAGE_SIZE, cursor } }),
  'habit-systems': (cursor) => apiCall('GET', '/api/marketplace/habit-systems', { query: { limit: PAGE_SIZE, cursor } }),
  bundles: (cursor) => apiCall('GET', '/api/marketplace/bundles', { query: { limit: PAGE_SIZE, cursor } }),
  'human-coaches': (cursor) => apiCall('GET', '/api/marketplace/human-coaches', { query: { limit: PAGE_SIZE, cursor } }),
};

export function useMarketplaceTab<T extends Tab>(tab: T, enabled = true) {
  return useInfiniteQuery({
    queryKey: marketplaceKey(tab),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => PAGES[tab](pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Each item type's install route. */
const INSTALL = {
  ai_coach: (coachId: string, userId: string) => apiCall('POST', '/api/marketplace/install-coach', { body: { coachId, userId } }),
  habit_system: (systemId: string, userId: string) => apiCall('POST', '/api/marketplace/install-system', { body: { systemId, userId } }),
  bundle: (bundleId: string, userId: string) => apiCall('POST', '/api/marketplace/install-bundle', { body: { bundleId, userId } }),
} satisfies Record<ItemType, (itemId: string, userId: string) => Promise<unknown>>;

export function useInstall(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemType, itemId }: { itemType: ItemType; itemId: string }) => INSTALL[itemType](itemId, userId),
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
      apiCall('POST', '/api/create-checkout-session', { body: { ...item, userId } }),
  });
}

/** The purchases; while one is pending after a checkout (`poll`), read again every 2 seconds. */
export function usePurchases(userId: string, poll: boolean) {
  return useQuery({
    queryKey: purchasesKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/purchases', { params: { id: userId } }),
    refetchInterval: (query) => (poll && (query.state.data ?? []).some((p) => p.status === 'pending') ? 2000 : false),
  });
}
