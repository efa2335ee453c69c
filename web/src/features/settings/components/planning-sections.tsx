import { Fragment, useState } from 'react';
import type { Checklist, Experiment, Goal, Part, Routine } from '@steady/shared';
import { CheckSquare, FlaskConical, Pencil, Plus, Puzzle, RefreshCw, Repeat, Target, Trash2, type LucideIcon } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { humanize } from '@/lib/forms';
import { useChecklists, useDeletePlanningItem, useExperiments, useGoals, useParts, useRoutines, type PlanningKind } from '@/lib/planning';
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

/** A row's Edit and Delete buttons, named with the item. */
interface RowActions<T> {
  nameOf: (t: T) => string;
  onEdit: (t: T) => void;
  onDelete: (t: T) => void;
}

function ListBody<T extends { id: string }>({ q, empty, render, label, nameOf, onEdit, onDelete }: ListProps<T> & RowActions<T>) {
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
        <li key={t.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3">
          <div className="min-w-0 flex-1">{render(t)}</div>
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => onEdit(t)} aria-label={`Edit ${nameOf(t)}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDelete(t)}
              aria-label={`Delete ${nameOf(t)}`}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
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

/**
 * A planning card: icon and title, a description, a "New …" button opening `dialog`, and the list,
 * each row with Edit (the same dialog, given the item, mounted afresh per opening) and Delete
 * (a confirmation; afterwards focus goes to the card's title).
 */
function PlanningSection<T extends { id: string }>({
  id,
  icon: Icon,
  title,
  description,
  newLabel,
  dialog,
  kind,
  noun,
  nameOf,
  userId,
  ...list
}: {
  userId: string;
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  newLabel: string;
  /** The create dialog, or with `item` the edit dialog. */
  dialog: (slot: DialogSlot, item?: T) => React.ReactNode;
  kind: PlanningKind;
  /** 'Goal', 'Checklist', …: in the toasts. */
  noun: string;
  nameOf: (t: T) => string;
} & ListProps<T>) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<{ item: T; n: number } | null>(null);
  const [opened, setOpened] = useState(0);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePlanningItem(kind, userId);
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id={id} tabIndex={-1} className="outline-none">
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
          <ListBody<T>
            {...list}
            nameOf={nameOf}
            onEdit={(item) => {
              setOpened((n) => n + 1);
              setEditing({ item, n: opened + 1 });
            }}
            onDelete={(item) => {
              setDeleting(item);
              setConfirming(true);
            }}
          />
        </CardContent>
        {editing ? (
          <Fragment key={editing.n}>
            {dialog(
              {
                open: true,
                onOpenChange: (o) => {
                  if (!o) setEditing(null);
                },
                trigger: null,
              },
              editing.item,
            )}
          </Fragment>
        ) : null}
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={deleting ? nameOf(deleting) : ''}
          description={`This ${noun.toLowerCase()} will be removed. This cannot be undone.`}
          onConfirm={() => remove.mutateAsync(deleting!.id)}
          deletedToast={`${noun} Deleted`}
          failedToast={`Failed to delete ${noun.toLowerCase()}. Please try again.`}
          onDeleted={() => document.getElementById(id)?.focus()}
        />
      </section>
    </Card>
  );
}

export function GoalsSection({ userId }: { userId: string }) {
  const goals = useGoals(userId);
  return (
    <PlanningSection<Goal>
      id="goals-title"
      userId={userId}
      kind="goals"
      noun="Goal"
      nameOf={(g) => g.title}
      icon={Target}
      title="Goals"
      description="Short-term (under 1 year) and long-term (1+ years) goals, newest first."
      newLabel="New Goal"
      dialog={(slot, item) => <GoalDialog userId={userId} item={item} {...slot} />}
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
      userId={userId}
      kind="checklists"
      noun="Checklist"
      nameOf={(c) => c.title}
      icon={CheckSquare}
      title="Checklists"
      description="One-off checklists with a due date, or recurring ones."
      newLabel="New Checklist"
      dialog={(slot, item) => <ChecklistDialog userId={userId} goals={goals.data ?? []} item={item} {...slot} />}
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
      userId={userId}
      kind="parts"
      noun="Part"
      nameOf={(p) => p.name}
      icon={Puzzle}
      title="Parts (Coherence Mode)"
      description="The parts of you, Internal Family Systems style: protectors, exiles, firefighters and self."
      newLabel="New Part"
      dialog={(slot, item) => <PartDialog userId={userId} item={item} {...slot} />}
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
      userId={userId}
      kind="experiments"
      noun="Experiment"
      nameOf={(x) => x.title}
      icon={FlaskConical}
      title="Experiments"
      description="Small life experiments with a hypothesis and actions, newest first."
      newLabel="New Experiment"
      dialog={(slot, item) => <ExperimentDialog userId={userId} item={item} {...slot} />}
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
      userId={userId}
      kind="routines"
      noun="Routine"
      nameOf={(r) => r.title}
      icon={Repeat}
      title="Routine Builder"
      description="Routines you keep now and ones you plan to build, newest first."
      newLabel="New Routine"
      dialog={(slot, item) => <RoutineDialog userId={userId} experiments={experiments.data ?? []} item={item} {...slot} />}
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
