import { AvailabilityPanel } from '@/features/coach-availability/components/availability-panel';
import { CoachOnly } from './coach-only';

/** The Coach Dashboard's Availability tab (`/coach-dashboard/availability`). */
export default function CoachAvailabilityRoute() {
  return (
    <CoachOnly title="Availability" description="Your session pricing and the weekly hours clients can book.">
      {(userId) => <AvailabilityPanel userId={userId} />}
    </CoachOnly>
  );
}
