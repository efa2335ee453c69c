/** Lambda entry of the transcribed job: the EventBridge rule on Amazon Transcribe's job state changes (infra/lib/constructs/calls.ts). */
export { transcribedHandler as handler } from './jobs.js';
