import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@/lib/theme';

// The toast viewport (Radix Toast) loads beside the first screen, not before it: a toast raised
// earlier waits in the store (use-toast.ts) and shows when it arrives (docs/performance.md, "SPA first load").
const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

/** Theme, server cache and toasts: everything a screen needs around it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
