import { useQuery } from '@tanstack/react-query';
import type { MonthlyReport, WeeklyAnalysis } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

/** 'weekly-analyses' first: the live channel refetches every list of them on call_completed. */
import { weeklyAnalysesQueryKey } from '@/lib/query-keys';

export { weeklyAnalysesQueryKey };
export const monthlyReportsQueryKey = (userId: string) => ['monthly-reports', userId] as const;

/** How many the Insights screen lists; the dashboard card asks for the latest one only. */
export const INSIGHTS_SCREEN_LIMIT = 12;

export function getWeeklyAnalyses(userId: string, limit: number): Promise<WeeklyAnalysis[]> {
  return apiCall('GET', '/api/users/{id}/weekly-analyses', { params: { id: userId }, query: { limit } });
}

export function getMonthlyReports(userId: string, limit: number): Promise<MonthlyReport[]> {
  return apiCall('GET', '/api/users/{id}/monthly-reports', { params: { id: userId }, query: { limit } });
}

/** Weekly analyses, newest week first. */
export function useWeeklyAnalyses(userId: string, limit: number = INSIGHTS_SCREEN_LIMIT) {
  return useQuery({ queryKey: [...weeklyAnalysesQueryKey(userId), { limit }], queryFn: () => getWeeklyAnalyses(userId, limit) });
}

/** Monthly reports, newest month first. */
export function useMonthlyReports(userId: string, limit: number = INSIGHTS_SCREEN_LIMIT, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...monthlyReportsQueryKey(userId), { limit }], queryFn: () => getMonthlyReports(userId, limit), enabled });
}
