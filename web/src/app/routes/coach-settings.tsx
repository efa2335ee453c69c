import { CoachSettingsPanel } from '@/features/coach-availability/components/coach-settings-panel';
import { CoachOnly } from './coach-only';

/** Coach Settings (`/coach-dashboard/settings`, the Coach Dashboard's Coach Settings button). */
export default function CoachSettingsRoute() {
  return (
    <CoachOnly title="Coach Settings" description="Your profile, photo and time zone, as your clients see them.">
      {(userId) => <CoachSettingsPanel userId={userId} />}
    </CoachOnly>
  );
}
