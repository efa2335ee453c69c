import { CONVERSATIONS, type CrisisAlert, type EntryComment, type PushMessage } from '@steady/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectMember, setRole, tableDb } from './care-team.js';
import { api, baseUrl, newUser, type Caller } from './helpers.js';

/**
 * Entry comments and secure messages (docs/architecture.md, "Entry comments and secure messages"),
 * between real accounts through the gateway: who may read and write, live delivery over /ws, unread
 * counts, private notes, the crisis screen, paused connections, and an authorization walk.
 */

const local = () => baseUrl().replace('localhost', '127.0.0.1');

interface Live {
  ws: WebSocket;
  messages: PushMessage[];
  /** Resolves with the first message (already received or to come) that matches. */
  next: (match: (m: PushMessage) => boolean) => Promise<PushMessage>;
}

function listen(token: string): Promise<Live> {
  return new Promise((resolve, reject) => {
    const messages: PushMessage[] = [];
    const waiters: { match: (m: PushMessage) => boolean; done: (m: PushMessage) => void }[] = [];
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as PushMessage;
      messages.push(m);
      for (const w of waiters.splice(0)) {
        if (w.match(m)) w.done(m);
        else waiters.push(w);
      }
    });
    const next = (match: (m: PushMessage) => boolean) =>
      new Promise<PushMessage>((done, fail) => {
        const seen = messages.find(match);
        if (seen) return done(seen);
        waiters.push({ match, done });
        setTimeout(() => fail(new Error('no matching push within 10 s')), 10_000);
      });
    ws.once('open', () => resolve({ ws, messages, next }));
    ws.once('error', reject);
  });
}

async function smsTo(phoneNumber: string): Promise<{ to: string; body: string }[]> {
  const res = await fetch(`${local()}/dev/sms`);
  return ((await res.json()) as { to: string; body: string }[]).filter((m) => m.to === phoneNumber);
}

const entry = async (u: Caller, title: string) =>
  (
    await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title, content: 'Today I went to group and it helped a little.' },
    })
  ).body.id as string;

/** Until the circle's PATCH of entry visibility arrives on this branch, tests set it in the table. */
const setVisibility = (userId: string, entryId: string, visibility: 'private' | 'coach_only' | 'circle' | 'public') =>
  tableDb().entities.journalEntry.patch({ userId, entryId }).set({ visibility }).go();

const comment = (u: Caller, entryId: string, body: Record<string, unknown>) =>
  api(`/api/journal-entries/${entryId}/comments`, { method: 'POST', token: u.token, body });

