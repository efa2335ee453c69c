/** Lambda entry of the place-call job: EventBridge Scheduler invokes it with {userId} (infra/lib/constructs/calls.ts). */
export { placeCallHandler as handler } from './jobs.js';
