import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import twilio from 'twilio';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { api, baseUrl, newUser, type Caller } from './helpers.js';

/**
 * The daily check-in call, end to end on the local stack: the phone simulator plays
 * Twilio against the real signed webhooks, and nobody acts during the call.
 */

const wsUrl = (token: string) => `${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`;

function listen(token: string): Promise<{ ws: WebSocket; messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(token));
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function completedCall(u: Caller, callId: string) {
  return until('the completed call with its journal entry', async () => {
    const res = await api(`/api/users/${u.id}/call-history`, { token: u.token });
    const call = (res.body as { id: string; status: string; journalEntryId: string | null }[]).find((c) => c.id === callId);
    return call?.status === 'completed' && call.journalEntryId ? call : undefined;
  });
}

/** Posts a webhook the way Twilio does, signed with the local account's token (or a wrong one). */
async function webhook(path: string, params: Record<string, string>, token = inject('twilioAuthToken')) {
  // Twilio signs the URL it was given: the stack's public URL, which is the gateway itself.
  const url = `${baseUrl().replace('localhost', '127.0.0.1')}${path}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params) },
    body: new URLSearchParams(params).toString(),
  });
  return { status: res.status, text: await res.text() };
}

/** The dev phone of a user: its event stream, placing a call and acting on it as the person would. */
async function devPhoneSession(u: Caller) {
  const controller = new AbortController();
  const events: { type: string; text?: string; reason?: string }[] = [];
  const stream = await fetch(`${baseUrl()}/dev/phone/events?token=${encodeURIComponent(u.token)}`, { signal: controller.signal });
  void (async () => {
    try {
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        for (const m of new TextDecoder().decode(chunk).matchAll(/^data: (.*)$/gm)) events.push(JSON.parse(m[1]!));
      }
    } catch {
      /* aborted */
    }
  })();
  const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
  const callId = placed.body.id as string;
  const post = (path: string, body?: unknown) =>
    fetch(`${baseUrl()}/dev/phone/calls/${callId}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const listens = () => events.filter((e) => e.type === 'listen').length;
  return { events, callId, post, listens, close: () => controller.abort() };
}

