import type { UpdateSettingsBody, UserSettings } from '@steady/shared';
import type { z } from 'zod';
import { HttpError, conflict, notFound } from '../platform/errors.js';
import { SAVE_CONFLICT_MESSAGE, WRITE_ATTEMPTS, backoff, committed, failedConditions, isConflictOnly, isConditionFailure } from '../platform/transactions.js';
import { logger } from '../platform/logger.js';
import { syncSchedule } from '../calls/schedule.js';
import { directoryItem } from '../insights/store.js';
import { hasConsent } from '../users/consent.js';
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
  const remove: Removable[] = [];
  for (const [key, value] of [
    ['currentAiCoachId', currentAiCoachId],
    ['currentHabitSystemId', currentHabitSystemId],
  ] as const) {
    if (value === null) remove.push(key);
    else if (value !== undefined) set[key] = value;
  }
  // A new time zone also moves the insights job's directory item (it is keyed by zone).
  const previousZone =
    body.timeZone !== undefined ? (await rt.db.entities.settings.get({ userId }).go({ attributes: ['timeZone'] })).data?.timeZone : undefined;
  const saved = body.timeZone !== undefined ? await saveWithTimeZone(rt, userId, set, remove, body.timeZone) : await patchSettings(rt, userId, set, remove);
  if (previousZone && previousZone !== saved.timeZone) await moveDirectoryItem(rt, userId, previousZone, saved.timeZone);
  // A new call time, time zone or daily-call switch moves the user's schedule (only ever running with call consent).
  if (body.callTime !== undefined || body.timeZone !== undefined || body.dailyCallEnabled !== undefined) {
    try {
      const { data: user } = await rt.db.entities.user.get({ userId }).go({ attributes: ['consents'] });
      await syncSchedule(rt, userId, saved, hasConsent(user, 'callRecording'));
    } catch (err) {
      logger.error('Could not update the call schedule', { errorName: (err as Error).name });
      throw new HttpError(502, SCHEDULE_NOT_UPDATED);
    }
  }
  return saved;
}

type Removable = 'currentAiCoachId' | 'currentHabitSystemId';

async function patchSettings(rt: Runtime, userId: string, set: Record<string, unknown>, remove: Removable[]): Promise<UserSettings> {
  let op = rt.db.entities.settings.patch({ userId }).set(set);
  if (remove.length) op = op.remove(remove);
  try {
    const { data } = await op.go({ response: 'all_new' });
    return toSettings(data);
  } catch (err) {
    if (isConditionFailure(err)) throw notFound('Settings not found');
    throw err;
  }
}

/**
 * A time zone is also kept on the stats item (the dashboard's stats are one read): both are written
 * in one transaction, retried when it lost a race with another write of the stats (an entry saved at
 * the same moment), then the settings are read back.
 */
async function saveWithTimeZone(rt: Runtime, userId: string, set: Record<string, unknown>, remove: Removable[], timeZone: string): Promise<UserSettings> {
  for (let attempt = 0; ; attempt++) {
    const result = await rt.db.transaction
      .write(({ settings, stats }) => {
        let op = settings.patch({ userId }).set(set);
        if (remove.length) op = op.remove(remove);
        return [op.commit(), stats.patch({ userId }).set({ timeZone }).commit()];
      })
      .go();
    if (!result.canceled) break;
    if (!isConflictOnly(result)) {
      if (failedConditions(result).length) throw notFound('Settings not found');
      committed(result);
    }
    if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
    await backoff(attempt);
  }
  const { data } = await rt.db.entities.settings.get({ userId }).go({ consistent: true });
  if (!data) throw notFound('Settings not found');
  return toSettings(data);
}

export const SCHEDULE_NOT_UPDATED = 'Your settings were saved, but your call schedule could not be updated. Please save again in a moment.';

/** The insights job finds people by zone (docs/data-model.md): a new zone moves the directory item, in one transaction. */
async function moveDirectoryItem(rt: Runtime, userId: string, from: string, to: string): Promise<void> {
  const now = rt.ports.clock.now().toISOString();
  const result = await rt.db.transaction
    .write(({ jobDirectory }) => [jobDirectory.delete(directoryItem(userId, from, now)).commit(), jobDirectory.put(directoryItem(userId, to, now)).commit()])
    .go();
  if (result.canceled) logger.error('Could not move the insights directory item');
}
