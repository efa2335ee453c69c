import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PushMessage } from '@steady/shared';
import { toast } from '@/components/ui/use-toast';
import { getAccessToken } from '@/lib/auth';
import { crisisAlertsQueryKey } from '@/lib/crisis-alerts';
import { friendsQueryKey } from '@/lib/friends';
import { handleConversationPush } from '@/lib/conversations';
import { handleFormPush } from '@/lib/form-pushes';
import { openLiveChannel } from '@/lib/live';
import { handleWorkspacePush } from '@/lib/workspaces';
import {
  agendaQueryKey,
  callHistoryQueryKey,
  coachingSessionsQueryKey,
  entriesQueryKey,
  settingsQueryKey,
  statsQueryKey,
  userQueryKey,
  weeklyAnalysesQueryKey,
} from '@/lib/query-keys';

/**
 * The live channel for the signed-in user, mounted once in the app layout: on
 * call_completed refetch stats, journal entries, weekly analyses and settings (and the call history)
 * and toast 'Call Completed'; on daily_refresh refetch the user and toast 'Dashboard Updated'; on
 * crisis_alert (coaches and therapists) refetch the crisis alerts and toast that a client may need support;
 * on friends_changed refetch the Friends lists (and say when a request arrived or an invitation was accepted).
 */
export function useLiveUpdates(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (message: PushMessage) => {
      if (message.type === 'call_completed') {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: statsQueryKey(userId) }),
          queryClient.invalidateQueries({ queryKey: entriesQueryKey(userId) }),
          queryClient.invalidateQueries({ queryKey: settingsQueryKey(userId) }),
          queryClient.invalidateQueries({ queryKey: callHistoryQueryKey(userId) }),
          queryClient.invalidateQueries({ queryKey: weeklyAnalysesQueryKey(userId) }),
        ]);
        toast({ title: 'Call Completed', description: 'Your conversation has been transcribed and added to your journal.', variant: 'success' });
      } else if (message.type === 'crisis_alert') {
        // To a coach or therapist: the alerts (navigation badge, urgent banner, Crisis Alerts screen) are read again.
        void queryClient.invalidateQueries({ queryKey: crisisAlertsQueryKey(userId) });
        toast({
          title: 'Crisis alert: a client may need support',
          description: 'Open Crisis Alerts to see who, and acknowledge it when you have reached out.',
        });
      } else if (message.type === 'friends_changed') {
        // Friends: the lists are read again; a new request or an accepted link is worth a word.
        void queryClient.invalidateQueries({ queryKey: friendsQueryKey(userId) });
        if (message.reason === 'request_received') toast({ title: 'New Friend Request', description: 'Open Friends to accept or decline it.' });
        if (message.reason === 'invite_accepted' || message.reason === 'request_accepted')
          toast({ title: 'New Friend', description: 'Someone accepted your invitation. Open Friends to see them.' });
      } else if (handleConversationPush(queryClient, userId, message)) {
        // Entry comments and secure messages: their lists are read again (lib/conversations.ts).
      } else if (handleWorkspacePush(queryClient, message)) {
        // Shared workspaces: the list and the open workspace are read again (lib/workspaces.ts).
      } else if (handleFormPush(queryClient, userId, message)) {
        // Forms: My Forms and the agenda, or the coach's Forms tab, are read again; a new form is toasted (lib/form-pushes.ts).
      } else if (message.type === 'coaching_session') {
        // A session of theirs was booked, paid, cancelled or lapsed: both sides' lists and the coach's Upcoming are read again.
        void queryClient.invalidateQueries({ queryKey: coachingSessionsQueryKey(userId) });
        void queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) });
        void queryClient.invalidateQueries({ queryKey: ['coach-dashboard', userId] });
      } else if (message.type === 'daily_refresh') {
        void queryClient.invalidateQueries({ queryKey: userQueryKey(userId) });
        void queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) });
        toast({ title: 'Dashboard Updated', description: 'Your dashboard data has been refreshed with the latest information.' });
      }
    };
    return openLiveChannel({ getToken: getAccessToken, onMessage });
  }, [queryClient, userId]);
}
