import { Link } from 'react-router-dom';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import type { Role } from '@steady/shared';
import { receivesCrisisAlerts, useCrisisAlerts } from '@/lib/crisis-alerts';

/**
 * For coaches and therapists, on every screen but Crisis Alerts itself: a persistent banner while an
 * urgent crisis alert is unacknowledged (docs/architecture.md, "Crisis alerts for the care team").
 * It names no client and holds nothing they wrote; it leads to the alerts.
 */
export function UrgentAlertsBanner({ userId, role }: { userId: string; role: Role | undefined }) {
  const alerts = useCrisisAlerts(userId, receivesCrisisAlerts(role));
  const urgent = alerts.data?.filter((a) => a.level === 'urgent' && !a.acknowledgedAt).length ?? 0;
  if (!urgent) return null;
  return (
    <section
      role="region"
      aria-label="Urgent crisis alert"
      data-testid="urgent-alerts-banner"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border-2 border-destructive/70 bg-tone-red-bg p-4 text-tone-red"
    >
      <AlertTriangle aria-hidden="true" className="size-6 shrink-0" />
      <p className="min-w-0 flex-1 basis-56 font-medium">
        {urgent === 1 ? 'An urgent crisis alert is' : `${urgent} urgent crisis alerts are`} waiting: a client may need support now.
      </p>
      <Link
        to="/crisis-alerts"
        className="inline-flex min-h-10 items-center gap-2 rounded-md bg-destructive px-4 text-sm font-semibold text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        Open Crisis Alerts
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
