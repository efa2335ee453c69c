import { useState, type ReactNode } from 'react';
import { format } from 'date-fns';
import { MOOD_SCALE_MAX, moodTone, wellnessMessage, type Habit, type HabitEntry, type HabitSummary, type HabitWeekProgress } from '@steady/shared';
import { Activity, CalendarCheck, Flame, Heart, ListChecks, Pencil, Plus, RefreshCw, Sparkles, Target, Trash2 } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/format';
import { useDeleteHabit, useHabitSummary, useHabits, useRecentHabitEntries } from '../api/habits';
import { CreateHabitDialog } from './create-habit-dialog';
import { LogProgressDialog } from './log-progress-dialog';
import { FREQUENCY_LABELS, amount, categoryLabel, dateOf, formatValue, targetText } from './labels';

function StatCard({ title, icon, value, children }: { title: string; icon: ReactNode; value: ReactNode; children?: ReactNode }) {
  return (
    <Card asChild>
      <li className="grid min-w-0 content-start gap-2 p-3 sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <h3 className="min-w-0 text-sm font-medium text-muted-foreground">{title}</h3>
          <span className="text-primary [&_svg]:size-5">{icon}</span>
        </div>
        <p className="text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl">{value}</p>
        {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
      </li>
    </Card>
  );
}

function StatCards({ summary }: { summary: HabitSummary }) {
  const { activeHabits, loggedToday, currentStreak, weeklyScore } = summary;
  return (
    <section aria-labelledby="habit-stats-title">
      <h2 id="habit-stats-title" className="sr-only">
        Your habit progress
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard title="Active Habits" icon={<ListChecks aria-hidden="true" />} value={activeHabits}>
          {plural(activeHabits, 'habit')} you are building
        </StatCard>
        <StatCard title="Logged Today" icon={<CalendarCheck aria-hidden="true" />} value={`${loggedToday}/${activeHabits}`}>
          habits with progress today
        </StatCard>
        <StatCard title="Current Streak" icon={<Flame aria-hidden="true" />} value={`${currentStreak} ${currentStreak === 1 ? 'day' : 'days'}`}>
          {currentStreak > 0 ? 'in a row with a habit logged' : 'log a habit today to start one'}
        </StatCard>
        <StatCard title="Weekly Score" icon={<Target aria-hidden="true" />} value={`${weeklyScore}%`}>
          of this week&apos;s targets, {format(dateOf(summary.weekStart), 'MMM d')} - {format(dateOf(summary.weekEnd), 'MMM d')}
        </StatCard>
      </ul>
    </section>
  );
}

function WellnessMessage({ activeHabits }: { activeHabits: number }) {
  const m = wellnessMessage(activeHabits);
  return (
    <Card className="flex items-start gap-3 border-tone-teal/40 bg-tone-teal-bg p-4" data-testid="wellness-message">
      <Sparkles className="mt-0.5 size-5 shrink-0 text-tone-teal" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="font-semibold text-tone-teal">{m.title}</h2>
        <p className="text-sm">{m.text}</p>
      </div>
    </Card>
  );
}

/** This week's progress of one habit, in words and as a bar. */
function WeekProgress({ habit, progress }: { habit: Habit; progress: HabitWeekProgress | undefined }) {
  const achieved = progress?.achieved ?? 0;
  const expected = progress?.expected ?? 1;
  const pct = Math.round((Math.min(achieved, expected) / expected) * 100);
  const perWeek = habit.frequency === 'weekly' || habit.frequency === 'custom';
  const text = perWeek ? `${pct}% of this week's target` : `${formatValue(achieved)} of ${expected} ${expected === 1 ? 'day' : 'days'} this week`;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-muted-foreground">This week</span>
        <span className="font-medium tabular-nums">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${habit.name} this week`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function HabitCard({
  habit,
  progress,
  onLog,
  onEdit,
  onDelete,
}: {
  habit: Habit;
  progress: HabitWeekProgress | undefined;
  onLog: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = `habit-${habit.id}`;
  const today = progress?.today ?? 0;
  return (
    <Card asChild className="grid gap-3 p-4 sm:p-5">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h3 id={titleId} className="font-semibold leading-tight">
              {habit.name}
            </h3>
            <p className="text-sm text-muted-foreground">{habit.description}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={onLog} aria-label={`Log progress for ${habit.name}`}>
              <Plus aria-hidden="true" />
              Log Progress
            </Button>
            <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${habit.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${habit.name}`} className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="teal">{categoryLabel(habit.category)}</Badge>
          <Badge variant="outline">{FREQUENCY_LABELS[habit.frequency]}</Badge>
          <span className="text-sm text-muted-foreground">Target: {targetText(habit)}</span>
        </div>
        <WeekProgress habit={habit} progress={progress} />
        <p className="text-sm">
          {today > 0 ? (
            <>
              <span className="font-medium">Today:</span> {amount(today, habit.unit)}
            </>
          ) : (
            <span className="text-muted-foreground">Not logged today</span>
          )}
        </p>
      </article>
    </Card>
  );
}

