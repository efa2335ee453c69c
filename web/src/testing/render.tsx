import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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

/** What renderWithProviders' router shows: the rendered element, as of the latest (re)render. */
const Rendered = createContext<ReactNode>(null);
function RenderedElement() {
  return <>{useContext(Rendered)}</>;
}

/** Renders one component inside the providers, a data router (at `path`) and a signed-in user id. */
export function renderWithProviders(ui: ReactElement, { userId = USER_ID, path = '/' }: { userId?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const [router] = useState(() => createMemoryRouter([{ path: '*', element: <RenderedElement /> }], { initialEntries: [path] }));
    return (
      <AppProviders queryClient={queryClient}>
        <AuthUserProvider userId={userId}>
          <Rendered.Provider value={children}>
            <RouterProvider router={router} />
          </Rendered.Provider>
        </AuthUserProvider>
      </AppProviders>
    );
  };
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
