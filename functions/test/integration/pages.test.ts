import { achievementProgress, type Achievement } from '@steady/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../src/app/db.js';
import { createDynamoClient } from '../../src/platform/adapters/aws/dynamodb.js';
import { api, newUser, type Caller } from './helpers.js';

/** The table behind the gateway, to check what the support route stored. */
const db = () => createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));
const stored = async (id: string) => (await db().entities.supportRequest.get({ requestId: id }).go()).data;

const VALID = {
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  subject: 'My call did not come',
  category: 'technical',
  message: 'I was expecting my check-in call at 7:30 PM and it never rang.',
};

describe('POST /api/support', () => {
  let caller: Caller;
  beforeAll(async () => {
    caller = await newUser('Support Sender');
  });

  it('stores an anonymous request by its ULID, with the priority defaulting to medium and no user id', async () => {
    const res = await api('/api/support', { method: 'POST', body: VALID });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/), status: 'received', createdAt: expect.any(String) });
    const item = await stored(res.body.id);
    expect(item).toMatchObject({ ...VALID, priority: 'medium', status: 'open' });
    expect(item?.userId).toBeUndefined();
  });

  it('records the sender’s user id when a valid token comes with it, and keeps the chosen priority', async () => {
    const res = await api('/api/support', { method: 'POST', token: caller.token, body: { ...VALID, category: 'privacy', priority: 'urgent' } });
    expect(res.status).toBe(201);
    expect(await stored(res.body.id)).toMatchObject({ userId: caller.id, category: 'privacy', priority: 'urgent' });
  });

  it('stays public with an invalid token: stored without a user id', async () => {
    const res = await api('/api/support', { method: 'POST', token: 'not-a-token', body: VALID });
    expect(res.status).toBe(201);
    expect((await stored(res.body.id))?.userId).toBeUndefined();
  });

  it('trims the fields it stores', async () => {
    const res = await api('/api/support', { method: 'POST', body: { ...VALID, name: '  Sam  ', email: ' sam@example.com ' } });
    expect(res.status).toBe(201);
    expect(await stored(res.body.id)).toMatchObject({ name: 'Sam', email: 'sam@example.com' });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a missing email', { email: undefined }, 'email', 'Email is required'],
    ['an email without a domain', { email: 'jordan@' }, 'email', 'Please enter a valid email address'],
    ['a missing subject', { subject: '' }, 'subject', 'Subject is required'],
    ['an unknown category', { category: 'complaint' }, 'category', 'Category must be one of technical, account, billing, feature, privacy, other'],
    ['a missing message', { message: undefined }, 'message', 'Message is required'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }, 'subject', 'Subject must be at most 200 characters'],
    ['an unknown priority', { priority: 'asap' }, 'priority', 'Priority must be one of low, medium, high, urgent'],
  ];
  for (const [what, change, path, message] of cases) {
    it(`refuses ${what} with the field's message`, async () => {
      const res = await api('/api/support', { method: 'POST', body: { ...VALID, ...change } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ path, message });
    });
  }
});

describe('GET /api/users/{id}/achievements', () => {
  const byId = (list: Achievement[]) => Object.fromEntries(list.map((a) => [a.id, a]));

  it('starts with everything locked for a new patient', async () => {
    const u = await newUser();
    const res = await api(`/api/users/${u.id}/achievements`, { token: u.token });
    expect(res.status).toBe(200);
    const list = res.body as Achievement[];
    expect(list.map((a) => a.name)).toEqual([
      'Getting Started',
      'Week Champion',
      'Two Week Warrior',
      'Streak Legend',
      'Journaling Enthusiast',
      'Regular Writer',
      'Journal Master',
      'First Entry',
      'Finding Your Words',
      'Wordsmith',
    ]);
    expect(list.every((a) => !a.unlocked && a.current === 0)).toBe(true);
  });

  it('computes from the entries written: 10 entries today unlock First Entry and Journaling Enthusiast, not Week Champion', async () => {
    const u = await newUser();
    const content = 'Today I went to group, talked about cravings, and walked home with a friend afterwards.';
    const words = content.split(/\s+/).length;
    for (let i = 0; i < 10; i++) {
      const res = await api(`/api/users/${u.id}/journal-entries`, { method: 'POST', token: u.token, body: { title: `Day note ${i + 1}`, content } });
      expect(res.status).toBe(201);
    }
    const res = await api(`/api/users/${u.id}/achievements`, { token: u.token });
    expect(res.status).toBe(200);
    const a = byId(res.body as Achievement[]);
    expect(a['first-entry']).toMatchObject({ unlocked: true, current: 10, requirement: 1, type: 'special', rarity: 'common' });
    expect(a['journaling-enthusiast']).toMatchObject({ unlocked: true, current: 10, requirement: 10, type: 'milestone' });
    expect(a['regular-writer']).toMatchObject({ unlocked: false, current: 10, requirement: 20 });
    expect(achievementProgress(a['regular-writer']!.current, a['regular-writer']!.requirement)).toBe(50);
    // All ten on one day: a streak of one.
    expect(a['getting-started']).toMatchObject({ unlocked: false, current: 1, requirement: 3, type: 'streak' });
    expect(a['week-champion']).toMatchObject({ unlocked: false, current: 1, requirement: 7, rarity: 'uncommon' });
    expect(a['finding-your-words']).toMatchObject({ unlocked: false, current: words * 10, requirement: 1000 });
    expect(a['wordsmith']!.unlocked).toBe(false);
  });

  it('is only for the person themself', async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()]);
    expect((await api(`/api/users/${owner.id}/achievements`)).status).toBe(401);
    expect((await api(`/api/users/${owner.id}/achievements`, { token: stranger.token })).status).toBe(403);
  });
});
