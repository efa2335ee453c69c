import { runtimeFromEnv } from '../app/runtime.js';
import { placeCallJob } from './jobs.js';

/** Lambda entry of the place-call job: EventBridge Scheduler invokes it with {userId} (infra/lib/constructs/calls.ts). */
export const handler = (event: { userId?: string }) => placeCallJob(event, runtimeFromEnv());
