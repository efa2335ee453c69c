import { useState } from 'react';
import { CalendarClock, CalendarDays, CalendarX, Download, RefreshCw, X } from 'lucide-react';
import { SESSION_TYPE_NAMES, type CoachingSession } from '@steady/shared';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAgenda } from '@/lib/agenda';
import { errorMessage } from '@/lib/api-client';
import { browserTimeZone, formatInZone } from '@/lib/dates';
import { downloadInvite, useCancelSession, useCoachingSessions } from '../api/booking';
import { BookSessionButton, type BookableCoach } from './book-session-dialog';

const WHEN = 'EEE, MMM d, yyyy h:mm a';
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const STATUS: Record<CoachingSession['status'], { label: string; tone: 'green' | 'yellow' | 'grey' | 'red' | 'teal' }> = {
  pending: { label: 'Awaiting payment', tone: 'yellow' },
  scheduled: { label: 'Scheduled', tone: 'green' },
  completed: { label: 'Completed', tone: 'teal' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
  expired: { label: 'Not paid in time', tone: 'grey' },
};

const PAYMENT: Record<CoachingSession['paymentStatus'], string> = { pending: 'payment pending', paid: 'paid', refunded: 'refunded', unpaid: 'not charged' };

/** The other person of a session, seen from `viewerId`. */
const otherName = (s: CoachingSession, viewerId: string) => (s.coachId === viewerId ? s.clientName : s.coachName);

function SessionActions({ session, userId }: { session: CoachingSession; userId: string }) {
  const cancel = useCancelSession(userId);
  const [confirm, setConfirm] = useState(false);
  const active = session.status === 'pending' || session.status === 'scheduled';
  const name = otherName(session, userId);
  const when = formatInZone(session.scheduledAt, WHEN, browserTimeZone());
  return (
    <div className="flex flex-wrap gap-2">
      {active ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void downloadInvite(session.id).catch((error: unknown) =>
              toast({ title: 'Could not download the invite', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
            )
          }
        >
          <Download aria-hidden="true" />
          Add to calendar (.ics)
        </Button>
      ) : null}
      {active ? (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setConfirm(true)}>
          <X aria-hidden="true" />
          Cancel session
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Cancel the session with ${name}?`}
        description={
          session.paymentStatus === 'paid'
            ? session.refundable
              ? `The ${when} session is cancelled and ${dollars(session.price)} is refunded to the card it was paid with.`
              : `The ${when} session is less than 24 hours away: it is cancelled without a refund.`
            : `The ${when} session is cancelled and the time is freed. Nothing was charged.`
        }
        confirmLabel="Cancel session"
        pendingLabel="Cancelling..."
        onConfirm={() =>
          cancel.mutateAsync(session.id).then(
            (done) =>
              toast({
                title: 'Session Cancelled',
                description: done.paymentStatus === 'refunded' ? `${dollars(done.price)} will be refunded.` : 'The time is free again.',
                variant: 'success',
              }),
            (error: unknown) => {
              toast({ title: 'Could not cancel the session', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
              throw error;
            },
          )
        }
      />
    </div>
  );
}

/** One session: what, with whom, when (in the viewer's zone, named), length, price and payment, status; cancel and .ics. */
export function SessionRow({ session, userId, showNotes = false }: { session: CoachingSession; userId: string; showNotes?: boolean }) {
  const zone = browserTimeZone();
  const status = STATUS[session.status];
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="coaching-session">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-medium">
            {SESSION_TYPE_NAMES[session.sessionType]} with {otherName(session, userId)}
          </p>
          <p className="text-sm text-muted-foreground">
            <time dateTime={session.scheduledAt}>{formatInZone(session.scheduledAt, WHEN, zone)}</time> ({zone}) · {session.duration} min ·{' '}
            {dollars(session.price)} {PAYMENT[session.paymentStatus]}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {showNotes && session.notes ? <p className="text-sm break-words">Notes: {session.notes}</p> : null}
      <SessionActions session={session} userId={userId} />
    </li>
  );
}

function ListState({ query, label }: { query: { isPending: boolean; refetch: () => unknown }; label: string }) {
  if (query.isPending)
    return (
      <div role="status" aria-label={`Loading ${label}`} className="grid gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  return (
    <div className="grid justify-items-start gap-2" role="alert">
      <p className="text-sm">Sessions could not be loaded.</p>
      <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** The dashboard's small card: the patient's upcoming sessions (nothing while there are none), from the dashboard's agenda. */
export function UpcomingSessionsCard({ userId }: { userId: string }) {
  const sessions = useAgenda(userId);
  const mine = sessions.data?.sessions ?? [];
  if (!sessions.isError && mine.length === 0) return null;
  return (
    <Card asChild className="grid gap-3 p-4 sm:p-6">
      <section aria-labelledby="upcoming-sessions-title" data-testid="upcoming-sessions">
        <h2 id="upcoming-sessions-title" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="size-5 text-primary" aria-hidden="true" />
          Upcoming Sessions
        </h2>
        {sessions.isError ? (
          <ListState query={sessions} label="sessions" />
        ) : (
          <ul className="grid gap-2">
            {mine.slice(0, 3).map((s) => (
              <SessionRow key={s.id} session={s} userId={userId} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** My Circle's coach card: the next session with this coach (cancel, .ics), and Book Session. */
export function CoachBookingPanel({ userId, coach, timeZone }: { userId: string; coach: BookableCoach; timeZone?: string | undefined }) {
  const sessions = useCoachingSessions(userId);
  const next = sessions.data?.upcoming.find((s) => s.coachId === coach.id && s.userId === userId);
  return (
    <div className="grid gap-2" data-testid="coach-booking">
      {next ? (
        <div className="grid gap-1" data-testid="next-session">
          <p className="text-sm font-medium">Next session</p>
          <ul>
            <SessionRow session={next} userId={userId} />
          </ul>
        </div>
      ) : null}
      <div>
        <BookSessionButton coach={coach} userId={userId} timeZone={timeZone} />
      </div>
    </div>
  );
}

/** The coach's Sessions tab: upcoming and past sessions with clients, with cancel and .ics. */
export function CoachSessionsPanel({ userId }: { userId: string }) {
  const sessions = useCoachingSessions(userId);
  const upcoming = sessions.data?.upcoming.filter((s) => s.coachId === userId) ?? [];
  const past = sessions.data?.past.filter((s) => s.coachId === userId) ?? [];
  return (
    <div className="grid gap-6">
      <Card asChild className="grid gap-3 p-4 sm:p-6">
        <section aria-labelledby="coach-upcoming-title">
          <h2 id="coach-upcoming-title" className="flex items-center gap-2 text-lg font-semibold">
            <CalendarDays className="size-5 text-primary" aria-hidden="true" />
            Upcoming Sessions
          </h2>
          {sessions.isPending || sessions.isError ? (
            <ListState query={sessions} label="sessions" />
          ) : upcoming.length ? (
            <ul className="grid gap-2">
              {upcoming.map((s) => (
                <SessionRow key={s.id} session={s} userId={userId} showNotes />
              ))}
            </ul>
          ) : (
            <div className="grid justify-items-start gap-1 text-sm text-muted-foreground">
              <CalendarX className="size-6" aria-hidden="true" />
              <p>No upcoming sessions.</p>
              <p>Clients book the hours you set under Availability.</p>
            </div>
          )}
        </section>
      </Card>
      {past.length ? (
        <Card asChild className="grid gap-3 p-4 sm:p-6">
          <section aria-labelledby="coach-past-title">
            <h2 id="coach-past-title" className="text-lg font-semibold">
              Past Sessions
            </h2>
            <ul className="grid gap-2">
              {past.map((s) => (
                <SessionRow key={s.id} session={s} userId={userId} showNotes />
              ))}
            </ul>
          </section>
        </Card>
      ) : null}
    </div>
  );
}
