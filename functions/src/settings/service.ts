import type { UpdateSettingsBody, UserSettings } from '@steady/shared';
import type { z } from 'zod';
import { HttpError, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { syncSchedule } from '../calls/schedule.js';
import type { Runtime } from '../platform/runtime.js';

function toSettings(item: Record<string, unknown>): UserSettings {
  const s = item as UserSettings & { currentAiCoachId?: string; currentHabitSystemId?: string };
  return {
    ...s,
    currentAiCoachId: s.currentAiCoachId ?? null,
    currentHabitSystemId: s.currentHabitSystemId ?? null,
    keepCallRecordings: s.keepCallRecordings ?? false,
    goals: s.goals ?? [],
    preferences: s.preferences ?? [],
  };
}

export async function getSettings(rt: Runtime, userId: string): Promise<UserSettings> {
  const { data } = await rt.db.entities.settings.get({ userId }).go();
  if (!data) throw notFound('Settings not found');
  return toSettings(data);
}

/** Saves the given fields; the others keep their value. Nulls clear the coach and system picks. */
export async function saveSettings(rt: Runtime, userId: string, body: z.output<typeof UpdateSettingsBody>): Promise<UserSettings> {
  const { currentAiCoachId, currentHabitSystemId, ...rest } = body;
  const set: Record<string, unknown> = { ...rest, updatedAt: rt.ports.clock.now().toISOString() };
  const remove: ('currentAiCoachId' | 'currentHabitSystemId')[] = [];
  for (const [key, value] of [
    ['currentAiCoachId', currentAiCoachId],
    ['currentHabitSystemId', currentHabitSystemId],
  ] as const) {
    if (value === null) remove.push(key);
    else if (value !== undefined) set[key] = value;
  }
  let op = rt.db.entities.settings.patch({ userId }).set(set);
  if (remove.length) op = op.remove(remove);
  let saved: UserSettings;
  try {
    const { data } = await op.go({ response: 'all_new' });
    saved = toSettings(data);
  } catch (err) {
    if ((err as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw notFound('Settings not found');
    throw err;
  }
  // A new call time, time zone or daily-call switch moves the user's schedule.
  if (body.callTime !== undefined || body.timeZone !== undefined || body.dailyCallEnabled !== undefined) {
    try {
      await syncSchedule(rt, userId, saved);
    } catch (err) {
      logger.error('Could not update the call schedule', { errorName: (err as Error).name });
      throw new HttpError(502, SCHEDULE_NOT_UPDATED);
    }
  }
  return saved;
}

export const SCHEDULE_NOT_UPDATED = 'Your settings were saved, but your call schedule could not be updated. Please save again in a moment.';
