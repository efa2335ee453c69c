import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { makeSettings, makeStats, testUser, USER_ID } from '@/testing/data';
import { CURRENT_USER_ID_KEY } from '@/lib/storage';

describe('guarded routes', () => {
  it('redirects to /login when no user id is stored', async () => {
    const { requests } = stubFetch({});
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steady' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Recovery Dashboard')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the verifying text while checking', () => {
    seedSession(USER_ID);
    stubFetch({});
    renderApp('/journal-entries');
    expect(screen.getByText('Verifying authentication...')).toBeInTheDocument();
  });

  it('redirects and forgets a stored id that has no matching session', async () => {
    seedSession('someone-else', { storeId: false });
    window.localStorage.setItem(CURRENT_USER_ID_KEY, USER_ID);
    stubFetch({});
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steady' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(CURRENT_USER_ID_KEY)).toBeNull();
  });

  it('logs a storage error and redirects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    stubFetch({});
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steady' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(error).toHaveBeenCalledWith('Could not read the stored user id', expect.any(Error));
  });

  it('lets a verified user in, with the side navigation and the dashboard', async () => {
    seedSession(USER_ID);
    stubFetch({
      [`GET /api/users/${USER_ID}`]: { body: testUser },
      [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ dailyCallEnabled: false }) },
      [`GET /api/users/${USER_ID}/stats`]: { body: makeStats() },
      [`GET /api/users/${USER_ID}/journal-entries`]: { body: [] },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovery Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Clinical Digital Journaling' })).toBeInTheDocument();
    expect(await screen.findByText('Jordan Rivera')).toBeInTheDocument();
    expect(screen.getByText('(415) 555-0123')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Coach Dashboard' })).not.toBeInTheDocument();
    expect(await screen.findByText('Next Check-in: Not scheduled')).toBeInTheDocument();
    expect(await screen.findByText('6.8')).toBeInTheDocument();
    expect(screen.getByText('2.3k')).toBeInTheDocument();
    expect(screen.getByText('3 more days to unlock Week Champion')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
