import type { CrisisAlert } from '@steady/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectMember, setRole } from './care-team.js';
import { api, baseUrl, newUser, type Caller } from './helpers.js';

/**
 * Crisis alerts reach the care team within a minute (docs/architecture.md, "Crisis alerts for the care
 * team"): levels, a push on the coach's open WebSockets, a text message without PHI, folding within
 * the hour, the one re-send of an unacknowledged urgent alert, and acknowledging.
 */

const local = () => baseUrl().replace('localhost', '127.0.0.1');

interface Sms {
  to: string;
  body: string;
  at: string;
}

async function smsTo(phoneNumber: string): Promise<Sms[]> {
  const res = await fetch(`${local()}/dev/sms`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Sms[]).filter((m) => m.to === phoneNumber);
}

async function runResendJob(at: Date): Promise<number> {
  const res = await fetch(`${local()}/dev/jobs/crisis-resend?at=${encodeURIComponent(at.toISOString())}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

function listen(token: string): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function write(who: Caller, title: string, content: string) {
  const res = await api(`/api/users/${who.id}/journal-entries`, { method: 'POST', token: who.token, body: { title, content } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; crisisDetected: boolean; crisisLevel: string; createdAt: string };
}

const chat = (who: Caller, message: string) => api(`/api/users/${who.id}/ai-coach/chat`, { method: 'POST', token: who.token, body: { message } });

async function alertsOf(coach: Caller): Promise<CrisisAlert[]> {
  const res = await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token });
  expect(res.status).toBe(200);
  return res.body;
}

const acknowledge = (coach: Caller, alertId: string) =>
  api(`/api/users/${coach.id}/coach/alerts/${alertId}/acknowledge`, { method: 'POST', token: coach.token });

/** Words of four letters or more, lowercased: what a text message must not repeat. */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

const URGENT_TITLE = 'Tonight';
const URGENT_TEXT = 'I have a plan to take all my pills tonight. I wrote letters to everyone already.';

describe('crisis alerts for the care team', { timeout: 60_000 }, () => {
  let coach: Caller;
  let live: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    coach = await newUser('Casey Coach');
    await setRole(coach.id, 'coach');
    live = await listen(coach.token);
  });
  afterAll(() => live?.ws.close(1000));

  async function patientOfCoach(name: string): Promise<Caller> {
    const p = await newUser(name);
    await connectMember(p.id, coach.id, { permissions: { viewEntries: true } });
    return p;
  }

  describe('an urgent journal entry', () => {
    let patient: Caller;
    let entry: Awaited<ReturnType<typeof write>>;
    let alertId: string;

    beforeAll(async () => {
      patient = await patientOfCoach('Riley Urgent');
      entry = await write(patient, URGENT_TITLE, URGENT_TEXT);
    });

    it('is stored with its level beside crisisDetected, in the response and the list', async () => {
      expect(entry).toMatchObject({ crisisDetected: true, crisisLevel: 'urgent' });
      const list = (await api(`/api/users/${patient.id}/journal-entries`, { token: patient.token })).body as { id: string; crisisLevel: string }[];
      expect(list.find((e) => e.id === entry.id)?.crisisLevel).toBe('urgent');
    });

    it("reaches the coach's open WebSocket within 5 seconds, without a name or words", async () => {
      const message = await until('crisis_alert on the live channel', () => live.messages.find((m) => m.type === 'crisis_alert' && m.patientId === patient.id));
      expect(message).toMatchObject({
        type: 'crisis_alert',
        patientId: patient.id,
        level: 'urgent',
        source: 'entry',
        alertId: expect.any(String),
        at: entry.createdAt,
      });
      expect(Object.keys(message).sort()).toEqual(['alertId', 'at', 'level', 'patientId', 'source', 'type']);
      alertId = message.alertId as string;
    });

    it("texts the coach's phone once: a link to the alert and none of the entry's words or the patient's name", async () => {
      const texts = await smsTo(coach.phoneNumber);
      expect(texts).toHaveLength(1);
      const body = texts[0]!.body;
      expect(body).toMatch(new RegExp(`^Steady: a client may need support\\. Open http://[^/]+/crisis-alerts\\?alert=${alertId}$`));
      const bodyWords = new Set(wordsOf(body));
      for (const w of wordsOf(`${URGENT_TITLE} ${URGENT_TEXT} Riley Urgent`)) expect(bodyWords.has(w), w).toBe(false);
      // Nobody else was texted for this patient.
      expect(await smsTo(patient.phoneNumber)).toEqual([]);
    });

    it('a second urgent entry within the hour joins the same alert and sends no second text', async () => {
      const again = await write(patient, 'Still tonight', 'I am going to kill myself tonight, I have the pills ready.');
      expect(again.crisisLevel).toBe('urgent');
      expect(await smsTo(coach.phoneNumber)).toHaveLength(1);
      const mine = (await alertsOf(coach)).filter((a) => a.patientId === patient.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        id: alertId,
        patientName: 'Riley Urgent',
        level: 'urgent',
        source: 'entry',
        sourceId: entry.id,
        at: entry.createdAt,
        lastAt: again.createdAt,
        count: 2,
        entryId: again.id,
        link: `/crisis-alerts?alert=${alertId}`,
        acknowledgedAt: null,
        acknowledgedBy: null,
      });
      expect(mine[0]!.constructs).toEqual(expect.arrayContaining(['plan', 'intent']));
      const json = JSON.stringify(mine);
      for (const w of ['pills', 'letters', 'kill', 'tonight']) expect(json.toLowerCase()).not.toContain(w);
    });

    it('acknowledging records who and when, and is idempotent', async () => {
      const res = await acknowledge(coach, alertId);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: alertId, acknowledgedBy: { id: coach.id, name: 'Casey Coach' }, acknowledgedAt: expect.any(String) });
      const again = await acknowledge(coach, alertId);
      expect(again.status).toBe(200);
      expect(again.body.acknowledgedAt).toBe(res.body.acknowledgedAt);
      const listed = (await alertsOf(coach)).find((a) => a.id === alertId);
      expect(listed).toMatchObject({ acknowledgedAt: res.body.acknowledgedAt, acknowledgedBy: { id: coach.id, name: 'Casey Coach' } });
    });

    it('an unknown alert is a 404; another coach cannot acknowledge it', async () => {
      expect((await acknowledge(coach, '01NOSUCHALERT')).status).toBe(404);
      const other = await newUser('Other Coach');
      await setRole(other.id, 'coach');
      expect((await acknowledge(other, alertId)).status).toBe(404);
      expect((await api(`/api/users/${coach.id}/coach/alerts/${alertId}/acknowledge`, { method: 'POST', token: other.token })).status).toBe(403);
    });

    it('the entry link is shown only while the patient shares entries with the coach', async () => {
      await connectMember(patient.id, coach.id, { permissions: { viewEntries: false, commentEntries: true } });
      expect((await alertsOf(coach)).find((a) => a.id === alertId)?.entryId).toBeNull();
      await connectMember(patient.id, coach.id, { permissions: { viewEntries: true } });
      expect((await alertsOf(coach)).find((a) => a.id === alertId)?.entryId).toEqual(expect.any(String));
    });
  });

  it('the re-send job sends an unacknowledged urgent alert again once after 15 minutes, and not an acknowledged one', async () => {
    const patient = await patientOfCoach('Morgan Waiting');
    const before = (await smsTo(coach.phoneNumber)).length;
    await write(patient, 'Tonight', 'I am going to end my life tonight. I have the rope in my car.');
    const texts = await smsTo(coach.phoneNumber);
    expect(texts).toHaveLength(before + 1);
    const alert = (await alertsOf(coach)).find((a) => a.patientId === patient.id)!;
    expect(alert).toMatchObject({ level: 'urgent', acknowledgedAt: null });

    // Ten minutes on: not due yet.
    await runResendJob(new Date(Date.now() + 10 * 60_000));
    expect(await smsTo(coach.phoneNumber)).toHaveLength(before + 1);

    const pushesBefore = live.messages.filter((m) => m.alertId === alert.id).length;
    expect(await runResendJob(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const after = await smsTo(coach.phoneNumber);
    // Exactly one more text, for this alert (the acknowledged urgent alert above is not sent again).
    expect(after).toHaveLength(before + 2);
    expect(after.at(-1)!.body).toContain(`/crisis-alerts?alert=${alert.id}`);
    await until('the re-sent push', () => (live.messages.filter((m) => m.alertId === alert.id).length > pushesBefore ? true : undefined));

    // Once only.
    await runResendJob(new Date(Date.now() + 30 * 60_000));
    expect(await smsTo(coach.phoneNumber)).toHaveLength(before + 2);
  });

  it('acknowledging before the 15 minutes stops the re-send', async () => {
    const patient = await patientOfCoach('Sky Acknowledged');
    await write(patient, 'Tonight', 'I am going to end my life tonight. I have the rope in my car.');
    const alert = (await alertsOf(coach)).find((a) => a.patientId === patient.id)!;
    expect((await acknowledge(coach, alert.id)).status).toBe(200);
    const before = (await smsTo(coach.phoneNumber)).length;
    await runResendJob(new Date(Date.now() + 16 * 60_000));
    const after = await smsTo(coach.phoneNumber);
    expect(after).toHaveLength(before);
  });

  it('a concern, then an urgent message within the hour: the alert rises to urgent and the coach is told again', async () => {
    const patient = await patientOfCoach('Jamie Rising');
    const before = (await smsTo(coach.phoneNumber)).length;
    const entry = await write(patient, 'Heavy', 'Some days I wish I could just disappear and not wake up.');
    expect(entry.crisisLevel).toBe('concern');
    expect(await smsTo(coach.phoneNumber)).toHaveLength(before + 1);
    const first = (await alertsOf(coach)).find((a) => a.patientId === patient.id)!;
    expect(first.level).toBe('concern');

    // Another concern folds in quietly.
    await write(patient, 'Still heavy', 'I still wish I could disappear.');
    expect(await smsTo(coach.phoneNumber)).toHaveLength(before + 1);

    const res = await chat(patient, 'I have a plan to take all my pills tonight.');
    expect(res.body.crisisDetected).toBe(true);
    expect(await smsTo(coach.phoneNumber)).toHaveLength(before + 2);
    const risen = (await alertsOf(coach)).filter((a) => a.patientId === patient.id);
    expect(risen).toHaveLength(1);
    expect(risen[0]).toMatchObject({ id: first.id, level: 'urgent', source: 'entry', count: 3 });
    await until('the escalation push', () => live.messages.find((m) => m.alertId === first.id && m.level === 'urgent'));
  });

  it('an urgent AI coach chat message alerts too', async () => {
    const patient = await patientOfCoach('Drew Chatting');
    const before = (await smsTo(coach.phoneNumber)).length;
    const res = await chat(patient, 'I am going to kill myself tonight, I have the pills ready.');
    expect(res.status).toBe(200);
    expect(res.body.crisisDetected).toBe(true);
    const alert = (await alertsOf(coach)).find((a) => a.patientId === patient.id);
    expect(alert).toMatchObject({ source: 'chat', level: 'urgent', entryId: null, count: 1 });
    expect(await smsTo(coach.phoneNumber)).toHaveLength(before + 1);
    await until('crisis_alert for the chat', () => live.messages.find((m) => m.patientId === patient.id && m.source === 'chat'));
  });

  it("a negative text ('this traffic is killing me') creates nothing", async () => {
    const patient = await patientOfCoach('Pat Commuter');
    const before = (await smsTo(coach.phoneNumber)).length;
    const entry = await write(patient, 'Commute', 'This traffic is killing me. Two hours on the highway again.');
    expect(entry).toMatchObject({ crisisDetected: false, crisisLevel: 'none' });
    const res = await chat(patient, 'this traffic is killing me');
    expect(res.body.crisisDetected).toBe(false);
    expect((await alertsOf(coach)).filter((a) => a.patientId === patient.id)).toEqual([]);
    expect(await smsTo(coach.phoneNumber)).toHaveLength(before);
    expect(live.messages.filter((m) => m.patientId === patient.id)).toEqual([]);
  });
});
