import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { BrandMark } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { createQueryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
type AppRouter = ReturnType<typeof createAppRouter>;
let router: AppRouter | null = null;

/**
 * A page that came prerendered (docs/architecture.md, "Prerendered public pages"): its path, and the
 * router that renders it (in the browser the app's own; at build time a memory router at that path).
 */
export interface Prerendered {
  path: string;
  router: AppRouter;
}

type Boot = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/** A calm screen while /config.json loads. */
function Starting() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center" aria-busy="true">
      <BrandMark className="size-12" />
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Getting Steady ready…
      </p>
    </main>
  );
}

function StartFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <BrandMark className="size-12" />
      <h1 className="text-xl font-semibold">Steady could not start</h1>
      <p className="max-w-md text-muted-foreground">We could not reach the service. Please check your connection and try again.</p>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </main>
  );
}

/**
 * A prerendered page is shown (and hydrated) at once; it needs no runtime config. Leaving it before
 * /config.json has loaded shows the calm start screen until it has, as every other page does.
 */
function PrerenderedPage({ path, router: pageRouter, ready }: Prerendered & { ready: boolean }) {
  // Hydrated: from now on submits go to the app (the page's boot script held them back until now;
  // a form typed into before this hands its text over itself, web/src/lib/prerender-handoff.ts).
  useLayoutEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  const pathname = useSyncExternalStore(
    pageRouter.subscribe,
    () => pageRouter.state.location.pathname,
    () => path,
  );
  return ready || pathname === path ? <RouterProvider router={pageRouter} /> : <Starting />;
}

export function App({ prerendered }: { prerendered?: Prerendered } = {}) {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      () => {
        router ??= prerendered?.router ?? createAppRouter();
        if (!live) return;
        // On a prerendered page, as a transition like its hydration (main.tsx): an urgent update
        // would finish hydrating the whole page in one long task.
        if (prerendered) startTransition(() => setBoot({ status: 'ready' }));
        else setBoot({ status: 'ready' });
      },
      (error: unknown) => {
        console.error('Could not load /config.json', error);
        if (live) setBoot({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, prerendered]);

  return (
    <AppProviders queryClient={queryClient}>
      {boot.status === 'failed' ? (
        <StartFailed
          message={boot.message}
          onRetry={() => {
            setBoot({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : prerendered ? (
        <PrerenderedPage {...prerendered} ready={boot.status === 'ready'} />
      ) : boot.status === 'ready' && router ? (
        <RouterProvider router={router} />
      ) : (
        <Starting />
      )}
    </AppProviders>
  );
}
