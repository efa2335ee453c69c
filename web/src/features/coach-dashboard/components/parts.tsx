import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { moodTone, sentimentTone, type Sentiment, type Visibility } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { capitalize } from '@/lib/format';

/** Up to two initials of a name, for the avatar circle. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

export function Avatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-sm font-semibold text-primary">
      {initials(name)}
    </span>
  );
}

/** The mood badge 'n/10' in the spec's colours (with the number, never colour alone); nothing without a mood. */
export function MoodBadge({ score, prefix = '' }: { score: number | null; prefix?: string }) {
  if (score === null) return null;
  return <Badge tone={moodTone(score)}>{`${prefix}${score}/10`}</Badge>;
}

export function SentimentBadge({ sentiment }: { sentiment: Sentiment | null }) {
  if (!sentiment) return null;
  return <Badge tone={sentimentTone(sentiment)}>{capitalize(sentiment)}</Badge>;
}

/** A loading state shaped like the list it stands for. */
export function ListSkeleton({ label, rows = 3, visible = false }: { label: string; rows?: number; visible?: boolean }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <span className={visible ? 'text-sm text-muted-foreground' : 'sr-only'}>{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** An error with Try again. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p>{message}</p>
      <Button variant="outline" onClick={retry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** A card with a title row (icon, title, optional action). */
export function PanelCard({
  title,
  icon,
  action,
  children,
  headingId,
  description,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  headingId: string;
  description?: string;
}) {
  return (
    <Card asChild>
      <section aria-labelledby={headingId} className="grid content-start gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5 [&_svg]:text-primary">
              {icon}
              {title}
            </h2>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** Who can see an entry, in the coach's words (the author's are in VISIBILITY_AUDIENCE). */
export const VISIBLE_TO: Record<Visibility, string> = {
  private: 'only the author',
  coach_only: 'coaches and therapists',
  circle: 'their Support Circle',
  public: 'their Support Circle and friends',
};
