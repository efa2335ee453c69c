import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnifiedAnalysisResponse } from '@steady/shared';
import { toast } from '@/components/ui/use-toast';
import { apiCall, errorMessage } from '@/lib/api-client';
import { monthlyReportsQueryKey, weeklyAnalysesQueryKey } from './get-insights';

export function generateInsights(userId: string): Promise<UnifiedAnalysisResponse> {
  return apiCall('POST', '/api/users/{id}/unified-analysis', { params: { id: userId } });
}

/**
 * Generate Insights (spec sections 4 and 8): `POST /api/users/{id}/unified-analysis`, then the weekly
 * and monthly lists are refetched; toasts 'Insights Generated' or 'Generation Failed'.
 */
export function useGenerateInsights(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateInsights(userId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: weeklyAnalysesQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: monthlyReportsQueryKey(userId) }),
      ]);
      toast({ title: 'Insights Generated', description: 'Your unified insights have been generated successfully.', variant: 'success' });
    },
    onError: (error) => {
      toast({ title: 'Generation Failed', description: errorMessage(error, 'Failed to generate insights'), variant: 'destructive' });
    },
  });
}
