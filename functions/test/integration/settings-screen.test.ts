import { AI_COACHES, HABIT_SYSTEMS } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { api, newUser } from './helpers.js';

/** The Settings screen's routes: goals, checklists, parts, coach and system, deletion. */
describe('goals', () => {
  it('creates goals for the caller and lists them newest first', async () => {
    const u = await newUser();
    const first = await api('/api/goals', {
      method: 'POST',
      token: u.token,
      body: {
        title: '  Walk daily ',
        description: 'Thirty minutes',
        type: 'short_term',
        category: 'health',
        userId: u.id,
        milestones: [' week one ', '', '  '],
      },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      userId: u.id,
      title: 'Walk daily',
      description: 'Thirty minutes',
      type: 'short_term',
      category: 'health',
      priority: 3,
      status: 'active',
      progressPercentage: 0,
      milestones: ['week one'],
      targetDate: null,
    });
    const second = await api('/api/goals', { method: 'POST', token: u.token, body: { title: 'Finish school', description: 'GED', priority: 5 } });
    expect(second.status).toBe(201);
    expect(second.body.type).toBe('long_term');
    const list = await api(`/api/users/${u.id}/goals`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.map((g: { id: string }) => g.id)).toEqual([second.body.id, first.body.id]);
  });

  it('requires a title and a description, with the field', async () => {
    const u = await newUser();
    const res = await api('/api/goals', { method: 'POST', token: u.token, body: { title: ' ', description: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
      ]),
    );
    const prio = await api('/api/goals', { method: 'POST', token: u.token, body: { title: 't', description: 'd', priority: 9 } });
    expect(prio.status).toBe(400);
    expect(prio.body.message).toBe('Priority must be between 1 and 5');
    expect((await api(`/api/users/${u.id}/goals`, { token: u.token })).body).toEqual([]);
  });

  it('refuses a body userId that is someone else, and keeps lists private', async () => {
    const a = await newUser('A');
    const b = await newUser('B');
    const res = await api('/api/goals', { method: 'POST', token: b.token, body: { title: 't', description: 'd', userId: a.id } });
    expect(res.status).toBe(403);
    expect((await api(`/api/users/${a.id}/goals`, { token: b.token })).status).toBe(403);
    expect((await api(`/api/users/${a.id}/goals`, { token: a.token })).body).toEqual([]);
  });
});

