import { FormsScreen } from '@/features/coach-forms/components/forms-screen';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/** The Forms tab of the Coach Dashboard (nested under app/routes/coach-dashboard.tsx, which admits coaches and therapists only). */
export default function CoachFormsRoute() {
  const userId = useAuthUserId();
  const settings = useSettings(userId);
  return <FormsScreen coachId={userId} timeZone={settings.data?.timeZone} />;
}
