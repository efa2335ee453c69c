import { Activity, AlertTriangle, Minus, Smile, TrendingDown, TrendingUp } from 'lucide-react';
import { insightMoodVariant, type MoodTrend } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { moodLabel } from '../lib/format';

/** Average mood badge: 7 and above default, 5 and above secondary, else destructive; always with text. */
export function AverageMoodBadge({ mood }: { mood: number | null }) {
  return (
    <Badge variant={insightMoodVariant(mood)} data-testid="average-mood-badge">
      <Smile aria-hidden="true" />
      {moodLabel(mood)}
    </Badge>
  );
}

const trendIcons = { improving: TrendingUp, declining: TrendingDown, stable: Minus, concerning: AlertTriangle, volatile: Activity } as const;
const trendLabels = { improving: 'Improving', declining: 'Declining', stable: 'Stable', concerning: 'Hard days', volatile: 'Ups and downs' } as const;

/** Mood trend badge: improving, declining, stable, ups and downs (a steep low day), or hard days (the period held crisis language). */
export function MoodTrendBadge({ trend }: { trend: MoodTrend }) {
  const Icon = trendIcons[trend];
  return (
    <Badge
      variant={trend === 'declining' || trend === 'concerning' || trend === 'volatile' ? 'destructive' : trend === 'improving' ? 'default' : 'secondary'}
      data-testid="mood-trend-badge"
    >
      <Icon aria-hidden="true" />
      {trendLabels[trend]}
    </Badge>
  );
}

/** Small figure: a number and its label. */
export function Figure({ value, label }: { value: string | number; label: string }) {
  return (
    <div className="grid gap-0.5 rounded-md bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
