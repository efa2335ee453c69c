import { useEffect, useState } from 'react';
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
let router: ReturnType<typeof createAppRouter> | null = null;

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

export function App() {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      () => {
        router ??= createAppRouter();
        if (live) setBoot({ status: 'ready' });
      },
      (error: unknown) => {
        console.error('Could not load /config.json', error);
        if (live) setBoot({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <AppProviders queryClient={queryClient}>
      {boot.status === 'ready' && router ? (
        <RouterProvider router={router} />
      ) : boot.status === 'failed' ? (
        <StartFailed
          message={boot.message}
          onRetry={() => {
            setBoot({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <Starting />
      )}
    </AppProviders>
  );
}
