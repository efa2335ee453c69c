import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttentionItem, CoachEntryPage, CoachInsights, CoachStudent, JournalEntry } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

/** Every query of the Coach Dashboard starts with this key: one invalidation refreshes the caseload. */
export const caseloadQueryKey = (coachId: string) => ['coach-dashboard', coachId] as const;

/** `GET /api/users/{id}/coach/insights`: the stat cards, Recent Activity and Active Students. */
export function useCoachInsights(coachId: string, enabled = true) {
  return useQuery({
    queryKey: [...caseloadQueryKey(coachId), 'insights'],
    queryFn: () => api.get<CoachInsights>(apiPath('/api/users/{id}/coach/insights', { id: coachId })),
    enabled,
  });
}

/** `GET /api/users/{id}/coach/students`. */
export function useCoachStudents(coachId: string) {
  return useQuery({
    queryKey: [...caseloadQueryKey(coachId), 'students'],
    queryFn: () => api.get<CoachStudent[]>(apiPath('/api/users/{id}/coach/students', { id: coachId })),
  });
}

/** `GET /api/users/{id}/coach/needs-attention`. */
export function useNeedsAttention(coachId: string) {
  return useQuery({
    queryKey: [...caseloadQueryKey(coachId), 'needs-attention'],
    queryFn: () => api.get<AttentionItem[]>(apiPath('/api/users/{id}/coach/needs-attention', { id: coachId })),
  });
}

/** Dismisses a student from today's Needs attention; the list drops them at once. */
export function useDismissAttention(coachId: string) {
  const queryClient = useQueryClient();
  const key = [...caseloadQueryKey(coachId), 'needs-attention'];
  return useMutation({
    mutationFn: (studentId: string) => api.post<void>(apiPath('/api/users/{id}/coach/needs-attention/{studentId}/dismiss', { id: coachId, studentId })),
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
        ? api.get<CoachEntryPage>(apiPath('/api/users/{id}/coach/students/{connectionId}/entries', { id: coachId, connectionId: filters.student }), { query })
        : api.get<CoachEntryPage>(apiPath('/api/users/{id}/coach/student-entries', { id: coachId }), { query });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One entry of a student (`GET /api/users/{id}/journal-entries/{entryId}`, the visibility rule applies). */
export function useStudentEntry(studentId: string, entryId: string | null) {
  return useQuery({
    queryKey: ['coach-dashboard', 'entry', studentId, entryId],
    queryFn: () => api.get<JournalEntry>(apiPath('/api/users/{id}/journal-entries/{entryId}', { id: studentId, entryId: entryId! })),
    enabled: entryId !== null,
  });
}
