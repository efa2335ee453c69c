import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttentionItem } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

/** Every query of the Coach Dashboard starts with this key: one invalidation refreshes the caseload. */
export const caseloadQueryKey = (coachId: string) => ['coach-dashboard', coachId] as const;

/** `GET /api/users/{id}/coach/insights`: the stat cards, Recent Activity and Active Students. */
export function useCoachInsights(coachId: string, enabled = true) {
  return useQuery({
    queryKey: [...caseloadQueryKey(coachId), 'insights'],
    queryFn: () => apiCall('GET', '/api/users/{id}/coach/insights', { params: { id: coachId } }),
    enabled,
  });
}

/** `GET /api/users/{id}/coach/students`. */
export function useCoachStudents(coachId: string) {
  return useQuery({
    queryKey: [...caseloadQueryKey(coachId), 'students'],
    queryFn: () => apiCall('GET', '/api/users/{id}/coach/students', { params: { id: coachId } }),
  });
}

/** `GET /api/users/{id}/coach/needs-attention`. */
export function useNeedsAttention(coachId: string) {
  return useQuery({
    queryKey: [...caseloadQueryKey(coachId), 'needs-attention'],
    queryFn: () => apiCall('GET', '/api/users/{id}/coach/needs-attention', { params: { id: coachId } }),
  });
}

/** Dismisses a student from today's Needs attention; the list drops them at once. */
export function useDismissAttention(coachId: string) {
  const queryClient = useQueryClient();
  const key = [...caseloadQueryKey(coachId), 'needs-attention'];
  return useMutation({
    mutationFn: (studentId: string) => apiCall('POST', '/api/users/{id}/coach/needs-attention/{studentId}/dismiss', { params: { id: coachId, studentId } }),
    onSuccess: (_v, studentId) => {
      queryClient.setQueryData<AttentionItem[]>(key, (list) => list?.filter((i) => i.userId !== studentId));
    },
  });
}

export interface EntryFilters {
  student?: string | undefined;
  mood?: 'high' | 'medium' | 'low' | undefined;
  theme?: string | undefined;
}

/** The students' entries, newest first, page by page (`GET …/coach/student-entries`, or one student's). */
export function useStudentEntries(coachId: string, filters: EntryFilters) {
  return useInfiniteQuery({
    queryKey: [...caseloadQueryKey(coachId), 'entries', filters],
    queryFn: ({ pageParam }) => {
      const query = { mood: filters.mood, theme: filters.theme || undefined, cursor: pageParam ?? undefined, limit: 10 };
      return filters.student
        ? apiCall('GET', '/api/users/{id}/coach/students/{connectionId}/entries', { params: { id: coachId, connectionId: filters.student }, query })
        : apiCall('GET', '/api/users/{id}/coach/student-entries', { params: { id: coachId }, query });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One entry of a student (`GET /api/users/{id}/journal-entries/{entryId}`, the visibility rule applies). */
export function useStudentEntry(studentId: string, entryId: string | null) {
  return useQuery({
    queryKey: ['coach-dashboard', 'entry', studentId, entryId],
    queryFn: () => apiCall('GET', '/api/users/{id}/journal-entries/{entryId}', { params: { id: studentId, entryId: entryId! } }),
    enabled: entryId !== null,
  });
}