function RecentActivity({ entries, habits }: { entries: HabitEntry[]; habits: Habit[] }) {
  const byId = new Map(habits.map((h) => [h.id, h]));
  return (
    <Card asChild>
      <section aria-labelledby="recent-activity-title">
        <CardHeader>
          <div>
            <CardTitle id="recent-activity-title">
              <Activity aria-hidden="true" className="text-primary" />
              Recent Activity
            </CardTitle>
            <CardDescription>Your latest logged progress</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {entries.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              No activity yet. Log progress on a habit and it will appear here.
            </p>
          ) : (
            <ul className="grid gap-3" aria-label="Recent activity">
              {entries.map((e) => {
                const h = byId.get(e.habitId);
                return (
                  <li key={e.id} className="grid gap-1 rounded-md border p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{h?.name ?? 'Habit'}</span>
                      <span className="text-sm text-muted-foreground">{format(dateOf(e.date), 'MMM d, yyyy')}</span>
                    </div>
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="tabular-nums">{h ? amount(e.value, h.unit) : formatValue(e.value)}</span>
                      {e.moodAfter !== null ? (
                        <Badge tone={moodTone(e.moodAfter)}>
                          <Heart aria-hidden="true" />
                          Mood {e.moodAfter}/{MOOD_SCALE_MAX}
                        </Badge>
                      ) : null}
                    </div>
                    {e.notes ? <p className="line-clamp-2 text-sm text-muted-foreground">{e.notes}</p> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function ScreenSkeleton() {
  return (
    <div role="status" aria-label="Loading your habits" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-16 rounded-lg" />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <Skeleton className="h-40 rounded-lg" />
          <Skeleton className="h-40 rounded-lg" />
        </div>
        <Skeleton className="h-64 rounded-lg" />
      </div>
    </div>
  );
}

/** The Wellness Habits screen: stat cards, the wellness message, the habit list with log-progress dialogs and recent activity. */
export function HabitsScreen({ userId }: { userId: string }) {
  const habits = useHabits(userId);
  const summary = useHabitSummary(userId);
  const recent = useRecentHabitEntries(userId);
  const [creating, setCreating] = useState(false);
  // The habit a log-progress dialog is open for ('' = any), and a counter so each opening starts fresh.
  const [logging, setLogging] = useState<{ habitId: string; n: number } | null>(null);
  const [opened, setOpened] = useState(0);
  // The habit an edit dialog is open for (mounted afresh per opening), and the one a delete is being confirmed for.
  const [editing, setEditing] = useState<{ habit: Habit; n: number } | null>(null);
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteHabit(userId);

  const newHabitButton = (
    <Button>
      <Plus aria-hidden="true" />
      New Habit
    </Button>
  );

  let body: ReactNode;
  if (habits.isPending || summary.isPending || recent.isPending) {
    body = <ScreenSkeleton />;
  } else if (habits.isError || summary.isError || recent.isError) {
    body = (
      <Card role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
        <h2 className="text-lg font-semibold">We couldn&apos;t load your habits</h2>
        <p className="text-muted-foreground">Please try refreshing the page.</p>
        <Button
          variant="outline"
          onClick={() => void Promise.all([habits.refetch(), summary.refetch(), recent.refetch()])}
          disabled={habits.isFetching || summary.isFetching || recent.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  } else {
    const list = habits.data;
    const progressOf = new Map(summary.data.progress.map((p) => [p.habitId, p]));
    const open = (habitId: string) => {
      setOpened((n) => n + 1);
      setLogging({ habitId, n: opened + 1 });
    };
    body = (
      <div className="grid gap-6">
        <StatCards summary={summary.data} />
        <WellnessMessage activeHabits={summary.data.activeHabits} />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <section aria-labelledby="habit-list-title" className="grid gap-4 lg:col-span-2">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="habit-list-title" tabIndex={-1} className="text-lg font-semibold outline-none">
                Your Habits
              </h2>
              {list.length > 0 ? (
                <Button variant="outline" size="sm" onClick={() => open('')}>
                  <Plus aria-hidden="true" />
                  Log Progress
                </Button>
              ) : null}
            </div>
            {list.length === 0 ? (
              <Card className="flex flex-col items-center gap-3 p-10 text-center">
                <ListChecks className="size-10 text-primary" aria-hidden="true" />
                <p className="text-lg font-semibold">No habits yet</p>
                <p className="max-w-md text-muted-foreground">Create your first wellness habit, then log your progress each day.</p>
                <Button onClick={() => setCreating(true)}>
                  <Plus aria-hidden="true" />
                  Create Your First Habit
                </Button>
              </Card>
            ) : (
              <ul className="grid gap-4">
                {list.map((h) => (
                  <li key={h.id}>
                    <HabitCard
                      habit={h}
                      progress={progressOf.get(h.id)}
                      onLog={() => open(h.id)}
                      onEdit={() => {
                        setOpened((n) => n + 1);
                        setEditing({ habit: h, n: opened + 1 });
                      }}
                      onDelete={() => {
                        setDeleting(h);
                        setConfirming(true);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <RecentActivity entries={recent.data} habits={list} />
        </div>
        {logging ? (
          <LogProgressDialog
            key={logging.n}
            userId={userId}
            habits={list.filter((h) => h.isActive)}
            habit={list.find((h) => h.id === logging.habitId)}
            today={summary.data.today}
            open
            onOpenChange={(o) => {
              if (!o) setLogging(null);
            }}
          />
        ) : null}
        {editing ? (
          <CreateHabitDialog
            key={editing.n}
            userId={userId}
            habit={editing.habit}
            open
            onOpenChange={(o) => {
              if (!o) setEditing(null);
            }}
          />
        ) : null}
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={deleting?.name ?? ''}
          description="This habit and all of its logged progress will be removed. This cannot be undone."
          onConfirm={() => remove.mutateAsync(deleting!.id)}
          deletedToast="Habit Deleted"
          failedToast="Failed to delete habit. Please try again."
          onDeleted={() => document.getElementById('habit-list-title')?.focus()}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Wellness Habits"
        description="Build healthy routines and track your progress, one day at a time."
        actions={<CreateHabitDialog userId={userId} open={creating} onOpenChange={setCreating} trigger={newHabitButton} />}
      />
      {body}
    </div>
  );
}
