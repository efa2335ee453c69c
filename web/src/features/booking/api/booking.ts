import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityResponse, BookingResponse, CoachingSession, CoachingSessionList, SessionType } from '@steady/shared';
import { api, apiPath, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';
import { agendaQueryKey, coachingSessionsQueryKey } from '@/lib/query-keys';

/** Both sides of the person's coaching sessions: upcoming and past. */
export function useCoachingSessions(userId: string) {
  return useQuery({
    queryKey: coachingSessionsQueryKey(userId),
    queryFn: () => api.get<CoachingSessionList>(apiPath('/api/users/{id}/coaching-sessions', { id: userId })),
  });
}

/** The free starts of a day for a session type, in the viewer's zone (only once a date is chosen). */
export function useCoachAvailability(coachId: string, date: string, sessionType: SessionType | '', timeZone: string | undefined) {
  return useQuery({
    queryKey: ['coach-availability-slots', coachId, date, sessionType, timeZone],
    queryFn: () =>
      api.get<AvailabilityResponse>('/api/coaches/availability', {
        query: { coachId, date, sessionType: sessionType || 'coaching', timeZone },
      }),
    enabled: Boolean(date),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A price preview: the rate of any day (today's call answers it even when nothing is free). */
export function useCoachRate(coachId: string, date: string, timeZone: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['coach-availability-slots', coachId, date, 'coaching', timeZone],
    queryFn: () => api.get<AvailabilityResponse>('/api/coaches/availability', { query: { coachId, date, sessionType: 'coaching', timeZone } }),
    enabled,
    staleTime: 60_000,
  });
}

export function useBookSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { coachId: string; sessionDate: string; sessionType: SessionType; notes: string }) =>
      api.post<BookingResponse>('/api/coaching-sessions', { ...body, status: 'pending' }),
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
    mutationFn: (sessionId: string) => api.post<CoachingSession>(apiPath('/api/coaching-sessions/{sessionId}/cancel', { sessionId })),
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
  const token = await getAccessToken();
  const res = await fetch(apiPath('/api/coaching-sessions/{sessionId}/ics', { sessionId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `steady-session-${sessionId}.ics`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
