import { DASHBOARD, type Agenda } from '@steady/shared';
import { toSession } from '../booking/views.js';
import { toAssignment } from '../forms/views.js';
import { toEntry } from '../journal/views.js';
import type { Runtime } from '../platform/runtime.js';

/** Sessions still running started at most 90 minutes ago (as the booking screens count them). */
const RUNNING_MS = 90 * 60_000;
/** The most upcoming sessions read: the card shows the first few. */
const SESSIONS_LIMIT = 100;

/**
 * The dashboard's agenda (docs/architecture.md, "The dashboard agenda"): three indexed Queries in
 * parallel, the person's own data only (policy `self`), so nothing is recorded in the audit of reads.
 * The domains' pure views shape the items, so this Lambda loads none of their services.
 */
export async function getAgenda(rt: Runtime, userId: string): Promise<Agenda> {
  const now = rt.ports.clock.now();
  const since = new Date(now.getTime() - RUNNING_MS).toISOString();
  const [assignments, sessions, artifacts] = await Promise.all([
    rt.db.entities.formAssignment.query
      .byUser({ userId })
      .where(({ status }, { ne }) => ne(status, 'submitted'))
      .go({ pages: 'all', order: 'desc' }),
    rt.db.entities.coachingSession.query.byClient({ userId }).gte({ scheduledAt: since }).go({ limit: SESSIONS_LIMIT }),
    rt.db.entities.journalEntry.query.artifacts({ userId }).go({ order: 'desc', pages: 'all' }),
  ]);
  const upcoming = sessions.data
    .map((s) => toSession(s, now))
    .filter((s) => s.status === 'pending' || s.status === 'scheduled')
    .sort((a, b) => (a.scheduledAt < b.scheduledAt ? -1 : 1));
  return {
    forms: assignments.data.map(toAssignment),
    sessions: upcoming,
    artifacts: { recent: artifacts.data.slice(0, DASHBOARD.artifactsInBanner).map(toEntry), total: artifacts.data.length },
  };
}
