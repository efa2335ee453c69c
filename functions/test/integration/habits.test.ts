import { localDate, shiftDate } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { api, newUser, type Caller } from './helpers.js';

/** Wellness Habits: create, list, log progress, recent activity and the summary. */

// newUser() registers in America/Chicago: "today" is the local date there.
const today = () => localDate(new Date(), 'America/Chicago');

async function createHabit(u: Caller, body: Record<string, unknown> = {}) {
  const res = await api('/api/habits', {
    method: 'POST',
    token: u.token,
    body: { name: 'Morning walk', description: 'Twenty minutes outside', category: 'health', frequency: 'daily', unit: 'times', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

const log = (u: Caller, body: Record<string, unknown>) => api('/api/habit-entries', { method: 'POST', token: u.token, body });

describe('habits', () => {
  it('creates habits for the caller (target 1 by default) and lists them newest first', async () => {
    const u = await newUser();
    const walk = await api('/api/habits', {
      method: 'POST',
      token: u.token,
      body: { name: '  Morning walk ', description: 'Outside', category: 'health', frequency: 'daily', unit: 'times', userId: u.id },
    });
    expect(walk.status).toBe(201);
    expect(walk.body).toMatchObject({ userId: u.id, name: 'Morning walk', targetValue: 1, unit: 'times', isActive: true, systemId: null });
    const water = await createHabit(u, { name: 'Water', category: 'health', frequency: '3x_week', targetValue: 8, unit: 'glasses' });
    const list = await api(`/api/users/${u.id}/habits`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.map((h: { id: string }) => h.id)).toEqual([water.id, walk.body.id]);
    expect(list.body[0]).toMatchObject({ frequency: '3x_week', targetValue: 8, unit: 'glasses' });
  });

  it('refuses a habit without the required fields, with the spec’s messages on each field', async () => {
    const u = await newUser();
    const res = await api('/api/habits', { method: 'POST', token: u.token, body: { name: '', description: ' ', unit: '', targetValue: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name is required');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'category', message: 'Category is required' },
        { path: 'frequency', message: 'Frequency is required' },
        { path: 'targetValue', message: 'Target value must be at least 1' },
        { path: 'unit', message: 'Unit is required' },
      ]),
    );
    expect((await api(`/api/users/${u.id}/habits`, { token: u.token })).body).toEqual([]);
  });

  it('refuses to create a habit for someone else', async () => {
    const [u, other] = await Promise.all([newUser(), newUser()]);
    const res = await api('/api/habits', {
      method: 'POST',
      token: other.token,
      body: { name: 'Walk', description: 'x', category: 'health', frequency: 'daily', unit: 'times', userId: u.id },
    });
    expect(res.status).toBe(403);
  });
});

describe('habit progress', () => {
  it('logs progress (today by default) and shows the 5 most recent, newest date first', async () => {
    const u = await newUser();
    const habit = await createHabit(u);
    const first = await log(u, { habitId: habit.id, value: 1.5, notes: '  felt good ', moodAfter: 8, userId: u.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ habitId: habit.id, userId: u.id, date: today(), value: 1.5, notes: 'felt good', moodAfter: 8 });
    const older = [1, 2, 3, 4, 5].map((d) => shiftDate(today(), -d));
    for (const date of older) expect((await log(u, { habitId: habit.id, date, value: 1 })).status).toBe(201);
    const second = await log(u, { habitId: habit.id, value: 0 });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ notes: null, moodAfter: null, value: 0 });

    const recent = await api(`/api/users/${u.id}/habit-entries/recent`, { token: u.token });
    expect(recent.status).toBe(200);
    expect(recent.body.map((e: { date: string }) => e.date)).toEqual([today(), today(), ...older.slice(0, 3)]);
    // Within a day, the latest logged first.
    expect(recent.body[0].id).toBe(second.body.id);
  });

  it('logs several entries of one day at once, each once', async () => {
    const u = await newUser();
    const habit = await createHabit(u);
    const results = await Promise.all(Array.from({ length: 50 }, () => log(u, { habitId: habit.id, value: 0.5 })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(50);
    const summary = await api(`/api/users/${u.id}/habits/summary`, { token: u.token });
    expect(summary.body).toMatchObject({ currentStreak: 1, loggedToday: 1 });
    expect(summary.body.progress[0]).toMatchObject({ today: 25 });
  });

  it('refuses invalid progress with the spec’s messages', async () => {
    const u = await newUser();
    const habit = await createHabit(u);
    const negative = await log(u, { habitId: habit.id, value: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({ message: 'Value must be positive', errors: [{ path: 'value', message: 'Value must be positive' }] });
    const mood = await log(u, { habitId: habit.id, value: 1, moodAfter: 0 });
    expect(mood.status).toBe(400);
    expect(mood.body.errors).toEqual([{ path: 'moodAfter', message: 'Mood must be between 1 and 10' }]);
    const future = await log(u, { habitId: habit.id, value: 1, date: shiftDate(today(), 2) });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ path: 'date', message: 'The date cannot be in the future' }]);
    expect((await api(`/api/users/${u.id}/habit-entries/recent`, { token: u.token })).body).toEqual([]);
  });

  it('refuses another person’s habit as not found, and writes nothing', async () => {
    const [u, other] = await Promise.all([newUser(), newUser()]);
    const theirs = await createHabit(other);
    const res = await log(u, { habitId: theirs.id, value: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Habit not found');
    expect((await log(u, { habitId: '01NOSUCHHABIT', value: 1 })).status).toBe(404);
    // Naming the owner in the body is refused outright.
    expect((await log(u, { habitId: theirs.id, value: 1, userId: other.id })).status).toBe(403);
    expect((await api(`/api/users/${other.id}/habit-entries/recent`, { token: other.token })).body).toEqual([]);
    expect((await api(`/api/users/${u.id}/habit-entries/recent`, { token: u.token })).body).toEqual([]);
  });
});

describe('habit summary', () => {
  it('starts at zero for a new patient', async () => {
    const u = await newUser();
    const res = await api(`/api/users/${u.id}/habits/summary`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ today: today(), activeHabits: 0, loggedToday: 0, currentStreak: 0, weeklyScore: 0, progress: [] });
  });

  it('computes the streak over consecutive local days and the weekly score across active habits', async () => {
    const u = await newUser();
    const weekly = await createHabit(u, { name: 'Call sponsor', frequency: 'weekly', category: 'social' });
    // Three days in a row ending today, across two habits, then a gap.
    const daily = await createHabit(u, { name: 'Meditate', category: 'mindfulness', frequency: 'daily' });
    expect((await log(u, { habitId: weekly.id, value: 1 })).status).toBe(201);
    expect((await log(u, { habitId: daily.id, value: 1, date: shiftDate(today(), -1) })).status).toBe(201);
    expect((await log(u, { habitId: daily.id, value: 1, date: shiftDate(today(), -2) })).status).toBe(201);
    expect((await log(u, { habitId: daily.id, value: 1, date: shiftDate(today(), -4) })).status).toBe(201);

    const res = await api(`/api/users/${u.id}/habits/summary`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activeHabits: 2, loggedToday: 1, currentStreak: 3 });
    const weeklyProgress = res.body.progress.find((p: { habitId: string }) => p.habitId === weekly.id);
    expect(weeklyProgress).toEqual({ habitId: weekly.id, achieved: 1, expected: 1, today: 1 });
    const dailyProgress = res.body.progress.find((p: { habitId: string }) => p.habitId === daily.id);
    expect(dailyProgress.expected).toBe(7);
    // The daily habit's entries count only inside this Monday-to-Sunday week.
    const inWeek = [1, 2, 4].filter((d) => shiftDate(today(), -d) >= res.body.weekStart).length;
    expect(dailyProgress.achieved).toBe(inWeek);
    expect(res.body.weeklyScore).toBe(Math.round(((1 + inWeek) / 8) * 100));
  });

  it('keeps a streak that ended yesterday, and breaks one older than that', async () => {
    const u = await newUser();
    const habit = await createHabit(u);
    await log(u, { habitId: habit.id, value: 1, date: shiftDate(today(), -1) });
    await log(u, { habitId: habit.id, value: 1, date: shiftDate(today(), -2) });
    expect((await api(`/api/users/${u.id}/habits/summary`, { token: u.token })).body.currentStreak).toBe(2);
    const v = await newUser();
    const h2 = await createHabit(v);
    await log(v, { habitId: h2.id, value: 1, date: shiftDate(today(), -2) });
    expect((await api(`/api/users/${v.id}/habits/summary`, { token: v.token })).body.currentStreak).toBe(0);
  });

  it('is not readable by another patient', async () => {
    const [u, other] = await Promise.all([newUser(), newUser()]);
    for (const path of [`/api/users/${u.id}/habits`, `/api/users/${u.id}/habits/summary`, `/api/users/${u.id}/habit-entries/recent`]) {
      expect((await api(path, { token: other.token })).status).toBe(403);
    }
  });
});

describe('editing and deleting habits', () => {
  const patch = (u: Caller, id: string, body: Record<string, unknown>) => api(`/api/habits/${id}`, { method: 'PATCH', token: u.token, body });
  const del = (u: Caller, id: string) => api(`/api/habits/${id}`, { method: 'DELETE', token: u.token });

  it('edits only the fields given, with the create validation and messages', async () => {
    const u = await newUser();
    const habit = await createHabit(u, { targetValue: 3 });
    const res = await patch(u, habit.id, { name: '  Evening walk ', unit: 'walks' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: habit.id,
      name: 'Evening walk',
      unit: 'walks',
      targetValue: 3,
      description: 'Twenty minutes outside',
      category: 'health',
    });
    const bad = await patch(u, habit.id, { name: ' ', targetValue: 0, frequency: 'hourly' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'targetValue', message: 'Target value must be at least 1' },
        { path: 'frequency', message: 'Frequency is required' },
      ]),
    );
    const list = await api(`/api/users/${u.id}/habits`, { token: u.token });
    expect(list.body).toEqual([expect.objectContaining({ name: 'Evening walk', targetValue: 3 })]);
  });

  it('answers 404 for another person’s habit or an unknown id, and changes nothing; a malformed id is a 400', async () => {
    const [u, other] = await Promise.all([newUser(), newUser()]);
    const theirs = await createHabit(other);
    expect((await patch(u, theirs.id, { name: 'Mine now' })).status).toBe(404);
    expect((await del(u, theirs.id)).status).toBe(404);
    expect((await patch(u, '01NOSUCHHABIT', { name: 'x' })).status).toBe(404);
    expect((await del(u, 'bad.id')).status).toBe(400);
    expect((await api(`/api/users/${other.id}/habits`, { token: other.token })).body).toEqual([expect.objectContaining({ name: 'Morning walk' })]);
  });

  it('deletes a habit with its progress, keeping the days other habits were logged (streak and score stay right)', async () => {
    const u = await newUser();
    const keep = await createHabit(u, { name: 'Meditate' });
    const gone = await createHabit(u, { name: 'Run' });
    // Today both; yesterday and the day before only the deleted habit.
    expect((await log(u, { habitId: keep.id, value: 1 })).status).toBe(201);
    expect((await log(u, { habitId: gone.id, value: 2 })).status).toBe(201);
    expect((await log(u, { habitId: gone.id, value: 1, date: shiftDate(today(), -1) })).status).toBe(201);
    expect((await log(u, { habitId: gone.id, value: 1, date: shiftDate(today(), -2) })).status).toBe(201);
    const summary = () => api(`/api/users/${u.id}/habits/summary`, { token: u.token });
    expect((await summary()).body).toMatchObject({ activeHabits: 2, currentStreak: 3 });

    const res = await del(u, gone.id);
    expect(res.status).toBe(204);
    expect((await summary()).body).toMatchObject({
      activeHabits: 1,
      loggedToday: 1,
      currentStreak: 1,
      progress: [expect.objectContaining({ habitId: keep.id })],
    });
    const recent = await api(`/api/users/${u.id}/habit-entries/recent`, { token: u.token });
    expect(recent.body.map((e: { habitId: string }) => e.habitId)).toEqual([keep.id]);
    expect((await api(`/api/users/${u.id}/habits`, { token: u.token })).body.map((h: { id: string }) => h.id)).toEqual([keep.id]);
    expect((await del(u, gone.id)).status).toBe(404);

    // Deleting the last habit leaves no day markers: the streak is 0.
    expect((await del(u, keep.id)).status).toBe(204);
    expect((await summary()).body).toMatchObject({ activeHabits: 0, currentStreak: 0, weeklyScore: 0 });
  });
});
