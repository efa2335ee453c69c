import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from '@steady/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { cognitoInitiateAuth, COGNITO_ROUTE } from '@/testing/cognito';
import { USER_ID } from '@/testing/data';
import { CURRENT_USER_ID_KEY } from '@/lib/storage';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Full Name'), 'Sam Lee');
  await user.type(screen.getByLabelText('Phone Number'), '(415) 555-0142');
  await user.type(screen.getByLabelText('Password'), 'calm-waters-7');
}

describe('Registration', () => {
  it('keeps submit disabled until the Terms of Use are accepted, and links them in a new tab', async () => {
    stubFetch({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Clinical Journaling Account' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    const terms = screen.getByRole('link', { name: /Terms of Use/ });
    expect(terms).toHaveAttribute('href', '/terms-of-use');
    expect(terms).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(submit).toBeEnabled();
  });

  it('asks for the missing fields without calling the server', async () => {
    const { requests } = stubFetch({});
    renderApp('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields including password.')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows the server field errors and Registration Failed', async () => {
    stubFetch({
      'POST /api/register': { status: 409, body: { message: 'An account with this phone number already exists' } },
    });
    renderApp('/register');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getAllByText('An account with this phone number already exists')).toHaveLength(2);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers with the browser’s time zone, signs in with Cognito, records the accepted terms and welcomes with the call time', async () => {
    const { requests } = stubFetch({
      'POST /api/register': () => ({
        status: 201,
        body: { user: { id: USER_ID, name: 'Sam Lee', phoneNumber: '+14155550142', role: 'user', callTime: '19:00', timeZone: 'America/New_York' } },
      }),
      [COGNITO_ROUTE]: cognitoInitiateAuth({ username: '+14155550142', password: 'calm-waters-7', sub: USER_ID }),
      [`PUT /api/users/${USER_ID}/consents`]: () => ({ status: 200, body: {} }),
    });
    renderApp('/register');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Steady, Sam Lee! A few short steps set up your daily check-in call at 7:00 PM.')).toBeInTheDocument();
    const post = requests.find((r) => r.path === '/api/register')!;
    expect(post.body).toEqual({
      name: 'Sam Lee',
      phoneNumber: '+14155550142',
      password: 'calm-waters-7',
      // The browser's own zone, never a silent Eastern default.
      timeZone: canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
      callTime: '19:00',
    });
    expect(post.headers.authorization).toBeUndefined();
    // The Terms of Use accepted on the form are recorded (with their version, on the server).
    await waitFor(() => expect(requests.find((r) => r.path === `/api/users/${USER_ID}/consents`)?.body).toEqual({ terms: true }));
    await waitFor(() => expect(window.localStorage.getItem(CURRENT_USER_ID_KEY)).toBe(USER_ID));
  });
});
