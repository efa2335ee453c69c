import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import { ArrowLeft, Eye, NotebookPen, RefreshCw } from 'lucide-react';
import { JOURNAL, RELATIONSHIP_LABEL, VISIBILITY_AUDIENCE, truncate, type CircleConnection, type JournalEntry } from '@steady/shared';
import { EntryCommentsToggle } from '@/components/entry-comments';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { useCircle, useSharedEntries } from '../api/circle';

/** One entry someone shared with me: read-only, with its comments under it. */
function SharedEntry({ entry, viewerId }: { entry: JournalEntry; viewerId: string }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const contentId = useId();
  const long = entry.content.length > JOURNAL.cardPreviewChars;
  return (
    <Card asChild>
      <article aria-labelledby={titleId} className="grid gap-3 p-4 sm:p-6" data-testid="shared-entry">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 break-words text-lg font-semibold leading-snug">
            {entry.title}
          </h3>
          {entry.moodScore !== null ? <Badge variant="secondary">Mood {entry.moodScore}/10</Badge> : null}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={entry.createdAt}>{format(new Date(entry.createdAt), 'MMM d, yyyy h:mm a')}</time>
          <span>{plural(entry.wordCount, 'word')}</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden="true" />
            Shared with: {VISIBILITY_AUDIENCE[entry.visibility].replace(/^You and y/, 'Y')}
          </span>
        </p>
        <p id={contentId} className="whitespace-pre-line break-words leading-relaxed">
          {long && !expanded ? truncate(entry.content, JOURNAL.cardPreviewChars) : entry.content}
        </p>
        {long ? (
          <Button variant="link" className="h-auto w-fit p-0" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((v) => !v)}>
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        ) : null}
        {/* The entry's comments: read them, and write where the person has allowed it (the panel says so). */}
        <div className="border-t pt-3" data-entry-id={entry.id}>
          <EntryCommentsToggle entryId={entry.id} userId={viewerId} isAuthor={false} unread={0} />
        </div>
      </article>
    </Card>
  );
}

/**
 * One person's entries that they let me read (`/circle/people/{id}`): the server applies the visibility
 * rule, so this page shows exactly what they chose to share with me; a pause or removal is a 403.
 */
export function SharedEntriesScreen({ userId, personId }: { userId: string; personId: string }) {
  const circle = useCircle(userId);
  const entries = useSharedEntries(personId);
  const person: CircleConnection | undefined = circle.data?.memberOf.find((c) => c.id === personId);
  const name = person?.connectionName ?? 'Shared entries';
  const refused = entries.error instanceof ApiError && entries.error.status === 403;
  return (
    <div className="grid gap-6">
      <Button asChild variant="link" className="h-auto w-fit p-0">
        <Link to="/my-circle">
          <ArrowLeft aria-hidden="true" />
          My Circle
        </Link>
      </Button>
      <PageHeader
        title={person ? `${name}’s shared entries` : 'Shared entries'}
        description={
          person
            ? `You are in ${name}’s Support Circle as their ${RELATIONSHIP_LABEL[person.relationshipType].toLowerCase()}. You see only what they share with you.`
            : undefined
        }
      />
      {entries.isPending ? (
        <div role="status" aria-label="Loading shared entries" className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="grid gap-3 p-6">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-16 w-full" />
            </Card>
          ))}
        </div>
      ) : refused ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p>
            {person?.status === 'paused'
              ? `${name} has paused sharing for now.`
              : 'You cannot see these entries. They may have paused or ended sharing with you.'}
          </p>
          <Button asChild variant="outline">
            <Link to="/my-circle">Go to My Circle</Link>
          </Button>
        </Card>
      ) : entries.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p>We couldn't load the shared entries right now.</p>
          <Button variant="outline" onClick={() => void entries.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : entries.data.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-8 text-center">
          <NotebookPen className="size-8 text-muted-foreground" aria-hidden="true" />
          <h2 className="font-semibold">Nothing shared yet</h2>
          <p className="text-sm text-muted-foreground">When {person ? name : 'they'} share an entry with you, it appears here.</p>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Shared entries">
          {entries.data.map((e) => (
            <li key={e.id}>
              <SharedEntry entry={e} viewerId={userId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
