import {
  CONSENT_KINDS,
  CONSENT_VERSIONS,
  REQUIRED_CONSENTS,
  type Consents,
  type OnboardingState,
  type OnboardingStep,
  type UpdateConsentsBody,
  type UpdateOnboardingBody,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { z } from 'zod';
import { syncSchedule } from '../calls/schedule.js';
import { HttpError, conflict, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { getSettings, SCHEDULE_NOT_UPDATED } from '../settings/service.js';
import { hasConsent } from './consent.js';
import type { UserEntity } from './store.js';
import { isConditionFailure } from '../platform/transactions.js';

/**
 * Consents and the first-run onboarding (docs/architecture.md, "First-run onboarding and consent"):
 * both live on the user record, so the call and text-message paths, which read that record anyway,
 * check consent without another read.
 */

type UserItem = EntityItem<typeof UserEntity>;
type StoredConsents = UserItem['consents'];

export const TERMS_FIRST = 'Please accept the Terms of Use and the Privacy Notice first.';

export function onboardingOf(user: Pick<UserItem, 'consents' | 'onboarding'>): OnboardingState {
  const consents = Object.fromEntries(
    CONSENT_KINDS.map((k) => {
      const c = user.consents?.[k];
      return [k, c ? { acceptedAt: c.acceptedAt, version: c.version } : null];
    }),
  ) as Consents;
  const o = user.onboarding;
  return {
    consents,
    completedSteps: (o?.completedSteps ?? []) as OnboardingStep[],
    skippedSteps: (o?.skippedSteps ?? []) as OnboardingStep[],
    finishedAt: o?.finishedAt ?? null,
    dismissedAt: o?.dismissedAt ?? null,
  };
}

async function readUser(rt: Runtime, userId: string): Promise<UserItem> {
  const { data } = await rt.db.entities.user.get({ userId }).go();
  if (!data) throw notFound('User not found');
  return data;
}

/**
 * A read-modify-write of the user record, conditioned on `updatedAt` not having moved since the read,
 * so two saves at once never lose each other's change (the loser reads again).
 */
async function updateUser(
  rt: Runtime,
  userId: string,
  change: (user: UserItem, now: string) => Partial<Pick<UserItem, 'consents' | 'onboarding'>>,
): Promise<UserItem> {
  for (let attempt = 0; ; attempt++) {
    const user = await readUser(rt, userId);
    const now = rt.ports.clock.now().toISOString();
    const set = { ...change(user, now), updatedAt: now };
    try {
      await rt.db.entities.user
        .patch({ userId })
        .set(set)
        .where(({ updatedAt }, { eq }) => eq(updatedAt, user.updatedAt))
        .go();
      return { ...user, ...set };
    } catch (err) {
      if (!isConditionFailure(err) || attempt >= 3) throw err;
    }
  }
}

export async function getOnboarding(rt: Runtime, userId: string): Promise<OnboardingState> {
  return onboardingOf(await readUser(rt, userId));
}

const requiredGiven = (consents: StoredConsents) => REQUIRED_CONSENTS.every((k) => consents?.[k]?.acceptedAt);

/**
 * Gives (`true`: now, with the current version of the text) or withdraws (`false`) consents. A change
 * to call consent moves the daily call's schedule: it runs only while calls are on and allowed.
 */
export async function saveConsents(rt: Runtime, userId: string, body: z.output<typeof UpdateConsentsBody>): Promise<OnboardingState> {
  let callsChanged = false;
  const saved = await updateUser(rt, userId, (user, now) => {
    const consents: NonNullable<StoredConsents> = { ...(user.consents ?? {}) };
    for (const kind of CONSENT_KINDS) {
      const value = body[kind];
      if (value === undefined) continue;
      const had = Boolean(consents[kind]);
      if (value) consents[kind] = { acceptedAt: now, version: CONSENT_VERSIONS[kind] };
      else delete consents[kind];
      if (kind === 'callRecording' && had !== value) callsChanged = true;
    }
    return { consents };
  });
  logger.info('Consents saved', { kinds: Object.keys(body).join(',') });
  if (callsChanged) {
    try {
      await syncSchedule(rt, userId, await getSettings(rt, userId), hasConsent(saved, 'callRecording'));
    } catch (err) {
      logger.error('Could not update the call schedule after a consent change', { errorName: (err as Error).name });
      throw new HttpError(502, SCHEDULE_NOT_UPDATED);
    }
  }
  return onboardingOf(saved);
}

/**
 * Remembers the steps (a given list replaces the stored one; a step named in one list leaves the
 * other), finishes the flow, or dismisses the dashboard card. The consent step cannot be completed,
 * nor the flow finished, before the Terms of Use and the Privacy Notice are accepted.
 */
export async function saveOnboarding(rt: Runtime, userId: string, body: z.output<typeof UpdateOnboardingBody>): Promise<OnboardingState> {
  const saved = await updateUser(rt, userId, (user, now) => {
    const current = onboardingOf(user);
    let completed = body.completedSteps ?? current.completedSteps;
    let skipped = body.skippedSteps ?? current.skippedSteps;
    if (body.completedSteps) skipped = skipped.filter((s) => !completed.includes(s));
    else if (body.skippedSteps) completed = completed.filter((s) => !skipped.includes(s));
    if ((completed.includes('consent') || body.finished) && !requiredGiven(user.consents)) throw conflict(TERMS_FIRST);
    const finishedAt = current.finishedAt ?? (body.finished ? now : null);
    const dismissedAt = body.dismissed === undefined ? current.dismissedAt : body.dismissed ? (current.dismissedAt ?? now) : null;
    return {
      onboarding: {
        completedSteps: completed,
        skippedSteps: skipped,
        ...(finishedAt ? { finishedAt } : {}),
        ...(dismissedAt ? { dismissedAt } : {}),
      },
    };
  });
  return onboardingOf(saved);
}
