import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionType } from '@steady/shared';
import { apiCall, apiFetch } from '@/lib/api-client';
import { agendaQueryKey, coachingSessionsQueryKey } from '@/lib/query-keys';

/** Both sides of the person's coaching sessions: upcoming and past. */
export function useCoachingSessions(userId: string) {
  return useQuery({
    queryKey: coachingSessionsQueryKey(userId),
    queryFn: () => apiCall('GET', '/api/users/{id}/coaching-sessions', { params: { id: userId } }),
  });
}

/** The free starts of a day for a session type, in the viewer's zone (only once a date is chosen). */
export function useCoachAvailability(coachId: string, date: string, sessionType: SessionType | '', timeZone: string | undefined) {
  return useQuery({
    queryKey: ['coach-availability-slots', coachId, date, sessionType, timeZone],
    queryFn: () => apiCall('GET', '/api/coaches/availability', { query: { coachId, date, sessionType: sessionType || 'coaching', timeZone } }),
    enabled: Boolean(date),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A price preview: the rate of any day (today's call answers it even when nothing is free). */
export function useCoachRate(coachId: string, date: string, timeZone: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['coach-availability-slots', coachId, date, 'coaching', timeZone],
    queryFn: () => apiCall('GET', '/api/coaches/availability', { query: { coachId, date, sessionType: 'coaching', timeZone } }),
    enabled,
    staleTime: 60_000,
  });
}

export function useBookSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { coachId: string; sessionDate: string; sessionType: SessionType; notes: string }) =>
      apiCall('POST', '/api/coaching-sessions', { body: { ...body, status: 'pending' } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: coachingSessionsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['coach-availability-slots'] });
    },
  });
}

export function useCancelSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiCall('POST', '/api/coaching-sessions/{sessionId}/cancel', { params: { sessionId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: coachingSessionsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['coach-dashboard', userId] });
      void queryClient.invalidateQueries({ queryKey: ['coach-availability-slots'] });
    },
  });
}

/** Downloads the session's .ics invite (an authenticated GET, saved through a blob link). */
export async function downloadInvite(sessionId: string): Promise<void> {
  const res = await apiFetch('GET', '/api/coaching-sessions/{sessionId}/ics', { params: { sessionId }, accept: 'text/calendar' });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `steady-session-${sessionId}.ics`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
