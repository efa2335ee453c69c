import { refreshCoachListing } from '../marketplace/service.js';
import { DEFAULTS, defaultAvailability, type CoachAvailability, type ScheduleDay, type UpdateCoachAvailabilityBody } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { z } from 'zod';
import type { Runtime } from '../platform/runtime.js';
import type { CoachAvailabilityEntity } from './profile-store.js';

type Saved = EntityItem<typeof CoachAvailabilityEntity>;
/** The body as validated (the schedule sorted Monday to Sunday, the zone canonical). */
type Update = z.output<typeof UpdateCoachAvailabilityBody>;

/** The coach's own zone (their user record), the default of the schedule's zone until one is saved. */
async function userTimeZone(rt: Runtime, coachId: string): Promise<string> {
  const { data } = await rt.db.entities.user.get({ userId: coachId }).go({ attributes: ['timeZone'] });
  return data?.timeZone ?? DEFAULTS.timeZone;
}

function view(item: Saved): CoachAvailability {
  return {
    hourlyRate: item.hourlyRate,
    sessionDuration: item.sessionDuration,
    timeZone: item.timeZone,
    schedule: [...item.schedule]
      .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
      .map((d) => ({ dayOfWeek: d.dayOfWeek as ScheduleDay['dayOfWeek'], startTime: d.startTime, endTime: d.endTime, isActive: d.isActive })),
    updatedAt: item.updatedAt,
  };
}

/**
 * The coach's pricing, zone and weekly schedule (docs/architecture.md, "Coach availability and
 * profile"): one GetItem; the defaults (in the coach's own zone) while nothing is saved.
 */
export async function getAvailability(rt: Runtime, coachId: string): Promise<CoachAvailability> {
  const { data } = await rt.db.entities.coachAvailability.get({ userId: coachId }).go();
  if (data) return view(data);
  return defaultAvailability(await userTimeZone(rt, coachId));
}

/**
 * Saves what was sent (pricing, zone, schedule, or any of them) and keeps the rest. The first save
 * also writes the defaults of what was not sent, so a stored item is always whole and booking needs
 * nothing else. One UpdateItem: two saves of different parts at once both land.
 */
export async function saveAvailability(rt: Runtime, coachId: string, update: Update): Promise<CoachAvailability> {
  const now = rt.ports.clock.now().toISOString();
  const { data: existing } = await rt.db.entities.coachAvailability.get({ userId: coachId }).go();
  const given = {
    ...(update.hourlyRate !== undefined ? { hourlyRate: update.hourlyRate } : {}),
    ...(update.sessionDuration !== undefined ? { sessionDuration: update.sessionDuration } : {}),
    ...(update.timeZone !== undefined ? { timeZone: update.timeZone } : {}),
    ...(update.schedule !== undefined ? { schedule: update.schedule } : {}),
  };
  const fill = existing ? {} : { ...defaultsWithout(await userTimeZone(rt, coachId)), createdAt: now };
  const { data } = await rt.db.entities.coachAvailability
    .update({ userId: coachId })
    .set({ ...fill, ...given, updatedAt: now })
    .go({ response: 'all_new' });
  // The Marketplace's Human Coaches tab shows the rate (docs/architecture.md, "Marketplace").
  await refreshCoachListing(rt, coachId);
  return view(data as Saved);
}

function defaultsWithout(timeZone: string) {
  const { updatedAt: _updatedAt, ...rest } = defaultAvailability(timeZone);
  return rest;
}
