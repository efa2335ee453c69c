import { DASHBOARD } from '@steady/shared/constants';
import { CrisisPanel } from '@/components/crisis-panel';
import { dismissCrisisEntries, useDismissedCrisisEntries } from '@/lib/crisis-dismissals';
import { useEntries } from '@/lib/entries';

/** How long after an entry with crisis language the dashboard keeps the 988 line at the top. */
export const CRISIS_BANNER_HOURS = 72;

/**
 * Whether the dashboard's crisis panel shows: while one of the recent entries, written in the last
 * CRISIS_BANNER_HOURS, contained crisis language and the person has not hidden the panel for it
 * (remembered per entry, so a new such entry shows it again). Reads the same query as Recent Journal
 * Entries. `pending` until the entries are known, so the dashboard does not flash what it would hide.
 */
export function useRecentCrisis(userId: string, now: number = Date.now()) {
  const entries = useEntries(userId, DASHBOARD.recentEntries);
  const dismissed = useDismissedCrisisEntries(userId);
  const recent = (entries.data ?? []).filter((e) => e.crisisDetected && now - new Date(e.createdAt).getTime() < CRISIS_BANNER_HOURS * 3_600_000);
  const showing = recent.filter((e) => !dismissed.includes(e.id)).map((e) => e.id);
  return {
    pending: entries.isPending,
    showing: showing.length > 0,
    dismiss: () => dismissCrisisEntries(userId, showing),
  };
}

/** The dashboard's crisis panel (with "Hide for now") while useRecentCrisis says so. */
export function RecentCrisisBanner({ userId, now }: { userId: string; now?: number }) {
  const crisis = useRecentCrisis(userId, now);
  return crisis.showing ? <CrisisPanel userId={userId} onDismiss={crisis.dismiss} /> : null;
}
