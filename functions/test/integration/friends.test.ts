import { FRIEND_MESSAGES, routes, type RouteDef } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, freshPhone, newUser, type Caller } from './helpers.js';
import { tableDb } from './care-team.js';

/** Friends (docs/architecture.md, "Friends") through the local gateway, as two or three real accounts. */

async function invite(owner: Caller) {
  const res = await api(`/api/users/${owner.id}/friends/create-invite`, { method: 'POST', token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; token: string; path: string; status: string };
}

async function befriend(a: Caller, b: Caller) {
  const { token } = await invite(a);
  const res = await api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: b.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const friendsOf = async (c: Caller) =>
  (await api(`/api/users/${c.id}/friends`, { token: c.token })).body as { id: string; name: string; currentStreak: number }[];
const requestsOf = async (c: Caller) => (await api(`/api/users/${c.id}/friends/requests`, { token: c.token })).body as { id: string; requesterName: string }[];
const sendRequest = (from: Caller, phoneNumber: string) =>
  api(`/api/users/${from.id}/friends/requests`, { method: 'POST', token: from.token, body: { phoneNumber } });

describe('friend invite links', () => {
  let ana: Caller;
  let ben: Caller;
  let cal: Caller;
  beforeAll(async () => {
    [ana, ben, cal] = await Promise.all([newUser('Ana Invites'), newUser('Ben Accepts'), newUser('Cal Late')]);
  });

  it('is a 7-day single-use link with an unguessable token', async () => {
    const created = await invite(ana);
    expect(created.token).toMatch(/^[0-9a-f]{48}$/); // 192 random bits
    expect(created.path).toBe(`/friends/accept/${created.token}`);
    expect(created.status).toBe('active');
    const days = (Date.parse((created as unknown as { expiresAt: string }).expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('accepted once makes both friends; a second use is refused (410) and the invite shows Used', async () => {
    const { token, id } = await invite(ana);
    const preview = await api(`/api/friends/invites/${token}`, { token: ben.token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ inviterName: 'Ana Invites', alreadyFriends: false });

    const accepted = await api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: ben.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.friend).toMatchObject({ id: ana.id, name: 'Ana Invites' });
    expect((await friendsOf(ana)).map((f) => f.name)).toContain('Ben Accepts');
    expect((await friendsOf(ben)).map((f) => f.name)).toContain('Ana Invites');

    const second = await api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: cal.token });
    expect(second.status).toBe(410);
    expect(second.body.message).toBe(FRIEND_MESSAGES.inviteUsed);
    expect((await api(`/api/friends/invites/${token}`, { token: cal.token })).status).toBe(410);
    expect((await friendsOf(cal)).map((f) => f.id)).not.toContain(ana.id);

    // The one who used it may repeat the accept (a double click): the same friend, nothing new.
    const repeat = await api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: ben.token });
    expect(repeat.status).toBe(200);
    expect(repeat.body.friend.id).toBe(ana.id);

    const listed = (await api(`/api/users/${ana.id}/friends/invites`, { token: ana.token })).body as { id: string; status: string; usedByName: string }[];
    expect(listed.find((i) => i.id === id)).toMatchObject({ status: 'used', usedByName: 'Ben Accepts' });
  });

  it('unknown token 404, own invite 400, expired 410, revoked 410, each with a message', async () => {
    const unknown = await api(`/api/friends/invites/${'0'.repeat(48)}/accept`, { method: 'POST', token: ben.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(FRIEND_MESSAGES.inviteNotFound);

    const own = await invite(ana);
    const self = await api(`/api/friends/invites/${own.token}/accept`, { method: 'POST', token: ana.token });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(FRIEND_MESSAGES.inviteOwn);

    const old = await invite(ana);
    await tableDb()
      .entities.friendInvite.patch({ userId: ana.id, inviteId: old.id })
      .set({ validUntil: new Date(Date.now() - 1000).toISOString() })
      .go();
    const expired = await api(`/api/friends/invites/${old.token}/accept`, { method: 'POST', token: cal.token });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(FRIEND_MESSAGES.inviteExpired);
    const listed = (await api(`/api/users/${ana.id}/friends/invites`, { token: ana.token })).body as { id: string; status: string }[];
    expect(listed.find((i) => i.id === old.id)?.status).toBe('expired');

    const revoked = await invite(ana);
    expect((await api(`/api/users/${ana.id}/friends/invites/${revoked.id}`, { method: 'DELETE', token: ana.token })).status).toBe(204);
    const afterRevoke = await api(`/api/friends/invites/${revoked.token}/accept`, { method: 'POST', token: cal.token });
    expect(afterRevoke.status).toBe(410);
    expect(afterRevoke.body.message).toBe(FRIEND_MESSAGES.inviteRevoked);
    expect(((await api(`/api/users/${ana.id}/friends/invites`, { token: ana.token })).body as { id: string }[]).map((i) => i.id)).not.toContain(revoked.id);
    expect((await friendsOf(cal)).map((f) => f.id)).not.toContain(ana.id);
  });

  it('already friends: 200 with the friend, and the invite stays unused for someone else', async () => {
    const extra = await invite(ana);
    const res = await api(`/api/friends/invites/${extra.token}/accept`, { method: 'POST', token: ben.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alreadyFriends: true, friend: { id: ana.id } });
    const listed = (await api(`/api/users/${ana.id}/friends/invites`, { token: ana.token })).body as { id: string; status: string }[];
    expect(listed.find((i) => i.id === extra.id)?.status).toBe('active');
  });

  it('after an unfriend, the link that made the friendship stays used', async () => {
    const gus = await newUser('Gus Returns');
    const { token } = await invite(ana);
    expect((await api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: gus.token })).status).toBe(200);
    expect((await api(`/api/users/${gus.id}/friends/${ana.id}`, { method: 'DELETE', token: gus.token })).status).toBe(204);
    expect((await api(`/api/friends/invites/${token}`, { token: gus.token })).status).toBe(410);
    const again = await api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: gus.token });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(FRIEND_MESSAGES.inviteUsed);
    expect((await friendsOf(gus)).map((f) => f.id)).toEqual([]);
  });

  it('two people accepting the same link at once: exactly one becomes a friend', async () => {
    const [d, e] = await Promise.all([newUser('Dee Race'), newUser('Eve Race')]);
    const { token } = await invite(ana);
    const results = await Promise.all([d, e].map((c) => api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: c.token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const anaFriends = (await friendsOf(ana)).map((f) => f.id);
    expect([d.id, e.id].filter((id) => anaFriends.includes(id))).toHaveLength(1);
  });
});

describe('friend requests by phone number', () => {
  let kim: Caller;
  let lee: Caller;
  beforeAll(async () => {
    [kim, lee] = await Promise.all([newUser('Kim Requests'), newUser('Lee Receives')]);
  });

  it('answers identically whether or not the number has an account', async () => {
    const existing = await sendRequest(kim, lee.phoneNumber);
    const missing = await sendRequest(kim, freshPhone());
    expect(existing.status).toBe(202);
    expect(missing.status).toBe(existing.status);
    expect(missing.body).toEqual(existing.body);
    expect(existing.body).toEqual({ message: FRIEND_MESSAGES.requestSent });
    expect([...missing.headers.keys()].sort()).toEqual([...existing.headers.keys()].sort());
  });

  it('validates the number (400 with the field) and refuses yourself (400)', async () => {
    const bad = await sendRequest(kim, '12');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: 'phoneNumber', message: 'Please enter a valid phone number' });
    const self = await sendRequest(kim, kim.phoneNumber);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(FRIEND_MESSAGES.requestYourself);
  });

  it('the recipient sees the request once; Accept makes friends on both sides and removes it', async () => {
    await sendRequest(kim, lee.phoneNumber); // a repeat keeps one request
    const requests = await requestsOf(lee);
    expect(requests.filter((r) => r.requesterName === 'Kim Requests')).toHaveLength(1);
    const res = await api(`/api/users/${lee.id}/friends/requests/${requests[0]!.id}/accept`, { method: 'POST', token: lee.token });
    expect(res.status).toBe(200);
    expect(res.body.friend).toMatchObject({ id: kim.id, name: 'Kim Requests' });
    expect(await requestsOf(lee)).toEqual([]);
    expect((await friendsOf(kim)).map((f) => f.id)).toEqual([lee.id]);
    expect((await friendsOf(lee)).map((f) => f.id)).toEqual([kim.id]);
    // Accepted once: a second accept finds nothing.
    expect((await api(`/api/users/${lee.id}/friends/requests/${kim.id}/accept`, { method: 'POST', token: lee.token })).status).toBe(404);
  });

  it('Decline removes the request and makes no friend', async () => {
    const mo = await newUser('Mo Declined');
    await sendRequest(mo, lee.phoneNumber);
    const [request] = (await requestsOf(lee)).filter((r) => r.requesterName === 'Mo Declined');
    expect((await api(`/api/users/${lee.id}/friends/requests/${request!.id}/decline`, { method: 'POST', token: lee.token })).status).toBe(204);
    expect((await requestsOf(lee)).map((r) => r.requesterName)).not.toContain('Mo Declined');
    expect(await friendsOf(mo)).toEqual([]);
    expect((await api(`/api/users/${lee.id}/friends/requests/${request!.id}/decline`, { method: 'POST', token: lee.token })).status).toBe(404);
  });

  it('a request to someone who already asked you accepts theirs', async () => {
    const [p, q] = await Promise.all([newUser('Pat Asks'), newUser('Quinn Asks Back')]);
    await sendRequest(p, q.phoneNumber);
    expect((await sendRequest(q, p.phoneNumber)).status).toBe(202);
    expect((await friendsOf(p)).map((f) => f.id)).toEqual([q.id]);
    expect(await requestsOf(p)).toEqual([]);
    expect(await requestsOf(q)).toEqual([]);
  });

  it('10 requests an hour; the 11th is refused with 429 and Retry-After', async () => {
    const busy = await newUser('Busy Sender');
    for (let i = 0; i < 10; i++) expect((await sendRequest(busy, freshPhone())).status).toBe(202);
    const refused = await sendRequest(busy, freshPhone());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(FRIEND_MESSAGES.requestRateLimited);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Someone else is not limited by it.
    expect((await sendRequest(kim, freshPhone())).status).toBe(202);
  });

  it('20 invite links a day; the 21st is refused with 429 and Retry-After', async () => {
    const host = await newUser('Busy Host');
    for (let i = 0; i < 20; i++) await invite(host);
    const refused = await api(`/api/users/${host.id}/friends/create-invite`, { method: 'POST', token: host.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(FRIEND_MESSAGES.inviteRateLimited);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
  });
});

describe('what friends see of each other', () => {
  let writer: Caller;
  let friend: Caller;
  let stranger: Caller;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    [writer, friend, stranger] = await Promise.all([newUser('Wren Writes'), newUser('Fin Friend'), newUser('Sam Stranger')]);
    await befriend(writer, friend);
    for (const visibility of ['private', 'coach_only', 'circle', 'public'] as const) {
      const res = await api(`/api/users/${writer.id}/journal-entries`, {
        method: 'POST',
        token: writer.token,
        body: { title: `A ${visibility} entry`, content: `Written for the ${visibility} audience today.` },
      });
      ids[visibility] = res.body.id;
      await tableDb().entities.journalEntry.patch({ userId: writer.id, entryId: res.body.id }).set({ visibility }).go();
    }
  });

  it("a friend's page: name, current streak and unlocked achievements", async () => {
    const res = await api(`/api/users/${friend.id}/friends/${writer.id}`, { token: friend.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: writer.id, name: 'Wren Writes', currentStreak: 1 });
    const names = (res.body.achievements as { name: string; unlocked: boolean }[]).map((a) => a.name);
    expect(names).toContain('First Entry');
    expect((res.body.achievements as { unlocked: boolean }[]).every((a) => a.unlocked)).toBe(true);
    expect((await friendsOf(friend)).find((f) => f.id === writer.id)?.currentStreak).toBe(1);
  });

  it('friends see only public entries', async () => {
    const res = await api(`/api/users/${friend.id}/friends/${writer.id}/entries`, { token: friend.token });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([ids.public]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['content', 'createdAt', 'id', 'themes', 'title', 'wordCount']);
  });

  it('pages through public entries with a cursor', async () => {
    const more = await api(`/api/users/${writer.id}/journal-entries`, {
      method: 'POST',
      token: writer.token,
      body: { title: 'Another public entry', content: 'Shared with my friends as well.' },
    });
    await tableDb().entities.journalEntry.patch({ userId: writer.id, entryId: more.body.id }).set({ visibility: 'public' }).go();
    const first = await api(`/api/users/${friend.id}/friends/${writer.id}/entries?limit=1`, { token: friend.token });
    expect(first.body.map((e: { id: string }) => e.id)).toEqual([more.body.id]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api(`/api/users/${friend.id}/friends/${writer.id}/entries?limit=1&cursor=${cursor}`, { token: friend.token });
    expect(second.body.map((e: { id: string }) => e.id)).toEqual([ids.public]);
  });

  it("a non-friend cannot read the profile or the entries (404), nor someone else's friends (403)", async () => {
    expect((await api(`/api/users/${stranger.id}/friends/${writer.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api(`/api/users/${stranger.id}/friends/${writer.id}/entries`, { token: stranger.token })).status).toBe(404);
    expect((await api(`/api/users/${friend.id}/friends/${writer.id}`, { token: stranger.token })).status).toBe(403);
    expect((await api(`/api/users/${friend.id}/friends/${writer.id}/entries`, { token: stranger.token })).status).toBe(403);
    // A friend is not the journal's reader: the journal routes stay closed.
    expect((await api(`/api/users/${writer.id}/journal-entries`, { token: friend.token })).status).toBe(403);
  });

  it('unfriend removes both sides in one go; then nothing is readable', async () => {
    expect((await api(`/api/users/${friend.id}/friends/${writer.id}`, { method: 'DELETE', token: friend.token })).status).toBe(204);
    expect(await friendsOf(friend)).toEqual([]);
    expect(await friendsOf(writer)).toEqual([]);
    expect((await api(`/api/users/${writer.id}/friends/${friend.id}`, { token: writer.token })).status).toBe(404);
    expect((await api(`/api/users/${friend.id}/friends/${writer.id}/entries`, { token: friend.token })).status).toBe(404);
    expect((await api(`/api/users/${friend.id}/friends/${writer.id}`, { method: 'DELETE', token: friend.token })).status).toBe(404);
  });
});

/**
 * Every friends route walked as its owner, a stranger, a friend of the owner and anonymous
 * (docs/architecture.md, "Identity and authorization"; the matrix in authorization.test.ts covers
 * owner, stranger and anonymous for every route of the manifest as well).
 */
describe('friends authorization walk', () => {
  const friendsRoutes = (routes as readonly RouteDef[]).filter((r) => r.domain === 'friends');
  let owner: Caller;
  let friend: Caller;
  let stranger: Caller;
  const values: Record<string, string> = {};
  beforeAll(async () => {
    [owner, friend, stranger] = await Promise.all([newUser('Walk Owner'), newUser('Walk Friend'), newUser('Walk Stranger')]);
    await befriend(owner, friend);
    values.friendId = friend.id;
    values.inviteId = (await invite(owner)).id;
    values.token = (await invite(stranger)).token;
    const requester = await newUser('Walk Requester');
    await sendRequest(requester, owner.phoneNumber);
    values.requestId = requester.id;
  });
  const pathFor = (r: RouteDef, id: string) => r.path.replace(/\{(\w+)\}/g, (_m, p: string) => (p === 'id' ? id : (values[p] ?? p)));
  const bodyFor = (r: RouteDef) => (r.body ? { phoneNumber: freshPhone() } : undefined);

  it('covers every friends route', () => {
    expect(friendsRoutes.length).toBe(13);
  });

  for (const route of (routes as readonly RouteDef[]).filter((r) => r.domain === 'friends')) {
    const name = `${route.method} ${route.path}`;
    it(`${name}: anonymous → 401`, async () => {
      expect((await api(pathFor(route, owner.id), { method: route.method, body: bodyFor(route) })).status).toBe(401);
    });
    if (route.path.includes('{id}')) {
      it(`${name}: a stranger or a friend on the owner's path → 403, and nothing changes`, async () => {
        for (const caller of [stranger, friend]) {
          expect((await api(pathFor(route, owner.id), { method: route.method, token: caller.token, body: bodyFor(route) })).status).toBe(403);
        }
      });
    }
  }

  it('the owner reads and changes only their own; the request, invite and friendship survived the refused calls', async () => {
    expect((await api(`/api/users/${owner.id}/friends/requests`, { token: owner.token })).body.map((r: { id: string }) => r.id)).toEqual([values.requestId]);
    const invites = (await api(`/api/users/${owner.id}/friends/invites`, { token: owner.token })).body as { id: string; status: string }[];
    expect(invites.find((i) => i.id === values.inviteId)?.status).toBe('active');
    expect((await friendsOf(owner)).map((f) => f.id)).toEqual([friend.id]);
  });

  it("token routes need only a signed-in caller: a stranger opens and accepts someone's link", async () => {
    expect((await api(`/api/friends/invites/${values.token}`, { token: owner.token })).status).toBe(200);
    expect((await api(`/api/friends/invites/${values.token}/accept`, { method: 'POST', token: owner.token })).status).toBe(200);
    expect((await friendsOf(owner)).map((f) => f.id).sort()).toEqual([friend.id, stranger.id].sort());
  });

  it("a friend's page and entries: the friend → 200; a non-friend on their own path → 404", async () => {
    expect((await api(`/api/users/${friend.id}/friends/${owner.id}`, { token: friend.token })).status).toBe(200);
    expect((await api(`/api/users/${friend.id}/friends/${owner.id}/entries`, { token: friend.token })).status).toBe(200);
    const outsider = await newUser('Walk Outsider');
    expect((await api(`/api/users/${outsider.id}/friends/${owner.id}`, { token: outsider.token })).status).toBe(404);
    expect((await api(`/api/users/${outsider.id}/friends/${owner.id}/entries`, { token: outsider.token })).status).toBe(404);
    expect((await api(`/api/users/${outsider.id}/friends/${owner.id}`, { method: 'DELETE', token: outsider.token })).status).toBe(404);
  });
});
