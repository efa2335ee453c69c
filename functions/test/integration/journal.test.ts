import { TAGS } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { api, newUser, type Caller } from './helpers.js';

async function entry(u: Caller, title: string) {
  const res = await api(`/api/users/${u.id}/journal-entries`, {
    method: 'POST',
    token: u.token,
    body: { title, content: `Notes for ${title}: a quiet evening walk and a call with my sponsor.` },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; version: number; updatedAt: string; themes: string[] };
}

const tags = (u: Caller, entryId: string, body: unknown, token = u.token) =>
  api(`/api/users/${u.id}/journal-entries/${entryId}/tags`, { method: 'PATCH', token, body });
const artifact = (entryId: string, token: string, body: unknown) => api(`/api/journal-entries/${entryId}/artifact`, { method: 'PATCH', token, body });

describe('journal tags and artifacts over HTTP', () => {
  it('replaces tags normalised (trimmed, lowercased, de-duplicated), bumps version and updatedAt', async () => {
    const u = await newUser();
    const e = await entry(u, 'Tagged');
    const res = await tags(u, e.id, { themes: ['  Gratitude ', 'gratitude', '', '   ', 'Family', 'FAMILY', 'sleep'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: e.id, themes: ['gratitude', 'family', 'sleep'], version: e.version + 1 });
    expect(res.body.updatedAt > e.updatedAt || res.body.updatedAt === e.updatedAt).toBe(true);

    const list = await api(`/api/users/${u.id}/journal-entries`, { token: u.token });
    expect(list.body.find((x: { id: string }) => x.id === e.id).themes).toEqual(['gratitude', 'family', 'sleep']);

    const cleared = await tags(u, e.id, { themes: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ themes: [], version: e.version + 2 });
  });

  it('validates tags with clear messages', async () => {
    const u = await newUser();
    const e = await entry(u, 'Validated');
    const missing = await tags(u, e.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('themes must be a list of tags');
    expect(missing.body.errors[0].path).toBe('themes');

    const notText = await tags(u, e.id, { themes: ['ok', 3] });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe('Each tag must be text');

    const long = await tags(u, e.id, { themes: ['x'.repeat(TAGS.maxLength + 1)] });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`Each tag must be at most ${TAGS.maxLength} characters`);
    // Surrounding spaces do not count towards the length.
    expect((await tags(u, e.id, { themes: [`  ${'x'.repeat(TAGS.maxLength)}  `] })).status).toBe(200);

    const many = await tags(u, e.id, { themes: Array.from({ length: TAGS.maxCount + 1 }, (_, i) => `tag${i}`) });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(`An entry can have at most ${TAGS.maxCount} tags`);
    // Duplicates collapse before the count is checked.
    const dupes = await tags(u, e.id, { themes: [...Array.from({ length: TAGS.maxCount }, (_, i) => `tag${i}`), 'TAG0', ' tag1 '] });
    expect(dupes.status).toBe(200);
    expect(dupes.body.themes).toHaveLength(TAGS.maxCount);
  });

  it('answers 404 for an entry that is not the caller’s, and 403 on someone else’s path', async () => {
    const owner = await newUser('Owner');
    const stranger = await newUser('Stranger');
    const e = await entry(owner, 'Private');
    const viaOwnPath = await api(`/api/users/${stranger.id}/journal-entries/${e.id}/tags`, { method: 'PATCH', token: stranger.token, body: { themes: ['x'] } });
    expect(viaOwnPath.status).toBe(404);
    expect(viaOwnPath.body.message).toBe('Journal entry not found');
    expect((await tags(owner, e.id, { themes: ['x'] }, stranger.token)).status).toBe(403);
    expect((await tags(owner, '01UNKNOWNENTRY', { themes: ['x'] })).status).toBe(404);
  });

  it('stores and removes artifacts through the owner policy; the artifacts list is newest first', async () => {
    const u = await newUser();
    const stranger = await newUser('Stranger');
    const first = await entry(u, 'First');
    const second = await entry(u, 'Second');
    const third = await entry(u, 'Third');

    expect((await api(`/api/users/${u.id}/artifacts`, { token: u.token })).body).toEqual([]);

    for (const e of [first, third]) {
      const res = await artifact(e.id, u.token, { isArtifact: true, userId: u.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: e.id, isArtifact: true, version: e.version + 1 });
    }
    // Without userId too (the artifacts page sends only the flag).
    expect((await artifact(second.id, u.token, { isArtifact: true })).status).toBe(200);

    const list = await api(`/api/users/${u.id}/artifacts`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(list.body[0]).toMatchObject({ title: 'Third', isArtifact: true });

    // Editing tags keeps an artifact in the list.
    expect((await tags(u, third.id, { themes: ['kept'] })).status).toBe(200);

    const removed = await artifact(second.id, u.token, { isArtifact: false });
    expect(removed.body).toMatchObject({ isArtifact: false, version: second.version + 2 });
    const after = await api(`/api/users/${u.id}/artifacts`, { token: u.token });
    expect(after.body.map((a: { id: string }) => a.id)).toEqual([third.id, first.id]);
    expect(after.body[0].themes).toEqual(['kept']);

    // Someone else's entry: 403; an id that does not exist: 404; neither changes anything.
    const foreign = await artifact(first.id, stranger.token, { isArtifact: false });
    expect(foreign.status).toBe(403);
    expect((await artifact('01UNKNOWNENTRY', u.token, { isArtifact: true })).status).toBe(404);
    expect((await api(`/api/users/${stranger.id}/artifacts`, { token: stranger.token })).body).toEqual([]);
    expect((await api(`/api/users/${u.id}/artifacts`, { token: stranger.token })).status).toBe(403);

    // A body naming another user, and a body without a boolean flag.
    expect((await artifact(first.id, u.token, { isArtifact: false, userId: stranger.id })).status).toBe(403);
    const bad = await artifact(first.id, u.token, { isArtifact: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isArtifact must be true or false');
    expect((await api(`/api/users/${u.id}/artifacts`, { token: u.token })).body).toHaveLength(2);
  });
});

describe('speaking as a part (coherence mode)', () => {
  it('stores the part an entry speaks as, and refuses a part that is not the writer’s', async () => {
    const u = await newUser();
    const other = await newUser();
    const part = await api('/api/parts', {
      method: 'POST',
      token: u.token,
      body: { name: 'The Protector', description: 'Keeps me safe when things feel risky', role: 'protector', userId: u.id },
    });
    expect(part.status).toBe(201);
    const theirs = await api('/api/parts', {
      method: 'POST',
      token: other.token,
      body: { name: 'Critic', description: 'Someone else’s part', role: 'protector', userId: other.id },
    });
    const ok = await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title: 'From the protector', content: 'I want to keep us away from old places.', speakingAsPartId: part.body.id },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.speakingAsPartId).toBe(part.body.id);
    for (const id of [theirs.body.id, 'no-such-part']) {
      const bad = await api(`/api/users/${u.id}/journal-entries`, {
        method: 'POST',
        token: u.token,
        body: { title: 'x', content: 'Speaking as a stranger part.', speakingAsPartId: id },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ path: 'speakingAsPartId', message: 'Please choose one of your parts, or Myself (integrated)' }]);
    }
    const myself = await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title: 'Me', content: 'Just me, integrated today.', speakingAsPartId: null },
    });
    expect(myself.status).toBe(201);
    expect(myself.body.speakingAsPartId).toBeNull();
  });

  it('takes a self-rated mood over the estimate everywhere, marks estimates, and validates the rating', async () => {
    const u = await newUser();
    const post = (body: Record<string, unknown>) =>
      api(`/api/users/${u.id}/journal-entries`, {
        method: 'POST',
        token: u.token,
        body: { title: 'Mood', content: 'A wonderful, calm and grateful day with my family.', ...body },
      });
    const rated = await post({ moodRating: 2 });
    expect(rated.status).toBe(201);
    expect(rated.body).toMatchObject({ moodScore: 2, moodSource: 'self' });
    const estimated = await post({ moodRating: null });
    expect(estimated.status).toBe(201);
    expect(estimated.body.moodSource).toBe('estimate');
    expect(estimated.body.moodScore).toBeGreaterThan(5);
    const list = await api(`/api/users/${u.id}/journal-entries`, { token: u.token });
    expect(list.body.find((x: { id: string }) => x.id === rated.body.id)).toMatchObject({ moodScore: 2, moodSource: 'self' });
    // The stats average the self-rating, not the estimate.
    const stats = await api(`/api/users/${u.id}/stats`, { token: u.token });
    expect(stats.body.averageMood).toBeCloseTo((2 + (estimated.body.moodScore as number)) / 2, 1);
    for (const moodRating of [0, 11, 6.5, '7']) {
      const bad = await post({ moodRating });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ path: 'moodRating', message: 'moodRating must be a whole number from 1 to 10' }]);
    }
  });
});
