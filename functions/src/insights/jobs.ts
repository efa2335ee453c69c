import { SUPPORTED_TIME_ZONES, isFirstMondayOfMonth, localDate, localHour, previousMonth, previousWeek, weekday } from '@steady/shared';
import * as z from 'zod';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { committed } from '../platform/transactions.js';
import { ensureMonthly, ensureWeekly } from './service.js';
import { JOB_DIRECTORY_SHARDS, directoryItem, directoryShard } from './store.js';

/**
 * The insights jobs (docs/architecture.md, "Safety and analysis"): every Monday the analysis of the week before, on the
 * first Monday of a month also the report of the month before, each in the user's time zone.
 * An hourly trigger (EventBridge in production, croner locally) runs `fanOut`; it Queries the job
 * directory of every time zone where it is now Monday morning (INSIGHTS_JOB_LOCAL_HOURS) and sends one
 * message per user (SQS in production, a direct call locally) to `runInsightsJob`. Both are
 * idempotent: a repeated run finds the period's item and skips it.
 */

/**
 * Local hours on Monday at which the job runs for a time zone (06:00 to 08:59): three hourly
 * chances, so a failed trigger is redone by the next; the work itself is done once (idempotent).
 */
export const INSIGHTS_JOB_LOCAL_HOURS: readonly number[] = [6, 7, 8];

export const InsightsJobMessage = z.object({
  userId: z.string().min(1),
  /** The time zone the directory had for the user (the worker uses the user's current one). */
  timeZone: z.string().min(1),
  /** The trigger's instant (ISO); periods are computed from it, so a retried message does the same work. */
  at: z.string().datetime(),
  /** First Monday of the month (in the directory's zone): also the previous month's report. */
  monthly: z.boolean(),
});
export type InsightsJobMessage = z.infer<typeof InsightsJobMessage>;

/**
 * Time zones (of every supported IANA zone a person may choose) where the instant is Monday at one of
 * the job's local hours. Computed in code; only the due zones' directory partitions are Queried.
 */
export function zonesDue(now: Date, zones: readonly string[] = SUPPORTED_TIME_ZONES): string[] {
  return zones.filter((tz) => weekday(localDate(now, tz)) === 1 && INSIGHTS_JOB_LOCAL_HOURS.includes(localHour(now, tz)));
}

/** Queries the directory of the zones due at `now` and hands the messages to `send` (in batches of up to 10). */
export async function fanOut(rt: Runtime, now: Date, send: (batch: InsightsJobMessage[]) => Promise<void>): Promise<number> {
  let count = 0;
  for (const timeZone of zonesDue(now)) {
    const monthly = isFirstMondayOfMonth(localDate(now, timeZone));
    for (let shard = 0; shard < JOB_DIRECTORY_SHARDS; shard++) {
      let cursor: string | null = null;
      do {
        const page: { data: { userId: string }[]; cursor: string | null } = await rt.db.entities.jobDirectory.query
          .byZone({ timeZone, shard })
          .go({ cursor, limit: 100, attributes: ['userId'] });
        for (let i = 0; i < page.data.length; i += 10) {
          const batch = page.data.slice(i, i + 10).map((d) => ({ userId: d.userId, timeZone, at: now.toISOString(), monthly }));
          await send(batch);
          count += batch.length;
        }
        cursor = page.cursor;
      } while (cursor);
    }
  }
  logger.info('Insights fan-out', { users: count });
  return count;
}

/**
 * One user's job: the previous week's analysis when weekly analyses are on, and on the first Monday
 * the previous month's report when monthly reports are on. Moves the directory item when the user
 * has changed time zone since it was written.
 */
export async function runInsightsJob(rt: Runtime, msg: InsightsJobMessage): Promise<{ weekly: boolean; monthly: boolean }> {
  const { data: settings } = await rt.db.entities.settings.get({ userId: msg.userId }).go();
  if (!settings) {
    // The account is gone: drop its directory item (left behind if the zone changed before erasure).
    await rt.db.entities.jobDirectory.delete({ timeZone: msg.timeZone, shard: directoryShard(msg.userId), userId: msg.userId }).go();
    return { weekly: false, monthly: false };
  }
  const tz = settings.timeZone;
  if (tz !== msg.timeZone) {
    const item = directoryItem(msg.userId, tz, new Date().toISOString());
    const result = await rt.db.transaction
      .write(({ jobDirectory }) => [
        jobDirectory.delete({ timeZone: msg.timeZone, shard: item.shard, userId: msg.userId }).commit(),
        jobDirectory.put(item).commit(),
      ])
      .go();
    committed(result);
  }
  const at = new Date(msg.at);
  const goals = settings.goals ?? [];
  const weekly = settings.weeklyAnalysisEnabled ? await ensureWeekly(rt, msg.userId, previousWeek(at, tz), tz, goals, 'job') : false;
  const monthly = msg.monthly && settings.monthlyReportEnabled ? await ensureMonthly(rt, msg.userId, previousMonth(at, tz), tz, goals, 'job') : false;
  return { weekly, monthly };
}
