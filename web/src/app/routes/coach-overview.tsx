import { OverviewPanel } from '@/features/coach-dashboard/components/overview-panel';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/** A tab of the Coach Dashboard (nested under app/routes/coach-dashboard.tsx); times in the coach's zone. */
export default function CoachOverviewPanelRoute() {
  const userId = useAuthUserId();
  const settings = useSettings(userId);
  return <OverviewPanel coachId={userId} timeZone={settings.data?.timeZone} />;
}
