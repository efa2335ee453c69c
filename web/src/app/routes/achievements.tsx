import { PageHeader } from '@/components/layouts/page-header';
import { AchievementsBoard } from '@/features/achievements/components/achievements-board';
import { useAuthUserId } from '@/lib/auth-guard';

/** Achievements: streak, milestone and special achievements with filters. */
export default function AchievementsRoute() {
  const userId = useAuthUserId();
  return (
    <div className="grid gap-6">
      <PageHeader title="Achievements" description="Celebrate your journaling milestones. Every entry counts." />
      <AchievementsBoard userId={userId} />
    </div>
  );
}
