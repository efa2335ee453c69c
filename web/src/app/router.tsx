import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { AppLayout } from '@/components/layouts/app-layout';
import { AuthLayout, PublicLayout } from '@/components/layouts/public-layout';
import { RequireAuth } from '@/lib/auth-guard';
import type { GuardedPlaceholder } from './routes/coming-soon';
import type { PublicPlaceholder } from './routes/public-info';

// Code split by route: each screen is its own chunk.
const Landing = lazy(() => import('./routes/landing'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const JournalEntries = lazy(() => import('./routes/journal-entries'));
const ComingSoon = lazy(() => import('./routes/coming-soon'));
const PublicInfo = lazy(() => import('./routes/public-info'));
const NotFound = lazy(() => import('./routes/not-found'));

/** Guarded screens not built yet, and the screen (spec title) each shows. */
const GUARDED_PLACEHOLDERS: Record<string, GuardedPlaceholder> = {
  '/artifacts': 'artifacts',
  '/insights': 'insights',
  '/weekly-analysis': 'insights',
  '/monthly-reports': 'insights',
  '/call-history': 'call-history',
  '/ai-coach': 'ai-coach',
  '/marketplace': 'marketplace',
  '/habits': 'habits',
  '/achievements': 'achievements',
  '/friends': 'friends',
  '/my-circle': 'my-circle',
  '/my-forms': 'my-forms',
  '/coach-dashboard': 'coach-dashboard',
  '/settings': 'settings',
};

const PUBLIC_PLACEHOLDERS: PublicPlaceholder[] = ['privacy-policy', 'terms-of-service', 'terms-of-use', 'support'];

/** The route table (spec section 2). Shared by the browser router and the tests' memory router. */
export function createRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [{ index: true, element: <Landing /> }, ...PUBLIC_PLACEHOLDERS.map((page) => ({ path: `/${page}`, element: <PublicInfo page={page} /> }))],
        },
        {
          element: <AuthLayout />,
          children: [
            { path: '/login', element: <Login /> },
            { path: '/register', element: <Register /> },
          ],
        },
        {
          element: (
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          ),
          children: [
            { path: '/dashboard', element: <Dashboard /> },
            { path: '/journal-entries', element: <JournalEntries /> },
            ...Object.entries(GUARDED_PLACEHOLDERS).map(([path, page]) => ({ path, element: <ComingSoon key={path} page={page} /> })),
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
