import { useEffect, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { nextCallTime } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useSettings } from '@/lib/settings';

/** Re-renders every minute so 'Today' turns into 'Tomorrow' once the call time passes. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/**
 * 'Next Check-in: Today at 7:00 PM' / 'Tomorrow at 7:00 PM' / 'Not scheduled' (calls off, no call time,
 * or `callsAllowed` false: no consent to calls yet, docs/architecture.md "First-run onboarding and consent").
 */
export function NextCheckinBadge({ userId, callsAllowed = true }: { userId: string; callsAllowed?: boolean }) {
  const settings = useSettings(userId);
  const now = useNow();
  // The placeholder has the badge's size (a whole row on a phone), so nothing moves when it arrives.
  if (settings.isPending) return <Skeleton className="h-[30px] w-[17rem] rounded-full max-sm:w-full" />;
  let text = 'Not scheduled';
  if (settings.isError) {
    text = 'Unavailable';
  } else if (settings.data.dailyCallEnabled && callsAllowed) {
    const next = nextCallTime(now, settings.data.callTime, settings.data.timeZone);
    if (next) text = `${next.day} at ${next.time}`;
  }
  return (
    <Badge variant="outline" className="min-w-[17rem] justify-center px-3 py-1 text-sm max-sm:w-full" data-testid="next-checkin">
      <CalendarClock aria-hidden="true" className="text-primary" />
      Next Check-in: {text}
    </Badge>
  );
}
