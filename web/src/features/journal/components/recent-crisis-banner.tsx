import { DASHBOARD } from '@steady/shared/constants';
import { CrisisBanner } from '@/components/crisis-banner';
import { useEntries } from '../api/get-entries';

/** How long after an entry with crisis language the dashboard keeps the 988 line at the top. */
export const CRISIS_BANNER_HOURS = 72;

/**
 * The dashboard's 988 banner: shown while one of the recent entries, written in the last
 * CRISIS_BANNER_HOURS, contained crisis language. Reads the same query as Recent Journal Entries.
 */
export function RecentCrisisBanner({ userId, now = Date.now() }: { userId: string; now?: number }) {
  const entries = useEntries(userId, DASHBOARD.recentEntries);
  const recent = (entries.data ?? []).some((e) => e.crisisDetected && now - new Date(e.createdAt).getTime() < CRISIS_BANNER_HOURS * 3_600_000);
  return recent ? <CrisisBanner /> : null;
}
