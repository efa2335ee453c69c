import { Link } from 'react-router-dom';
import { BookOpen, FileText, RefreshCw, Smile, Trophy } from 'lucide-react';
import { DISPLAY_DECIMALS, MOOD_SCALE_MAX, formatCount, formatWordCount, moodTone } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useStats } from '../api/get-stats';
import { StatCard } from './stat-card';
import { StreakCard } from './streak-card';

const moodText = { green: 'text-tone-green', yellow: 'text-tone-yellow', orange: 'text-tone-orange', red: 'text-tone-red', grey: '' } as const;

/**
 * The dashboard stats strip: achievement banner (View All → /achievements) and four stat cards.
 * `showNudges` false (while the crisis panel shows) leaves out the achievement banner and the streak's
 * badge and nudge: the figures stay, the push to keep going does not.
 */
export function StatsStrip({ userId, showNudges = true, nudgesPending = false }: { userId: string; showNudges?: boolean; nudgesPending?: boolean }) {
  const stats = useStats(userId);

  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading your progress" className="grid gap-4">
        {/* The sizes of the banner and the cards once loaded, so nothing below moves when they arrive. */}
        <Skeleton className="h-[72px] w-full rounded-lg" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-36 rounded-lg xl:h-[164px]" />
          ))}
        </div>
      </div>
    );
  }

  if (stats.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="text-sm">We couldn't load your progress right now.</p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }

  const s = stats.data;
  // No entry with a mood yet: no average to show (never "0.0/10", which would read as the lowest mood).
  const hasMood = s.moodCount > 0;
  const mood = s.averageMood.toFixed(DISPLAY_DECIMALS);
  return (
    <section aria-labelledby="progress-title" className="grid gap-4">
      <h2 id="progress-title" className="sr-only">
        Your progress
      </h2>
      {/* While it is not yet known whether the nudges may show (the crisis check), their place is kept. */}
      {nudgesPending && s.achievement ? <div aria-hidden="true" className="h-[72px]" /> : null}
      {showNudges && s.achievement ? (
        <Card className="flex flex-wrap items-center gap-3 border-tone-teal/40 bg-tone-teal-bg p-4" data-testid="achievement-banner">
          <Trophy className="size-6 shrink-0 text-tone-teal" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm font-medium text-tone-teal">
            <span className="sr-only">Next achievement: </span>
            {s.achievement}
          </p>
          <Button asChild variant="outline" size="sm" className="bg-transparent">
            <Link to="/achievements" aria-label="View All achievements">
              View All
            </Link>
          </Button>
        </Card>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard title="Total Entries" icon={<BookOpen aria-hidden="true" className="text-primary" />} value={formatCount(s.totalEntries)}>
          <p className="text-sm text-muted-foreground">journal entries so far</p>
        </StatCard>
        <StreakCard streak={s.journalStreak} longest={s.longestJournalStreak} broken={s.streakBroken} showNudges={showNudges} />
        <StatCard
          title="Mood Average"
          icon={<Smile aria-hidden="true" className={cn(moodText[moodTone(hasMood ? s.averageMood : null)] || 'text-primary')} />}
          value={
            hasMood ? (
              <>
                {mood}
                <span className="text-lg font-normal text-muted-foreground">/{MOOD_SCALE_MAX}</span>
              </>
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">No mood yet</span>
              </>
            )
          }
        >
          <p className="text-sm text-muted-foreground">{hasMood ? 'across all rated entries' : 'your first entry sets it'}</p>
        </StatCard>
        <StatCard title="Word Count" icon={<FileText aria-hidden="true" className="text-primary" />} value={formatWordCount(s.totalWords)}>
          <p className="text-sm text-muted-foreground">{formatCount(s.totalWords)} words written</p>
        </StatCard>
      </ul>
    </section>
  );
}
