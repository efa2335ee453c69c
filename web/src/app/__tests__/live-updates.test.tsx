import { describe, expect, it } from 'vitest';
import { localDate, type FormAssignment } from '@steady/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { weeklyAnalysesQueryKey } from '@/lib/query-keys';
import { makeEntry, makeSettings, makeStats, testUser, USER_ID, makeAgenda, makeAssignment } from '@/testing/data';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { seedSession } from '@/testing/auth';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

/** The signed-in layout holds the live channel; push messages refresh what the dashboard shows. */
describe('live updates in the signed-in app', { timeout: 20_000 }, () => {
  function setup() {
    const token = seedSession(USER_ID);
    const state = { entries: [makeEntry({ id: 'e1', title: 'Morning pages' })], stats: makeStats({ totalEntries: 1 }), name: 'Jordan Rivera' };
    const net = stubFetch({
      [`GET /api/users/${USER_ID}`]: () => ({ body: { ...testUser, name: state.name } }),
      [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
      [`GET /api/users/${USER_ID}/stats`]: () => ({ body: state.stats }),
      [`GET /api/users/${USER_ID}/journal-entries`]: () => ({ body: state.entries }),
      [`GET /api/users/${USER_ID}/artifacts`]: { body: [] },
      [`GET /api/users/${USER_ID}/agenda`]: () => ({ body: makeAgenda({ forms: agenda.forms }) }),
    });
    const agenda = { forms: [] as FormAssignment[] };
    const count = (path: string) => net.requests.filter((r) => r.method === 'GET' && r.path === path).length;
    return { ...net, state, token, count, agenda, ...renderApp('/dashboard') };
  }

  it('opens /ws with the access token once, and on call_completed refetches and toasts Call Completed', async () => {
    const { state, token, count, router, queryClient } = setup();
    expect(await screen.findByText('Morning pages', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = FakeWebSocket.latest();
    expect(ws.url).toBe(`ws://${window.location.host}/ws?token=${encodeURIComponent(token)}`);
    act(() => ws.open());

    const before = {
      stats: count(`/api/users/${USER_ID}/stats`),
      entries: count(`/api/users/${USER_ID}/journal-entries`),
      settings: count(`/api/users/${USER_ID}/settings`),
    };
    // Weekly analyses (the insights screens) are refetched too.
    queryClient.setQueryData(weeklyAnalysesQueryKey(USER_ID), []);
    state.entries = [makeEntry({ id: 'e2', title: 'Check-in call', source: 'call' }), ...state.entries];
    state.stats = makeStats({ totalEntries: 2 });
    act(() => ws.message({ type: 'call_completed', callId: 'c1', journalEntryId: 'e2' }));

    expect(await screen.findByText('Call Completed')).toBeInTheDocument();
    expect(screen.getByText('Your conversation has been transcribed and added to your journal.')).toBeInTheDocument();
    expect(await screen.findByText('Check-in call')).toBeInTheDocument();
    expect(count(`/api/users/${USER_ID}/stats`)).toBe(before.stats + 1);
    expect(count(`/api/users/${USER_ID}/journal-entries`)).toBe(before.entries + 1);
    expect(count(`/api/users/${USER_ID}/settings`)).toBe(before.settings + 1);
    expect(queryClient.getQueryState(weeklyAnalysesQueryKey(USER_ID))?.isInvalidated).toBe(true);
    // One connection for the session: moving around the app does not reopen it.
    await act(() => router.navigate('/artifacts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Artifacts' }, { timeout: 8000 })).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ws.closedWith).toBeUndefined();
  });

  it('on form_assigned reads the agenda again (the dashboard shows the form due) and toasts New Form Assigned', async () => {
    const { count, agenda } = setup();
    expect(await screen.findByText('Morning pages', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = FakeWebSocket.latest();
    act(() => ws.open());
    await waitFor(() => expect(count(`/api/users/${USER_ID}/agenda`)).toBe(1));
    expect(screen.queryByTestId('forms-due-card')).not.toBeInTheDocument();

    // Due today where the person lives (the settings' zone, New York), whatever the machine's zone and hour.
    agenda.forms = [makeAssignment({ formTitle: 'PHQ-9', dueDate: localDate(new Date(), makeSettings().timeZone) })];
    act(() => ws.message({ type: 'form_assigned', assignmentId: 'as1' }));
    expect(await screen.findByText('New Form Assigned')).toBeInTheDocument();
    expect(await screen.findByTestId('forms-due-card')).toHaveTextContent('1 form to complete today: PHQ-9');
    expect(count(`/api/users/${USER_ID}/agenda`)).toBe(2);
  });

  it('on daily_refresh refetches the user and toasts Dashboard Updated; bad messages change nothing', async () => {
    const { state, count } = setup();
    expect(await screen.findByText('Morning pages', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = FakeWebSocket.latest();
    act(() => ws.open());
    const users = count(`/api/users/${USER_ID}`);

    act(() => ws.message('not json at all'));
    expect(screen.queryByText('Dashboard Updated')).not.toBeInTheDocument();

    state.name = 'Jordan R.';
    act(() => ws.message({ type: 'daily_refresh' }));
    expect(await screen.findByText('Dashboard Updated')).toBeInTheDocument();
    expect(screen.getByText('Your dashboard data has been refreshed with the latest information.')).toBeInTheDocument();
    await waitFor(() => expect(count(`/api/users/${USER_ID}`)).toBe(users + 1));
  });
});
