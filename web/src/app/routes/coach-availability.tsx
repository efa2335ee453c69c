import { AvailabilityPanel } from '@/features/coach-availability/components/availability-panel';
import { useAuthUserId } from '@/lib/auth-guard';

/** The Coach Dashboard's Availability tab (`/coach-dashboard/availability`, nested under its layout, which admits coaches and therapists only). */
export default function CoachAvailabilityRoute() {
  return <AvailabilityPanel userId={useAuthUserId()} />;
}
