import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateHabitBody, CreateHabitEntryBody, UpdateHabitBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

/** react-query hooks of the Wellness Habits screen: three reads (habits, summary, recent) and two writes. */
export const habitsQueryKey = (id: string) => ['habits', id] as const;
export const habitSummaryQueryKey = (id: string) => ['habits', id, 'summary'] as const;
export const recentHabitEntriesQueryKey = (id: string) => ['habits', id, 'recent'] as const;

export function useHabits(userId: string) {
  return useQuery({ queryKey: habitsQueryKey(userId), queryFn: () => apiCall('GET', '/api/users/{id}/habits', { params: { id: userId } }) });
}

export function useHabitSummary(userId: string) {
  // Streak and score move with the calendar: read afresh each time the screen opens.
  return useQuery({
    queryKey: habitSummaryQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/habits/summary', { params: { id: userId } }),
    staleTime: 0,
  });
}

export function useRecentHabitEntries(userId: string) {
  return useQuery({
    queryKey: recentHabitEntriesQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/habit-entries/recent', { params: { id: userId } }),
  });
}

export function useCreateHabit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateHabitBody, 'userId'>) => apiCall('POST', '/api/habits', { body: { ...body, userId } }),
    // The list and the summary (active habits, weekly score) both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: habitsQueryKey(userId), exact: true }),
        queryClient.invalidateQueries({ queryKey: habitSummaryQueryKey(userId) }),
      ]),
  });
}

export function useLogProgress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateHabitEntryBody, 'userId'>) => apiCall('POST', '/api/habit-entries', { body: { ...body, userId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: habitSummaryQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: recentHabitEntriesQueryKey(userId) }),
      ]),
  });
}

/** An edit changes the list and, through target and frequency, the summary. */
export function useUpdateHabit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ habitId, ...body }: Omit<UpdateHabitBody, 'userId'> & { habitId: string }) =>
      apiCall('PATCH', '/api/habits/{habitId}', { params: { habitId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['habits', userId] }),
  });
}

/** A delete takes the habit's progress with it: the list, the summary and recent activity all change. */
export function useDeleteHabit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (habitId: string) => apiCall('DELETE', '/api/habits/{habitId}', { params: { habitId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['habits', userId] }),
  });
}
