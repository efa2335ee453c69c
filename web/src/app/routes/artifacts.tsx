import { Link } from 'react-router-dom';
import { BookOpen, Gem, LayoutDashboard, RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useArtifacts } from '@/features/journal/api/get-artifacts';
import { useUpdateArtifact } from '@/features/journal/api/update-entry';
import { ArtifactCard } from '@/features/journal/components/artifact-card';
import { useAuthUserId } from '@/lib/auth-guard';

/** 'Your Artifacts': entries stored as artifacts, with a remove control on each. */
export default function ArtifactsRoute() {
  const userId = useAuthUserId();
  const artifacts = useArtifacts(userId);
  const remove = useUpdateArtifact(userId, { sendUserId: false });
  const count = artifacts.data?.length ?? 0;

  const onRemove = (entryId: string) =>
    remove.mutate(
      { entryId, isArtifact: false },
      {
        onSuccess: () => toast({ title: 'Artifact removed', variant: 'success' }),
        onError: () => toast({ title: 'Error', description: 'Failed to remove artifact', variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Your Artifacts"
        description="Entries you stored to come back to: the moments worth keeping."
        actions={
          artifacts.isSuccess ? (
            <p className="inline-flex items-center gap-2 text-sm font-medium" aria-live="polite" data-testid="artifact-count">
              <Gem className="size-4 text-primary" aria-hidden="true" />
              {count} Treasured {count === 1 ? 'Moment' : 'Moments'}
            </p>
          ) : null
        }
      />
      {artifacts.isPending ? (
        <div role="status" aria-label="Loading artifacts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="grid gap-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-16 w-full" />
            </Card>
          ))}
        </div>
      ) : artifacts.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p>We couldn't load your artifacts right now.</p>
          <Button variant="outline" onClick={() => void artifacts.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : count === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Gem className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-semibold">No artifacts yet</p>
          <p className="max-w-md text-muted-foreground">Store an entry from your journal with Store Artifact, and it will be kept here.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/journal-entries">
                <BookOpen aria-hidden="true" />
                Go to Journal Entries
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Artifacts">
          {artifacts.data.map((entry, i) => (
            <li key={entry.id} className="grid">
              <ArtifactCard entry={entry} index={i} removing={remove.isPending && remove.variables?.entryId === entry.id} onRemove={() => onRemove(entry.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
