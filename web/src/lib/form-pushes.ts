import type { QueryClient } from '@tanstack/react-query';
import type { PushMessage } from '@steady/shared';
import { toast } from '@/components/ui/use-toast';
import { agendaQueryKey, coachFormsQueryKey, myAssignmentsQueryKey } from '@/lib/query-keys';

type Notify = (t: { title: string; description: string }) => unknown;

/**
 * The forms' push messages (docs/architecture.md, "Forms and measurement-based care", live updates):
 * none names a form or carries an answer, so the lists are read again and a toast says only what kind
 * of thing happened.
 * - `form_assigned` (to the client): My Forms and the dashboard's agenda; toast 'New Form Assigned'.
 * - `form_reminder` (to the client): the same lists; toast 'Form Due' (today or tomorrow).
 * - `form_submitted` (to the coach who assigned it): the Forms tab (assignments, responses), the
 *   student's score trend and the Overview's needs-attention list; no toast (a coach sees the
 *   change in the lists, and a busy caseload would toast all day).
 * Returns whether the message was a form's.
 */
export function handleFormPush(queryClient: QueryClient, userId: string, message: PushMessage, notify: Notify = toast): boolean {
  switch (message.type) {
    case 'form_assigned':
    case 'form_reminder':
      void queryClient.invalidateQueries({ queryKey: myAssignmentsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: agendaQueryKey(userId) });
      if (message.type === 'form_assigned')
        notify({ title: 'New Form Assigned', description: 'Your care team assigned you a form. Open My Forms to fill it in.' });
      else notify({ title: 'Form Due', description: `You have a form due ${dueWhen(message.dueDate)}. Open My Forms to complete it.` });
      return true;
    case 'form_submitted':
      void queryClient.invalidateQueries({ queryKey: coachFormsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['coach-analytics', userId, 'form-scores', message.userId] });
      void queryClient.invalidateQueries({ queryKey: ['coach-dashboard', userId] });
      return true;
    default:
      return false;
  }
}

/** 'today' or 'tomorrow' for the reminder's due date (yyyy-MM-dd), read in the browser's zone; another day as written. */
export function dueWhen(dueDate: string, now: Date = new Date()): string {
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  if (dueDate === day(now)) return 'today';
  if (dueDate === day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))) return 'tomorrow';
  return `on ${dueDate}`;
}
