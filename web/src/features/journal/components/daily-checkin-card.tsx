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
            <div role="status" aria-label="Loading your check-in message" className="grid gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-full max-w-md" />
            </div>
          ) : (
            <div className="grid gap-1">
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
