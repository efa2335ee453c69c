import {
  RECENT_ACTIVITY_ITEMS,
  HABIT_MESSAGES,
  habitSummary,
  localDate,
  streakMayContinue,
  weekOf,
  type CreateHabitBody,
  type CreateHabitEntryBody,
  type Habit,
  type HabitEntry,
  type HabitSummary,
  type UpdateHabitBody,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import { SAVE_CONFLICT_MESSAGE, WRITE_ATTEMPTS, backoff, committed, isConflictOnly } from '../platform/transactions.js';
import { getSettings } from '../settings/service.js';
import type { HabitEntity, HabitEntryEntity } from './store.js';

/**
 * Wellness Habits: habits and progress entries in the user's partition, and the screen's summary
 * (current streak and weekly score in the user's time zone; shared/src/domain/habits.ts).
 */

type HabitItem = EntityItem<typeof HabitEntity>;
type EntryItem = EntityItem<typeof HabitEntryEntity>;

const toHabit = (h: HabitItem): Habit => ({
  id: h.habitId,
  userId: h.userId,
  systemId: h.systemId ?? null,
  name: h.name,
  description: h.description,
  category: h.category,
  frequency: h.frequency,
  targetValue: h.targetValue,
  unit: h.unit,
  isActive: h.isActive ?? true,
  createdAt: h.createdAt,
  updatedAt: h.updatedAt,
});

const toEntry = (e: EntryItem): HabitEntry => ({
  id: e.entryId,
  habitId: e.habitId,
  userId: e.userId,
  date: e.date,
  value: e.value,
  notes: e.notes ?? null,
  moodAfter: e.moodAfter ?? null,
  createdAt: e.createdAt,
});

/** Dates are 'yyyy-MM-dd'; this bound sorts after every one of them, keeping range reads inside habitEntry keys. */
const LAST_DATE = '9999-12-31';
/** Days of the streak read per page; one page unless the streak is longer. */
const STREAK_PAGE = 60;

export async function listHabits(rt: Runtime, userId: string): Promise<Habit[]> {
  const { data } = await rt.db.entities.habit.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toHabit);
}

export async function createHabit(rt: Runtime, userId: string, body: z.output<typeof CreateHabitBody>): Promise<Habit> {
  const now = rt.ports.clock.now();
  const { data } = await rt.db.entities.habit
    .create({
      userId,
      habitId: ulid(now.getTime()),
      systemId: body.systemId ?? undefined,
      name: body.name,
      description: body.description,
      category: body.category,
      frequency: body.frequency,
      targetValue: body.targetValue,
      unit: body.unit,
      isActive: true,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .go();
  return toHabit(data as HabitItem);
}

/** The newest entries: newest local date first, and the latest logged first within a day. */
export async function listRecentEntries(rt: Runtime, userId: string): Promise<HabitEntry[]> {
  const { data } = await rt.db.entities.habitEntry.query.byUser({ userId }).go({ order: 'desc', limit: RECENT_ACTIVITY_ITEMS });
  return data.map(toEntry);
}

/**
 * Logs progress on one of the caller's own habits: another person's habit id, or one that does not
 * exist, is a 404 (never a 403 that would confirm it exists). The entry and the day marker the
 * streak reads commit together. The date is the caller's local date unless given; not in the future.
 */
export async function logProgress(rt: Runtime, userId: string, body: z.output<typeof CreateHabitEntryBody>): Promise<HabitEntry> {
  const [habit, settings] = await Promise.all([rt.db.entities.habit.get({ userId, habitId: body.habitId }).go(), getSettings(rt, userId)]);
  if (!habit.data) throw notFound('Habit not found');
  const now = rt.ports.clock.now();
  const today = localDate(now, settings.timeZone);
  const date = body.date ?? today;
  if (date > today) throw badRequest(HABIT_MESSAGES.futureDate, [{ path: 'date', message: HABIT_MESSAGES.futureDate }]);
  const item = {
    userId,
    entryId: ulid(now.getTime()),
    habitId: body.habitId,
    date,
    value: body.value,
    notes: body.notes ?? undefined,
    moodAfter: body.moodAfter ?? undefined,
    createdAt: now.toISOString(),
  };
  // Two entries of one day at once touch the same day marker: DynamoDB may cancel one transaction
  // with TransactionConflict; it is retried (the put is idempotent), anything else is an error.
  for (let attempt = 0; ; attempt++) {
    const result = await rt.db.transaction
      .write(({ habitEntry, habitDay }) => [habitEntry.create(item).commit(), habitDay.put({ userId, date }).commit()])
      .go();
    if (!result.canceled) break;
    if (!isConflictOnly(result)) committed(result);
    if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
    await backoff(attempt);
  }
  return toEntry(item);
}

/** The days with entries, newest first, as far back as the streak may reach. */
async function streakDays(rt: Runtime, userId: string, today: string): Promise<string[]> {
  const days: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { date: string }[]; cursor: string | null } = await rt.db.entities.habitDay.query
      .byUser({ userId })
      .go({ order: 'desc', limit: STREAK_PAGE, cursor });
    days.push(...page.data.map((d) => d.date));
    cursor = page.cursor;
  } while (cursor && streakMayContinue(days, today));
  return days;
}

