import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartCheckinButton } from '@/features/calls/components/start-checkin-button';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { seedSession, TEST_POOL } from '@/testing/auth';
import { makeCall } from '@/testing/calls';
import { makeSettings, makeStats, testUser, USER_ID, makeAgenda } from '@/testing/data';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderApp, renderWithProviders } from '@/testing/render';

const CALL_ROUTE = `POST /api/users/${USER_ID}/call`;

describe('Start Check-in Now', () => {
  it('shows Calling... (disabled) while the call is placed, then the Call Initiated toast', async () => {
    seedSession(USER_ID);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = stubFetch({
      [CALL_ROUTE]: async () => {
        await gate;
        return { status: 202, body: makeCall() };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StartCheckinButton userId={USER_ID} />);
    await user.click(screen.getByRole('button', { name: 'Start Check-in Now' }));
    const busy = await screen.findByRole('button', { name: 'Calling...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('Call Initiated')).toBeInTheDocument();
    expect(screen.getByText('Your daily check-in call is being placed now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Check-in Now' })).toBeEnabled();
    const sent = requests.filter((r) => `${r.method} ${r.path}` === CALL_ROUTE);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it("toasts Call Failed with the server's message (409 when calls are off) and is ready again", async () => {
    seedSession(USER_ID);
    stubFetch({ [CALL_ROUTE]: { status: 409, body: { message: 'Daily calls are turned off in your settings.' } } });
    const user = userEvent.setup();
    renderWithProviders(<StartCheckinButton userId={USER_ID} />);
    await user.click(screen.getByRole('button', { name: 'Start Check-in Now' }));
    expect(await screen.findByText('Call Failed')).toBeInTheDocument();
    expect(screen.getByText('Daily calls are turned off in your settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Check-in Now' })).toBeEnabled();
  });

  it('toasts Call Failed with the status text when the server sends no message', async () => {
    seedSession(USER_ID);
    stubFetch({ [CALL_ROUTE]: { status: 500 } });
    const user = userEvent.setup();
    renderWithProviders(<StartCheckinButton userId={USER_ID} />);
    await user.click(screen.getByRole('button', { name: 'Start Check-in Now' }));
    expect(await screen.findByText('Call Failed')).toBeInTheDocument();
    expect(screen.getByText('500: Error')).toBeInTheDocument();
  });
});

/** This file runs in AWS mode (the runtime config is loaded once per test file). */
describe('dashboard and dev phone in AWS mode', { timeout: 20_000 }, () => {
  function setup(path: string, extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
    seedSession(USER_ID);
    const net = stubFetch({
      'GET /config.json': { body: { mode: 'aws', region: 'us-east-1', ...TEST_POOL } },
      [`GET /api/users/${USER_ID}`]: { body: testUser },
      [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
      [`GET /api/users/${USER_ID}/stats`]: { body: makeStats() },
      [`GET /api/users/${USER_ID}/journal-entries`]: { body: [] },
      [`GET /api/users/${USER_ID}/artifacts`]: { body: [] },
      [`GET /api/users/${USER_ID}/agenda`]: { body: makeAgenda() },
      ...extra,
    });
    return net;
  }

  it('has Start Check-in Now on the dashboard and no dev phone link', async () => {
    setup('/dashboard', { [CALL_ROUTE]: { status: 202, body: makeCall() } });
    await loadRuntimeConfig();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Start Check-in Now' }, { timeout: 8000 }));
    expect(await screen.findByText('Call Initiated')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open dev phone' })).not.toBeInTheDocument();
  });

  it('/dev/phone is not available outside local mode', async () => {
    const { requests } = setup('/dev/phone');
    await loadRuntimeConfig();
    renderApp('/dev/phone');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('The dev phone exists only when Steady runs on your own computer (local mode).')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path.startsWith('/dev/phone'))).toBe(false));
  });
});
