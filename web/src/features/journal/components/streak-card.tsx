import { Flame } from 'lucide-react';
import { streakBadge } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { plural } from '@/lib/format';
import { StatCard } from './stat-card';

/**
 * Journal Streak: broken is red with 'Streak Broken' and 'Start journaling to rebuild
 * streak!'; otherwise Legend! (30+), On Fire! (7-29), Building Momentum (3-6) or no badge; 'Best: N days'.
 * `showNudges` false (while the crisis panel shows) leaves out the badge, the red and the nudge.
 */
export function StreakCard({ streak, longest, broken, showNudges = true }: { streak: number; longest: number; broken: boolean; showNudges?: boolean }) {
  const badge = showNudges ? streakBadge(streak, broken) : null;
  return (
    <StatCard
      title="Journal Streak"
      icon={<Flame aria-hidden="true" className={broken ? 'text-tone-red' : 'text-tone-orange'} />}
      className={cn(showNudges && broken && 'border-tone-red bg-tone-red-bg/40')}
      value={plural(streak, 'day')}
      badge={badge ? <Badge tone={broken ? 'red' : badge === 'Legend!' ? 'teal' : badge === 'On Fire!' ? 'orange' : 'green'}>{badge}</Badge> : null}
      testId="streak-card"
    >
      {showNudges && broken ? <p className="text-sm font-medium text-tone-red">Start journaling to rebuild streak!</p> : null}
      <p className="text-sm text-muted-foreground">Best: {plural(longest, 'day')}</p>
    </StatCard>
  );
}
