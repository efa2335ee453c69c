import { HabitsScreen } from '@/features/habits/components/habits-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** Wellness Habits: stat cards, habit list, create and log-progress dialogs, recent activity. */
export default function HabitsRoute() {
  return <HabitsScreen userId={useAuthUserId()} />;
}
