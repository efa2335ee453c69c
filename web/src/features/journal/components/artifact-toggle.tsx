import { Gem } from 'lucide-react';
import type { JournalEntry } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdateArtifact } from '../api/update-entry';

/** Store Artifact / Stored: a toggle button; a toast when it is stored or removed, and when that fails. */
export function ArtifactToggle({ userId, entry }: { userId: string; entry: JournalEntry }) {
  const mutation = useUpdateArtifact(userId);
  const stored = entry.isArtifact;
  const toggle = () =>
    mutation.mutate(
      { entryId: entry.id, isArtifact: !stored },
      {
        onSuccess: (updated) => toast({ title: updated.isArtifact ? 'Artifact stored' : 'Artifact removed', variant: 'success' }),
        onError: () => toast({ title: 'Error', description: 'Failed to update artifact status', variant: 'destructive' }),
      },
    );
  return (
    <Button variant={stored ? 'secondary' : 'outline'} size="sm" aria-pressed={stored} disabled={mutation.isPending} onClick={toggle}>
      <Gem aria-hidden="true" className={stored ? 'fill-current' : undefined} />
      {stored ? 'Stored' : 'Store Artifact'}
    </Button>
  );
}
