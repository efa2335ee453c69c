import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bot, CalendarDays, FilterX, List, NotebookPen, Plus, RefreshCw, SearchX, X } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEntries } from '@/lib/entries';
import { ArtifactToggle } from '@/features/journal/components/artifact-toggle';
import { CreateEntryForm } from '@/features/journal/components/create-entry-form';
import { EditTagsDialog } from '@/features/journal/components/edit-tags-dialog';
import { EntryCalendar } from '@/features/journal/components/entry-calendar';
import { EntryCard } from '@/features/journal/components/entry-card';
import { JournalFilters } from '@/features/journal/components/journal-filters';
import { JournalSearch } from '@/features/journal/components/journal-search';
import { MIN_SEARCH_LENGTH, useEntrySearch } from '@/features/journal/api/search-entries';
import { useDebounced } from '@/lib/use-debounced';
import { VisibilityControl } from '@/features/journal/components/visibility-control';
import { filterEntries, isFiltered, NO_FILTERS, otherTags, sortEntries, type EntryFilters, type SortOrder } from '@/features/journal/lib/filters';
import { useSettings } from '@/lib/settings';
import { useAuthUserId } from '@/lib/auth-guard';
import { EntryCommentsToggle } from '@/components/entry-comments';
import { useCommentUnread } from '@/lib/conversations';
import { formatInZone } from '@/lib/dates';
import { cn } from '@/lib/utils';

type View = 'list' | 'calendar';

/**
 * Recovery Journal: list and calendar views, counter '{filtered} of {total} entries',
 * mood, sentiment and tag filters, six sorts, entry cards with Edit Tags and Store Artifact; a text
 * search of the whole journal (the server's word index) that the filters and sorts then apply to.
 */
