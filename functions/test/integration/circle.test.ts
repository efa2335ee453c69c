import { beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE } from '@steady/shared';
import { api, newUser, type Caller } from './helpers.js';
import { setRole, tableDb } from './care-team.js';

/**
 * The Support Circle end to end between real accounts (docs/architecture.md, "Support Circle" and
 * "Entry visibility"): invites, accepting through the link, entries by visibility, pause, resume,
 * remove, and the abuse cases.
 */

const write = (u: Caller, title: string, visibility?: string) =>
  api(`/api/users/${u.id}/journal-entries`, {
    method: 'POST',
    token: u.token,
    body: { title, content: `${title}: a few words about today.`, ...(visibility ? { visibility } : {}) },
  });

const invite = (u: Caller, body: Record<string, unknown>) => api(`/api/users/${u.id}/circle/create-invite`, { method: 'POST', token: u.token, body });
const tokenOf = (link: string) => link.split('/circle/accept/')[1]!;

describe('two new accounts: A invites B as family with view permission', () => {
  let a: Caller;
  let b: Caller;
  let shared: { id: string };
  let secret: { id: string };
  let token: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([newUser('Alex Circle'), newUser('Blair Circle')]);
    shared = (await write(a, 'Shared with my circle', 'circle')).body;
    secret = (await write(a, 'Only for me')).body;
  });

  it('a new entry is private by default; the visibility sent is kept', async () => {
    expect(secret).toMatchObject({ visibility: 'private' });
    expect(shared).toMatchObject({ visibility: 'circle' });
  });

  it('A makes a link with a 256-bit token, valid 7 days; it is listed as active with the link', async () => {
    const res = await invite(a, { relationshipType: 'family', message: 'I would like you in my corner.', permissions: { canViewEntries: true } });
    expect(res.status).toBe(201);
    expect(res.body.link).toMatch(/^https?:\/\/[^/]+\/circle\/accept\/[A-Za-z0-9_-]{43}$/);
    token = tokenOf(res.body.link);
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(days).toBe(CIRCLE.inviteValidDays);
    const list = await api(`/api/users/${a.id}/circle/invites`, { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.invites[0]).toMatchObject({ id: res.body.id, status: 'active', link: res.body.link, relationshipType: 'family' });
    // Only a hash of the token is a key: the guard item is not addressed by the token itself.
    const stored = await tableDb().entities.circleInviteToken.get({ tokenHash: token }).go();
    expect(stored.data).toBeNull();
  });

  it('before accepting, B sees who invites, the relationship, the message and what will be shared', async () => {
    const res = await api(`/api/circle/invites/${token}`, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      inviter: { id: a.id, name: 'Alex Circle', role: 'user' },
      relationshipType: 'family',
      message: 'I would like you in my corner.',
      permissions: { canViewEntries: true, canCommentEntries: false, canEditWorkspaces: false },
      isOwn: false,
      choosePermissions: false,
    });
    expect(res.body.shares.join(' ')).toMatch(/entries Alex Circle shares with their Support Circle \(never private ones\)/);
  });

  it('A cannot accept (or decline) their own invite: 400', async () => {
    const res = await api(`/api/circle/invites/${token}/accept`, { method: 'POST', token: a.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/your own invite/);
    expect((await api(`/api/circle/invites/${token}/decline`, { method: 'POST', token: a.token })).status).toBe(400);
  });

  it('before accepting, B reads nothing of A (403)', async () => {
    expect((await api(`/api/users/${a.id}/journal-entries`, { token: b.token })).status).toBe(403);
  });

  it('B accepts through the link: the connection is active on both sides', async () => {
    const res = await api(`/api/circle/invites/${token}/accept`, { method: 'POST', token: b.token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection).toMatchObject({
      id: a.id,
      patientId: a.id,
      memberId: b.id,
      status: 'active',
      relationshipType: 'family',
      canViewEntries: true,
    });
    const mine = (await api(`/api/users/${a.id}/circle`, { token: a.token })).body;
    expect(mine.connections).toEqual([expect.objectContaining({ id: b.id, connectionName: 'Blair Circle', status: 'active', relationshipType: 'family' })]);
    const theirs = (await api(`/api/users/${b.id}/circle`, { token: b.token })).body;
    expect(theirs.memberOf).toEqual([expect.objectContaining({ id: a.id, connectionName: 'Alex Circle', status: 'active' })]);
    const list = (await api(`/api/users/${a.id}/circle/invites`, { token: a.token })).body;
    expect(list.invites[0]).toMatchObject({ status: 'used', link: null, usedBy: { id: b.id, name: 'Blair Circle' } });
  });

  it('the link works once: a second use is 410 with its message', async () => {
    const c = await newUser('Casey Late');
    const res = await api(`/api/circle/invites/${token}/accept`, { method: 'POST', token: c.token, body: {} });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This invite link has already been used.');
    expect((await api(`/api/circle/invites/${token}`, { token: c.token })).status).toBe(410);
  });

  it("B sees A's circle entries and not the private ones, in the list and by id", async () => {
    const list = await api(`/api/users/${a.id}/journal-entries`, { token: b.token });
    expect(list.status).toBe(200);
    const ids = list.body.map((e: { id: string }) => e.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(secret.id);
    expect((await api(`/api/users/${a.id}/journal-entries/${shared.id}`, { token: b.token })).status).toBe(200);
    const hidden = await api(`/api/users/${a.id}/journal-entries/${secret.id}`, { token: b.token });
    expect(hidden.status).toBe(404);
    // The same answer as for an entry that does not exist: nothing says a private entry is there.
    const missing = await api(`/api/users/${a.id}/journal-entries/01NOSUCHENTRY`, { token: b.token });
    expect(missing).toMatchObject({ status: 404, body: hidden.body });
    // Family is not the care team: coach_only entries stay hidden from B.
    const coachOnly = (await write(a, 'For my coach', 'coach_only')).body;
    expect((await api(`/api/users/${a.id}/journal-entries/${coachOnly.id}`, { token: b.token })).status).toBe(404);
  });

  it('what is derived from every entry (stats, insights, call history) stays the author’s', async () => {
    for (const path of ['stats', 'weekly-analyses', 'monthly-reports', 'call-history'])
      expect((await api(`/api/users/${a.id}/${path}`, { token: b.token })).status, path).toBe(403);
  });

  it('A makes a private entry visible to the circle, and B sees it on the next read', async () => {
    const edited = await api(`/api/users/${a.id}/journal-entries/${secret.id}`, {
      method: 'PATCH',
      token: a.token,
      body: { visibility: 'circle', version: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ visibility: 'circle', version: 2 });
    expect((await api(`/api/users/${a.id}/journal-entries/${secret.id}`, { token: b.token })).status).toBe(200);
    // Back to private (version 2 now): hidden again.
    await api(`/api/users/${a.id}/journal-entries/${secret.id}`, { method: 'PATCH', token: a.token, body: { visibility: 'private', version: 2 } });
    expect((await api(`/api/users/${a.id}/journal-entries/${secret.id}`, { token: b.token })).status).toBe(404);
  });

  it("A pauses B: B's very next read is refused; A resumes and B reads again", async () => {
    const pause = await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: a.token, body: { status: 'paused' } });
    expect(pause.status).toBe(200);
    expect(pause.body).toMatchObject({ status: 'paused' });
    expect((await api(`/api/users/${a.id}/journal-entries`, { token: b.token })).status).toBe(403);
    expect((await api(`/api/users/${a.id}/journal-entries/${shared.id}`, { token: b.token })).status).toBe(403);
    // Paused connections are still listed, as paused.
    expect((await api(`/api/users/${a.id}/circle`, { token: a.token })).body.connections[0]).toMatchObject({ status: 'paused' });
    const resume = await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: a.token, body: { status: 'active' } });
    expect(resume.status).toBe(200);
    expect((await api(`/api/users/${a.id}/journal-entries`, { token: b.token })).status).toBe(200);
  });

  it('A takes the view permission away: refused at once; gives it back', async () => {
    await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: a.token, body: { canViewEntries: false } });
    expect((await api(`/api/users/${a.id}/journal-entries`, { token: b.token })).status).toBe(403);
    await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: a.token, body: { canViewEntries: true } });
    expect((await api(`/api/users/${a.id}/journal-entries`, { token: b.token })).status).toBe(200);
  });

  it('B, the member, may leave but not change the permissions (403)', async () => {
    const res = await api(`/api/users/${b.id}/circle/${a.id}`, { method: 'PATCH', token: b.token, body: { canCommentEntries: true } });
    expect(res.status).toBe(403);
    // Nobody else may touch A's connections.
    expect((await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: b.token, body: { status: 'removed' } })).status).toBe(403);
  });

  it('A removes B: refused from the next read, gone from both lists, and cannot be changed again', async () => {
    const res = await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: a.token, body: { status: 'removed' } });
    expect(res.status).toBe(200);
    expect((await api(`/api/users/${a.id}/journal-entries`, { token: b.token })).status).toBe(403);
    expect((await api(`/api/users/${a.id}/circle`, { token: a.token })).body.connections).toEqual([]);
    expect((await api(`/api/users/${b.id}/circle`, { token: b.token })).body.memberOf).toEqual([]);
    expect((await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: a.token, body: { status: 'active' } })).status).toBe(404);
  });
});

