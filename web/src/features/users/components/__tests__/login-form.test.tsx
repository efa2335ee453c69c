import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { cognitoInitiateAuth, COGNITO_ROUTE } from '@/testing/cognito';
import { makeSettings, makeStats, testUser, USER_ID } from '@/testing/data';
import { CURRENT_USER_ID_KEY } from '@/lib/storage';

const signedInApi = {
  [`GET /api/users/${USER_ID}`]: { body: testUser },
  [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
  [`GET /api/users/${USER_ID}/stats`]: { body: makeStats() },
  [`GET /api/users/${USER_ID}/journal-entries`]: { body: [] },
};

describe('Login', () => {
  it('asks for both fields before calling anyone', async () => {
    const { requests } = stubFetch({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Required Fields Missing')).toBeInTheDocument();
    expect(screen.getByText('Please enter both phone number and password to login')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('signs in with the E.164 phone number, stores the sub, greets by name and goes to the dashboard', async () => {
    const { requests } = stubFetch({
      [COGNITO_ROUTE]: cognitoInitiateAuth({ username: '+14155550123', password: 'steady-pass-1', sub: USER_ID }),
      ...signedInApi,
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone Number'), '(415) 555-0123');
    await user.type(screen.getByLabelText('Password'), 'steady-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jordan Rivera!')).toBeInTheDocument();
    expect(window.localStorage.getItem(CURRENT_USER_ID_KEY)).toBe(USER_ID);
    expect(requests.some((r) => r.path === `/api/login`)).toBe(false);
    const userRead = requests.find((r) => r.path === `/api/users/${USER_ID}`)!;
    expect(userRead.headers.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovery Dashboard' })).toBeInTheDocument();
  });

  it('shows Login Failed with the message from Cognito', async () => {
    stubFetch({ [COGNITO_ROUTE]: cognitoInitiateAuth({ username: '+14155550123', password: 'right-1', sub: USER_ID }) });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone Number'), '415 555 0123');
    await user.type(screen.getByLabelText('Password'), 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect username or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(CURRENT_USER_ID_KEY)).toBeNull();
  });
});
