import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LayoutDashboard, RefreshCw, ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * The states every screen passes through before its content (docs/architecture.md,
 * "Screen states"): loading (skeletons, never a blank screen), an error with Try again, access
 * required (a screen for other roles), and empty (an icon, the spec's sentence, the next action).
 * `ScreenStates` walks one query through them; the parts are exported for screens that need one alone.
 */

/** Skeletons in the page's shape while it loads, announced by name to screen readers. */
export function LoadingState({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {children ?? (
        <>
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-24 w-full" />
        </>
      )}
    </div>
  );
}

/** What could not be loaded, and a Try again button that asks once more. */
export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="grid justify-items-start gap-3 p-6">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className={title ? 'text-muted-foreground' : undefined}>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}

/**
 * A screen that is for other roles: the page's title, what is required in the spec's words, and the
 * way back to the dashboard. Nothing of the screen itself is requested behind it.
 */
export function AccessRequired({ pageTitle, heading, message, testId }: { pageTitle: string; heading?: string; message: string; testId?: string }) {
  return (
    <div className="grid gap-6">
      <PageHeader title={pageTitle} />
      <Card role="note" className="flex flex-col items-center gap-3 p-10 text-center" data-testid={testId}>
        <ShieldAlert className="size-10 text-tone-orange" aria-hidden="true" />
        {heading ? <h2 className="text-lg font-semibold">{heading}</h2> : null}
        <p className="max-w-md text-muted-foreground">{message}</p>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Go to Dashboard
          </Link>
        </Button>
      </Card>
    </div>
  );
}

/** Nothing to show yet: an icon, the spec's sentence, and the next useful action. */
export function EmptyState({
  icon: Icon,
  title,
  message,
  action,
}: {
  icon: ComponentType<{ className?: string }>;
  title?: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      <p className="max-w-md text-muted-foreground">{message}</p>
      {action}
    </Card>
  );
}

/** The parts of a TanStack Query result the shell reads. */
export interface ScreenQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface ScreenStatesProps<T> {
  query: ScreenQuery<T>;
  /** The page's title, shown above an error. */
  title: string;
  /** The loading state's accessible name ('Loading admin'); its skeletons, if not the default. */
  loadingLabel: string;
  loading?: ReactNode;
  errorTitle?: string;
  errorMessage: string;
  /** Whether this data may see the screen (a role gate); `denied` is shown otherwise. */
  allow?: (data: T) => boolean;
  denied?: ReactNode;
  /** Whether the data is empty; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading → error with Try again → access required → empty → the screen, for one query. */
export function ScreenStates<T>({
  query,
  title,
  loadingLabel,
  loading,
  errorTitle,
  errorMessage,
  allow,
  denied,
  isEmpty,
  empty,
  children,
}: ScreenStatesProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel}>{loading}</LoadingState>;
  if (query.isError || query.data === undefined) {
    return (
      <div className="grid gap-6">
        <PageHeader title={title} />
        <ErrorState title={errorTitle} message={errorMessage} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const data = query.data;
  if (allow && !allow(data)) return <>{denied}</>;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
