import { Link } from 'react-router-dom';
import { HeartHandshake, Leaf, Moon, Sun } from 'lucide-react';
import { dailyGreeting, type InsightType } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const icons: Record<InsightType, typeof Sun> = {
  encouragement: Sun,
  wellness: Leaf,
  reminder: Moon,
  info: HeartHandshake,
  progress: HeartHandshake,
};

interface DailyCheckinCardProps {
  /** Hour of day (0-23) in the user's time zone. */
  hour: number;
  /** The current journal streak, or null while the stats load. */
  streak: number | null;
  name?: string | undefined;
}

/** Daily Check-in message: greeting by hour (morning encouragement, afternoon wellness, evening reminder). */
export function DailyCheckinCard({ hour, streak, name }: DailyCheckinCardProps) {
  const greeting = dailyGreeting(hour, streak ?? 0, name);
  const Icon = icons[greeting.type];
  return (
    <Card asChild>
      <section aria-labelledby="daily-checkin-title" className="border-primary/30" data-insight-type={greeting.type}>
        <CardHeader>
          <CardTitle id="daily-checkin-title">
            <Icon aria-hidden="true" className="text-primary" />
            Daily Check-in
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {streak === null ? (
            // The message's own height (two lines of text on a phone), so the card does not grow when it arrives.
            <div role="status" aria-label="Loading your check-in message" className="grid min-h-[84px] content-start gap-1 sm:min-h-[56px]">
              <Skeleton className="h-7 w-48" />
              <Skeleton className="h-6 w-full max-w-md" />
            </div>
          ) : (
            <div className="grid min-h-[84px] content-start gap-1 sm:min-h-[56px]">
              <p className="text-lg font-semibold">{greeting.title}</p>
              <p className="text-muted-foreground">{greeting.message}</p>
            </div>
          )}
          <Button asChild variant="secondary" className="w-fit">
            <Link to="/journal-entries">Write in your journal</Link>
          </Button>
        </CardContent>
      </section>
    </Card>
  );
}
