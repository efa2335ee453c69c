import { useState } from 'react';
import type { Checklist, Experiment, Goal, Part, Routine } from '@steady/shared';
import { CheckSquare, FlaskConical, Plus, Puzzle, RefreshCw, Repeat, Target, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { humanize } from '@/lib/forms';
import { useChecklists, useExperiments, useGoals, useParts, useRoutines } from '../api/planning';
import { ExperimentDialog } from './experiment-dialog';
import { RoutineDialog } from './routine-dialog';
import { ChecklistDialog } from './checklist-dialog';
import { GoalDialog } from './goal-dialog';
import { PART_COLOR_NAMES, PartDialog } from './part-dialog';
import type { PART_COLORS } from '@steady/shared';

interface ListState<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
  refetch: () => unknown;
}

interface ListProps<T> {
  q: ListState<T>;
  empty: string;
  render: (t: T) => React.ReactNode;
  label: string;
}

function ListBody<T extends { id: string }>({ q, empty, render, label }: ListProps<T>) {
  if (q.isPending)
    return (
      <div role="status" aria-label={`Loading ${label}`} className="grid gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (q.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>We couldn't load your {label} right now.</p>
        <Button variant="outline" size="sm" onClick={() => void q.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  const items = q.data ?? [];
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {items.map((t) => (
        <li key={t.id} className="rounded-md border p-3">
          {render(t)}
        </li>
      ))}
    </ul>
  );
}

/** What a section hands its create dialog: the open state and the "New …" button that opens it. */
interface DialogSlot {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactNode;
}

/** A planning card: icon and title, a description, a "New …" button opening `dialog`, and the list. */
function PlanningSection<T extends { id: string }>({
  id,
  icon: Icon,
  title,
  description,
  newLabel,
  dialog,
  ...list
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  newLabel: string;
  dialog: (slot: DialogSlot) => React.ReactNode;
} & ListProps<T>) {
  const [open, setOpen] = useState(false);
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id={id}>
              <Icon aria-hidden="true" className="text-primary" />
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {dialog({
            open,
            onOpenChange: setOpen,
            trigger: (
              <Button size="sm">
                <Plus aria-hidden="true" />
                {newLabel}
              </Button>
            ),
          })}
        </CardHeader>
        <CardContent>
          <ListBody<T> {...list} />
        </CardContent>
      </section>
    </Card>
  );
}

export function GoalsSection({ userId }: { userId: string }) {
  const goals = useGoals(userId);
  return (
    <PlanningSection<Goal>
      id="goals-title"
      icon={Target}
      title="Goals"
      description="Short-term (under 1 year) and long-term (1+ years) goals, newest first."
      newLabel="New Goal"
      dialog={(slot) => <GoalDialog userId={userId} {...slot} />}
      q={goals}
      label="goals"
      empty="No goals yet. Create one to start tracking it."
      render={(g) => (
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{g.title}</p>
            <Badge variant="outline">{g.type === 'short_term' ? 'Short-term' : 'Long-term'}</Badge>
            {g.category ? <Badge variant="secondary">{humanize(g.category)}</Badge> : null}
            <Badge variant="secondary">Priority {g.priority}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">{g.description}</p>
        </div>
      )}
    />
  );
}

export function ChecklistsSection({ userId }: { userId: string }) {
  const checklists = useChecklists(userId);
  const goals = useGoals(userId);
  return (
    <PlanningSection<Checklist>
      id="checklists-title"
      icon={CheckSquare}
      title="Checklists"
      description="One-off checklists with a due date, or recurring ones."
      newLabel="New Checklist"
      dialog={(slot) => <ChecklistDialog userId={userId} goals={goals.data ?? []} {...slot} />}
      q={checklists}
      label="checklists"
      empty="No checklists yet."
      render={(c) => (
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{c.title}</p>
            {c.isRecurring && c.recurrencePattern ? <Badge variant="outline">Repeats {c.recurrencePattern}</Badge> : null}
            {!c.isRecurring && c.dueDate ? <Badge variant="outline">Due {c.dueDate}</Badge> : null}
            {c.category ? <Badge variant="secondary">{humanize(c.category)}</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {c.items.length} {c.items.length === 1 ? 'item' : 'items'}: {c.items.map((i) => i.text).join(', ')}
          </p>
        </div>
      )}
    />
  );
}

export function PartsSection({ userId }: { userId: string }) {
  const parts = useParts(userId);
  return (
    <PlanningSection<Part>
      id="parts-title"
      icon={Puzzle}
      title="Parts (Coherence Mode)"
      description="The parts of you, Internal Family Systems style: protectors, exiles, firefighters and self."
      newLabel="New Part"
      dialog={(slot) => <PartDialog userId={userId} {...slot} />}
      q={parts}
      label="parts"
      empty="No parts yet."
      render={(p) => (
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="mt-1 size-4 shrink-0 rounded-full" style={{ backgroundColor: p.color }} />
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium">{p.name}</p>
              <Badge variant="outline">{humanize(p.role)}</Badge>
              <span className="sr-only">Colour: {PART_COLOR_NAMES[p.color as (typeof PART_COLORS)[number]] ?? p.color}</span>
            </div>
            <p className="text-sm text-muted-foreground">{p.description}</p>
          </div>
        </div>
      )}
    />
  );
}

export function ExperimentsSection({ userId }: { userId: string }) {
  const experiments = useExperiments(userId);
  return (
    <PlanningSection<Experiment>
      id="experiments-title"
      icon={FlaskConical}
      title="Experiments"
      description="Small life experiments with a hypothesis and actions, newest first."
      newLabel="New Experiment"
      dialog={(slot) => <ExperimentDialog userId={userId} {...slot} />}
      q={experiments}
      label="experiments"
      empty="No experiments yet."
      render={(x) => (
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{x.title}</p>
            <Badge variant="outline">{humanize(x.status)}</Badge>
            {x.startDate ? (
              <Badge variant="secondary">
                {x.startDate}
                {x.endDate ? ` to ${x.endDate}` : ''}
              </Badge>
            ) : null}
          </div>
          {x.hypothesis ? <p className="text-sm text-muted-foreground">Hypothesis: {x.hypothesis}</p> : null}
        </div>
      )}
    />
  );
}

export function RoutinesSection({ userId }: { userId: string }) {
  const routines = useRoutines(userId);
  const experiments = useExperiments(userId);
  return (
    <PlanningSection<Routine>
      id="routines-title"
      icon={Repeat}
      title="Routine Builder"
      description="Routines you keep now and ones you plan to build, newest first."
      newLabel="New Routine"
      dialog={(slot) => <RoutineDialog userId={userId} experiments={experiments.data ?? []} {...slot} />}
      q={routines}
      label="routines"
      empty="No routines yet."
      render={(r) => (
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{r.title}</p>
            <Badge variant="outline">{humanize(r.frequency)}</Badge>
            <Badge variant="secondary">{humanize(r.timeOfDay)}</Badge>
            {r.duration ? <Badge variant="secondary">{r.duration} min</Badge> : null}
          </div>
          {r.actions.length ? <p className="text-sm text-muted-foreground">{r.actions.join(', ')}</p> : null}
        </div>
      )}
    />
  );
}
