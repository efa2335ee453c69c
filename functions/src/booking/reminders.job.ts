import { runtimeFromEnv } from '../app/runtime.js';
import { runBookingJob } from './service.js';

/** Every 5 minutes (EventBridge rule): expire lapsed unpaid holds and text the one-hour session reminders. */
export const handler = async (): Promise<{ handled: number }> => ({ handled: await runBookingJob(runtimeFromEnv()) });
