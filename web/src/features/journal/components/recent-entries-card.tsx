import { Link } from 'react-router-dom';
import { BookOpen, CalendarDays, Clock, NotebookPen, RefreshCw } from 'lucide-react';
import { DASHBOARD, readingMinutes, truncate } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInZone } from '@/lib/dates';
import { useEntries } from '@/lib/entries';
import { MoodBadge, ThemeTags } from './entry-badges';

/**
 * Dashboard: the 3 newest entries, text cut at 150 characters, up to 2 themes, reading time,
 * 'MMM d, yyyy h:mm a'. Loading shows 3 placeholder rows; empty shows the spec's two sentences.
 */
export function RecentEntriesCard({ userId, timeZone }: { userId: string; timeZone?: string | undefined }) {
  const entries = useEntries(userId, DASHBOARD.recentEntries);

  return (
    <Card asChild>
      <section aria-labelledby="recent-entries-title">
        <CardHeader>
          <CardTitle id="recent-entries-title">
            <BookOpen aria-hidden="true" className="text-primary" />
            Recent Journal Entries
          </CardTitle>
          <Button asChild variant="outline" size="sm">
            <Link to="/journal-entries" aria-label="View All recent entries">
              View All
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {entries.isPending ? (
            <div role="status" aria-label="Loading recent entries" className="grid gap-3">
              {Array.from({ length: DASHBOARD.skeletonRows }, (_, i) => (
                <div key={i} data-testid="entry-skeleton" className="grid gap-2 rounded-md border p-4">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-4 w-full" />
                </div>
              ))}
            </div>
          ) : entries.isError ? (
            <div role="alert" className="grid justify-items-start gap-3 text-sm">
              <p>We couldn't load your recent entries.</p>
              <Button variant="outline" size="sm" onClick={() => void entries.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : entries.data.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center">
              <NotebookPen className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">No journal entries yet.</p>
              <p className="text-sm text-muted-foreground">Your entries will appear here after your daily calls.</p>
            </div>
          ) : (
            <ul className="grid gap-3">
              {entries.data.slice(0, DASHBOARD.recentEntries).map((entry) => (
                <li key={entry.id} data-testid="recent-entry" className="grid gap-2 rounded-md border p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 break-words font-semibold">{entry.title}</h3>
                    <MoodBadge score={entry.moodScore} source={entry.moodSource} />
                  </div>
                  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarDays className="size-4" aria-hidden="true" />
                      <time dateTime={entry.createdAt}>{formatInZone(entry.createdAt, DASHBOARD.dateFormat, timeZone)}</time>
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Clock className="size-4" aria-hidden="true" />
                      {readingMinutes(entry.wordCount)} min read
                    </span>
                  </p>
                  <p className="break-words text-sm leading-relaxed" data-testid="recent-entry-text">
                    {truncate(entry.content, DASHBOARD.entryPreviewChars)}
                  </p>
                  <ThemeTags themes={entry.themes.slice(0, DASHBOARD.themesPerEntry)} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
