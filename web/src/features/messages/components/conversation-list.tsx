import { Link } from 'react-router-dom';
import { ChevronRight, MessagesSquare, PauseCircle, RefreshCw, Users } from 'lucide-react';
import type { ConversationSummary } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useConversations } from '@/lib/conversations';
import { formatInZone } from '@/lib/dates';
import { plural } from '@/lib/format';

export const RELATIONSHIP_LABEL: Record<ConversationSummary['relationshipType'], string> = {
  coach: 'Coach',
  therapist: 'Therapist',
  family: 'Family',
  friend: 'Friend',
  service_provider: 'Service provider',
};

/** The caller's side of the relationship: a patient sees "Coach", the coach sees "Client". */
export const roleOf = (c: ConversationSummary) => (c.iAmPatient ? RELATIONSHIP_LABEL[c.relationshipType] : 'Client');

/**
 * Messages (`/messages`): the caller's conversations with coaches and therapists (or, for them, their
 * clients), latest first, with the unread count; a paused connection is listed, marked, and closed.
 */
export function ConversationList({ userId, timeZone }: { userId: string; timeZone?: string | undefined }) {
  const list = useConversations(userId);
  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading conversations" className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">Error Loading Messages</p>
        <p className="text-muted-foreground">{errorMessage(list.error, 'Your conversations could not be loaded.')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  if (list.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center" data-testid="messages-empty">
        <MessagesSquare className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No conversations yet</h2>
        <p className="max-w-md text-muted-foreground">When a coach or therapist is in your Support Circle, you can send each other secure messages here.</p>
        <Button asChild variant="outline">
          <Link to="/my-circle">
            <Users aria-hidden="true" />
            Go to Support Circle
          </Link>
        </Button>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Conversations">
      {list.data.map((c) => (
        <li key={c.connectionId}>
          <Card asChild>
            <Link
              to={`/messages/${encodeURIComponent(c.connectionId)}`}
              className="flex items-center gap-4 p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              data-testid="conversation"
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-semibold">{c.name}</span>
                  <span className="text-sm text-muted-foreground">{roleOf(c)}</span>
                  {!c.canMessage ? (
                    <Badge variant="outline">
                      <PauseCircle aria-hidden="true" />
                      Paused
                    </Badge>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {c.lastMessageAt ? (
                    <>
                      Last message <time dateTime={c.lastMessageAt}>{formatInZone(c.lastMessageAt, 'MMM d, yyyy h:mm a', timeZone)}</time>
                    </>
                  ) : (
                    'No messages yet'
                  )}
                </p>
              </div>
              {c.unreadCount > 0 ? (
                <Badge data-testid="conversation-unread">
                  {c.unreadCount}
                  <span className="sr-only"> {plural(c.unreadCount, 'unread message').replace(/^\d+ /, '')}</span>
                </Badge>
              ) : null}
              <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
