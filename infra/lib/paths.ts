import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths the stack builds from, resolved from this file so synth works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FUNCTIONS_SRC = path.join(REPO_ROOT, 'functions', 'src');
export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
/** The WebSocket API's Lambda ($connect, $disconnect, $default). */
export const LIVE_ENTRY = path.join(FUNCTIONS_SRC, 'live', 'socket.ts');
/** The job Lambdas' entries (scheduled, queued and event-driven functions), by name. */
export const JOB_ENTRIES = {
  accountDeletion: path.join(FUNCTIONS_SRC, 'account', 'deletion.job.ts'),
  placeCall: path.join(FUNCTIONS_SRC, 'calls', 'place-call.job.ts'),
  transcribed: path.join(FUNCTIONS_SRC, 'calls', 'transcribed.job.ts'),
  crisisAlertResend: path.join(FUNCTIONS_SRC, 'care-team', 'resend.job.ts'),
  insightsFanOut: path.join(FUNCTIONS_SRC, 'insights', 'fanout.ts'),
  insightsWorker: path.join(FUNCTIONS_SRC, 'insights', 'worker.ts'),
  bookingReminders: path.join(FUNCTIONS_SRC, 'booking', 'reminders.job.ts'),
  formsDue: path.join(FUNCTIONS_SRC, 'forms', 'due.job.ts'),
} as const;
