import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrisisAlert } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { makeSettings, testUser, USER_ID } from '@/testing/data';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

const ALERTS = `GET /api/users/${USER_ID}/coach/alerts`;
const coach = { ...testUser, name: 'Dr. Maya Chen', role: 'coach' as const };

function makeAlert(overrides: Partial<CrisisAlert> = {}): CrisisAlert {
  return {
    id: '01JALERTURGENT00000000000',
    patientId: 'patient-1',
    patientName: 'Jordan Rivera',
    level: 'urgent',
    constructs: ['intent', 'plan'],
    source: 'entry',
    sourceId: '01JENTRY',
    at: '2025-06-06T02:30:00.000Z',
    lastAt: '2025-06-06T02:30:00.000Z',
    count: 1,
    entryId: '01JENTRY',
    link: '/crisis-alerts?alert=01JALERTURGENT00000000000',
    acknowledgedAt: null,
    acknowledgedBy: null,
    createdAt: '2025-06-06T02:30:01.000Z',
    ...overrides,
  };
}

const URGENT = makeAlert({ count: 2, lastAt: '2025-06-06T03:05:00.000Z' });
const CONCERN = makeAlert({
  id: '01JALERTCONCERN0000000000',
  patientName: 'Sam Lee',
  level: 'concern',
  constructs: ['passive_ideation'],
  source: 'chat',
  sourceId: '01JCHAT',
  entryId: null,
  at: '2025-06-04T15:00:00.000Z',
  lastAt: '2025-06-04T15:00:00.000Z',
  acknowledgedAt: '2025-06-04T15:40:00.000Z',
  acknowledgedBy: { id: USER_ID, name: 'Dr. Maya Chen' },
});
const CALL = makeAlert({
  id: '01JALERTCALL0000000000000',
  patientName: 'Alex Kim',
  level: 'concern',
  source: 'call',
  entryId: null,
  at: '2025-06-03T23:00:00.000Z',
});

function setup(alerts: RouteHandler | { status?: number; body?: unknown }, { path = '/crisis-alerts', user = coach as typeof testUser } = {}) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: user },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ timeZone: 'America/Los_Angeles' }) },
    [`GET /api/users/${USER_ID}/call-history`]: { body: [] },
    [ALERTS]: alerts,
    [`POST /api/users/${USER_ID}/coach/alerts/${URGENT.id}/acknowledge`]: {
      body: { ...URGENT, acknowledgedAt: '2025-06-06T04:00:00.000Z', acknowledgedBy: { id: USER_ID, name: 'Dr. Maya Chen' } },
    },
  });
  const count = (method: string, p: string) => net.requests.filter((r) => r.method === method && r.path === p).length;
  return { ...net, count, user: userEvent.setup(), ...renderApp(path) };
}

const navLink = () => screen.getAllByRole('link', { name: /^Crisis Alerts/ })[0]!;