/**
 * The summary: habits (one Query), this week's entries (one Query of a date range), the streak's
 * day markers (one Query, paged only for streaks over 60 days) and the settings (time zone).
 */
export async function getSummary(rt: Runtime, userId: string): Promise<HabitSummary> {
  const settings = await getSettings(rt, userId);
  const today = localDate(rt.ports.clock.now(), settings.timeZone);
  const { weekStart } = weekOf(today);
  const [habits, week, days] = await Promise.all([
    listHabits(rt, userId),
    rt.db.entities.habitEntry.query.byUser({ userId }).between({ date: weekStart }, { date: LAST_DATE }).go({ pages: 'all' }),
    streakDays(rt, userId, today),
  ]);
  return habitSummary(habits, week.data, days, today);
}

/** Edits one of the caller's habits (the key is in the caller's partition: another's id is a 404). */
export async function updateHabit(rt: Runtime, userId: string, habitId: string, body: z.output<typeof UpdateHabitBody>): Promise<Habit> {
  const { data } = await rt.db.entities.habit.get({ userId, habitId }).go();
  if (!data) throw notFound('Habit not found');
  const patch = Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'userId')) as Partial<typeof body>;
  const next: HabitItem = {
    ...data,
    ...patch,
    systemId: patch.systemId === undefined ? data.systemId : (patch.systemId ?? undefined),
    updatedAt: rt.ports.clock.now().toISOString(),
  };
  if (next.systemId === undefined) delete next.systemId;
  await rt.db.entities.habit.put(next).go();
  return toHabit(next);
}

/**
 * Deletes one of the caller's habits with its progress entries, and the day markers no other
 * habit's entries still need, so the streak and weekly score stay right. The entries are read by
 * key (one Query of the user's habitEntry items, paged) and deleted in batches of 25.
 */
export async function deleteHabit(rt: Runtime, userId: string, habitId: string): Promise<void> {
  const { data } = await rt.db.entities.habit.get({ userId, habitId }).go();
  if (!data) throw notFound('Habit not found');
  const { data: entries } = await rt.db.entities.habitEntry.query.byUser({ userId }).go({ pages: 'all' });
  const mine = entries.filter((e) => e.habitId === habitId);
  const stillLogged = new Set(entries.filter((e) => e.habitId !== habitId).map((e) => e.date));
  const emptyDays = [...new Set(mine.map((e) => e.date))].filter((d) => !stillLogged.has(d));
  if (mine.length > 0) await rt.db.entities.habitEntry.delete(mine.map((e) => ({ userId, date: e.date, entryId: e.entryId }))).go();
  if (emptyDays.length > 0) await rt.db.entities.habitDay.delete(emptyDays.map((date) => ({ userId, date }))).go();
  await rt.db.entities.habit.delete({ userId, habitId }).go();
}
