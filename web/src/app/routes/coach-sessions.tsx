import { CoachSessionsPanel } from '@/features/booking/components/sessions';
import { useAuthUserId } from '@/lib/auth-guard';

/** The Coach Dashboard's Sessions tab (`/coach-dashboard/sessions`): booked sessions with clients, upcoming and past. */
export default function CoachSessionsRoute() {
  return <CoachSessionsPanel userId={useAuthUserId()} />;
}
