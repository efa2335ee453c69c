import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bot, NotebookPen, Plus, RefreshCw, X } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEntries } from '@/features/journal/api/get-entries';
import { CreateEntryForm } from '@/features/journal/components/create-entry-form';
import { EntryCard } from '@/features/journal/components/entry-card';
import { useSettings } from '@/features/settings/api/get-settings';
import { useAuthUserId } from '@/lib/auth-guard';

/** Recovery Journal (spec section 2): counter, Create Entry panel, entry cards (newest first). */
export default function JournalEntriesRoute() {
  const userId = useAuthUserId();
  const entries = useEntries(userId);
  const settings = useSettings(userId);
  const [creating, setCreating] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  const closePanel = () => {
    setCreating(false);
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const list = entries.data ?? [];
  // No filters yet: the filtered count is the whole list.
  const filtered = list;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Recovery Journal"
        description="Your check-in calls and written entries, newest first."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/ai-coach">
                <Bot aria-hidden="true" />
                Recovery Coach
              </Link>
            </Button>
            <Button ref={openerRef} onClick={() => (creating ? closePanel() : setCreating(true))} aria-expanded={creating} aria-controls="create-entry-panel">
              {creating ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {creating ? 'Close Entry Form' : 'Create Entry'}
            </Button>
          </>
        }
      />

      <div id="create-entry-panel">{creating ? <CreateEntryForm userId={userId} onDone={closePanel} /> : null}</div>

      <section aria-labelledby="entries-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="entries-title" className="text-lg font-semibold">
            Entries
          </h2>
          {entries.isSuccess ? (
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="entry-counter">
              {filtered.length} of {list.length} entries
            </p>
          ) : null}
        </div>

        {entries.isPending ? (
          <div role="status" aria-label="Loading journal entries" className="grid gap-4">
            {Array.from({ length: 3 }, (_, i) => (
              <Card key={i} className="grid gap-3 p-6">
                <Skeleton className="h-6 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-16 w-full" />
              </Card>
            ))}
          </div>
        ) : entries.isError ? (
          <Card role="alert" className="grid justify-items-start gap-3 p-6">
            <p>We couldn't load your journal right now.</p>
            <Button variant="outline" onClick={() => void entries.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </Card>
        ) : list.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <NotebookPen className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold">No journal entries yet</p>
            <p className="max-w-md text-muted-foreground">
              Entries from your daily check-in calls will appear here. You can also write one yourself, any time.
            </p>
            {!creating ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                Write your first entry
              </Button>
            ) : null}
          </Card>
        ) : (
          <ul className="grid gap-4">
            {filtered.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} timeZone={settings.data?.timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