describe('entry comments', () => {
  let patient: Caller;
  let coach: Caller;
  let viewer: Caller; // a coach who may view, not comment
  let family: Caller; // family with view and comment permissions
  let stranger: Caller;
  let shared: string;
  let privateEntry: string;
  let live: Live;

  beforeAll(async () => {
    [patient, coach, viewer, family, stranger] = await Promise.all([
      newUser('Comment Patient'),
      newUser('Comment Coach'),
      newUser('Viewing Coach'),
      newUser('Family Member'),
      newUser('Stranger'),
    ]);
    await Promise.all([setRole(coach.id, 'coach'), setRole(viewer.id, 'coach')]);
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true, commentEntries: true } });
    await connectMember(patient.id, viewer.id, { permissions: { viewEntries: true } });
    await connectMember(patient.id, family.id, { relationshipType: 'family', permissions: { viewEntries: true, commentEntries: true } });
    shared = await entry(patient, 'Shared with my coach');
    privateEntry = await entry(patient, 'Just for me');
    await setVisibility(patient.id, shared, 'coach_only');
    live = await listen(patient.token);
  });
  afterAll(() => live?.ws.close(1000));

  it('a coach comments on a shared entry; the patient receives it live and sees it, with an unread count', async () => {
    const res = await comment(coach, shared, { content: 'Proud of you for going to group.', commentType: 'encouragement' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ authorName: 'Comment Coach', authorRole: 'coach', commentType: 'encouragement', crisisDetected: false });
    const push = await live.next((m) => m.type === 'entry_comment' && m.commentId === res.body.id);
    expect(push).toEqual({ type: 'entry_comment', entryId: shared, commentId: res.body.id, change: 'created' });
    expect(JSON.stringify(push)).not.toContain('Proud');

    const seen = await api(`/api/journal-entries/${shared}/comments`, { token: patient.token });
    expect(seen.status).toBe(200);
    expect(seen.body.comments.map((c: EntryComment) => c.content)).toContain('Proud of you for going to group.');
    expect(seen.body.canComment).toBe(true);
    const unread = await api(`/api/users/${patient.id}/comments/unread`, { token: patient.token });
    expect(unread.body).toEqual({ total: 1, entries: [{ entryId: shared, count: 1 }] });

    // Viewing clears it.
    expect((await api(`/api/journal-entries/${shared}/comments/read`, { method: 'POST', token: patient.token })).status).toBe(204);
    expect((await api(`/api/users/${patient.id}/comments/unread`, { token: patient.token })).body).toEqual({ total: 0, entries: [] });
  });

  it('the patient replies; a reply to a reply attaches to the top comment; the coach hears of it live', async () => {
    const top = await comment(coach, shared, { content: 'What helped most today?', commentType: 'question' });
    const coachLive = await listen(coach.token);
    try {
      const reply = await comment(patient, shared, { content: 'Talking to Sam after group.', parentCommentId: top.body.id });
      expect(reply.status).toBe(201);
      expect(reply.body.parentCommentId).toBe(top.body.id);
      await coachLive.next((m) => m.type === 'entry_comment' && m.commentId === reply.body.id);
      const nested = await comment(coach, shared, { content: 'That is a real support.', parentCommentId: reply.body.id });
      expect(nested.body.parentCommentId).toBe(top.body.id);
    } finally {
      coachLive.ws.close(1000);
    }
  });

  it('a private note stays invisible to the patient (and adds nothing unread); only a coach may write one', async () => {
    const note = await comment(coach, shared, { content: 'Watch for isolation next week.', isPrivateNote: true });
    expect(note.status).toBe(201);
    expect(note.body.isPrivateNote).toBe(true);
    const patientView = await api(`/api/journal-entries/${shared}/comments`, { token: patient.token });
    expect(patientView.body.comments.map((c: EntryComment) => c.id)).not.toContain(note.body.id);
    expect(JSON.stringify(patientView.body)).not.toContain('isolation');
    const coachView = await api(`/api/journal-entries/${shared}/comments`, { token: coach.token });
    expect(coachView.body.comments.map((c: EntryComment) => c.id)).toContain(note.body.id);
    expect(coachView.body.canWritePrivateNote).toBe(true);
    expect(live.messages.some((m) => m.type === 'entry_comment' && m.commentId === note.body.id)).toBe(false);
    // Nobody else can delete it, nor even find it.
    expect((await api(`/api/comments/${note.body.id}`, { method: 'DELETE', token: patient.token })).status).toBe(404);
    const byPatient = await comment(patient, shared, { content: 'A note to self', isPrivateNote: true });
    expect(byPatient.status).toBe(400);
    expect(byPatient.body.errors[0].path).toBe('isPrivateNote');
  });

  it('a member without canCommentEntries → 403 with a message; a private entry → 404 for members', async () => {
    const res = await comment(viewer, shared, { content: 'Can I comment?' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to comment on this entry');
    expect((await api(`/api/journal-entries/${shared}/comments`, { token: viewer.token })).body.canComment).toBe(false);
    expect((await comment(coach, privateEntry, { content: 'Hidden' })).status).toBe(404);
    expect((await api(`/api/journal-entries/${privateEntry}/comments`, { token: coach.token })).status).toBe(404);
    expect((await api(`/api/journal-entries/${shared}/comments`, { token: stranger.token })).status).toBe(404);
  });

  it('a family member needs a circle entry and the author’s allowCircleComments', async () => {
    expect((await comment(family, shared, { content: 'coach_only is not for family' })).status).toBe(404);
    const circleEntry = await entry(patient, 'For my circle');
    await setVisibility(patient.id, circleEntry, 'circle');
    const off = await comment(family, circleEntry, { content: 'Thinking of you' });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('This person has turned off comments from their Support Circle');
    await api(`/api/users/${patient.id}/settings`, { method: 'PUT', token: patient.token, body: { allowCircleComments: true } });
    expect((await comment(family, circleEntry, { content: 'Thinking of you' })).status).toBe(201);
  });

  it('writer and author delete; others may not; a deleted comment leaves the unread count', async () => {
    const c1 = await comment(coach, shared, { content: 'First thought' });
    const c2 = await comment(coach, shared, { content: 'Second thought' });
    expect((await api(`/api/users/${patient.id}/comments/unread`, { token: patient.token })).body.total).toBeGreaterThanOrEqual(2);
    const before = (await api(`/api/users/${patient.id}/comments/unread`, { token: patient.token })).body.total as number;
    expect((await api(`/api/comments/${c1.body.id}`, { method: 'DELETE', token: viewer.token })).status).toBe(403);
    expect((await api(`/api/comments/${c1.body.id}`, { method: 'DELETE', token: stranger.token })).status).toBe(404);
    expect((await api(`/api/comments/${c1.body.id}`, { method: 'DELETE', token: coach.token })).status).toBe(204);
    expect((await api(`/api/comments/${c2.body.id}`, { method: 'DELETE', token: patient.token })).status).toBe(204);
    expect((await api(`/api/users/${patient.id}/comments/unread`, { token: patient.token })).body.total).toBe(before - 2);
    const ids = (await api(`/api/journal-entries/${shared}/comments`, { token: patient.token })).body.comments.map((c: EntryComment) => c.id);
    expect(ids).not.toContain(c1.body.id);
    expect(ids).not.toContain(c2.body.id);
  });

  it('a deleted comment with replies stays as "Comment deleted" until its last reply goes', async () => {
    const top = await comment(coach, shared, { content: 'A thought to come back to' });
    const reply = await comment(patient, shared, { content: 'Yes, let us', parentCommentId: top.body.id });
    expect((await api(`/api/comments/${top.body.id}`, { method: 'DELETE', token: coach.token })).status).toBe(204);
    const list = async () => (await api(`/api/journal-entries/${shared}/comments`, { token: patient.token })).body.comments as EntryComment[];
    expect((await list()).find((c) => c.id === top.body.id)).toMatchObject({ deleted: true, content: '', canDelete: false });
    expect((await list()).find((c) => c.id === reply.body.id)?.parentCommentId).toBe(top.body.id);
    expect((await api(`/api/comments/${top.body.id}`, { method: 'DELETE', token: coach.token })).status).toBe(404);
    expect((await api(`/api/comments/${reply.body.id}`, { method: 'DELETE', token: patient.token })).status).toBe(204);
    expect((await list()).map((c) => c.id)).not.toContain(top.body.id);
  });

  it('rejects an empty or over-long comment with a clear 400', async () => {
    const empty = await comment(coach, shared, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Comment is required');
    const long = await comment(coach, shared, { content: 'x'.repeat(CONVERSATIONS.commentMaxLength + 1) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toBe('content');
  });
});

describe('secure messages', () => {
  let patient: Caller;
  let coach: Caller;
  let family: Caller;
  let pausedCoach: Caller;
  let patientLive: Live;
  let coachLive: Live;
  const messages = (me: Caller, other: string, query = '') => api(`/api/users/${me.id}/circle/${other}/messages${query}`, { token: me.token });
  const send = (me: Caller, other: string, content: string) =>
    api(`/api/users/${me.id}/circle/${other}/messages`, { method: 'POST', token: me.token, body: { content } });
  const conversations = async (me: Caller) =>
    (await api(`/api/users/${me.id}/conversations`, { token: me.token })).body as {
      connectionId: string;
      unreadCount: number;
      canMessage: boolean;
      name: string;
    }[];

  beforeAll(async () => {
    [patient, coach, family, pausedCoach] = await Promise.all([
      newUser('Message Patient'),
      newUser('Message Coach'),
      newUser('Message Family'),
      newUser('Paused Coach'),
    ]);
    await Promise.all([setRole(coach.id, 'coach'), setRole(pausedCoach.id, 'therapist')]);
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true } });
    await connectMember(patient.id, family.id, { relationshipType: 'family', permissions: { viewEntries: true } });
    await connectMember(patient.id, pausedCoach.id, { relationshipType: 'therapist', status: 'paused', permissions: { viewEntries: true } });
    [patientLive, coachLive] = await Promise.all([listen(patient.token), listen(coach.token)]);
  });
  afterAll(() => {
    patientLive?.ws.close(1000);
    coachLive?.ws.close(1000);
  });

  it('patient and coach exchange messages live over /ws, with correct unread counts', async () => {
    // Before any message, the active coach connection is listed (and the family one is not).
    const start = await conversations(patient);
    expect(start.map((c) => c.connectionId)).toEqual([coach.id]);
    expect(start[0]).toMatchObject({ name: 'Message Coach', unreadCount: 0, canMessage: true, lastMessageAt: null });

    const first = await send(patient, coach.id, 'Hi, can we talk about this week?');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const push = await coachLive.next((m) => m.type === 'secure_message' && m.messageId === first.body.id);
    expect(push).toMatchObject({ type: 'secure_message', connectionId: patient.id });
    expect(JSON.stringify(push)).not.toContain('talk');
    await send(patient, coach.id, 'It has been a hard one.');
    expect((await conversations(coach)).find((c) => c.connectionId === patient.id)?.unreadCount).toBe(2);
    expect((await conversations(patient)).find((c) => c.connectionId === coach.id)?.unreadCount).toBe(0);

    // The coach reads (either side addresses the other person's id), then answers.
    const read = await messages(coach, patient.id);
    expect(read.status).toBe(200);
    expect(read.body.map((m: { content: string }) => m.content)).toEqual(['It has been a hard one.', 'Hi, can we talk about this week?']);
    expect((await api(`/api/users/${coach.id}/circle/${patient.id}/messages/read`, { method: 'POST', token: coach.token })).body).toEqual({ unreadCount: 0 });
    expect((await conversations(coach)).find((c) => c.connectionId === patient.id)?.unreadCount).toBe(0);
    const answer = await send(coach, patient.id, 'Of course. Tomorrow at 10?');
    await patientLive.next((m) => m.type === 'secure_message' && m.messageId === answer.body.id);
    expect((await conversations(patient))[0]).toMatchObject({ connectionId: coach.id, unreadCount: 1 });
    // The patient was online: no text message was needed.
    expect(await smsTo(patient.phoneNumber)).toEqual([]);
  });

  it('pages the history newest first with x-next-cursor', async () => {
    const page1 = await messages(patient, coach.id, '?limit=2');
    expect(page1.body).toHaveLength(2);
    const cursor = page1.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const page2 = await messages(patient, coach.id, `?limit=2&cursor=${encodeURIComponent(cursor!)}`);
    expect(page2.body.map((m: { content: string }) => m.content)).toEqual(['Hi, can we talk about this week?']);
    expect((await messages(patient, coach.id, '?cursor=nonsense')).status).toBe(400);
  });

  it('texts an away recipient only "You have a new message on Steady", at most once per 15 minutes', async () => {
    coachLive.ws.close(1000);
    await new Promise((r) => setTimeout(r, 200));
    await send(patient, coach.id, 'Are you there?');
    await send(patient, coach.id, 'No rush.');
    const texts = await smsTo(coach.phoneNumber);
    expect(texts).toEqual([{ to: coach.phoneNumber, body: 'You have a new message on Steady', at: expect.any(String) }]);
    coachLive = await listen(coach.token);
  });

  it('a crisis statement in a message raises the alert for the coach; the sender is told', async () => {
    const res = await send(patient, coach.id, 'I have a plan to take all my pills tonight.');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ crisisDetected: true, crisisLevel: 'urgent' });
    const alerts = (await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).body as CrisisAlert[];
    expect(alerts.find((a) => a.patientId === patient.id)).toMatchObject({ source: 'message', level: 'urgent', sourceId: res.body.id });
  });

  it('a paused connection cannot message (403 with a message); family and strangers cannot either', async () => {
    const paused = await send(patient, pausedCoach.id, 'Hello?');
    expect(paused.status).toBe(403);
    expect(paused.body.message).toBe('This connection is paused, so messages cannot be sent or read right now');
    expect((await send(pausedCoach, patient.id, 'Hello?')).status).toBe(403);
    expect((await messages(pausedCoach, patient.id)).status).toBe(403);
    expect((await send(patient, family.id, 'Hello?')).status).toBe(403);
    expect((await conversations(patient)).map((c) => c.connectionId)).not.toContain(pausedCoach.id);
  });

  it('refuses a message over 4000 characters with a clear 400, and more than 60 a minute with 429', async () => {
    const long = await send(patient, coach.id, 'x'.repeat(CONVERSATIONS.messageMaxLength + 1));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Message must be under 4000 characters');
    // The limit counts per clock minute (the local stack runs on this machine: the same clock). A burst that
    // straddles two minutes is spread over two windows, so it is sent again by a fresh pair, which then
    // starts early in a minute; no waiting for the next minute.
    const minute = () => Math.floor(Date.now() / 60_000);
    const burst = async () => {
      const sender = await newUser('Fast Sender');
      const fastCoach = await newUser('Fast Coach');
      await setRole(fastCoach.id, 'coach');
      await connectMember(sender.id, fastCoach.id, {});
      const first = minute();
      const replies = await Promise.all(Array.from({ length: CONVERSATIONS.messagesPerMinute + 1 }, (_, i) => send(sender, fastCoach.id, `note ${i}`)));
      return { sender, fastCoach, replies, oneWindow: minute() === first };
    };
    let attempt = await burst();
    if (!attempt.oneWindow) attempt = await burst();
    expect(attempt.oneWindow).toBe(true);
    const { sender, fastCoach, replies } = attempt;
    expect(replies.filter((r) => r.status === 201)).toHaveLength(CONVERSATIONS.messagesPerMinute);
    const refused = replies.find((r) => r.status === 429);
    expect(refused?.body.message).toBe('You are sending messages too quickly. Please wait a moment and try again.');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // All 60 arrived, none lost to the writes racing on the thread items.
    const stored = await api(`/api/users/${sender.id}/circle/${fastCoach.id}/messages?limit=100`, { token: sender.token });
    expect(stored.body).toHaveLength(CONVERSATIONS.messagesPerMinute);
    expect((await api(`/api/users/${fastCoach.id}/conversations`, { token: fastCoach.token })).body[0].unreadCount).toBe(CONVERSATIONS.messagesPerMinute);
  });
});