describe('checklists', () => {
  it('a one-off checklist keeps its due date; items are trimmed and empty ones ignored', async () => {
    const u = await newUser();
    const res = await api('/api/checklists', {
      method: 'POST',
      token: u.token,
      body: {
        title: 'Move house',
        category: 'project',
        isRecurring: false,
        recurrencePattern: 'weekly',
        dueDate: '2030-01-15',
        userId: u.id,
        items: [{ id: 'a', text: ' Pack ', completed: false }, { text: '   ' }, { text: 'Call movers', completed: true }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Move house',
      isRecurring: false,
      recurrencePattern: null,
      dueDate: '2030-01-15',
      completionPercentage: 50,
      items: [
        { id: 'a', text: 'Pack', completed: false },
        { id: 'item-2', text: 'Call movers', completed: true },
      ],
    });
  });

  it('a recurring checklist keeps its pattern and drops a due date; lists newest first', async () => {
    const u = await newUser();
    const one = await api('/api/checklists', { method: 'POST', token: u.token, body: { title: 'One', items: [{ text: 'x' }] } });
    const two = await api('/api/checklists', {
      method: 'POST',
      token: u.token,
      body: { title: 'Morning', isRecurring: true, recurrencePattern: 'daily', dueDate: '2030-01-15', items: [{ text: 'Meditate' }] },
    });
    expect(two.status).toBe(201);
    expect(two.body).toMatchObject({ isRecurring: true, recurrencePattern: 'daily', dueDate: null });
    const list = await api(`/api/users/${u.id}/checklists`, { token: u.token });
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([two.body.id, one.body.id]);
  });

  it('requires a title, at least one item, and a pattern when recurring', async () => {
    const u = await newUser();
    const noItems = await api('/api/checklists', { method: 'POST', token: u.token, body: { title: 'Empty', items: [{ text: '  ' }] } });
    expect(noItems.status).toBe(400);
    expect(noItems.body.errors).toContainEqual({ path: 'items', message: 'Add at least one item' });
    const noTitle = await api('/api/checklists', { method: 'POST', token: u.token, body: { title: '', items: [{ text: 'a' }] } });
    expect(noTitle.body.errors).toContainEqual({ path: 'title', message: 'Title is required' });
    const noPattern = await api('/api/checklists', { method: 'POST', token: u.token, body: { title: 'R', isRecurring: true, items: [{ text: 'a' }] } });
    expect(noPattern.status).toBe(400);
    expect(noPattern.body.errors).toContainEqual({ path: 'recurrencePattern', message: 'Please choose how often it repeats' });
  });
});

describe('parts', () => {
  it('creates parts with the default colour, lists them newest first, validates name and description', async () => {
    const u = await newUser();
    const a = await api('/api/parts', {
      method: 'POST',
      token: u.token,
      body: { name: 'Inner critic', description: 'Keeps me safe', role: 'protector', userId: u.id },
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ name: 'Inner critic', role: 'protector', color: '#6B7280', isActive: true });
    const b = await api('/api/parts', {
      method: 'POST',
      token: u.token,
      body: { name: 'Little one', description: 'Scared', role: 'exile', color: '#3B82F6', triggers: [' loud voices ', ''] },
    });
    expect(b.body).toMatchObject({ color: '#3B82F6', triggers: ['loud voices'] });
    const list = await api(`/api/users/${u.id}/parts`, { token: u.token });
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([b.body.id, a.body.id]);

    const bad = await api('/api/parts', { method: 'POST', token: u.token, body: { name: '', description: ' ', color: '#000000' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'color', message: 'Please choose one of the colours' },
      ]),
    );
  });
});

describe('current AI coach and habit system', () => {
  it('starts empty, accepts a catalog id, refuses others, and is kept in settings', async () => {
    const u = await newUser();
    expect((await api(`/api/users/${u.id}/current-coach`, { token: u.token })).body).toBeNull();
    expect((await api(`/api/users/${u.id}/current-system`, { token: u.token })).body).toBeNull();

    const bad = await api(`/api/users/${u.id}/current-coach`, { method: 'PUT', token: u.token, body: { coachId: '3' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose an AI coach from the list');
    const badSystem = await api(`/api/users/${u.id}/current-system`, { method: 'PUT', token: u.token, body: { systemId: 'nope' } });
    expect(badSystem.status).toBe(400);
    expect(badSystem.body.message).toBe('Please choose a habit system from the list');

    const coach = AI_COACHES[2]!;
    const system = HABIT_SYSTEMS[1]!;
    const put = await api(`/api/users/${u.id}/current-coach`, { method: 'PUT', token: u.token, body: { coachId: coach.id } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: coach.id, name: coach.name, price: 0 });
    await api(`/api/users/${u.id}/current-system`, { method: 'PUT', token: u.token, body: { systemId: system.id } });
    expect((await api(`/api/users/${u.id}/current-coach`, { token: u.token })).body.id).toBe(coach.id);
    expect((await api(`/api/users/${u.id}/current-system`, { token: u.token })).body).toMatchObject({ id: system.id, methodology: system.methodology });
    const settings = await api(`/api/users/${u.id}/settings`, { token: u.token });
    expect(settings.body).toMatchObject({ currentAiCoachId: coach.id, currentHabitSystemId: system.id });

    // Settings save checks the catalog too.
    const badSave = await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { currentAiCoachId: '7' } });
    expect(badSave.status).toBe(400);
  });
});

describe('account deletion request', () => {
  it('records the request once, with the removal date 30 days later', async () => {
    const u = await newUser();
    expect((await api(`/api/users/${u.id}/deletion-request`, { token: u.token })).body).toBeNull();
    const first = await api(`/api/users/${u.id}/deletion-request`, { method: 'POST', token: u.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userId: u.id, status: 'pending' });
    const days = (Date.parse(first.body.removeBy) - Date.parse(first.body.requestedAt)) / 86_400_000;
    expect(days).toBe(30);
    const again = await api(`/api/users/${u.id}/deletion-request`, { method: 'POST', token: u.token });
    expect(again.body).toEqual(first.body);
    expect((await api(`/api/users/${u.id}/deletion-request`, { token: u.token })).body).toEqual(first.body);
  });
});

describe('experiments and routines (beta)', () => {
  it('creates experiments for the caller, newest first, with the end date not before the start', async () => {
    const u = await newUser();
    const bad = await api('/api/experiments', { method: 'POST', token: u.token, body: { title: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ path: 'title', message: 'Title is required' });
    const dates = await api('/api/experiments', { method: 'POST', token: u.token, body: { title: 'x', startDate: '2030-02-01', endDate: '2030-01-01' } });
    expect(dates.body.errors).toContainEqual({ path: 'endDate', message: 'End date must be on or after the start date' });

    const a = await api('/api/experiments', {
      method: 'POST',
      token: u.token,
      body: { title: 'No phone after 9', hypothesis: 'I will sleep better', dailyActions: [' phone in kitchen ', ''], userId: u.id },
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ title: 'No phone after 9', status: 'active', dailyActions: ['phone in kitchen'], results: null });
    const b = await api('/api/experiments', { method: 'POST', token: u.token, body: { title: 'Cold showers' } });
    const list = await api(`/api/users/${u.id}/experiments`, { token: u.token });
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([b.body.id, a.body.id]);
  });

  it('creates routines with defaults, validates the duration, lists newest first', async () => {
    const u = await newUser();
    const bad = await api('/api/routines', { method: 'POST', token: u.token, body: { title: 'Walk', duration: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Duration must be between 1 and 600 minutes');
    const a = await api('/api/routines', {
      method: 'POST',
      token: u.token,
      body: { title: 'Morning walk', timeOfDay: 'morning', duration: 20, actions: ['shoes on'] },
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ type: 'current', frequency: 'daily', timeOfDay: 'morning', duration: 20, priority: 1, isActive: true });
    const b = await api('/api/routines', { method: 'POST', token: u.token, body: { title: 'Evening review' } });
    const list = await api(`/api/users/${u.id}/routines`, { token: u.token });
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([b.body.id, a.body.id]);
    const other = await newUser();
    expect((await api(`/api/users/${u.id}/routines`, { token: other.token })).status).toBe(403);
  });
});

describe('editing and deleting planning items', () => {
  const KINDS = [
    {
      kind: 'goals',
      create: { title: 'Run a 5k', description: 'By spring' },
      edit: { title: 'Run a 10k' },
      bad: { title: ' ' },
      message: 'Title is required',
      field: 'title',
    },
    {
      kind: 'checklists',
      create: { title: 'Morning', items: [{ text: 'Water' }] },
      edit: { title: 'Mornings' },
      bad: { items: [] },
      message: 'Add at least one item',
      field: 'items',
    },
    {
      kind: 'parts',
      create: { name: 'Critic', description: 'Keeps me safe', role: 'protector' },
      edit: { name: 'Inner critic' },
      bad: { description: '' },
      message: 'Description is required',
      field: 'description',
    },
    {
      kind: 'experiments',
      create: { title: 'No phone after 9' },
      edit: { title: 'No phone after 10' },
      bad: { title: '' },
      message: 'Title is required',
      field: 'title',
    },
    {
      kind: 'routines',
      create: { title: 'Wind down' },
      edit: { title: 'Wind down early' },
      bad: { duration: 0 },
      message: 'Duration must be between 1 and 600 minutes',
      field: 'duration',
    },
  ] as const;

  for (const k of KINDS) {
    it(`${k.kind}: edits partially with the create validation, deletes (204), and another person’s id is a 404`, async () => {
      const [u, other] = await Promise.all([newUser(), newUser()]);
      const created = await api(`/api/${k.kind}`, { method: 'POST', token: u.token, body: k.create });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id as string;
      const edited = await api(`/api/${k.kind}/${id}`, { method: 'PATCH', token: u.token, body: k.edit });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body).toMatchObject({ ...k.edit, id, createdAt: created.body.createdAt });
      // Fields not given keep their values.
      for (const [f, v] of Object.entries(created.body)) if (!(f in k.edit) && f !== 'updatedAt') expect(edited.body[f], f).toEqual(v);
      const bad = await api(`/api/${k.kind}/${id}`, { method: 'PATCH', token: u.token, body: k.bad });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(expect.arrayContaining([{ path: k.field, message: k.message }]));

      expect((await api(`/api/${k.kind}/${id}`, { method: 'PATCH', token: other.token, body: k.edit })).status).toBe(404);
      expect((await api(`/api/${k.kind}/${id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
      expect((await api(`/api/users/${u.id}/${k.kind}`, { token: u.token })).body).toEqual([expect.objectContaining(k.edit)]);

      expect((await api(`/api/${k.kind}/${id}`, { method: 'DELETE', token: u.token })).status).toBe(204);
      expect((await api(`/api/users/${u.id}/${k.kind}`, { token: u.token })).body).toEqual([]);
      expect((await api(`/api/${k.kind}/${id}`, { method: 'DELETE', token: u.token })).status).toBe(404);
    });
  }

  it('checklists: the recurrence rules apply to the edited checklist', async () => {
    const u = await newUser();
    const c = await api('/api/checklists', { method: 'POST', token: u.token, body: { title: 'Weekly', items: [{ text: 'a' }], dueDate: '2030-01-01' } });
    const noPattern = await api(`/api/checklists/${c.body.id}`, { method: 'PATCH', token: u.token, body: { isRecurring: true } });
    expect(noPattern.status).toBe(400);
    expect(noPattern.body.errors).toEqual([{ path: 'recurrencePattern', message: 'Please choose how often it repeats' }]);
    const ok = await api(`/api/checklists/${c.body.id}`, {
      method: 'PATCH',
      token: u.token,
      body: { isRecurring: true, recurrencePattern: 'weekly', items: [{ text: 'a', completed: true }, { text: ' b ' }] },
    });
    expect(ok.body).toMatchObject({ isRecurring: true, recurrencePattern: 'weekly', dueDate: null, completionPercentage: 50 });
    expect(ok.body.items.map((i: { text: string }) => i.text)).toEqual(['a', 'b']);
  });

  it('experiments: the end date is checked against the stored start date', async () => {
    const u = await newUser();
    const e = await api('/api/experiments', { method: 'POST', token: u.token, body: { title: 'Sleep', startDate: '2030-02-10' } });
    const res = await api(`/api/experiments/${e.body.id}`, { method: 'PATCH', token: u.token, body: { endDate: '2030-02-01' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'endDate', message: 'End date must be on or after the start date' }]);
  });

  it('parts: a part a journal entry speaks as can be deleted; the entry keeps the id and still reads', async () => {
    const u = await newUser();
    const part = await api('/api/parts', { method: 'POST', token: u.token, body: { name: 'Critic', description: 'Loud', role: 'protector' } });
    const entry = await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title: 'As the critic', content: 'Writing as the critic today.', speakingAsPartId: part.body.id },
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    expect((await api(`/api/parts/${part.body.id}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    const list = await api(`/api/users/${u.id}/journal-entries`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: entry.body.id, speakingAsPartId: part.body.id });
  });
});
