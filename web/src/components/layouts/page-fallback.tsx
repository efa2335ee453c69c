import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a route's code loads: shaped like a page, never blank. */
export function PageFallback() {
  return (
    <div role="status" aria-label="Loading page" className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-40 w-full rounded-lg" />
      <Skeleton className="h-40 w-full rounded-lg" />
    </div>
  );
}
