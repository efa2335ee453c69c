import { EMPTY_STATS, defaultSettings, type PublicUser, type RegisterResponse, type UserProfile } from '@steady/shared';
import type { z } from 'zod';
import type { RegisterBody } from '@steady/shared';
import { unreadMessageTotal } from '../conversations/messages.js';
import { conflict, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { PHONE_TAKEN } from '../platform/ports.js';
import type { Runtime } from '../platform/runtime.js';
import { TransactionCanceled, committed } from '../platform/transactions.js';
import { directoryItem } from '../insights/store.js';
import { directoryTerms } from '../admin/store.js';
import { syncSchedule } from '../calls/schedule.js';
import { onboardingOf } from './onboarding.js';

type Registration = z.output<typeof RegisterBody>;

/**
 * Registers a person: the Cognito user, then in one transaction the phone guard, user record,
 * default settings and stats. A failure part-way removes the Cognito user again.
 */
export async function register(rt: Runtime, input: Registration, role: PublicUser['role'] = 'user'): Promise<RegisterResponse> {
  const { identity, clock } = rt.ports;
  const { userId } = await identity.createUser(input);
  const now = clock.now().toISOString();
  const settings = defaultSettings(userId, input.timeZone, input.callTime, now);
  try {
    const result = await rt.db.transaction
      .write(({ phoneGuard, user, settings: s, stats, jobDirectory, userDirectory }) => [
        phoneGuard.create({ phoneNumber: input.phoneNumber, userId }).commit(),
        user
          .create({
            userId,
            name: input.name,
            phoneNumber: input.phoneNumber,
            role,
            timeZone: input.timeZone,
            callTime: input.callTime,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        s.create({ ...settings, currentAiCoachId: undefined, currentHabitSystemId: undefined }).commit(),
        stats.create({ userId, ...EMPTY_STATS, lastEntryDate: undefined, revision: 0, timeZone: input.timeZone }).commit(),
        // The insights job's directory (no Scan to find users on Mondays).
        jobDirectory.create(directoryItem(userId, input.timeZone, now)).commit(),
        // The admin's name search (admin/store.ts: no Scan to find a user by name).
        ...directoryTerms(userId, input.name).map((t) => userDirectory.put(t).commit()),
      ])
      .go();
    committed(result);
  } catch (err) {
    await identity.deleteUser(input.phoneNumber).catch((undoErr: Error) => logger.error('Could not undo Cognito user', { errorName: undoErr.name }));
    // The phone guard is the first item: its condition fails only for a number already registered.
    if (err instanceof TransactionCanceled && err.reasons[0] === 'ConditionalCheckFailed') throw conflict(PHONE_TAKEN);
    throw err;
  }
  // The daily call's schedule, paused: nobody is called before consenting to calls (the consent
  // starts it). The account stands without it: the next settings or consent save schedules again.
  await syncSchedule(rt, userId, settings, false).catch((err: Error) => logger.error('Could not schedule calls for a new user', { errorName: err.name }));
  return { user: { id: userId, name: input.name, phoneNumber: input.phoneNumber, role, callTime: input.callTime, timeZone: input.timeZone } };
}

/** The person's own record (policy `self`): the public fields and their onboarding state, one GetItem. */
/**
 * The person's own record, with what the app shell shows on every page: the onboarding state and the
 * unread secure messages (read beside the user item, so the shell makes no request of its own).
 */
export async function getUser(rt: Runtime, userId: string): Promise<UserProfile> {
  const [{ data }, unreadMessages] = await Promise.all([rt.db.entities.user.get({ userId }).go(), unreadMessageTotal(rt, userId)]);
  if (!data) throw notFound('User not found');
  return {
    id: data.userId,
    name: data.name,
    phoneNumber: data.phoneNumber,
    role: data.role,
    onboarding: onboardingOf(data),
    unreadMessages,
    isVerifiedCoach: data.isVerifiedCoach === true,
  };
}
