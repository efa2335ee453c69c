import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';

describe('unknown paths', () => {
  it('show 404 Page Not Found with a link home that works', async () => {
    stubFetch({});
    const { router } = renderApp('/this/does/not/exist');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go Home' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Try Steady Free' })).toHaveAttribute('href', '/register');
  });

  it('is not shown for a guarded path, which redirects to login instead', async () => {
    stubFetch({});
    renderApp('/achievements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steady' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
