import { useQuery } from '@tanstack/react-query';

import { apiCall } from '@/lib/api-client';

/**
 * What the Settings pickers offer: the default coaches and systems, and the marketplace ones this
 * person has installed (docs/architecture.md, "Marketplace"). Read from the marketplace's own lists,
 * whose items carry `installed` for the caller; keyed under the marketplace's keys, so an install
 * there refreshes the pickers here. The catalog is small: one page of 50 holds it. Until the list
 * arrives (or if it fails) the pickers offer the defaults.
 */
/** The installed items, the ones installed from the marketplace first (the picker shows its first few). */
function installedFirst<T extends { installed: boolean; isDefault: boolean }>(items: readonly T[]): T[] {
  const installed = items.filter((i) => i.installed);
  return [...installed.filter((i) => !i.isDefault), ...installed.filter((i) => i.isDefault)];
}

export function useInstalledCoaches() {
  return useQuery({
    queryKey: ['marketplace', 'ai-coaches', 'installed'] as const,
    queryFn: async () => {
      const page = await apiCall('GET', '/api/marketplace/ai-coaches', { query: { limit: 50 } });
      return installedFirst(page.items);
    },
  });
}

export function useInstalledSystems() {
  return useQuery({
    queryKey: ['marketplace', 'habit-systems', 'installed'] as const,
    queryFn: async () => {
      const page = await apiCall('GET', '/api/marketplace/habit-systems', { query: { limit: 50 } });
      return installedFirst(page.items);
    },
  });
}
