import { runtimeFromEnv } from '../app/runtime.js';
import { runFormsDueJob } from './jobs.js';

/** Every 15 minutes (EventBridge rule): overdue forms, recurrence on a missed due day, and reminders (forms/jobs.ts). */
export const handler = async (): Promise<{ handled: number }> => ({ handled: await runFormsDueJob(runtimeFromEnv()) });
