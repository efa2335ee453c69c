import fs from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { logger } from '../../logger.js';
import type { CallSchedule, CallScheduler } from '../../ports.js';

/**
 * The call scheduler on one machine (docs/architecture.md, "Runtime modes"): croner in place of
 * EventBridge Scheduler (adapters/aws/scheduler.ts), one job per user in the user's time zone.
 */

interface StoredSchedule extends CallSchedule {
  userId: string;
}

/**
 * One croner job per user, in the user's time zone. Like EventBridge Scheduler, it owns its state:
 * the schedules are kept in a file in the local data folder and restored at start.
 */
export class CronCallScheduler implements CallScheduler {
  private readonly jobs = new Map<string, Cron>();
  private readonly schedules = new Map<string, StoredSchedule>();

  constructor(
    private readonly fire: (userId: string) => Promise<void>,
    private readonly file?: string,
  ) {
    if (file && fs.existsSync(file)) {
      for (const s of JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSchedule[]) this.apply(s);
    }
  }

  private apply(s: StoredSchedule): void {
    this.jobs.get(s.userId)?.stop();
    this.jobs.delete(s.userId);
    this.schedules.set(s.userId, s);
    if (!s.enabled || !s.callTime) return;
    const [hh, mm] = s.callTime.split(':').map(Number);
    const job = new Cron(`${mm} ${hh} * * *`, { timezone: s.timeZone, name: `call-${s.userId}`, protect: true }, () =>
      this.fire(s.userId).catch((err: Error) => logger.error('Scheduled call failed', { errorName: err.name })),
    );
    this.jobs.set(s.userId, job);
  }

  private save(): void {
    if (this.file) fs.writeFileSync(this.file, JSON.stringify([...this.schedules.values()], null, 1));
  }

  async upsert(userId: string, schedule: CallSchedule): Promise<void> {
    this.apply({ userId, ...schedule });
    this.save();
  }

  async remove(userId: string): Promise<void> {
    this.jobs.get(userId)?.stop();
    this.jobs.delete(userId);
    this.schedules.delete(userId);
    this.save();
  }

  /** When the user's next call fires (null when calls are off). */
  nextRun(userId: string): Date | null {
    return this.jobs.get(userId)?.nextRun() ?? null;
  }

  schedule(userId: string): StoredSchedule | undefined {
    return this.schedules.get(userId);
  }

  stop(): void {
    for (const job of this.jobs.values()) job.stop();
    this.jobs.clear();
  }
}

/** Where the local scheduler keeps its schedules, in the local data folder. */
export const schedulesFile = (dataDir: string) => path.join(dataDir, 'schedules.json');