describe('invites: requests, declines, revocation, expiry and limits', () => {
  let a: Caller;
  let b: Caller;
  beforeAll(async () => {
    [a, b] = await Promise.all([newUser('Avery Inviter'), newUser('Bo Invitee')]);
  });

  it('an invite addressed to B’s phone number is in B’s Requests; B accepts it there', async () => {
    const res = await invite(a, { relationshipType: 'friend', phoneNumber: b.phoneNumber, permissions: { canViewEntries: true, canCommentEntries: true } });
    expect(res.status).toBe(201);
    const requests = await api(`/api/users/${b.id}/circle/received-invites`, { token: b.token });
    expect(requests.status).toBe(200);
    expect(requests.body.invites).toEqual([
      expect.objectContaining({ id: res.body.id, inviter: { id: a.id, name: 'Avery Inviter', role: 'user' }, relationshipType: 'friend' }),
    ]);
    // Not in anyone else's, nor in the inviter's own.
    expect((await api(`/api/users/${a.id}/circle/received-invites`, { token: a.token })).body.invites).toEqual([]);
    const accepted = await api(`/api/circle/invites/${requests.body.invites[0].token}/accept`, { method: 'POST', token: b.token, body: {} });
    expect(accepted.status).toBe(200);
    expect((await api(`/api/users/${b.id}/circle/received-invites`, { token: b.token })).body.invites).toEqual([]);
  });

  it('Decline marks the invite declined; its link then says so (410)', async () => {
    const c = await newUser('Cam Decliner');
    const res = await invite(a, { relationshipType: 'family', phoneNumber: c.phoneNumber });
    const t = tokenOf(res.body.link);
    const declined = await api(`/api/circle/invites/${t}/decline`, { method: 'POST', token: c.token });
    expect(declined.status).toBe(200);
    expect((await api(`/api/users/${c.id}/circle/received-invites`, { token: c.token })).body.invites).toEqual([]);
    const again = await api(`/api/circle/invites/${t}/accept`, { method: 'POST', token: c.token, body: {} });
    expect(again).toMatchObject({ status: 410, body: { message: 'This invite was declined.' } });
    const list = (await api(`/api/users/${a.id}/circle/invites`, { token: a.token })).body.invites;
    expect(list.find((i: { id: string }) => i.id === res.body.id)).toMatchObject({ status: 'declined', link: null });
  });

  it('Revoke stops the link at once (410 with its message); revoking again is 410', async () => {
    const res = await invite(a, { relationshipType: 'family' });
    const revoke = await api(`/api/users/${a.id}/circle/invites/${res.body.id}/revoke`, { method: 'POST', token: a.token });
    expect(revoke.status).toBe(200);
    expect(revoke.body).toMatchObject({ status: 'revoked', link: null });
    const c = await newUser('Cory Too Late');
    const accept = await api(`/api/circle/invites/${tokenOf(res.body.link)}/accept`, { method: 'POST', token: c.token, body: {} });
    expect(accept).toMatchObject({ status: 410, body: { message: 'This invite link was revoked by the person who sent it.' } });
    expect((await api(`/api/users/${a.id}/circle/invites/${res.body.id}/revoke`, { method: 'POST', token: a.token })).status).toBe(410);
    expect((await api(`/api/users/${a.id}/circle/invites/01NOSUCHINVITE/revoke`, { method: 'POST', token: a.token })).status).toBe(404);
  });

  it('an expired link is 410 with its message', async () => {
    const res = await invite(a, { relationshipType: 'family' });
    await tableDb()
      .entities.circleInvite.patch({ userId: a.id, inviteId: res.body.id })
      .set({ validUntil: new Date(Date.now() - 1000).toISOString() })
      .go();
    const c = await newUser('Drew Expired');
    const accept = await api(`/api/circle/invites/${tokenOf(res.body.link)}/accept`, { method: 'POST', token: c.token, body: {} });
    expect(accept).toMatchObject({ status: 410, body: { message: 'This invite link has expired. Please ask for a new one.' } });
    const list = (await api(`/api/users/${a.id}/circle/invites`, { token: a.token })).body.invites;
    expect(list.find((i: { id: string }) => i.id === res.body.id)).toMatchObject({ status: 'expired', link: null });
  });

  it('an unknown token is 404 with a message', async () => {
    const res = await api(`/api/circle/invites/${'x'.repeat(43)}/accept`, { method: 'POST', token: b.token, body: {} });
    expect(res).toMatchObject({ status: 404, body: { message: 'This invite link is not valid. Please ask for a new one.' } });
    expect((await api(`/api/circle/invites/${'x'.repeat(43)}`, { token: b.token })).status).toBe(404);
  });

  it('bad input is a 400 naming the field', async () => {
    const res = await invite(a, { relationshipType: 'boss' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'relationshipType' });
    const phone = await invite(a, { relationshipType: 'family', phoneNumber: 'not a phone' });
    expect(phone.status).toBe(400);
    expect(phone.body.errors[0]).toMatchObject({ path: 'phoneNumber', message: 'Please enter a valid phone number' });
    const long = await invite(a, { relationshipType: 'family', message: 'x'.repeat(CIRCLE.messageMax + 1) });
    expect(long.status).toBe(400);
    // Only coaches and therapists invite clients.
    const client = await invite(a, { relationshipType: 'coach', direction: 'client' });
    expect(client.status).toBe(400);
    expect(client.body.errors[0]).toMatchObject({ path: 'direction' });
    const empty = await api(`/api/users/${a.id}/circle/${b.id}`, { method: 'PATCH', token: a.token, body: {} });
    expect(empty.status).toBe(400);
  });

  it('20 invites a day; the 21st is 429 with Retry-After (seconds to midnight UTC)', async () => {
    const u = await newUser('Rate Limited');
    for (let i = 0; i < CIRCLE.invitesPerDay; i++) expect((await invite(u, { relationshipType: 'friend' })).status).toBe(201);
    const res = await invite(u, { relationshipType: 'friend' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/at most 20 invite links a day/);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
    // Nothing half-written: still 20 invites.
    expect((await api(`/api/users/${u.id}/circle/invites`, { token: u.token })).body.invites).toHaveLength(CIRCLE.invitesPerDay);
  });

  it('a coach invites a client; the client chooses the permissions when accepting, and the coach joins the client’s circle', async () => {
    const coach = await newUser('Coach Quinn');
    await setRole(coach.id, 'coach');
    const client = await newUser('Client Robin');
    const res = await invite(coach, { relationshipType: 'coach', direction: 'client', message: 'Welcome to the programme.' });
    expect(res.status).toBe(201);
    const t = tokenOf(res.body.link);
    const preview = (await api(`/api/circle/invites/${t}`, { token: client.token })).body;
    expect(preview).toMatchObject({ choosePermissions: true, direction: 'client', inviter: { role: 'coach' } });
    // The client reads what they would share (with the permissions they then choose), in their own words.
    expect(preview.shares[0]).toBe('Your name, and that you are connected');
    const accepted = await api(`/api/circle/invites/${t}/accept`, {
      method: 'POST',
      token: client.token,
      body: { permissions: { canViewEntries: true, canCommentEntries: false, canEditWorkspaces: false } },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.connection).toMatchObject({
      patientId: client.id,
      memberId: coach.id,
      relationshipType: 'coach',
      canViewEntries: true,
      canCommentEntries: false,
    });
    const shared = (await write(client, 'For my coach only', 'coach_only')).body;
    expect((await api(`/api/users/${client.id}/journal-entries/${shared.id}`, { token: coach.token })).status).toBe(200);
    expect((await api(`/api/users/${client.id}/circle`, { token: client.token })).body.connections[0]).toMatchObject({ id: coach.id, connectionRole: 'coach' });
  });
});

describe('editing an entry', () => {
  let u: Caller;
  beforeAll(async () => {
    u = await newUser('Edit Person');
  });

  it('changes title and content with the version read: re-analysed, counted in the stats; a stale version is 409', async () => {
    const entry = (await write(u, 'First words')).body;
    const before = (await api(`/api/users/${u.id}/stats`, { token: u.token })).body;
    const res = await api(`/api/users/${u.id}/journal-entries/${entry.id}`, {
      method: 'PATCH',
      token: u.token,
      body: { title: 'Better words', content: 'A wonderful calm day with my sister at the beach, grateful and happy and rested.', version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Better words', version: 2, sentiment: 'positive' });
    expect(res.body.wordCount).toBeGreaterThan(entry.wordCount);
    const after = (await api(`/api/users/${u.id}/stats`, { token: u.token })).body;
    expect(after.totalWords - before.totalWords).toBe(res.body.wordCount - entry.wordCount);
    const stale = await api(`/api/users/${u.id}/journal-entries/${entry.id}`, { method: 'PATCH', token: u.token, body: { title: 'Old tab', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed somewhere else/);
    const bad = await api(`/api/users/${u.id}/journal-entries/${entry.id}`, { method: 'PATCH', token: u.token, body: { visibility: 'everyone', version: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: 'visibility' });
    const missingVersion = await api(`/api/users/${u.id}/journal-entries/${entry.id}`, { method: 'PATCH', token: u.token, body: { title: 'No version' } });
    expect(missingVersion.status).toBe(400);
  });

  it('an edit that brings crisis language is screened: the entry shows it and the coach is alerted', async () => {
    const coach = await newUser('Edit Coach');
    await setRole(coach.id, 'coach');
    const res = await invite(coach, { relationshipType: 'coach', direction: 'client' });
    await api(`/api/circle/invites/${tokenOf(res.body.link)}/accept`, {
      method: 'POST',
      token: u.token,
      body: { permissions: { canViewEntries: true, canCommentEntries: false, canEditWorkspaces: false } },
    });
    const entry = (await write(u, 'A quiet evening')).body;
    const edited = await api(`/api/users/${u.id}/journal-entries/${entry.id}`, {
      method: 'PATCH',
      token: u.token,
      body: { content: 'I have a plan to take all my pills tonight.', version: 1 },
    });
    expect(edited.body).toMatchObject({ crisisDetected: true, crisisLevel: 'urgent' });
    const alerts = (await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).body;
    expect(alerts).toEqual([expect.objectContaining({ patientId: u.id, source: 'entry', sourceId: entry.id, level: 'urgent' })]);
  });

  it('settings decide a new entry’s visibility: autoShareWithCoaches makes it at least coach_only', async () => {
    await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { autoShareWithCoaches: true } });
    expect((await write(u, 'Auto shared')).body.visibility).toBe('coach_only');
    await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { defaultJournalVisibility: 'circle' } });
    expect((await write(u, 'Circle by default')).body.visibility).toBe('circle');
  });
});
