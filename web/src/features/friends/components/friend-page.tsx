import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { format } from 'date-fns';
import { ArrowLeft, BookOpen, Flame, RefreshCw, Trophy, UserX } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useFriendEntries, useFriendProfile } from '../api/friends';
import { UnfriendDialog } from './unfriend-dialog';

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

function BackLink() {
  return (
    <Link
      to="/friends"
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Friends
    </Link>
  );
}

function Retry({ text, onRetry }: { text: string; onRetry: () => unknown }) {
  return (
    <Card role="alert" className="grid justify-items-start gap-3 p-6">
      <p className="text-muted-foreground">{text}</p>
      <Button variant="outline" onClick={() => void onRetry()}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}

function PublicEntries({ userId, friendId, name }: { userId: string; friendId: string; name: string }) {
  const entries = useFriendEntries(userId, friendId);
  return (
    <Card asChild>
      <section aria-labelledby="friend-entries-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="friend-entries-title" className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:text-primary">
              <BookOpen aria-hidden="true" />
              Public Entries
            </CardTitle>
            <CardDescription>Entries {name} chose to share with friends.</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {entries.isPending ? (
            <div role="status" aria-label="Loading public entries" className="grid gap-3">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : entries.isError ? (
            <Retry text="We couldn't load these entries right now." onRetry={entries.refetch} />
          ) : entries.data.length === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-muted-foreground">{name} hasn&apos;t shared any public entries yet.</p>
          ) : (
            <ul className="grid gap-4">
              {entries.data.map((e) => (
                <li key={e.id}>
                  <article className="grid gap-2 rounded-md border p-4" aria-labelledby={`entry-${e.id}`}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 id={`entry-${e.id}`} className="font-semibold">
                        {e.title}
                      </h3>
                      <time dateTime={e.createdAt} className="text-sm text-muted-foreground">
                        {format(new Date(e.createdAt), 'MMM d, yyyy h:mm a')}
                      </time>
                    </div>
                    <p className="whitespace-pre-line break-words">{e.content}</p>
                    {e.themes.length > 0 ? (
                      <ul className="flex flex-wrap gap-1.5" aria-label="Themes">
                        {e.themes.map((t) => (
                          <li key={t}>
                            <Badge variant="secondary">{t}</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

/** A friend's page: name, streak, unlocked achievements and public entries, with Unfriend. */
export function FriendPage({ userId, friendId }: { userId: string; friendId: string }) {
  const profile = useFriendProfile(userId, friendId);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (profile.isPending) {
    return (
      <div className="grid gap-6" role="status" aria-label="Loading your friend's page">
        <BackLink />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    const notFriends = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="grid gap-6">
        <BackLink />
        <PageHeader title={notFriends ? 'Friend not found' : 'Friend'} />
        {notFriends ? (
          <Card className="flex items-start gap-3 p-6">
            <UserX className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p>You are not friends with this person, so their page is not shown.</p>
          </Card>
        ) : (
          <Retry text="We couldn't load your friend's page right now." onRetry={profile.refetch} />
        )}
      </div>
    );
  }
  const f = profile.data;
  return (
    <div className="grid gap-6">
      <BackLink />
      <PageHeader
        title={f.name}
        description={`Friends since ${day(f.createdAt)}`}
        actions={
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <UserX aria-hidden="true" />
            Unfriend
          </Button>
        }
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Streaks">
        <Card asChild>
          <li className="grid gap-1 p-4 sm:p-5">
            <span className="text-sm font-medium text-muted-foreground">Current Streak</span>
            <span className="flex items-center gap-2 text-2xl font-semibold tabular-nums sm:text-3xl">
              <Flame className="size-6 text-tone-orange" aria-hidden="true" />
              {f.currentStreak} {f.currentStreak === 1 ? 'day' : 'days'}
            </span>
          </li>
        </Card>
        <Card asChild>
          <li className="grid gap-1 p-4 sm:p-5">
            <span className="text-sm font-medium text-muted-foreground">Longest Streak</span>
            <span className="text-2xl font-semibold tabular-nums sm:text-3xl">
              {f.longestStreak} {f.longestStreak === 1 ? 'day' : 'days'}
            </span>
          </li>
        </Card>
      </ul>
      <Card asChild>
        <section aria-labelledby="friend-achievements-title">
          <CardHeader>
            <CardTitle id="friend-achievements-title" className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:text-primary">
              <Trophy aria-hidden="true" />
              Achievements
            </CardTitle>
          </CardHeader>
          <CardContent>
            {f.achievements.length === 0 ? (
              <p className="rounded-md border border-dashed p-4 text-muted-foreground">No achievements unlocked yet.</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {f.achievements.map((a) => (
                  <li key={a.id} className="flex items-start gap-3 rounded-md border p-3">
                    <Trophy className="mt-0.5 size-5 shrink-0 text-tone-yellow" aria-hidden="true" />
                    <div className="grid">
                      <span className="font-medium">{a.name}</span>
                      <span className="text-sm text-muted-foreground">{a.description}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </section>
      </Card>
      <PublicEntries userId={userId} friendId={friendId} name={f.name} />
      <UnfriendDialog
        userId={userId}
        friend={confirming ? f : null}
        onClose={() => setConfirming(false)}
        onUnfriended={() => navigate('/friends', { replace: true })}
      />
    </div>
  );
}
