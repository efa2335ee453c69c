import type { UserSettings } from '@steady/shared';
import type { Runtime } from '../platform/runtime.js';

/**
 * Moves the user's call schedule to their settings (registration, every settings save, a change of call
 * consent). It runs only while daily calls are on and the person has consented to calls
 * (docs/architecture.md, "First-run onboarding and consent").
 */
export function syncSchedule(
  rt: Runtime,
  userId: string,
  settings: Pick<UserSettings, 'callTime' | 'timeZone' | 'dailyCallEnabled'>,
  callsAllowed: boolean,
): Promise<void> {
  return rt.ports.scheduler.upsert(userId, {
    callTime: settings.callTime ?? null,
    timeZone: settings.timeZone,
    enabled: settings.dailyCallEnabled && callsAllowed,
  });
}