export default function JournalEntriesRoute() {
  const userId = useAuthUserId();
  const entries = useEntries(userId);
  const settings = useSettings(userId);
  const timeZone = settings.data?.timeZone;
  // Unread comments per entry (the cards' "2 new comments" buttons); refetched live on entry_comment.
  const unread = useCommentUnread(userId);
  const unreadOf = (entryId: string) => unread.data?.entries.find((e) => e.entryId === entryId)?.count ?? 0;
  const [creating, setCreating] = useState(false);
  const [view, setView] = useState<View>('list');
  const [filters, setFilters] = useState<EntryFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortOrder>('newest');
  const [day, setDay] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const question = useDebounced(searchText.trim(), 300);
  const searching = question.length >= MIN_SEARCH_LENGTH;
  const search = useEntrySearch(userId, searching ? question : '');
  const openerRef = useRef<HTMLButtonElement>(null);

  const closePanel = () => {
    setCreating(false);
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const list = useMemo(() => entries.data ?? [], [entries.data]);
  // While searching, the server's matches (from the whole journal) are what the filters and sorts apply to.
  const source = useMemo(() => (searching ? (search.data ?? []) : list), [searching, search.data, list]);
  const dayOf = useCallback((iso: string) => formatInZone(iso, 'yyyy-MM-dd', timeZone), [timeZone]);
  const filtered = useMemo(() => sortEntries(filterEntries(source, filters), sort), [source, filters, sort]);
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const e of filtered) {
      const d = dayOf(e.createdAt);
      m.set(d, (m.get(d) ?? 0) + 1);
    }
    return m;
  }, [filtered, dayOf]);
  const shown = view === 'calendar' ? (day ? filtered.filter((e) => dayOf(e.createdAt) === day) : []) : filtered;

  const clearFilters = () => setFilters(NO_FILTERS);
  const cards = (items: typeof list) => (
    <ul className="grid gap-4" aria-label="Journal entries">
      {items.map((entry) => (
        <li key={entry.id}>
          <EntryCard
            entry={entry}
            timeZone={timeZone}
            actions={
              <>
                <EditTagsDialog userId={userId} entry={entry} knownTags={otherTags(list, entry.themes)} />
                <ArtifactToggle userId={userId} entry={entry} />
                <VisibilityControl userId={userId} entry={entry} />
              </>
            }
            footer={<EntryCommentsToggle entryId={entry.id} userId={userId} isAuthor unread={unreadOf(entry.id)} timeZone={timeZone} />}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Recovery Journal"
        description="Your check-in calls and written entries."
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
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="entries-title" className="text-lg font-semibold">
              Entries
            </h2>
            {entries.isSuccess ? (
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="entry-counter">
                {searching
                  ? search.isSuccess
                    ? `${filtered.length} of ${source.length} ${source.length === 1 ? 'entry' : 'entries'} matching “${question}”`
                    : `Searching for “${question}”…`
                  : `${filtered.length} of ${list.length} entries`}
              </p>
            ) : null}
          </div>
          <div role="group" aria-label="View" className="inline-flex rounded-md border p-0.5">
            {(
              [
                ['list', 'List', List],
                ['calendar', 'Calendar', CalendarDays],
              ] as const
            ).map(([v, label, Icon]) => (
              <Button
                key={v}
                size="sm"
                variant="ghost"
                aria-pressed={view === v}
                className={cn(view === v && 'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground')}
                onClick={() => setView(v)}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </div>
        </div>

        {entries.isSuccess && list.length > 0 ? (
          <div className="grid gap-3">
            <JournalSearch value={searchText} onChange={setSearchText} />
            <JournalFilters filters={filters} onFiltersChange={setFilters} sort={sort} onSortChange={setSort} />
          </div>
        ) : null}

        {entries.isPending || (searching && search.isPending) ? (
          <div role="status" aria-label="Loading journal entries" className="grid gap-4">
            {Array.from({ length: 3 }, (_, i) => (
              <Card key={i} className="grid gap-3 p-6">
                <Skeleton className="h-6 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-16 w-full" />
              </Card>
            ))}
          </div>
        ) : entries.isError || (searching && search.isError) ? (
          <Card role="alert" className="grid justify-items-start gap-3 p-6">
            <p>{entries.isError ? "We couldn't load your journal right now." : "We couldn't search your journal right now."}</p>
            <Button variant="outline" onClick={() => void (entries.isError ? entries.refetch() : search.refetch())}>
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
        ) : searching && source.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold">No entries match “{question}”</p>
            <p className="max-w-md text-muted-foreground">Try fewer words, or the beginning of a word.</p>
            <Button variant="outline" onClick={() => setSearchText('')}>
              <X aria-hidden="true" />
              Clear search
            </Button>
          </Card>
        ) : filtered.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <FilterX className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold">No entries match your filters</p>
            <p className="max-w-md text-muted-foreground">Try another mood, sentiment or tag.</p>
            {isFiltered(filters) ? (
              <Button variant="outline" onClick={clearFilters}>
                <FilterX aria-hidden="true" />
                Clear filters
              </Button>
            ) : null}
          </Card>
        ) : view === 'calendar' ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr] lg:items-start">
            <Card className="p-4">
              <EntryCalendar counts={counts} selected={day} onSelect={setDay} initialMonth={dayOf(filtered[0]!.createdAt)} />
            </Card>
            <div className="grid gap-3" aria-live="polite">
              {day ? (
                <>
                  <h3 className="text-base font-semibold">
                    {formatInZone(`${day}T12:00:00`, 'EEEE, MMMM d, yyyy')}: {shown.length} {shown.length === 1 ? 'entry' : 'entries'}
                  </h3>
                  {shown.length ? cards(shown) : <p className="text-muted-foreground">No entries on this day.</p>}
                </>
              ) : (
                <p className="text-muted-foreground">Pick a date to see that day's entries. Highlighted days have entries.</p>
              )}
            </div>
          </div>
        ) : (
          cards(filtered)
        )}
      </section>
    </div>
  );
}
