import type { UserSettings } from '@steady/shared';
import type { Runtime } from '../platform/runtime.js';

/** Moves the user's call schedule to their settings (registration and every settings save). */
export function syncSchedule(rt: Runtime, userId: string, settings: Pick<UserSettings, 'callTime' | 'timeZone' | 'dailyCallEnabled'>): Promise<void> {
  return rt.ports.scheduler.upsert(userId, { callTime: settings.callTime ?? null, timeZone: settings.timeZone, enabled: settings.dailyCallEnabled });
}