describe('the daily check-in call', { timeout: 90_000 }, () => {
  it('Start Check-in Now leads, with nobody acting, to a completed call, a call entry, a deleted recording and call_completed', async () => {
    const u = await newUser('Casey Rivers');
    const live = await listen(u.token);
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    expect(placed.status).toBe(202);
    expect(placed.body).toMatchObject({ userId: u.id, phoneNumber: u.phoneNumber, status: 'queued', trigger: 'manual', journalEntryId: null });

    const call = await completedCall(u, placed.body.id);
    expect(call).toMatchObject({ status: 'completed', recordingUrl: null, crisisDetected: false, answeredBy: 'human' });
    expect((call as unknown as { duration: number }).duration).toBeGreaterThan(10);
    expect((call as unknown as { providerCallId: string }).providerCallId).toMatch(/^CA[0-9a-f]{32}$/);
    expect((call as unknown as { transcriptionText: string }).transcriptionText.length).toBeGreaterThan(40);

    const entries = await api(`/api/users/${u.id}/journal-entries`, { token: u.token });
    const entry = (entries.body as Record<string, unknown>[]).find((e) => e.id === call.journalEntryId)!;
    expect(entry).toMatchObject({ source: 'call', callDuration: (call as unknown as { duration: number }).duration });
    // The conversation as readable content: the greeting's first question, and the patient's answers.
    expect(entry.content).toContain('how are you feeling right now');
    expect(entry.content).toContain((call as unknown as { transcriptionText: string }).transcriptionText.split('\n')[0]);
    expect(entry.moodScore).toEqual(expect.any(Number));
    // The scripted patient answers "On a scale of 1 to 10…" with a number: a self-rating, not an estimate.
    expect(entry.content).toContain('On a scale of 1 to 10, how would you rate your mood today?');
    expect(entry.moodSource).toBe('self');
    expect(entry.sentiment).toMatch(/positive|negative|mixed|neutral/);
    expect((entry.themes as string[]).length).toBeGreaterThan(0);
    expect(entry.title).toBeTruthy();
    const stats = await api(`/api/users/${u.id}/stats`, { token: u.token });
    expect(stats.body.totalEntries).toBe(1);

    // The recording went to S3 and was deleted after transcription (the user keeps none).
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: inject('s3Endpoint'),
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await expect(s3.send(new HeadObjectCommand({ Bucket: inject('recordingsBucket'), Key: `recordings/${u.id}/${call.id}.wav` }))).rejects.toMatchObject({
      name: 'NotFound',
    });

    await until('call_completed on the live channel', async () => (live.messages.length ? true : undefined), 5_000);
    expect(live.messages).toContainEqual({ type: 'call_completed', callId: call.id, journalEntryId: call.journalEntryId });
    live.ws.close(1000);
  });

  it('journals the call while the person saves entries at the same time: every write stored and counted once', async () => {
    const u = await newUser('Rowan Races');
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    expect(placed.status).toBe(202);
    const callNow = async () =>
      (await api(`/api/users/${u.id}/call-history`, { token: u.token })).body.find((c: { id: string }) => c.id === placed.body.id) as {
        status: string;
        journalEntryId: string | null;
      };
    // From the moment the person is on the phone, waves of ten entries at once until the call is
    // journalled, so some are saved while the pipeline writes its entry and the stats
    // (docs/architecture.md, "Writes under contention").
    await until('the call in progress', async () =>
      (await callNow())?.status === 'in-progress' || (await callNow())?.status === 'completed' ? true : undefined,
    );
    const statuses: number[] = [];
    let callEntryId: string | null = null;
    for (let wave = 0; !callEntryId && wave < 100; wave++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api(`/api/users/${u.id}/journal-entries`, {
            method: 'POST',
            token: u.token,
            body: { title: `Wave ${wave}.${i}`, content: `Saved during the call, wave ${wave} number ${i}.` },
          }),
        ),
      );
      statuses.push(...results.map((r) => r.status));
      callEntryId = (await callNow()).journalEntryId;
    }
    expect(callEntryId).toBeTruthy();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses).toEqual(Array(statuses.length).fill(201));
    const entries: { id: string; source: string; wordCount: number }[] = [];
    for (let cursor: string | null = ''; cursor !== null;) {
      const page = await api(`/api/users/${u.id}/journal-entries?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: u.token });
      entries.push(...page.body);
      cursor = page.headers.get('x-next-cursor');
    }
    expect(entries).toHaveLength(statuses.length + 1);
    expect(entries.filter((e) => e.source === 'call').map((e) => e.id)).toEqual([callEntryId]);
    const stats = await api(`/api/users/${u.id}/stats`, { token: u.token });
    expect(stats.body).toMatchObject({ totalEntries: statuses.length + 1, totalWords: entries.reduce((n, e) => n + e.wordCount, 0) });
  });

  it('keeps the recording when the user chose to keep call recordings', async () => {
    const u = await newUser();
    await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { keepCallRecordings: true } });
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    const call = await completedCall(u, placed.body.id);
    const history = await api(`/api/users/${u.id}/call-history`, { token: u.token });
    const url = (history.body as { id: string; recordingUrl: string | null }[]).find((c) => c.id === call.id)!.recordingUrl;
    expect(url).toBeTruthy();
    const audio = await fetch(url!);
    expect(audio.status).toBe(200);
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');
  });

  it('refuses a webhook without a valid Twilio signature (403) and changes nothing', async () => {
    const u = await newUser();
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    const call = await completedCall(u, placed.body.id);
    const params = { CallSid: 'CAforged', SpeechResult: 'forged words', AccountSid: 'ACforged' };
    for (const path of [`/twilio/gather?callId=${call.id}&turn=0`, `/twilio/voice?callId=${call.id}`, `/twilio/status?callId=${call.id}`]) {
      const forged = await webhook(path, { ...params, CallStatus: 'failed' }, 'not-the-token');
      expect(forged.status, path).toBe(403);
      const unsigned = await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'CallSid=CAx',
      });
      expect(unsigned.status, path).toBe(403);
    }
    const after = await api(`/api/users/${u.id}/call-history`, { token: u.token });
    expect(after.body[0]).toMatchObject({
      id: call.id,
      status: 'completed',
      transcriptionText: (call as unknown as { transcriptionText: string }).transcriptionText,
    });
  });

  it('answers a signed webhook with bad fields 400, and one for an unknown call with a hangup', async () => {
    const missing = await webhook('/twilio/status?callId=01NOSUCHCALL', { CallStatus: 'completed' });
    expect(missing.status).toBe(400);
    const badTurn = await webhook('/twilio/gather?callId=01NOSUCHCALL&turn=x', { CallSid: 'CA1' });
    expect(badTurn.status).toBe(400);
    const unknown = await webhook('/twilio/voice?callId=01NOSUCHCALL', { CallSid: 'CA1' });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain('<Hangup/>');
  });

  it('is safe to receive the same valid webhook twice: one entry per call', async () => {
    const u = await newUser();
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    const call = await completedCall(u, placed.body.id);
    const sid = (call as unknown as { providerCallId: string }).providerCallId;
    // Deliveries Twilio could repeat: an answer for the first turn, the final status, the recording.
    const again = await Promise.all([
      webhook(`/twilio/gather?callId=${call.id}&turn=0`, { CallSid: sid, SpeechResult: 'I feel fine' }),
      webhook(`/twilio/status?callId=${call.id}`, {
        CallSid: sid,
        CallStatus: 'completed',
        CallDuration: String((call as unknown as { duration: number }).duration),
      }),
      webhook(`/twilio/recording?callId=${call.id}`, {
        CallSid: sid,
        RecordingSid: 'RE0123456789abcdef0123456789abcdef',
        RecordingUrl: 'https://api.twilio.com/x',
        RecordingStatus: 'completed',
      }),
      webhook(`/twilio/recording?callId=${call.id}`, {
        CallSid: sid,
        RecordingSid: 'RE0123456789abcdef0123456789abcdef',
        RecordingUrl: 'https://api.twilio.com/x',
        RecordingStatus: 'completed',
      }),
    ]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // The repeated gather is answered without asking anything again.
    expect(again[0]!.text).not.toContain('<Gather');
    await new Promise((r) => setTimeout(r, 500));
    const entries = await api(`/api/users/${u.id}/journal-entries`, { token: u.token });
    expect((entries.body as { source: string }[]).filter((e) => e.source === 'call')).toHaveLength(1);
    const stats = await api(`/api/users/${u.id}/stats`, { token: u.token });
    expect(stats.body.totalEntries).toBe(1);
    const history = await api(`/api/users/${u.id}/call-history`, { token: u.token });
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      journalEntryId: call.journalEntryId,
      transcriptionText: (call as unknown as { transcriptionText: string }).transcriptionText,
    });
  });

  it('moves the schedule when the call time or time zone changes, and stops it when calls are off', async () => {
    const u = await newUser();
    const schedule = async () => (await api('/dev/phone/schedule', { token: u.token })).body as { nextRun: string | null; timeZone: string; callTime: string };
    const localTime = (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
    // Registered at 19:30 Central.
    const first = await schedule();
    expect(first).toMatchObject({ callTime: '19:30', timeZone: 'America/Chicago' });
    expect(localTime(first.nextRun!, 'America/Chicago')).toBe('19:30');

    await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { callTime: '07:00', timeZone: 'America/Los_Angeles' } });
    const moved = await schedule();
    expect(localTime(moved.nextRun!, 'America/Los_Angeles')).toBe('07:00');
    expect(Date.parse(moved.nextRun!) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { timeZone: 'Pacific/Honolulu' } });
    expect(localTime((await schedule()).nextRun!, 'Pacific/Honolulu')).toBe('07:00');

    await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { dailyCallEnabled: false } });
    expect((await schedule()).nextRun).toBeNull();
  });

  it('rings the dev phone when it is open, refuses a second call meanwhile, and journals what the person says', async () => {
    const u = await newUser('Robin Vale');
    const controller = new AbortController();
    const events: { type: string; callId?: string; text?: string }[] = [];
    const stream = await fetch(`${baseUrl()}/dev/phone/events?token=${encodeURIComponent(u.token)}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) events.push(JSON.parse(data));
          }
        }
      } catch {
        /* aborted */
      }
    })();
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    const callId = placed.body.id as string;
    await until('the ring', async () => (events.some((e) => e.type === 'ring') ? true : undefined), 10_000);
    const second = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already in progress/);

    const devPost = (path: string, body?: unknown) =>
      fetch(`${baseUrl()}/dev/phone/calls/${callId}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // Someone else cannot answer it.
    const stranger = await newUser();
    const stolen = await fetch(`${baseUrl()}/dev/phone/calls/${callId}/answer`, { method: 'POST', headers: { authorization: `Bearer ${stranger.token}` } });
    expect(stolen.status).toBe(404);

    expect((await devPost('answer')).status).toBe(204);
    const answers = [
      'Today was calm. I went to my group and felt supported.',
      'No cravings today.',
      'My sponsor helped.',
      'Sleep early tomorrow.',
      'I would say about a six out of 10.',
    ];
    for (const [i, text] of answers.entries()) {
      await until(`question ${i + 1}`, async () => (events.filter((e) => e.type === 'listen').length > i ? true : undefined), 10_000);
      if (i === 0) expect((await devPost('speech', { text: ' ' })).status).toBe(400);
      expect((await devPost('speech', { text })).status).toBe(204);
    }
    await until('the end of the call', async () => (events.some((e) => e.type === 'ended') ? true : undefined), 10_000);
    const said = events.filter((e) => e.type === 'say').map((e) => e.text);
    expect(said[0]).toContain('Hi Robin');
    const call = await completedCall(u, callId);
    const entries = await api(`/api/users/${u.id}/journal-entries`, { token: u.token });
    const entry = (entries.body as { id: string; content: string; moodScore: number; moodSource: string; themes: string[] }[]).find(
      (e) => e.id === call.journalEntryId,
    )!;
    for (const text of answers) expect(entry.content).toContain(text);
    // The last question before the close is the mood rating, asked once; the answer is the entry's self-rating.
    expect(said.filter((s) => (s ?? '').startsWith('On a scale of 1 to 10')).length).toBe(1);
    expect(entry).toMatchObject({ moodScore: 6, moodSource: 'self' });
    // "No cravings today." is not tagged cravings.
    expect(entry.themes).not.toContain('cravings');
    controller.abort();
  });

  it('says the 988 line and offers to connect when an answer holds crisis language; yes transfers the call', async () => {
    const u = await newUser('Sam Ortiz');
    const phone = await devPhoneSession(u);
    expect(await until('the ring', async () => phone.events.find((e) => e.type === 'ring'), 10_000)).toBeTruthy();
    await phone.post('answer');
    await until('the first question', async () => (phone.listens() > 0 ? true : undefined), 10_000);
    await phone.post('speech', { text: "Honestly I don't want to be here anymore." });
    // No further check-in question: the next turn is the 988 line and the offer to connect now.
    await until('the offer', async () => (phone.listens() > 1 ? true : undefined), 10_000);
    const said = phone.events.filter((e) => e.type === 'say').map((e) => e.text ?? '');
    expect(said.some((s) => s.includes('9 8 8') && s.includes('Suicide and Crisis Lifeline'))).toBe(true);
    expect(said.at(-1)).toContain('Press 1 or say yes');
    await phone.post('speech', { text: 'yes' });
    const ended = await until('the transfer', async () => phone.events.find((e) => e.type === 'ended'), 10_000);
    expect(ended).toMatchObject({ reason: 'transferred-988' });
    expect(phone.events.filter((e) => e.type === 'say').some((e) => (e.text ?? '').startsWith('Connecting you to the 9 8 8'))).toBe(true);
    expect(await completedCall(u, phone.callId)).toMatchObject({ crisisDetected: true });
    phone.close();
  });

  it('closes gently with the 988 line again when the offer is declined', async () => {
    const u = await newUser('Alex Kim');
    const phone = await devPhoneSession(u);
    await until('the ring', async () => phone.events.find((e) => e.type === 'ring'), 10_000);
    await phone.post('answer');
    await until('the first question', async () => (phone.listens() > 0 ? true : undefined), 10_000);
    await phone.post('speech', { text: 'I want to kill myself tonight. I have the pills in my hand.' });
    await until('the offer', async () => (phone.listens() > 1 ? true : undefined), 10_000);
    await phone.post('speech', { text: 'no' });
    const ended = await until('the end', async () => phone.events.find((e) => e.type === 'ended'), 10_000);
    expect(ended).toMatchObject({ reason: 'completed' });
    const said = phone.events.filter((e) => e.type === 'say').map((e) => e.text ?? '');
    expect(said.at(-1)).toContain('call or text 9 8 8 any time');
    expect(said.some((s) => s.startsWith('Connecting you'))).toBe(false);
    phone.close();
  });
});
