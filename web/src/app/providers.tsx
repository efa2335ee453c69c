import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToasts } from '@/components/ui/use-toast';
import { whenIdle } from '@/lib/idle';
import { ThemeProvider } from '@/lib/theme';

const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

/** Some seconds after the page has loaded, when the browser has a quiet moment. */
const IDLE_AFTER_LOAD_MS = 4000;
function whenIdleAfterLoad(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    cancel = whenIdle(run, 2000);
  };
  const wait = () => {
    const id = window.setTimeout(idle, IDLE_AFTER_LOAD_MS);
    cancel = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') wait();
  else {
    window.addEventListener('load', wait, { once: true });
    cancel = () => window.removeEventListener('load', wait);
  }
  return () => cancel();
}

/**
 * The toast viewport (Radix Toast, about ten chunks) is not part of any screen's load: it mounts when
 * the first toast is raised (the toast waits in the store, use-toast.ts, and shows when its code
 * arrives), or a few seconds after the page has loaded, so that later toasts show at once and F8 finds
 * the viewport (docs/performance.md, "Lighthouse"). A prerendered page has no viewport in its markup,
 * so hydration starts from the same nothing.
 */
function DeferredToaster() {
  const raised = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  if (!raised && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
// One element for every render: when the app re-renders around it (the runtime config arriving), a
// prerendered page's toaster is left as it is, not rendered anew
// (docs/architecture.md, "Prerendered public pages").
const toaster = <DeferredToaster />;

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