describe('Crisis Alerts', { timeout: 20_000 }, () => {
  it('lists each alert: client, level in words, source, time in the coach’s zone, and who acknowledged it when', async () => {
    setup({ body: [URGENT, CONCERN, CALL] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crisis Alerts' }, { timeout: 8000 })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('crisis-alert-row');
    expect(rows).toHaveLength(3);

    const urgent = within(rows[0]!);
    expect(urgent.getByRole('rowheader', { name: 'Jordan Rivera' })).toBeInTheDocument();
    expect(urgent.getByText('Urgent')).toHaveAttribute('data-tone', 'red');
    expect(urgent.getByText('Journal entry')).toBeInTheDocument();
    // 02:30 UTC on June 6 is 7:30 PM on June 5 in Los Angeles, once the coach's settings (their zone)
    // have arrived; until then the device's zone is used.
    expect(await urgent.findByText('Jun 5, 2025 7:30 PM', {}, { timeout: 8000 })).toHaveAttribute('datetime', URGENT.at);
    expect(urgent.getByText(/2 times, latest/)).toHaveTextContent('2 times, latest Jun 5, 2025 8:05 PM');
    expect(urgent.getByRole('button', { name: 'Acknowledge the alert for Jordan Rivera' })).toHaveTextContent('Acknowledge');
    // The journal cannot open a client's entry yet: no link rather than a wrong one.
    expect(urgent.queryByRole('link')).not.toBeInTheDocument();

    const concern = within(rows[1]!);
    expect(concern.getByText('Concern')).toHaveAttribute('data-tone', 'yellow');
    expect(concern.getByText('AI coach chat')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Acknowledged by Dr. Maya Chen at Jun 4, 2025 8:40 AM');
    expect(concern.queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Check-in call')).toBeInTheDocument();

    expect(screen.getByTestId('crisis-alerts-open')).toHaveTextContent('2 unacknowledged');
    expect(navLink()).toHaveTextContent('Crisis Alerts2 unacknowledged');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('acknowledges from the keyboard: who and when replace the button, focus follows, the badge goes', async () => {
    const { user, requests } = setup(() => {
      // After the acknowledgement, the server lists it as acknowledged.
      const done = requests.some((r) => r.method === 'POST');
      return {
        body: [done ? { ...URGENT, acknowledgedAt: '2025-06-06T04:00:00.000Z', acknowledgedBy: { id: USER_ID, name: 'Dr. Maya Chen' } } : URGENT, CONCERN],
      };
    });
    const button = await screen.findByRole('button', { name: 'Acknowledge the alert for Jordan Rivera' }, { timeout: 8000 });
    expect(screen.getByTestId('crisis-alerts-badge')).toHaveTextContent('1');
    button.focus();
    await user.keyboard('{Enter}');
    const row = screen.getAllByTestId('crisis-alert-row')[0]!;
    await waitFor(() => expect(row).toHaveTextContent('Acknowledged by Dr. Maya Chen at Jun 5, 2025 9:00 PM'));
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`/api/users/${USER_ID}/coach/alerts/${URGENT.id}/acknowledge`]);
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById(`crisis-alert-status-${URGENT.id}`)));
    expect(screen.queryByTestId('crisis-alerts-badge')).not.toBeInTheDocument();
  });

  it('says when there are no alerts', async () => {
    setup({ body: [] });
    expect(await screen.findByRole('heading', { name: 'No crisis alerts.' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText("Alerts appear here when a client's words suggest they may be at risk.")).toBeInTheDocument();
    expect(screen.getByTestId('crisis-alerts-open')).toHaveTextContent('0 unacknowledged');
  });

  it('shows skeletons while loading, an error with Try again, and the list after a retry', async () => {
    let attempt = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup(async () => {
      attempt += 1;
      if (attempt === 1) {
        await gate;
        return { status: 500, body: { message: 'Internal server error' } };
      }
      return { body: [URGENT] };
    });
    expect(await screen.findByRole('status', { name: 'Loading crisis alerts' }, { timeout: 8000 })).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Crisis Alerts')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Jordan Rivera' })).toBeInTheDocument();
  });

  it('highlights the alert a text message linked to (?alert=)', async () => {
    setup({ body: [URGENT, CONCERN] }, { path: `/crisis-alerts?alert=${CONCERN.id}` });
    const rows = await screen.findAllByTestId('crisis-alert-row', {}, { timeout: 8000 });
    expect(rows[1]).toHaveAttribute('data-highlighted', 'true');
    expect(rows[0]).not.toHaveAttribute('data-highlighted');
  });

  it('is not for patients: a 403 message, no alerts requested, no navigation item', async () => {
    const { count } = setup({ body: [URGENT] }, { user: testUser });
    expect(await screen.findByText('This page is for coaches and therapists.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '403: Not available' })).toBeInTheDocument();
    expect(count('GET', `/api/users/${USER_ID}/coach/alerts`)).toBe(0);
    expect(screen.queryByRole('link', { name: /^Crisis Alerts/ })).not.toBeInTheDocument();
  });

  it('on crisis_alert a coach anywhere in the app gets a toast, the badge and the urgent banner, which leads to the alerts', async () => {
    let alerts: CrisisAlert[] = [CONCERN];
    const { count, user } = setup(() => ({ body: alerts }), { path: '/call-history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Call History' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(count('GET', `/api/users/${USER_ID}/coach/alerts`)).toBe(1));
    expect(screen.queryByTestId('crisis-alerts-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Urgent crisis alert' })).not.toBeInTheDocument();

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = FakeWebSocket.latest();
    act(() => ws.open());
    alerts = [URGENT, CONCERN];
    act(() => ws.message({ type: 'crisis_alert', alertId: URGENT.id, patientId: URGENT.patientId, level: 'urgent', source: 'entry', at: URGENT.at }));

    expect(await screen.findByText('Crisis alert: a client may need support')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('crisis-alerts-badge')).toHaveTextContent('1'));
    const banner = screen.getByRole('region', { name: 'Urgent crisis alert' });
    expect(banner).toHaveTextContent('An urgent crisis alert is waiting: a client may need support now.');
    // No client is named outside the alerts themselves.
    expect(banner).not.toHaveTextContent('Jordan');
    await user.click(within(banner).getByRole('link', { name: 'Open Crisis Alerts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crisis Alerts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Urgent crisis alert' })).not.toBeInTheDocument();
    expect(navLink()).toHaveAttribute('aria-current', 'page');
  });
});
