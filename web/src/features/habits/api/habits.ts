import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateHabitBody, CreateHabitEntryBody, Habit, HabitEntry, HabitSummary, UpdateHabitBody } from '@steady/shared';
import { api, apiPath } from '@/lib/api-client';

/** react-query hooks of the Wellness Habits screen: three reads (habits, summary, recent) and two writes. */
export const habitsQueryKey = (id: string) => ['habits', id] as const;
export const habitSummaryQueryKey = (id: string) => ['habits', id, 'summary'] as const;
export const recentHabitEntriesQueryKey = (id: string) => ['habits', id, 'recent'] as const;

export function useHabits(userId: string) {
  return useQuery({ queryKey: habitsQueryKey(userId), queryFn: () => api.get<Habit[]>(apiPath('/api/users/{id}/habits', { id: userId })) });
}

export function useHabitSummary(userId: string) {
  // Streak and score move with the calendar: read afresh each time the screen opens.
  return useQuery({
    queryKey: habitSummaryQueryKey(userId),
    queryFn: () => api.get<HabitSummary>(apiPath('/api/users/{id}/habits/summary', { id: userId })),
    staleTime: 0,
  });
}

export function useRecentHabitEntries(userId: string) {
  return useQuery({
    queryKey: recentHabitEntriesQueryKey(userId),
    queryFn: () => api.get<HabitEntry[]>(apiPath('/api/users/{id}/habit-entries/recent', { id: userId })),
  });
}

export function useCreateHabit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateHabitBody, 'userId'>) => api.post<Habit>('/api/habits', { ...body, userId }),
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
    mutationFn: (body: Omit<CreateHabitEntryBody, 'userId'>) => api.post<HabitEntry>('/api/habit-entries', { ...body, userId }),
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
      api.patch<Habit>(apiPath('/api/habits/{habitId}', { habitId }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['habits', userId] }),
  });
}

/** A delete takes the habit's progress with it: the list, the summary and recent activity all change. */
export function useDeleteHabit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (habitId: string) => api.delete<void>(apiPath('/api/habits/{habitId}', { habitId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['habits', userId] }),
  });
}
