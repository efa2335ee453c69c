import { runtimeFromEnv } from '../app/runtime.js';
import { runDeletionJob } from './erase.js';

/** Daily (EventBridge rule): erase the accounts whose requested removal date has come. */
export const handler = async (): Promise<{ erased: number }> => ({ erased: await runDeletionJob(runtimeFromEnv()) });
