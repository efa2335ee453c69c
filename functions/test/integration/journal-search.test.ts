import { describe, expect, it } from 'vitest';
import { api, newUser, type Caller } from './helpers.js';
import { connectMember, setRole, tableDb } from './care-team.js';

async function write(u: Caller, title: string, content: string, visibility?: string) {
  const res = await api(`/api/users/${u.id}/journal-entries`, {
    method: 'POST',
    token: u.token,
    body: { title, content, ...(visibility ? { visibility } : {}) },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; version: number };
}

const search = (u: Caller, q: string, extra = '', token = u.token, owner = u.id) =>
  api(`/api/users/${owner}/journal-entries?q=${encodeURIComponent(q)}${extra}`, { token });
const titles = (res: { body: { title: string }[] }) => res.body.map((e) => e.title);

describe('journal search over HTTP (the word index: no Scan, docs/architecture.md "Journal search")', () => {
  it('finds entries by words of their text and title, as word prefixes, every word required, newest first', async () => {
    const u = await newUser();
    await write(u, 'Morning walk', 'Walked by the river before work and felt calmer about the meeting.');
    await write(u, 'Hard evening', 'Strong cravings after dinner; I called my sponsor and the craving passed.');
    await write(u, 'Sponsor coffee', 'Coffee with my sponsor, we talked about the river trail and the weekend.');

    expect(titles(await search(u, 'sponsor'))).toEqual(['Sponsor coffee', 'Hard evening']);
    // A prefix finds the longer words ("crav" → "cravings", "craving"); case and accents do not matter.
    expect(titles(await search(u, 'CRAV'))).toEqual(['Hard evening']);
    expect(titles(await search(u, 'rivér'))).toEqual(['Sponsor coffee', 'Morning walk']);
    // Every word must match (in any order); stop words are ignored.
    expect(titles(await search(u, 'the river and sponsor'))).toEqual(['Sponsor coffee']);
    expect(titles(await search(u, 'walk'))).toEqual(['Morning walk']);
    expect((await search(u, 'relapse')).body).toEqual([]);
  });

  it('an edit moves the entry in the index: old words no longer find it, new words do', async () => {
    const u = await newUser();
    const e = await write(u, 'Draft', 'Thinking about the garden and tomatoes this spring.');
    expect(titles(await search(u, 'tomatoes'))).toEqual(['Draft']);
    const edited = await api(`/api/users/${u.id}/journal-entries/${e.id}`, {
      method: 'PATCH',
      token: u.token,
      body: { version: e.version, content: 'Thinking about the meeting with my counselor tomorrow.' },
    });
    expect(edited.status).toBe(200);
    expect((await search(u, 'tomatoes')).body).toEqual([]);
    expect(titles(await search(u, 'counselor'))).toEqual(['Draft']);
  });

  it('pages with x-next-cursor (the last entry id) and refuses a cursor that is not an entry id', async () => {
    const u = await newUser();
    for (let i = 1; i <= 5; i++) await write(u, `Gratitude ${i}`, `Gratitude list number ${i}: family, sleep and a long walk.`);
    const first = await search(u, 'gratitude', '&limit=2');
    expect(titles(first)).toEqual(['Gratitude 5', 'Gratitude 4']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBe(first.body[1].id);
    const second = await search(u, 'gratitude', `&limit=2&cursor=${cursor}`);
    expect(titles(second)).toEqual(['Gratitude 3', 'Gratitude 2']);
    const last = await search(u, 'gratitude', `&limit=2&cursor=${second.headers.get('x-next-cursor')}`);
    expect(titles(last)).toEqual(['Gratitude 1']);
    expect(last.headers.get('x-next-cursor')).toBeNull();

    const bad = await search(u, 'gratitude', '&cursor=not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('query.cursor');
    const long = await search(u, 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('q must be at most 200 characters');
  });

  it("a coach's search of a client's journal finds only what the client shares with them; a stranger gets 403", async () => {
    const patient = await newUser();
    const coach = await newUser('Search Coach');
    const stranger = await newUser('Stranger');
    await setRole(coach.id, 'coach');
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true } });
    await write(patient, 'Shared note', 'Meeting went well, I practised the breathing exercise.', 'coach_only');
    await write(patient, 'Private note', 'The breathing exercise did not help tonight.', 'private');

    expect(titles(await search(patient, 'breathing'))).toEqual(['Private note', 'Shared note']);
    expect(titles(await search(coach, 'breathing', '', coach.token, patient.id))).toEqual(['Shared note']);
    expect((await search(stranger, 'breathing', '', stranger.token, patient.id)).status).toBe(403);
  });

  it("the index lives in the author's partition: one small item per distinct word, none for stop words", async () => {
    const u = await newUser();
    const e = await write(u, 'Short', 'Sleep sleep SLEEP and the sleep.');
    const { data } = await tableDb().entities.entryTerm.query.byTerm({ userId: u.id }).go({ pages: 'all' });
    expect(
      data
        .filter((t) => t.entryId === e.id)
        .map((t) => t.term)
        .sort(),
    ).toEqual(['short', 'sleep']);
  });
});
