import { StudentsPanel } from '@/features/coach-dashboard/components/students-panel';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSettings } from '@/lib/settings';

/** A tab of the Coach Dashboard (nested under app/routes/coach-dashboard.tsx); times in the coach's zone. */
export default function CoachStudentsPanelRoute() {
  const userId = useAuthUserId();
  const settings = useSettings(userId);
  return <StudentsPanel coachId={userId} timeZone={settings.data?.timeZone} />;
}
