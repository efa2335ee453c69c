import { HabitsScreen } from '@/features/habits/components/habits-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** Wellness Habits (spec section 2): stat cards, habit list, create and log-progress dialogs, recent activity. */
export default function HabitsRoute() {
  return <HabitsScreen userId={useAuthUserId()} />;
}
