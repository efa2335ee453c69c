import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PromptCategory, PromptList } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

export type PromptTab = 'personal' | PromptCategory;

export const promptsQueryKey = (userId: string, tab: PromptTab, seed: number) => ['writing-prompts', userId, tab, seed] as const;

/** `GET /api/users/{id}/prompts` (personal) or `GET /api/prompts/mood/{category}`; `seed` > 0 asks for another set (Refresh). */
export function getPrompts(userId: string, tab: PromptTab, seed: number): Promise<PromptList> {
  const query = { seed: seed > 0 ? seed : undefined };
  return tab === 'personal'
    ? apiCall('GET', '/api/users/{id}/prompts', { params: { id: userId }, query })
    : apiCall('GET', '/api/prompts/mood/{category}', { params: { category: tab }, query });
}

export function usePrompts(userId: string, tab: PromptTab, seed: number, enabled = true) {
  return useQuery({ queryKey: promptsQueryKey(userId, tab, seed), queryFn: () => getPrompts(userId, tab, seed), enabled, placeholderData: keepPreviousData });
}
