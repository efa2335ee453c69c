import { useState } from 'react';
import { achievementProgress, formatCount, type Achievement } from '@steady/shared';
import {
  AlertCircle,
  Award,
  BookOpen,
  CheckCircle2,
  Crown,
  Feather,
  Flame,
  Library,
  Lock,
  MessageSquareText,
  NotebookPen,
  PenLine,
  RefreshCw,
  Shield,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { useAchievements } from '../api/get-achievements';

export const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unlocked', label: 'Unlocked' },
  { value: 'streak', label: 'Streaks' },
  { value: 'milestone', label: 'Milestones' },
  { value: 'special', label: 'Special' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

const ICONS: Record<string, LucideIcon> = {
  sprout: Sprout,
  flame: Flame,
  shield: Shield,
  crown: Crown,
  'book-open': BookOpen,
  'notebook-pen': NotebookPen,
  library: Library,
  'pen-line': PenLine,
  'message-square-text': MessageSquareText,
  feather: Feather,
};

const RARITY_TONES: Record<Achievement['rarity'], BadgeTone> = {
  common: 'grey',
  uncommon: 'green',
  rare: 'teal',
  epic: 'orange',
  legendary: 'yellow',
};

const EMPTY_TEXT: Record<Filter, string> = {
  all: 'No achievements to show yet.',
  unlocked: 'No achievements unlocked yet. Your first one is a single journal entry away.',
  streak: 'No streak achievements to show.',
  milestone: 'No milestone achievements to show.',
  special: 'No special achievements to show.',
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function matches(a: Achievement, filter: Filter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unlocked') return a.unlocked;
  return a.type === filter;
}

/** One achievement: icon, name, description, rarity, state in words and icon, and a labelled progress bar. */
export function AchievementCard({ achievement: a }: { achievement: Achievement }) {
  const Icon = ICONS[a.icon] ?? Award;
  const pct = achievementProgress(a.current, a.requirement);
  const shown = Math.min(a.current, a.requirement);
  const titleId = `achievement-${a.id}`;
  return (
    <Card asChild className={cn('flex h-full flex-col gap-3 p-4 sm:p-5', a.unlocked ? 'border-primary/50' : 'border-dashed bg-muted/30')}>
      <article aria-labelledby={titleId} data-unlocked={a.unlocked}>
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-full',
              a.unlocked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <h3 id={titleId} className="font-semibold leading-tight">
              {a.name}
            </h3>
            <p className="text-sm text-muted-foreground">{a.description}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={RARITY_TONES[a.rarity]}>{capitalize(a.rarity)}</Badge>
          {a.unlocked ? (
            <Badge variant="outline">
              <CheckCircle2 aria-hidden="true" className="text-tone-green" />
              Unlocked
            </Badge>
          ) : (
            <Badge variant="outline">
              <Lock aria-hidden="true" />
              Locked
            </Badge>
          )}
        </div>
        <div className="mt-auto grid gap-1.5">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span className="font-medium tabular-nums">
              {formatCount(shown)} / {formatCount(a.requirement)} {a.unit}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Progress toward ${a.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-valuetext={`${formatCount(shown)} of ${formatCount(a.requirement)} ${a.unit}, ${pct}%`}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn('h-full rounded-full', a.unlocked ? 'bg-primary' : 'bg-primary/60')} style={{ width: `${pct}%` }} />
          </div>
        </div>
      </article>
    </Card>
  );
}

function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading achievements" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-44 rounded-lg" />
      ))}
    </div>
  );
}

/** The Achievements screen's body: summary, filter tabs, and the cards of the selected filter. */
export function AchievementsBoard({ userId }: { userId: string }) {
  const query = useAchievements(userId);
  const [filter, setFilter] = useState<Filter>('all');

  if (query.isPending) return <BoardSkeleton />;
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
        <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Error Loading Achievements</h2>
        <p className="text-muted-foreground">Please try refreshing the page.</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }

  const all = query.data;
  const unlocked = all.filter((a) => a.unlocked).length;
  return (
    <div className="grid gap-6">
      <p className="text-lg">
        <span className="font-semibold">
          {unlocked} of {all.length}
        </span>{' '}
        achievements unlocked
      </p>
      <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)} className="grid gap-4">
        <TabsList aria-label="Filter achievements">
          {FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {FILTERS.map((f) => {
          const shown = all.filter((a) => matches(a, f.value));
          return (
            <TabsContent key={f.value} value={f.value}>
              {shown.length === 0 ? (
                <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{EMPTY_TEXT[f.value]}</p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((a) => (
                    <li key={a.id}>
                      <AchievementCard achievement={a} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
