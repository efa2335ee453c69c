import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dueWhen, handleFormPush } from '@/lib/form-pushes';
import { agendaQueryKey, coachFormsQueryKey, myAssignmentsQueryKey, statsQueryKey } from '@/lib/query-keys';

const ME = 'user-1';

/** A client holding the lists a form push may touch, each fresh (not invalidated). */
function seeded() {
  const queryClient = new QueryClient();
  const keys = {
    myForms: myAssignmentsQueryKey(ME),
    agenda: agendaQueryKey(ME),
    coachAssignments: [...coachFormsQueryKey(ME), 'assignments'],
    coachResponses: [...coachFormsQueryKey(ME), 'responses', { userId: 'client-9' }],
    trend: ['coach-analytics', ME, 'form-scores', 'client-9'],
    otherTrend: ['coach-analytics', ME, 'form-scores', 'client-2'],
    needsAttention: ['coach-dashboard', ME, 'needs-attention'],
    stats: statsQueryKey(ME),
  } as const;
  for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, invalidated };
}

describe('form push messages', () => {
  it('form_assigned: My Forms and the agenda are read again, and a toast says a form was assigned', () => {
    const { queryClient, invalidated } = seeded();
    const notify = vi.fn();
    expect(handleFormPush(queryClient, ME, { type: 'form_assigned', assignmentId: 'as1' }, notify)).toBe(true);
    expect(invalidated()).toEqual(['agenda', 'myForms']);
    expect(notify).toHaveBeenCalledWith({ title: 'New Form Assigned', description: 'Your care team assigned you a form. Open My Forms to fill it in.' });
  });

  it('form_reminder: the same lists, and a toast with the day it is due', () => {
    const { queryClient, invalidated } = seeded();
    const notify = vi.fn();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const due = tomorrow.toLocaleDateString('en-CA');
    expect(handleFormPush(queryClient, ME, { type: 'form_reminder', assignmentId: 'as1', dueDate: due }, notify)).toBe(true);
    expect(invalidated()).toEqual(['agenda', 'myForms']);
    expect(notify).toHaveBeenCalledWith({ title: 'Form Due', description: 'You have a form due tomorrow. Open My Forms to complete it.' });
  });

  it("form_submitted (to the coach): the Forms tab, that client's trend and needs-attention are read again, without a toast", () => {
    const { queryClient, invalidated } = seeded();
    const notify = vi.fn();
    expect(handleFormPush(queryClient, ME, { type: 'form_submitted', assignmentId: 'as1', userId: 'client-9' }, notify)).toBe(true);
    expect(invalidated()).toEqual(['coachAssignments', 'coachResponses', 'needsAttention', 'trend']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('leaves other messages to the rest of the dispatcher', () => {
    const { queryClient, invalidated } = seeded();
    const notify = vi.fn();
    expect(handleFormPush(queryClient, ME, { type: 'daily_refresh' }, notify)).toBe(false);
    expect(invalidated()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it("says 'today', 'tomorrow' or the date", () => {
    const now = new Date(2026, 10, 23, 21, 30);
    expect(dueWhen('2026-11-23', now)).toBe('today');
    expect(dueWhen('2026-11-24', now)).toBe('tomorrow');
    expect(dueWhen('2026-11-30', now)).toBe('on 2026-11-30');
    expect(dueWhen('2026-12-01', new Date(2026, 10, 30, 9))).toBe('tomorrow');
  });
});
