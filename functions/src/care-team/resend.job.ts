import { runtimeFromEnv } from '../app/runtime.js';
import { resendDueAlerts } from './alerts.js';

/** Every 5 minutes (EventBridge rule): re-send the unacknowledged urgent crisis alerts that are due, once. */
export const handler = async (): Promise<{ resent: number }> => ({ resent: await resendDueAlerts(runtimeFromEnv()) });
