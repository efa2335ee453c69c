import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertTriangle, BookOpen, CheckCircle2, ClipboardList, Clock, PhoneMissed, Siren, TrendingDown, TrendingUp, UserCheck } from 'lucide-react';
import { RELATIONSHIP_LABEL, type AttentionSignal } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { plural } from '@/lib/format';
import { useCoachInsights, useDismissAttention, useNeedsAttention } from '../api/caseload';
import { EntryDialog, type EntryTarget } from './entry-dialog';
import { Avatar, ListSkeleton, LoadError, MoodBadge, PanelCard, SentimentBadge } from './parts';

const SIGNAL_ICON: Record<AttentionSignal, typeof Siren> = {
  crisis_alert: Siren,
  missed_calls: PhoneMissed,
  mood_drop: TrendingDown,
  no_contact: Clock,
  form_overdue: ClipboardList,
  phq9_rise: TrendingUp,
  phq9_severe: AlertTriangle,
};

const entriesOf = (userId: string) => `/coach-dashboard/entries?student=${encodeURIComponent(userId)}`;

/** Needs attention: each student with their reasons in words, the most severe first; dismissable for today. */
function NeedsAttention({ coachId }: { coachId: string }) {
  const headingId = useId();
  const list = useNeedsAttention(coachId);
  const dismiss = useDismissAttention(coachId);
  return (
    <PanelCard
      title="Needs attention"
      icon={<AlertTriangle />}
      headingId={headingId}
      description="Students whose crisis alerts, mood, calls or silence ask for a look today, the most urgent first."
    >
      {list.isPending ? (
        <ListSkeleton label="Loading who needs attention" rows={2} />
      ) : list.isError ? (
        <LoadError message="We couldn't load who needs attention." retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <CheckCircle2 className="size-5 text-tone-green" aria-hidden="true" />
          Nobody needs attention right now.
        </p>
      ) : (
        <ul className="grid gap-3" aria-labelledby={headingId}>
          {list.data.map((item) => (
            <li key={item.userId} className="grid gap-3 rounded-md border p-3 sm:flex sm:items-start sm:justify-between" data-testid="attention-item">
              <div className="flex min-w-0 gap-3">
                <Avatar name={item.name} />
                <div className="grid min-w-0 gap-1">
                  <p className="font-semibold">{item.name}</p>
                  <ul className="grid gap-1 text-sm">
                    {item.reasons.map((r) => {
                      const Icon = SIGNAL_ICON[r.signal];
                      return (
                        <li
                          key={r.signal}
                          className={r.signal === 'crisis_alert' ? 'flex items-start gap-2 font-medium text-tone-red' : 'flex items-start gap-2'}
                        >
                          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                          {r.text}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 sm:justify-end">
                {item.reasons.some((r) => r.signal === 'crisis_alert') ? (
                  <Button asChild size="sm">
                    <Link to="/crisis-alerts">Open alerts</Link>
                  </Button>
                ) : null}
                <Button asChild size="sm" variant="outline">
                  <Link to={entriesOf(item.userId)} aria-label={`View entries of ${item.name}`}>
                    View entries
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={dismiss.isPending && dismiss.variables === item.userId}
                  aria-label={`Dismiss ${item.name} for today`}
                  onClick={() =>
                    dismiss.mutate(item.userId, {
                      onSuccess: () => toast({ title: 'Dismissed for today', description: `${item.name} comes back tomorrow if still needed.` }),
                      onError: (err) => toast({ title: 'Could not dismiss', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
                    })
                  }
                >
                  Dismiss for today
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

/** The Overview tab: Needs attention, Recent Activity (5 newest entries) and Active Students (first 5). */
export function OverviewPanel({ coachId, timeZone }: { coachId: string; timeZone?: string | undefined }) {
  const recentId = useId();
  const activeId = useId();
  const insights = useCoachInsights(coachId);
  const [open, setOpen] = useState<EntryTarget | null>(null);
  return (
    <div className="grid gap-6">
      <NeedsAttention coachId={coachId} />
      {insights.isError ? (
        <LoadError message="We couldn't load your caseload." retry={() => void insights.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <PanelCard title="Recent Activity" icon={<BookOpen />} headingId={recentId}>
            {insights.isPending ? (
              <ListSkeleton label="Loading recent activity" />
            ) : insights.data.recentActivity.length === 0 ? (
              <p className="text-muted-foreground">No shared entries from your students yet.</p>
            ) : (
              <ul className="grid gap-3" aria-labelledby={recentId}>
                {insights.data.recentActivity.map((e) => (
                  <li key={e.id}>
                    <button
                      type="button"
                      className="flex w-full gap-3 rounded-md border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => setOpen({ studentId: e.userId, entryId: e.id, authorName: e.authorName, entry: e })}
                      data-testid="recent-activity-item"
                    >
                      <Avatar name={e.authorName} />
                      <span className="grid min-w-0 flex-1 gap-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold">{e.authorName}</span>
                          <MoodBadge score={e.moodScore} />
                        </span>
                        <span className="text-xs text-muted-foreground">{formatInZone(e.createdAt, 'MMM d, yyyy h:mm a', timeZone)}</span>
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="min-w-0 break-words">{e.title}</span>
                          <SentimentBadge sentiment={e.sentiment} />
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </PanelCard>
          <PanelCard title="Active Students" icon={<UserCheck />} headingId={activeId}>
            {insights.isPending ? (
              <ListSkeleton label="Loading active students" />
            ) : insights.data.activeStudents.length === 0 ? (
              <p className="text-muted-foreground">No active students yet.</p>
            ) : (
              <ul className="grid gap-3" aria-labelledby={activeId}>
                {insights.data.activeStudents.map((s) => (
                  <li key={s.userId} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <Avatar name={s.name} />
                      <div className="grid min-w-0">
                        <span className="font-semibold">{s.name}</span>
                        <span className="text-sm text-muted-foreground">
                          {plural(s.totalSessions, 'session')} · <Badge variant="outline">{RELATIONSHIP_LABEL[s.relationshipType]}</Badge>
                        </span>
                      </div>
                    </div>
                    {s.canViewEntries ? (
                      <Button asChild size="sm" variant="outline">
                        <Link to={entriesOf(s.userId)} aria-label={`View entries of ${s.name}`}>
                          View entries
                        </Link>
                      </Button>
                    ) : (
                      <span className="text-sm text-muted-foreground">Entries not shared</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </PanelCard>
        </div>
      )}
      <EntryDialog target={open} coachId={coachId} timeZone={timeZone} onClose={() => setOpen(null)} />
    </div>
  );
}
