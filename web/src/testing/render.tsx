import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { AuthUserProvider } from '@/lib/auth-guard';
import { createQueryClient } from '@/lib/query-client';
import { USER_ID } from './data';

/** Renders the real route table at `path`, with the app's providers and a fresh cache. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one component inside the providers, a router and a signed-in user id. */
export function renderWithProviders(ui: ReactElement, { userId = USER_ID, path = '/' }: { userId?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthUserProvider userId={userId}>{children}</AuthUserProvider>
      </MemoryRouter>
    </AppProviders>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
