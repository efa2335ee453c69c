import { Cron } from 'croner';
import { fanOut, runInsightsJob } from '@steady/functions/insights/jobs';
import { logger } from '@steady/functions/platform/logger';
import { runDeletionJob } from '@steady/functions/account/erase';
import { resendDueAlerts } from '@steady/functions/care-team/alerts';
import { runFormsDueJob } from '@steady/functions/forms/jobs';
import type { Runtime } from '@steady/functions/platform/runtime';

/**
 * The scheduled jobs of the local stack, in-process with croner: the same handler functions as the
 * production EventBridge rule → fan-out Lambda → SQS → worker Lambda, with the queue replaced by a
 * direct call (each message on its own; a failure is logged and redone at the next hourly run).
 */
export interface LocalJobs {
  /** Runs the insights fan-out now (as the hourly trigger does); returns the number of users handled. */
  runInsightsNow(at?: Date): Promise<number>;
  stop(): void;
}

/** The deletion job as the local stack runs it: erase what is due, then compact the store. */
export type DeletionJob = (rt: Runtime, at?: Date) => Promise<number>;

export function startLocalJobs(rt: Runtime, deletionJob: DeletionJob = runDeletionJob): LocalJobs {
  const runInsightsNow = (at: Date = rt.ports.clock.now()) =>
    fanOut(rt, at, async (batch) => {
      for (const msg of batch) {
        await runInsightsJob(rt, msg).catch((err: Error) => logger.error('Insights job failed', { errorName: err.name }));
      }
    });
  // Hourly at minute 5, as the production rule; `protect` skips a run while the previous one is busy.
  const insights = new Cron(
    '5 * * * *',
    { protect: true, catch: (err) => logger.error('Insights fan-out failed', { errorName: (err as Error).name }) },
    async () => {
      await runInsightsNow();
    },
  );
  // Daily at 03:15 UTC, as the production rule: erase the accounts whose requested removal date has come.
  const deletion = new Cron(
    '15 3 * * *',
    { protect: true, catch: (err) => logger.error('Deletion job failed', { errorName: (err as Error).name }) },
    async () => {
      await deletionJob(rt);
    },
  );
  // Every minute (production: every 5 minutes): re-send unacknowledged urgent crisis alerts that are due.
  const crisisResend = new Cron(
    '* * * * *',
    { protect: true, catch: (err) => logger.error('Crisis alert re-send job failed', { errorName: (err as Error).name }) },
    async () => {
      await resendDueAlerts(rt);
    },
  );
  // Every 15 minutes, as the production rule: overdue forms (and the next of a recurring one) and reminders.
  const formsDue = new Cron(
    '*/15 * * * *',
    { protect: true, catch: (err) => logger.error('Forms job failed', { errorName: (err as Error).name }) },
    async () => {
      await runFormsDueJob(rt);
    },
  );
  return {
    runInsightsNow,
    stop: () => {
      insights.stop();
      deletion.stop();
      crisisResend.stop();
      formsDue.stop();
    },
  };
}
