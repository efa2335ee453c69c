import { CoachAnalyticsScreen } from '@/features/coach-analytics/components/coach-analytics-screen';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/** The Analytics tab of the Coach Dashboard (nested under app/routes/coach-dashboard.tsx, which admits coaches and therapists only). */
export default function CoachAnalyticsRoute() {
  const userId = useAuthUserId();
  const settings = useSettings(userId);
  return <CoachAnalyticsScreen userId={userId} timeZone={settings.data?.timeZone} />;
}