/**
 * An authorization walk over the conversations routes: owner, stranger, member with and without each
 * permission, paused member, anonymous.
 */
describe('conversations authorization walk', () => {
  let owner: Caller;
  let stranger: Caller;
  let commenter: Caller; // coach: view + comment
  let viewerOnly: Caller; // coach: view only
  let noView: Caller; // coach: comment only (cannot see the entry)
  let paused: Caller; // coach, paused, all permissions
  let entryId: string;
  let commentId: string;

  beforeAll(async () => {
    [owner, stranger, commenter, viewerOnly, noView, paused] = await Promise.all([
      newUser('Walk Owner'),
      newUser('Walk Stranger'),
      newUser('Walk Commenter'),
      newUser('Walk Viewer'),
      newUser('Walk NoView'),
      newUser('Walk Paused'),
    ]);
    await Promise.all([commenter, viewerOnly, noView, paused].map((c) => setRole(c.id, 'coach')));
    await connectMember(owner.id, commenter.id, { permissions: { viewEntries: true, commentEntries: true } });
    await connectMember(owner.id, viewerOnly.id, { permissions: { viewEntries: true } });
    await connectMember(owner.id, noView.id, { permissions: { commentEntries: true } });
    await connectMember(owner.id, paused.id, { status: 'paused', permissions: { viewEntries: true, commentEntries: true } });
    entryId = await entry(owner, 'Walk entry');
    await setVisibility(owner.id, entryId, 'coach_only');
    commentId = (await comment(owner, entryId, { content: 'My own note on this' })).body.id;
  });

  type Who = 'anonymous' | 'owner' | 'stranger' | 'commenter' | 'viewerOnly' | 'noView' | 'paused';
  const token = (who: Who) => ({ anonymous: undefined, owner, stranger, commenter, viewerOnly, noView, paused })[who]?.token;
  const callers: Who[] = ['anonymous', 'owner', 'stranger', 'commenter', 'viewerOnly', 'noView', 'paused'];

  const table: { name: string; call: (who: Who) => Promise<number>; expected: Record<Who, number> }[] = [
    {
      name: 'GET /api/journal-entries/{entryId}/comments',
      call: async (who) => (await api(`/api/journal-entries/${entryId}/comments`, { token: token(who) })).status,
      expected: { anonymous: 401, owner: 200, stranger: 404, commenter: 200, viewerOnly: 200, noView: 404, paused: 404 },
    },
    {
      name: 'POST /api/journal-entries/{entryId}/comments',
      call: async (who) => (await api(`/api/journal-entries/${entryId}/comments`, { method: 'POST', token: token(who), body: { content: 'Walking' } })).status,
      expected: { anonymous: 401, owner: 201, stranger: 404, commenter: 201, viewerOnly: 403, noView: 404, paused: 404 },
    },
    {
      name: 'POST /api/journal-entries/{entryId}/comments/read',
      call: async (who) => (await api(`/api/journal-entries/${entryId}/comments/read`, { method: 'POST', token: token(who) })).status,
      expected: { anonymous: 401, owner: 204, stranger: 403, commenter: 403, viewerOnly: 403, noView: 403, paused: 403 },
    },
    {
      name: 'GET /api/users/{id}/comments/unread',
      call: async (who) => (await api(`/api/users/${owner.id}/comments/unread`, { token: token(who) })).status,
      expected: { anonymous: 401, owner: 200, stranger: 403, commenter: 403, viewerOnly: 403, noView: 403, paused: 403 },
    },
    {
      name: "GET /api/users/{id}/conversations (the owner's id)",
      call: async (who) => (await api(`/api/users/${owner.id}/conversations`, { token: token(who) })).status,
      expected: { anonymous: 401, owner: 200, stranger: 403, commenter: 403, viewerOnly: 403, noView: 403, paused: 403 },
    },
    {
      name: "GET /api/users/{id}/circle/{connectionId}/messages (each caller's own id, towards the owner)",
      call: async (who) => {
        const me = who === 'anonymous' ? owner : { owner, stranger, commenter, viewerOnly, noView, paused }[who];
        const other = who === 'owner' ? commenter.id : owner.id;
        return (await api(`/api/users/${me.id}/circle/${other}/messages`, { token: token(who) })).status;
      },
      // Messaging needs an active coach or therapist connection, whatever its entry permissions.
      expected: { anonymous: 401, owner: 200, stranger: 403, commenter: 200, viewerOnly: 200, noView: 200, paused: 403 },
    },
    {
      name: "POST /api/users/{id}/circle/{connectionId}/messages (each caller's own id, towards the owner)",
      call: async (who) => {
        const me = who === 'anonymous' ? owner : { owner, stranger, commenter, viewerOnly, noView, paused }[who];
        const other = who === 'owner' ? commenter.id : owner.id;
        return (await api(`/api/users/${me.id}/circle/${other}/messages`, { method: 'POST', token: token(who), body: { content: 'Walking' } })).status;
      },
      expected: { anonymous: 401, owner: 201, stranger: 403, commenter: 201, viewerOnly: 201, noView: 201, paused: 403 },
    },
    {
      name: 'POST /api/users/{id}/circle/{connectionId}/messages/read on the owner’s id by others',
      call: async (who) => (await api(`/api/users/${owner.id}/circle/${commenter.id}/messages/read`, { method: 'POST', token: token(who) })).status,
      expected: { anonymous: 401, owner: 200, stranger: 403, commenter: 403, viewerOnly: 403, noView: 403, paused: 403 },
    },
    {
      name: 'DELETE /api/comments/{commentId} (the owner’s own comment; the owner last)',
      call: async (who) => (await api(`/api/comments/${commentId}`, { method: 'DELETE', token: token(who) })).status,
      expected: { anonymous: 401, owner: 204, stranger: 404, commenter: 403, viewerOnly: 403, noView: 404, paused: 404 },
    },
  ];

  for (const row of table) {
    it(row.name, async () => {
      const got: Partial<Record<Who, number>> = {};
      // The owner goes last, so a DELETE by the owner does not hide the others' answers.
      for (const who of [...callers.filter((c) => c !== 'owner'), 'owner' as const]) got[who] = await row.call(who);
      expect(got).toEqual(row.expected);
    });
  }
});
