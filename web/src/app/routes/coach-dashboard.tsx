import { ScreenStates } from '@/components/screen-states';
import { CoachAccessRequired, CoachDashboardLayout, COACH_DASHBOARD_TITLE } from '@/features/coach-dashboard/components/layout';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';
import { isCoachRole } from './coach-only';

/**
 * The Coach Dashboard (`/coach-dashboard`): a layout route whose tabs are nested
 * routes. Coaches and therapists see it; anyone else the spec's 'Coach Access Required', and nothing
 * of the caseload is requested (the API answers them 403 anyway).
 */
export default function CoachDashboardRoute() {
  const userId = useAuthUserId();
  return (
    <ScreenStates
      query={useUser(userId)}
      title={COACH_DASHBOARD_TITLE}
      loadingLabel="Loading the Coach Dashboard"
      errorMessage="We couldn't load your profile right now. Please try again."
      allow={(user) => isCoachRole(user.role)}
      denied={<CoachAccessRequired />}
    >
      {() => <CoachDashboardLayout coachId={userId} />}
    </ScreenStates>
  );
}
