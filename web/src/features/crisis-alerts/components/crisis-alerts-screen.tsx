import { useEffect } from 'react';
import {
  AlertCircle,
  AlertTriangle,
  BookOpen,
  Bot,
  CalendarClock,
  Check,
  ClipboardList,
  Mail,
  MessageSquare,
  Phone,
  RefreshCw,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { CrisisAlert } from '@steady/shared';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { unacknowledgedCount } from '@/lib/crisis-alerts';
import { formatInZone } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useAcknowledgeAlert, useCrisisAlerts } from '../api/alerts';

const TIME_FORMAT = 'MMM d, yyyy h:mm a';

const SOURCES: Record<CrisisAlert['source'], { label: string; icon: LucideIcon }> = {
  entry: { label: 'Journal entry', icon: BookOpen },
  chat: { label: 'AI coach chat', icon: Bot },
  call: { label: 'Check-in call', icon: Phone },
  comment: { label: 'Entry comment', icon: MessageSquare },
  message: { label: 'Secure message', icon: Mail },
  booking: { label: 'Session booking note', icon: CalendarClock },
  form: { label: 'Assessment form', icon: ClipboardList },
};

/** Urgent or Concern, in words and with an icon: the colour is never the only sign. */
export function AlertLevelBadge({ level }: { level: CrisisAlert['level'] }) {
  return level === 'urgent' ? (
    <Badge tone="red" data-level="urgent">
      <AlertTriangle aria-hidden="true" />
      Urgent
    </Badge>
  ) : (
    <Badge tone="yellow" data-level="concern">
      <AlertCircle aria-hidden="true" />
      Concern
    </Badge>
  );
}

const statusId = (alertId: string) => `crisis-alert-status-${alertId}`;

function Time({ at, timeZone }: { at: string; timeZone?: string | null }) {
  return <time dateTime={at}>{formatInZone(at, TIME_FORMAT, timeZone)}</time>;
}

interface RowProps {
  alert: CrisisAlert;
  timeZone?: string | null;
  highlighted: boolean;
  onAcknowledge: (alert: CrisisAlert) => void;
  acknowledging: boolean;
}

/** A mobile label for a cell: the column header says it to screen readers, so it is hidden from them. */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="text-xs font-medium uppercase tracking-wide text-muted-foreground md:hidden">
      {children}
    </span>
  );
}

const cellClasses = 'align-middle max-md:flex max-md:flex-wrap max-md:items-center max-md:justify-between max-md:gap-x-3 max-md:gap-y-1 md:px-4 md:py-3';
/** Short cells keep to one line on wide screens; the status takes the room that is left. */
const shortCell = cn(cellClasses, 'md:whitespace-nowrap');

function AlertRow({ alert, timeZone, highlighted, onAcknowledge, acknowledging }: RowProps) {
  const source = SOURCES[alert.source];
  return (
    <tr
      role="row"
      id={`crisis-alert-${alert.id}`}
      data-testid="crisis-alert-row"
      data-highlighted={highlighted || undefined}
      className={cn(
        'max-md:grid max-md:gap-3 max-md:rounded-lg max-md:border max-md:bg-card max-md:p-4 md:border-t',
        highlighted && 'bg-primary/10 outline-2 -outline-offset-2 outline-primary',
      )}
    >
      <th scope="row" role="rowheader" className={cn(shortCell, 'text-left font-semibold max-md:text-base')}>
        {alert.patientName}
      </th>
      <td role="cell" className={shortCell}>
        <CellLabel>Level</CellLabel>
        <AlertLevelBadge level={alert.level} />
      </td>
      <td role="cell" className={shortCell}>
        <CellLabel>Source</CellLabel>
        <span className="inline-flex items-center gap-1.5">
          <source.icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {source.label}
        </span>
      </td>
      <td role="cell" className={shortCell}>
        <CellLabel>Time</CellLabel>
        <span className="grid gap-0.5 max-md:text-right">
          <Time at={alert.at} timeZone={timeZone} />
          {alert.count > 1 ? (
            <span className="text-xs text-muted-foreground">
              {alert.count} times, latest <Time at={alert.lastAt} timeZone={timeZone} />
            </span>
          ) : null}
        </span>
      </td>
      <td role="cell" className={cn(cellClasses, 'md:w-full')}>
        <CellLabel>Status</CellLabel>
        {alert.acknowledgedAt ? (
          <p
            id={statusId(alert.id)}
            tabIndex={-1}
            className="inline-flex items-start gap-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tone-green" />
            <span>
              Acknowledged by {alert.acknowledgedBy?.name ?? 'your care team'} at <Time at={alert.acknowledgedAt} timeZone={timeZone} />
            </span>
          </p>
        ) : (
          <Button size="sm" onClick={() => onAcknowledge(alert)} disabled={acknowledging} aria-label={`Acknowledge the alert for ${alert.patientName}`}>
            {acknowledging ? 'Acknowledging...' : 'Acknowledge'}
          </Button>
        )}
        {/*
          No "Open entry" link: the journal screen shows only the signed-in person's own entries and has
          no way to open another person's entry by id, so there is nowhere true to link to yet
          (docs/architecture.md, "Crisis alerts for the care team"). The API returns `entryId` for it.
        */}
      </td>
    </tr>
  );
}

