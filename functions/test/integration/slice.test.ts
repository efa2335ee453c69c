import { describe, expect, it } from 'vitest';
import { api, freshPhone, newUser, PASSWORD, signIn } from './helpers.js';

describe('the foundation slice over HTTP', () => {
  it('register → sign in → write an entry → the stats count it', async () => {
    const phoneNumber = freshPhone();
    const reg = await api('/api/register', {
      method: 'POST',
      body: {
        name: '  Alex Morgan ',
        phoneNumber: `(${phoneNumber.slice(2, 5)}) ${phoneNumber.slice(5, 8)}-${phoneNumber.slice(8)}`,
        password: PASSWORD,
        timeZone: 'America/Denver',
        callTime: '20:00',
      },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toMatchObject({ name: 'Alex Morgan', phoneNumber, role: 'user', callTime: '20:00', timeZone: 'America/Denver' });
    const id = reg.body.user.id as string;
    const token = await signIn(phoneNumber, PASSWORD);

    const me = await api(`/api/users/${id}`, { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id, name: 'Alex Morgan', phoneNumber, role: 'user' });
    // A new account has consented to nothing yet and starts the first-run onboarding.
    expect(me.body.onboarding).toEqual({
      consents: { terms: null, privacy: null, callRecording: null, sms: null },
      completedSteps: [],
      skippedSteps: [],
      finishedAt: null,
      dismissedAt: null,
    });

    const before = await api(`/api/users/${id}/stats`, { token });
    expect(before.body).toMatchObject({ totalEntries: 0, journalStreak: 0, totalWords: 0, streakBroken: false });

    const content = 'Today I felt grateful and calm. I went to my meeting and called my sponsor after work.';
    const created = await api(`/api/users/${id}/journal-entries`, { method: 'POST', token, body: { title: 'A steady day', content, userId: id } });
    expect(created.status).toBe(201);
    const entry = created.body;
    expect(entry).toMatchObject({ userId: id, title: 'A steady day', content, source: 'manual', isArtifact: false, visibility: 'private', version: 1 });
    expect(entry.moodScore).toBeGreaterThanOrEqual(6);
    expect(entry.moodScore).toBeLessThanOrEqual(10);
    expect(entry.sentiment).toBe('positive');
    expect(entry.themes).toEqual(expect.arrayContaining(['gratitude', 'meetings', 'work']));
    expect(entry.wordCount).toBe(17);

    const stats = await api(`/api/users/${id}/stats`, { token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalEntries: 1,
      journalStreak: 1,
      longestJournalStreak: 1,
      streakBroken: false,
      totalWords: entry.wordCount,
      averageMood: entry.moodScore,
    });

    const list = await api(`/api/users/${id}/journal-entries`, { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([entry]);
  });

  it('answers invalid entries with 400, the spec message and the field, and writes nothing', async () => {
    const u = await newUser();
    const short = await api(`/api/users/${u.id}/journal-entries`, { method: 'POST', token: u.token, body: { title: 'Short', content: '123456789' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      message: 'Content must be at least 10 characters',
      errors: [{ path: 'content', message: 'Content must be at least 10 characters' }],
    });

    const cases: [unknown, string, string][] = [
      [{ title: '', content: 'long enough content' }, 'title', 'Title is required'],
      [{ content: 'long enough content' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201), content: 'long enough content' }, 'title', 'Title must be under 200 characters'],
      [{ title: 'ok', content: 'x'.repeat(5001) }, 'content', 'Content must be under 5000 characters'],
      [{ title: 'ok', content: '          short    ' }, 'content', 'Content must be at least 10 characters'],
    ];
    for (const [body, path, message] of cases) {
      const res = await api(`/api/users/${u.id}/journal-entries`, { method: 'POST', token: u.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    const bad = await api(`/api/users/${u.id}/journal-entries`, { method: 'POST', token: u.token, rawBody: '{"title": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body must be valid JSON');

    const stats = await api(`/api/users/${u.id}/stats`, { token: u.token });
    expect(stats.body.totalEntries).toBe(0);
    expect((await api(`/api/users/${u.id}/journal-entries`, { token: u.token })).body).toEqual([]);
  });

  it('lists newest first, honours limit and pages with a cursor', async () => {
    const u = await newUser();
    const titles = ['first', 'second', 'third'];
    for (const title of titles) {
      const r = await api(`/api/users/${u.id}/journal-entries`, {
        method: 'POST',
        token: u.token,
        body: { title, content: `This is the ${title} entry of the day.` },
      });
      expect(r.status).toBe(201);
    }
    const page1 = await api(`/api/users/${u.id}/journal-entries?limit=2`, { token: u.token });
    expect(page1.body.map((e: { title: string }) => e.title)).toEqual(['third', 'second']);
    const cursor = page1.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const page2 = await api(`/api/users/${u.id}/journal-entries?limit=2&cursor=${encodeURIComponent(cursor!)}`, { token: u.token });
    expect(page2.body.map((e: { title: string }) => e.title)).toEqual(['first']);
    expect((await api(`/api/users/${u.id}/journal-entries?limit=0`, { token: u.token })).status).toBe(400);
    for (const bad of ['[object Object]', 'bm90IGpzb24', Buffer.from('{"pk":"$steady#userid_someone-else","sk":"x"}').toString('base64url')]) {
      const res = await api(`/api/users/${u.id}/journal-entries?cursor=${encodeURIComponent(bad)}`, { token: u.token });
      expect(res.status, bad).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'query.cursor', message: 'cursor is not valid' }]);
    }
    expect((await api(`/api/users/${u.id}/journal-entries?limit=101`, { token: u.token })).body.message).toBe('limit must be at most 100');
    const stats = await api(`/api/users/${u.id}/stats`, { token: u.token });
    expect(stats.body.totalEntries).toBe(3);
  });

  it('stores and counts 50 entries written at the same moment (journal and AI coach chat saves), none refused', async () => {
    const u = await newUser();
    const results = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        api(`/api/users/${u.id}/journal-entries`, {
          method: 'POST',
          token: u.token,
          body: { title: `t${i}`, content: `Entry number ${i} with some words in it.` },
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        api(`/api/users/${u.id}/ai-coach/chat`, {
          method: 'POST',
          token: u.token,
          body: { message: `Walked to my meeting number ${i} and felt calmer.`, saveAsJournalEntry: true },
        }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual([...Array(40).fill(201), ...Array(10).fill(200)]);
    const list = await api(`/api/users/${u.id}/journal-entries?limit=100`, { token: u.token });
    expect(list.body).toHaveLength(50);
    const stats = await api(`/api/users/${u.id}/stats`, { token: u.token });
    const words = list.body.reduce((n: number, e: { wordCount: number }) => n + e.wordCount, 0);
    expect(stats.body).toMatchObject({ totalEntries: 50, totalWords: words, journalStreak: 1 });
  });

  it('refuses a second account for the same phone number with 409, however it is written', async () => {
    const u = await newUser();
    const national = `(${u.phoneNumber.slice(2, 5)}) ${u.phoneNumber.slice(5, 8)}-${u.phoneNumber.slice(8)}`;
    const again = await api('/api/register', {
      method: 'POST',
      body: { name: 'Someone Else', phoneNumber: national, password: PASSWORD, timeZone: 'America/Chicago' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this phone number already exists. Please sign in instead.');
    // The original account still signs in and reads its own record.
    const token = await signIn(u.phoneNumber, PASSWORD);
    expect((await api(`/api/users/${u.id}`, { token })).body.name).toBe('Test Patient');
  });

  it('validates registration with clear messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phoneNumber: freshPhone(), password: PASSWORD }, 'name', 'Name is required'],
      [{ name: 'A', password: PASSWORD }, 'phoneNumber', 'Phone number is required'],
      [{ name: 'A', phoneNumber: '123', password: PASSWORD }, 'phoneNumber', 'Please enter a valid phone number'],
      [{ name: 'A', phoneNumber: freshPhone() }, 'password', 'Password is required'],
      [{ name: 'A', phoneNumber: freshPhone(), password: 'short1' }, 'password', 'Password must be at least 8 characters'],
      [{ name: 'A', phoneNumber: freshPhone(), password: PASSWORD, callTime: '7pm' }, 'callTime', 'Call time must be in HH:MM format (24-hour)'],
      [{ name: 'A', phoneNumber: freshPhone(), password: PASSWORD, timeZone: 'Mars/Olympus' }, 'timeZone', 'Please choose a supported time zone'],
      // No silent default: a registration without a zone is refused, not called on Eastern time.
      [{ name: 'A', phoneNumber: freshPhone(), password: PASSWORD }, 'timeZone', 'Time zone is required'],
    ];
    for (const [body, path, message] of cases) {
      const res = await api('/api/register', { method: 'POST', body });
      expect(res.status, path).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
  });

  it('reads and saves settings with the spec rules', async () => {
    const u = await newUser();
    const s = await api(`/api/users/${u.id}/settings`, { token: u.token });
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({
      userId: u.id,
      dailyCallEnabled: true,
      callTime: '19:30',
      timeZone: 'America/Chicago',
      maxCallDuration: 600,
      weeklyAnalysisEnabled: true,
      monthlyReportEnabled: true,
      writingPromptsEnabled: true,
      notificationsEnabled: true,
      experimentsEnabled: false,
      coherenceModeEnabled: false,
      defaultJournalVisibility: 'private',
      keepCallRecordings: false,
      currentAiCoachId: null,
      goals: [],
      preferences: [],
    });
    // The client strips id, userId, createdAt, updatedAt; if sent they are ignored.
    const saved = await api(`/api/users/${u.id}/settings`, {
      method: 'PUT',
      token: u.token,
      body: {
        ...s.body,
        id: 'x',
        userId: 'someone-else',
        createdAt: 'then',
        callTime: '21:00',
        maxCallDuration: 900,
        coherenceModeEnabled: true,
        goals: ['  sleep by 11 ', '', 'walk daily'],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      userId: u.id,
      callTime: '21:00',
      maxCallDuration: 900,
      coherenceModeEnabled: true,
      goals: ['sleep by 11', 'walk daily'],
      createdAt: s.body.createdAt,
    });
    expect((await api(`/api/users/${u.id}/settings`, { token: u.token })).body).toEqual(saved.body);

    for (const [body, path] of [
      [{ maxCallDuration: 45 }, 'maxCallDuration'],
      [{ maxCallDuration: 1830 }, 'maxCallDuration'],
      [{ maxCallDuration: 75 }, 'maxCallDuration'],
      [{ callTime: '24:00' }, 'callTime'],
      [{ timeZone: 'Europe/Nowhere' }, 'timeZone'],
      [{ dailyCallEnabled: 'yes' }, 'dailyCallEnabled'],
    ] as const) {
      const res = await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body });
      expect(res.status, path).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
    const bad = await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { maxCallDuration: 45 } });
    expect(bad.body.message).toBe('Maximum call duration must be between 60 and 1800 seconds, in steps of 30');
    expect((await api(`/api/users/${u.id}/settings`, { token: u.token })).body.maxCallDuration).toBe(900);
  });

  it('reports health without a token', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', mode: 'local' });
  });

  it('answers unknown API paths with 404 and bad tokens with 401', async () => {
    expect((await api('/api/nothing-here')).status).toBe(404);
    expect((await api('/api/users/%E0%A4%A/stats')).status).toBe(404);
    expect((await api('/%E0%A4%A')).status).toBe(400);
    const u = await newUser();
    expect((await api(`/api/users/${u.id}`, { token: `${u.token.slice(0, -4)}AAAA` })).status).toBe(401);
    expect((await api(`/api/users/${u.id}`, { token: 'not-a-jwt' })).status).toBe(401);
  });
});

describe('crisis language in an entry', () => {
  it('flags the entry so the 988 line is shown, and does not flag idioms', async () => {
    const u = await newUser();
    const crisis = await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title: 'Tonight', content: "I don't want to be here anymore. Everything is too heavy." },
    });
    expect(crisis.status).toBe(201);
    expect(crisis.body.crisisDetected).toBe(true);
    const idiom = await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title: 'Cravings', content: 'This craving is killing me but I called my sponsor.' },
    });
    expect(idiom.body.crisisDetected).toBe(false);
    const list = await api(`/api/users/${u.id}/journal-entries`, { token: u.token });
    expect(list.body.map((e: { crisisDetected: boolean }) => e.crisisDetected)).toEqual([false, true]);
  });
});
