import { useId } from 'react';
import { Eye, Lock } from 'lucide-react';
import { VISIBILITY_AUDIENCE, VISIBILITY_ORDER, type JournalEntry, type Visibility } from '@steady/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useUpdateEntry } from '../api/update-entry';

/** The choices, in the words of the audience (docs/architecture.md, "Entry visibility"). */
export const VISIBILITY_OPTION: Record<Visibility, string> = {
  private: 'Private: only you',
  coach_only: 'Coaches and therapists',
  circle: 'Support Circle',
  public: 'Circle and friends',
};

/**
 * Who can see an entry, and the author's way to change it: a line "Visible to: …" (a lock when
 * private) and a native select (keyboard and screen-reader native). The change is saved with the
 * version the card shows; a stale version says so in the toast.
 */
export function VisibilityControl({ userId, entry }: { userId: string; entry: JournalEntry }) {
  const id = useId();
  const mutation = useUpdateEntry(userId);
  const change = (visibility: Visibility) =>
    mutation.mutate(
      { entryId: entry.id, visibility, version: entry.version },
      {
        onSuccess: (updated) =>
          toast({ title: 'Visibility updated', description: `Visible to: ${VISIBILITY_AUDIENCE[updated.visibility]}`, variant: 'success' }),
        onError: (error) => toast({ title: 'Failed to update visibility', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  const Icon = entry.visibility === 'private' ? Lock : Eye;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="inline-flex items-center gap-1.5 text-muted-foreground" data-testid="entry-visibility">
        <Icon className="size-4" aria-hidden="true" />
        Visible to: {VISIBILITY_AUDIENCE[entry.visibility]}
      </span>
      <label htmlFor={id} className="sr-only">
        Who can see “{entry.title}”
      </label>
      <select
        id={id}
        value={entry.visibility}
        disabled={mutation.isPending}
        onChange={(e) => change(e.target.value as Visibility)}
        className={cn(
          'h-9 rounded-md border border-input bg-background px-2 text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60',
        )}
      >
        {VISIBILITY_ORDER.map((v) => (
          <option key={v} value={v}>
            {VISIBILITY_OPTION[v]}
          </option>
        ))}
      </select>
    </div>
  );
}
