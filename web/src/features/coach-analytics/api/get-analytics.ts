import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, CaseloadAnalytics, StudentAnalytics } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

export const caseloadAnalyticsKey = (userId: string, range: AnalyticsRange) => ['coach-analytics', userId, 'caseload', range] as const;
export const studentAnalyticsKey = (userId: string, studentId: string, range: AnalyticsRange) =>
  ['coach-analytics', userId, 'student', studentId, range] as const;

/** `GET /api/users/{id}/coach/analytics?range=`: the caseload table. */
export function getCaseloadAnalytics(userId: string, range: AnalyticsRange): Promise<CaseloadAnalytics> {
  return apiCall('GET', '/api/users/{id}/coach/analytics', { params: { id: userId }, query: { range: `${range}` } });
}

/** `GET /api/users/{id}/coach/students/{connectionId}/analytics?range=`: one student over time. */
export function getStudentAnalytics(userId: string, studentId: string, range: AnalyticsRange): Promise<StudentAnalytics> {
  return apiCall('GET', '/api/users/{id}/coach/students/{connectionId}/analytics', {
    params: { id: userId, connectionId: studentId },
    query: { range: `${range}` },
  });
}

/** The caseload; switching the range keeps the previous table on screen until the new one arrives. */
export function useCaseloadAnalytics(userId: string, range: AnalyticsRange) {
  return useQuery({ queryKey: caseloadAnalyticsKey(userId, range), queryFn: () => getCaseloadAnalytics(userId, range), placeholderData: keepPreviousData });
}

export function useStudentAnalytics(userId: string, studentId: string | null, range: AnalyticsRange) {
  return useQuery({
    queryKey: studentAnalyticsKey(userId, studentId ?? '', range),
    queryFn: () => getStudentAnalytics(userId, studentId!, range),
    enabled: studentId !== null,
  });
}

export const formScoresKey = (userId: string, studentId: string) => ['coach-analytics', userId, 'form-scores', studentId] as const;

/** `GET /api/coaches/{id}/clients/{clientId}/form-scores`: the student's PHQ-9 / GAD-7 / AUDIT-C scores over time. */
export function useFormScores(userId: string, studentId: string) {
  return useQuery({
    queryKey: formScoresKey(userId, studentId),
    queryFn: () => apiCall('GET', '/api/coaches/{id}/clients/{clientId}/form-scores', { params: { id: userId, clientId: studentId } }),
  });
}
