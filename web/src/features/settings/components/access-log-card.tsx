import type { AccessLogItem } from '@steady/shared';
import { Eye, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatInZone } from '@/lib/dates';
import { plural } from '@/lib/format';
import { useAccessLog } from '../api/access-log';

const LABELS: Record<string, string> = {
  coach: 'Coach',
  therapist: 'Therapist',
  admin: 'Admin',
  user: 'Friend',
  friend: 'Friend',
  family: 'Family',
  service_provider: 'Service provider',
};

/** The reader's relationship in the person's circle when they have one, else their role. */
const readerLabel = (item: AccessLogItem) => LABELS[item.relationship ?? item.readerRole] ?? item.relationship ?? item.readerRole;

/** What was read, in words: "6 journal entries", "your safety plan", "changed your account (role)". */
export function accessWhat(item: Pick<AccessLogItem, 'what' | 'count'>): string {
  const n = item.count ?? 1;
  switch (item.what) {
    case 'entries':
      return `Read ${plural(n, 'journal entry', 'journal entries')}`;
    case 'comments':
      return `Read ${plural(n, 'comment')} on your entries`;
    case 'messages':
      return `Read ${plural(n, 'message')} in your conversation`;
    case 'form_answers':
      return 'Read your form answers';
    case 'safety_plan':
      return 'Read your safety plan';
    case 'habits':
      return 'Read your habits';
    case 'admin_action':
      return 'Changed your account';
  }
}

/**
 * Settings → Privacy: "Who viewed my journal" (docs/architecture.md, "Audit of reads"): every read of
 * the person's entries, comments, messages, plan or habits by someone else, newest first, with who
 * (name and role), what and when in the person's own time zone.
 */
export function AccessLogCard({ userId, timeZone }: { userId: string; timeZone?: string | undefined }) {
  const log = useAccessLog(userId);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card asChild>
      <section aria-labelledby="who-viewed-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="who-viewed-title">
              <Eye aria-hidden="true" className="text-primary" />
              Who viewed my journal
            </CardTitle>
            <CardDescription>
              Privacy: each time someone in your care team or circle reads your entries, comments, messages or plan, it is recorded here. Your own reading is
              not.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          {log.isPending ? (
            <div role="status" aria-label="Loading who viewed your journal" className="grid gap-2">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : log.isError ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p>We couldn't load who viewed your journal right now.</p>
              <Button variant="outline" onClick={() => void log.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground">Nobody else has viewed your journal yet.</p>
          ) : (
            <>
              <ul className="grid divide-y rounded-md border" aria-label="Who viewed my journal">
                {items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
                    <div className="grid gap-0.5">
                      <p className="font-medium">
                        {item.readerName} <span className="text-sm font-normal text-muted-foreground">· {readerLabel(item)}</span>
                      </p>
                      <p className="text-sm text-muted-foreground">{accessWhat(item)}</p>
                    </div>
                    <time dateTime={item.at} className="text-sm text-muted-foreground">
                      {formatInZone(item.at, 'MMM d, yyyy h:mm a', timeZone)}
                    </time>
                  </li>
                ))}
              </ul>
              {log.hasNextPage ? (
                <Button variant="outline" className="justify-self-start" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                  {log.isFetchingNextPage ? <Spinner /> : null}
                  {log.isFetchingNextPage ? 'Loading...' : 'Show more'}
                </Button>
              ) : null}
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
