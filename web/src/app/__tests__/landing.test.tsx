import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { CURRENT_USER_ID_KEY } from '@/lib/storage';

describe('landing page', () => {
  it('offers Sign Up and Login, the hero and closing actions, and the footer links', async () => {
    stubFetch({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Try Steady Free' })).toHaveAttribute('href', '/register');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  });

  it('offers Go to Dashboard when a user id is stored', async () => {
    window.localStorage.setItem(CURRENT_USER_ID_KEY, 'someone');
    stubFetch({});
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
