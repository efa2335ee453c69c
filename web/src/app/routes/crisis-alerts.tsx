import { useSearchParams } from 'react-router-dom';
import { AccessRequired, ScreenStates } from '@/components/screen-states';
import { CrisisAlertsScreen } from '@/features/crisis-alerts/components/crisis-alerts-screen';
import { useSettings } from '@/lib/settings';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';
import { receivesCrisisAlerts } from '@/lib/crisis-alerts';

/**
 * Crisis Alerts (`/crisis-alerts`, `?alert={id}` from the text message): for coaches and therapists.
 * Anyone else is told the page is not for them, and nothing is requested.
 */
export default function CrisisAlertsRoute() {
  const userId = useAuthUserId();
  const [params] = useSearchParams();
  const settings = useSettings(userId);
  return (
    <ScreenStates
      query={useUser(userId)}
      title="Crisis Alerts"
      loadingLabel="Loading crisis alerts"
      errorTitle="Error Loading Crisis Alerts"
      errorMessage="We couldn't load your profile right now. Please try again."
      allow={(user) => receivesCrisisAlerts(user.role)}
      denied={
        <AccessRequired
          pageTitle="Crisis Alerts"
          heading="403: Not available"
          message="This page is for coaches and therapists."
          testId="crisis-alerts-forbidden"
        />
      }
    >
      {() => <CrisisAlertsScreen userId={userId} timeZone={settings.data?.timeZone} highlightedId={params.get('alert')} />}
    </ScreenStates>
  );
}
