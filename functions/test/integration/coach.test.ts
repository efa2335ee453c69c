import { CRISIS_LINE_MESSAGE, PROMPT_CATEGORIES, type CrisisAlert } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectMember, setRole } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/** Writing prompts, the AI Life Coach chat and crisis alerts, through the gateway. */

async function write(who: Caller, title: string, content: string) {
  const res = await api(`/api/users/${who.id}/journal-entries`, { method: 'POST', token: who.token, body: { title, content } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; crisisDetected: boolean; createdAt: string };
}

const chat = (who: Caller, body: unknown) => api(`/api/users/${who.id}/ai-coach/chat`, { method: 'POST', token: who.token, body });
const alertsOf = async (coach: Caller): Promise<CrisisAlert[]> => {
  const res = await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('writing prompts', () => {
  let sleeper: Caller;
  let worker: Caller;
  let fresh: Caller;
  beforeAll(async () => {
    [sleeper, worker, fresh] = await Promise.all([newUser('Sam Sleeper'), newUser('Wes Worker'), newUser('Fay Fresh')]);
    await write(sleeper, 'Bad night', 'I could not sleep again and I am so tired today. Insomnia is wearing me down.');
    await write(sleeper, 'Another night', 'Slept only four hours. Nightmares again, tired all day.');
    await write(worker, 'Long shift', 'My boss kept me late at work again and the shift was exhausting.');
    await write(worker, 'Office day', 'Work was busy; my coworkers were kind but the job is a lot.');
  });

  it('personal prompts follow the themes of the recent entries, so they differ by themes', async () => {
    const a = await api(`/api/users/${sleeper.id}/prompts`, { token: sleeper.token });
    const b = await api(`/api/users/${worker.id}/prompts`, { token: worker.token });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toHaveLength(5);
    expect(a.body[0]).toMatch(/sleep|rest|bed/i);
    expect(b.body[0]).toMatch(/work/i);
    expect(a.body).not.toEqual(b.body);
    expect(a.body.join(' ')).toContain('Another night'); // recalls the latest entry's title
  });

  it('a person without entries gets general prompts; the same request gives the same prompts', async () => {
    const first = await api(`/api/users/${fresh.id}/prompts`, { token: fresh.token });
    const again = await api(`/api/users/${fresh.id}/prompts`, { token: fresh.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(5);
    expect(again.body).toEqual(first.body);
  });

  it('each mood category returns its own prompts, and ?seed= gives another set', async () => {
    const sets = await Promise.all(PROMPT_CATEGORIES.map((c) => api(`/api/prompts/mood/${c}`, { token: fresh.token })));
    for (const res of sets) {
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(5);
    }
    const all = sets.flatMap((r) => r.body as string[]);
    expect(new Set(all).size).toBe(all.length); // no prompt is shared between categories
    expect(sets[1]!.body.join(' ')).toMatch(/grateful|thankful|appreciate/i);
    const other = await api('/api/prompts/mood/gratitude?seed=1', { token: fresh.token });
    const another = await api('/api/prompts/mood/gratitude?seed=2', { token: fresh.token });
    expect(other.body).not.toEqual(another.body);
  });

  it('an unknown category is a 400 naming the categories', async () => {
    const res = await api('/api/prompts/mood/sadness', { token: fresh.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown prompt category. Choose one of: reflective, gratitude, goal-setting, creativity, problem-solving');
    expect(res.body.errors[0].path).toBe('params.category');
  });
});

describe('AI Life Coach chat', () => {
  let patient: Caller;
  beforeAll(async () => {
    patient = await newUser('Casey Cravings');
    await write(patient, 'Craving after work', 'Strong cravings on the drive home today. I called my sponsor and the urge passed.');
    await write(patient, 'Store trigger', 'Walked past the liquor aisle and the craving hit hard. I left the store.');
  });

  it('answers what was said: a craving is reflected and connected to the recent entries, with a question and concrete steps', async () => {
    const res = await chat(patient, { message: 'Another craving hit on the drive home today, worse than yesterday.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ journalEntryId: null, crisisDetected: false });
    expect(res.body.message, JSON.stringify(res.body)).toMatch(/drive home/);
    expect(res.body.message).toMatch(/crav/i);
    expect(res.body.message).toMatch(/\?$/);
    expect(res.body.recommendations.length).toBeGreaterThan(0);
    expect(res.body.message).not.toContain('988');
  });

  it('does not attach the recent entries to a message they have nothing to do with', async () => {
    const res = await chat(patient, { message: 'Today felt long and I do not know what to do with myself.' });
    expect(res.status).toBe(200);
    expect(res.body.message, JSON.stringify(res.body)).toMatch(/long/);
    expect(res.body.message).not.toMatch(/crav/i);
    expect(res.body.message).not.toMatch(/lifting|step forward/i);
    expect(res.body.message).toMatch(/\?$/);
  });

  it('the same message in the same context gets the same reply', async () => {
    const body = { message: 'I feel anxious about tomorrow.' };
    const [a, b] = [await chat(patient, body), await chat(patient, body)];
    expect(a.body.message).toBe(b.body.message);
  });

  it('refuses an empty or whitespace message', async () => {
    const res = await chat(patient, { message: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Message is required');
  });

  it('saves the conversation as an ai_coach entry counted in the stats', async () => {
    const before = (await api(`/api/users/${patient.id}/stats`, { token: patient.token })).body;
    const res = await chat(patient, { message: 'I went for a walk at lunch and felt better.', saveAsJournalEntry: true });
    expect(res.status).toBe(200);
    expect(res.body.journalEntryId).toEqual(expect.any(String));
    const entries = (await api(`/api/users/${patient.id}/journal-entries`, { token: patient.token })).body;
    const saved = entries.find((e: { id: string }) => e.id === res.body.journalEntryId);
    expect(saved).toMatchObject({ source: 'ai_coach', crisisDetected: false });
    expect(saved.content).toContain('I went for a walk at lunch and felt better.');
    expect(saved.content).toContain(res.body.message);
    // Its analysis reads the person's words, not the coach's.
    expect(saved.themes).not.toContain('cravings');
    expect(saved.title).toBe('Conversation with my AI Life Coach');
    const after = (await api(`/api/users/${patient.id}/stats`, { token: patient.token })).body;
    expect(after.totalEntries).toBe(before.totalEntries + 1);
    expect(after.totalWords).toBe(before.totalWords + saved.wordCount);
  });
});

describe('crisis alerts', () => {
  let patient: Caller;
  let coach: Caller;
  let therapistWithout: Caller;
  let otherCoach: Caller;
  beforeAll(async () => {
    [patient, coach, therapistWithout, otherCoach] = await Promise.all([
      newUser('Robin Patient'),
      newUser('Coach Carter'),
      newUser('Thera Pist'),
      newUser('Other Coach'),
    ]);
    await Promise.all([setRole(coach.id, 'coach'), setRole(therapistWithout.id, 'therapist'), setRole(otherCoach.id, 'coach')]);
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true } });
    await connectMember(patient.id, therapistWithout.id, { relationshipType: 'therapist', permissions: { commentEntries: true } });
  });

  it('a crisis chat message: the reply leads with 988 and the connected coach finds an alert without the text', async () => {
    const message = "I don't want to be here anymore";
    const res = await chat(patient, { message });
    expect(res.status).toBe(200);
    expect(res.body.crisisDetected).toBe(true);
    expect(res.body.message.startsWith(CRISIS_LINE_MESSAGE)).toBe(true);
    expect(res.body.message).toMatch(/call or text 988/);
    const alerts = await alertsOf(coach);
    const alert = alerts.find((a) => a.source === 'chat');
    expect(alert).toMatchObject({
      patientId: patient.id,
      patientName: 'Robin Patient',
      source: 'chat',
      level: 'concern',
      count: 1,
      link: expect.stringMatching(/^\/crisis-alerts\?alert=/),
    });
    expect(JSON.stringify(alerts)).not.toContain('here anymore');
    // Only coaches and therapists with permission to view entries are alerted.
    expect(await alertsOf(therapistWithout)).toEqual([]);
    expect(await alertsOf(otherCoach)).toEqual([]);
  });

  it('an entry in crisis within the hour joins the open alert: the level rises and the entry is linked', async () => {
    const entry = await write(patient, 'Tonight', 'I have been thinking about ending my life and I wrote a goodbye letter.');
    expect(entry.crisisDetected).toBe(true);
    const alerts = await alertsOf(coach);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ source: 'chat', level: 'urgent', count: 2, entryId: entry.id, lastAt: entry.createdAt, patientId: patient.id });
    expect(JSON.stringify(alerts)).not.toContain('goodbye');
  });

  it('a saved crisis conversation alerts once (as a chat), and the entry shows the 988 line', async () => {
    const [before] = await alertsOf(coach);
    const res = await chat(patient, { message: 'I keep thinking about killing myself.', saveAsJournalEntry: true });
    expect(res.body.crisisDetected).toBe(true);
    const entries = (await api(`/api/users/${patient.id}/journal-entries`, { token: patient.token })).body;
    expect(entries.find((e: { id: string }) => e.id === res.body.journalEntryId)).toMatchObject({ source: 'ai_coach', crisisDetected: true });
    const alerts = await alertsOf(coach);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ id: before!.id, source: 'chat', count: before!.count + 1 });
  });

  it("negative examples do not trigger: 'this craving is killing me', a negated thought", async () => {
    const before = (await alertsOf(coach)).map((a) => a.count);
    const res = await chat(patient, { message: 'This craving is killing me but I am holding on.' });
    expect(res.body.crisisDetected).toBe(false);
    expect(res.body.message).not.toContain('988');
    const entry = await write(patient, 'Holding on', 'This craving is killing me. I would never hurt myself though, I called my sponsor.');
    expect(entry.crisisDetected).toBe(false);
    expect((await alertsOf(coach)).map((a) => a.count)).toEqual(before);
  });

  it('a reply that carries the 988 line does not itself read as crisis when saved', async () => {
    const res = await chat(patient, { message: 'I want to die.', saveAsJournalEntry: true });
    const entries = (await api(`/api/users/${patient.id}/journal-entries`, { token: patient.token })).body;
    const saved = entries.find((e: { id: string }) => e.id === res.body.journalEntryId);
    expect(saved.crisisDetected).toBe(true);
    // The same reply without the person's words would not be a crisis entry.
    const echo = await write(patient, 'Coach said', res.body.message);
    expect(echo.crisisDetected).toBe(false);
  });
});