export interface CrisisAlertsScreenProps {
  userId: string;
  /** The coach's own time zone (settings); the browser's until it is known. */
  timeZone?: string | null;
  /** The alert a text message linked to (`?alert=`): shown highlighted and scrolled to. */
  highlightedId?: string | null;
}

/**
 * Crisis Alerts (docs/architecture.md, "Crisis alerts for the care team"): a coach's or therapist's
 * alerts, newest first — client, level, where it came from, when, and who acknowledged it when, or an
 * Acknowledge button. Never the client's words.
 */
export function CrisisAlertsScreen({ userId, timeZone, highlightedId }: CrisisAlertsScreenProps) {
  const alerts = useCrisisAlerts(userId, true);
  const acknowledge = useAcknowledgeAlert(userId);
  const open = unacknowledgedCount(alerts.data);
  const highlightFound = Boolean(highlightedId && alerts.data?.some((a) => a.id === highlightedId));

  useEffect(() => {
    if (highlightFound && highlightedId) document.getElementById(`crisis-alert-${highlightedId}`)?.scrollIntoView?.({ block: 'center' });
  }, [highlightFound, highlightedId]);

  const onAcknowledge = (alert: CrisisAlert) =>
    acknowledge.mutate(alert.id, {
      // The button is replaced by who acknowledged it: keyboard focus moves there.
      onSuccess: () => requestAnimationFrame(() => document.getElementById(statusId(alert.id))?.focus()),
      onError: (error) => toast({ title: 'Could not acknowledge the alert', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Crisis Alerts"
        description="When a client's words in a journal entry, an AI coach chat or a check-in call suggest they may be at risk, you are told here and by text message. What they wrote is never shown here or sent."
        actions={
          alerts.isSuccess ? (
            <p className="inline-flex items-center gap-2 text-sm font-medium" aria-live="polite" data-testid="crisis-alerts-open">
              {open > 0 ? (
                <AlertTriangle className="size-4 text-tone-red" aria-hidden="true" />
              ) : (
                <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
              )}
              {open} unacknowledged
            </p>
          ) : null
        }
      />
      {alerts.isPending ? (
        <div role="status" aria-label="Loading crisis alerts" className="grid gap-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="flex flex-wrap items-center gap-4 p-4">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-5 w-36" />
              <Skeleton className="ml-auto h-9 w-28" />
            </Card>
          ))}
        </div>
      ) : alerts.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">Error Loading Crisis Alerts</p>
          <p className="text-muted-foreground">We couldn't load your alerts right now. Please try again.</p>
          <Button variant="outline" onClick={() => void alerts.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : alerts.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <ShieldCheck className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No crisis alerts.</h2>
          <p className="max-w-md text-muted-foreground">Alerts appear here when a client's words suggest they may be at risk.</p>
        </Card>
      ) : (
        // A table on laptops; on phones each row is a card (no horizontal scrolling). The explicit roles
        // keep the table's semantics for screen readers when its display is changed.
        <div className="md:overflow-hidden md:rounded-lg md:border md:bg-card">
          <table role="table" className="w-full border-collapse text-sm max-md:block">
            <caption className="sr-only">Crisis alerts, newest first</caption>
            <thead role="rowgroup" className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground max-md:sr-only">
              <tr role="row">
                <th scope="col" role="columnheader" className="px-4 py-2.5 font-medium">
                  Client
                </th>
                <th scope="col" role="columnheader" className="px-4 py-2.5 font-medium">
                  Level
                </th>
                <th scope="col" role="columnheader" className="px-4 py-2.5 font-medium">
                  Source
                </th>
                <th scope="col" role="columnheader" className="px-4 py-2.5 font-medium">
                  Time
                </th>
                <th scope="col" role="columnheader" className="px-4 py-2.5 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="max-md:grid max-md:gap-3">
              {alerts.data.map((alert) => (
                <AlertRow
                  key={alert.id}
                  alert={alert}
                  timeZone={timeZone}
                  highlighted={alert.id === highlightedId}
                  onAcknowledge={onAcknowledge}
                  acknowledging={acknowledge.isPending && acknowledge.variables === alert.id}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
