import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@/lib/theme';

// The toast viewport (Radix Toast) loads beside the first screen, not before it: a toast raised
// earlier waits in the store (use-toast.ts) and shows when it arrives (docs/performance.md, "SPA first load").
const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));
// One element for every render: when the app re-renders around it (the runtime config arriving), a
// prerendered page's toast viewport still waiting for its code is left to hydrate, not rendered anew
// (docs/architecture.md, "Prerendered public pages").
const toaster = (
  <Suspense fallback={null}>
    <Toaster />
  </Suspense>
);

/** Theme, server cache and toasts: everything a screen needs around it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {toaster}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
