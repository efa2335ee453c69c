/**
 * The daily call on one machine (docs/architecture.md, "Runtime modes"): croner for EventBridge Scheduler, the phone
 * simulator for Twilio, and the conversation's own speech-recognition turns for Amazon Transcribe.
 * The simulator plays Twilio for real: it requests the same signed webhooks over HTTP, follows the
 * TwiML they answer, serves a WAV recording, and sends the status and recording callbacks.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Cron } from 'croner';
import twilio from 'twilio';
import type { DevPhoneEvent } from '@steady/shared';
import type {
  CallSchedule,
  CallScheduler,
  PlaceCallRequest,
  SmsMessage,
  Telephony,
  Transcriber,
  TranscriptionJob,
  VoiceResponse,
  VoiceStep,
} from '@steady/functions/platform/ports';
import { twimlFor } from '@steady/functions/platform/adapters/twilio/twiml';

// ---------------------------------------------------------------------------------------------
// Schedules

interface StoredSchedule extends CallSchedule {
  userId: string;
}

/**
 * One croner job per user, in the user's time zone. Like EventBridge Scheduler, it owns its state:
 * the schedules are kept in a file in the local data folder and restored at start.
 */
export class CronCallScheduler implements CallScheduler {
  private readonly jobs = new Map<string, Cron>();
  private readonly schedules = new Map<string, StoredSchedule>();

  constructor(
    private readonly fire: (userId: string) => Promise<void>,
    private readonly file?: string,
  ) {
    if (file && fs.existsSync(file)) {
      for (const s of JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSchedule[]) this.apply(s);
    }
  }

  private apply(s: StoredSchedule): void {
    this.jobs.get(s.userId)?.stop();
    this.jobs.delete(s.userId);
    this.schedules.set(s.userId, s);
    if (!s.enabled || !s.callTime) return;
    const [hh, mm] = s.callTime.split(':').map(Number);
    const job = new Cron(`${mm} ${hh} * * *`, { timezone: s.timeZone, name: `call-${s.userId}`, protect: true }, () =>
      this.fire(s.userId).catch((err: Error) => console.error(`[scheduler] call job failed: ${err.name}`)),
    );
    this.jobs.set(s.userId, job);
  }

  private save(): void {
    if (this.file) fs.writeFileSync(this.file, JSON.stringify([...this.schedules.values()], null, 1));
  }

  async upsert(userId: string, schedule: CallSchedule): Promise<void> {
    this.apply({ userId, ...schedule });
    this.save();
  }

  async remove(userId: string): Promise<void> {
    this.jobs.get(userId)?.stop();
    this.jobs.delete(userId);
    this.schedules.delete(userId);
    this.save();
  }

  /** When the user's next call fires (null when calls are off). */
  nextRun(userId: string): Date | null {
    return this.jobs.get(userId)?.nextRun() ?? null;
  }

  schedule(userId: string): StoredSchedule | undefined {
    return this.schedules.get(userId);
  }

  stop(): void {
    for (const job of this.jobs.values()) job.stop();
    this.jobs.clear();
  }
}

// ---------------------------------------------------------------------------------------------
// Transcription

/** Locally the transcript is what speech recognition heard during the call, available at once. */
export class SpeechTurnsTranscriber implements Transcriber {
  constructor(private readonly complete: (callId: string, transcript: string) => Promise<void>) {}

  async start(job: TranscriptionJob): Promise<void> {
    setImmediate(() => void this.complete(job.callId, job.spokenText).catch((err: Error) => console.error(`[transcriber] failed: ${err.name}`)));
  }

  /** Locally the transcript is the speech turns themselves: there is no separate document. */
  async transcript(): Promise<string | null> {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The dev phone: the browser page of a signed-in user, ringing when their number is called.

/** A call whose dev phone page has gone (tab closed) ends after this long; a reload reconnects sooner. */
export const LINE_DROP_MS = 20_000;

type Listener = (event: DevPhoneEvent) => void;

interface PendingAnswer {
  resolve: (value: string | null) => void;
}

export class DevPhoneHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly rings = new Map<string, (answer: boolean) => void>();
  private readonly speech = new Map<string, PendingAnswer>();
  /** Which phone number each call rings, so only that user's page may act on it. */
  readonly callPhone = new Map<string, string>();

  /** Lines whose last dev phone page went away, and when they drop if no page comes back. */
  private readonly dropping = new Map<string, NodeJS.Timeout>();

  constructor(
    /** How long a call survives its page going away (a reload comes back in time; a closed tab does not). */
    private readonly lineDropMs = LINE_DROP_MS,
  ) {}

  subscribe(phoneNumber: string, listener: Listener): () => void {
    const set = this.listeners.get(phoneNumber) ?? new Set();
    set.add(listener);
    this.listeners.set(phoneNumber, set);
    clearTimeout(this.dropping.get(phoneNumber));
    this.dropping.delete(phoneNumber);
    return () => {
      set.delete(listener);
      if (set.size) return;
      this.listeners.delete(phoneNumber);
      // As a phone network would: with no handset left on the line, its calls end.
      const timer = setTimeout(() => {
        this.dropping.delete(phoneNumber);
        if (this.isOpen(phoneNumber)) return;
        for (const [callId, phone] of this.callPhone) if (phone === phoneNumber) this.hangUp(callId);
      }, this.lineDropMs);
      timer.unref();
      this.dropping.set(phoneNumber, timer);
    };
  }

  isOpen(phoneNumber: string): boolean {
    return (this.listeners.get(phoneNumber)?.size ?? 0) > 0;
  }

  emit(phoneNumber: string, event: DevPhoneEvent): void {
    for (const l of this.listeners.get(phoneNumber) ?? []) l(event);
  }

  /** Rings the page; resolves true when answered, false when declined or not answered in time. */
  ring(phoneNumber: string, callId: string, from: string, timeoutMs: number): Promise<boolean> {
    this.callPhone.set(callId, phoneNumber);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs);
      const settle = (answer: boolean) => {
        clearTimeout(timer);
        this.rings.delete(callId);
        resolve(answer);
      };
      this.rings.set(callId, settle);
      this.emit(phoneNumber, { type: 'ring', callId, from });
    });
  }

  /** Waits for the person's answer to a question; null on silence. */
  listen(phoneNumber: string, callId: string, timeoutSeconds: number): Promise<string | null> {
    if (this.hungUp.has(callId)) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), timeoutSeconds * 1000);
      const settle = (value: string | null) => {
        clearTimeout(timer);
        this.speech.delete(callId);
        resolve(value);
      };
      this.speech.set(callId, { resolve: settle });
      this.emit(phoneNumber, { type: 'listen', callId, timeoutSeconds });
    });
  }

  answer(callId: string, accept: boolean): boolean {
    const ring = this.rings.get(callId);
    if (!ring) return false;
    ring(accept);
    return true;
  }

  say(callId: string, text: string | null): boolean {
    const pending = this.speech.get(callId);
    if (!pending) return false;
    pending.resolve(text);
    return true;
  }

  hangUp(callId: string): void {
    this.hungUp.add(callId);
    this.speech.get(callId)?.resolve(null);
    this.rings.get(callId)?.(false);
  }

  /** The call is over: nothing more to hang up. */
  ended(callId: string): void {
    this.callPhone.delete(callId);
    this.hungUp.delete(callId);
  }

  readonly hungUp = new Set<string>();
}

// ---------------------------------------------------------------------------------------------
// The scripted patient: a different day, different answers; answers chosen by what is asked.

const SCRIPT: Record<'mood' | 'cravings' | 'helped' | 'goal' | 'rating', string[]> = {
  mood: [
    'I am feeling pretty good today. Work was busy but I stayed calm and went to my evening group.',
    'Honestly a bit tired and anxious. I did not sleep well, but I got through the day.',
    'Today was a good day. I went for a walk in the morning and talked with my sister.',
    'It was a mixed day. The morning was stressful at work, but the afternoon got better.',
    'I feel calm and grateful tonight. I cooked dinner and called my sponsor.',
    'Kind of low today. I felt lonely after work, but I am okay now.',
    'Pretty steady. Nothing big happened, and that feels good right now.',
  ],
  cravings: [
    'I had a craving after a stressful meeting, but it passed after I took a walk.',
    'No real cravings today. I stayed away from the places that usually trigger me.',
    'A small urge when I drove past the old bar, but I called a friend instead.',
    'Some cravings in the evening when I was bored. I made tea and it got easier.',
    'Not really. Being busy helped a lot today.',
  ],
  helped: [
    'My group meeting helped the most. Hearing other people made me feel less alone.',
    'Going to the gym helped. I felt clearer afterwards.',
    'Talking to my therapist this morning really helped me put things in order.',
    'Breathing exercises before bed, and writing down three good things.',
    'Spending time with my kids after school helped me feel grounded.',
  ],
  /** "On a scale of 1 to 10…": always a number, so the demo and tests store a self-rating. */
  rating: ['I would say about a seven.', 'Maybe a six out of 10.', 'Eight.', 'Like a 5, maybe.', 'Probably a seven today.'],
  goal: [
    'Tomorrow I want to get to bed by eleven and take a walk at lunch.',
    'I want to call my mom and go to the morning meeting.',
    'Drink more water and finish the project at work without rushing.',
    'I will go for a run before work and keep my phone away at dinner.',
    'Make it to my appointment on time and cook a real meal.',
  ],
};

function topicOf(question: string): keyof typeof SCRIPT {
  const q = question.toLowerCase();
  if (/scale of 1 to 10/.test(q)) return 'rating';
  if (/craving|trigger|urge/.test(q)) return 'cravings';
  if (/helped|help you|what helped/.test(q)) return 'helped';
  if (/tomorrow|goal/.test(q)) return 'goal';
  return 'mood';
}

export function scriptedAnswer(question: string, day: number, turn: number): string {
  const options = SCRIPT[topicOf(question)];
  return options[(day * 3 + turn) % options.length]!;
}

/** Seconds it takes to say something aloud, at about 150 words a minute. */
const speakingSeconds = (text: string) => Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 2.5));

// ---------------------------------------------------------------------------------------------
// TwiML: the verbs the conversation uses.

type Verb =
  | { verb: 'Say'; text: string }
  | { verb: 'Gather'; action: string; timeout: number; says: string[] }
  | { verb: 'Dial'; number: string }
  | { verb: 'Hangup' }
  | { verb: 'Pause'; length: number };

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const attr = (attrs: string, name: string) => {
  const m = new RegExp(`${name}="([^"]*)"`).exec(attrs);
  return m ? decode(m[1]!) : undefined;
};

/** Parses the TwiML our webhooks answer (<Say>, <Gather> with nested <Say>, <Dial>, <Pause>, <Hangup>). */
export function parseTwiml(xml: string): Verb[] {
  const body = /<Response>([\s\S]*)<\/Response>/.exec(xml)?.[1] ?? '';
  const verbs: Verb[] = [];
  const re =
    /<Say([^>]*)>([\s\S]*?)<\/Say>|<Gather([^>]*)>([\s\S]*?)<\/Gather>|<Gather([^>]*)\/>|<Hangup\s*\/>|<Pause([^>]*)\/>|<Dial[^>]*>([\s\S]*?)<\/Dial>/g;
  for (const m of body.matchAll(re)) {
    if (m[2] !== undefined) verbs.push({ verb: 'Say', text: decode(m[2]) });
    else if (m[3] !== undefined || m[5] !== undefined) {
      const attrs = m[3] ?? m[5] ?? '';
      const says = [...(m[4] ?? '').matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)].map((s) => decode(s[1]!));
      verbs.push({ verb: 'Gather', action: attr(attrs, 'action') ?? '', timeout: Number(attr(attrs, 'timeout') ?? 5), says });
    } else if (m[7] !== undefined) verbs.push({ verb: 'Dial', number: decode(m[7]).trim() });
    else if (m[0].startsWith('<Hangup')) verbs.push({ verb: 'Hangup' });
    else verbs.push({ verb: 'Pause', length: Number(attr(m[6] ?? '', 'length') ?? 1) });
  }
  return verbs;
}

// ---------------------------------------------------------------------------------------------
// The phone simulator

/** A second of silence, 8 kHz mono 16-bit PCM: enough for the copy-to-S3 and delete steps to run for real. */
export function silentWav(seconds = 1): Buffer {
  const rate = 8000;
  const data = rate * 2 * seconds;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

export interface SimulatedCall {
  sid: string;
  callId: string;
  to: string;
  status: 'ringing' | 'in-progress' | 'completed' | 'no-answer';
  heard: string[];
  answers: string[];
  /** Where a <Dial> transferred the call (the 988 Lifeline after an accepted crisis offer). */
  transferredTo?: string;
  recordingSid?: string;
}

/** A text message the simulator was asked to send. */
export interface SimulatedSms {
  sid: string;
  to: string;
  body: string;
  at: string;
}

export interface PhoneSimulatorOptions {
  authToken: string;
  accountSid: string;
  fromNumber: string;
  hub: DevPhoneHub;
  /** How long the dev phone rings before the call counts as not answered. */
  ringSeconds?: number;
  /** How long a person on the dev phone has to answer each question (typing takes longer than speaking). */
  devListenSeconds?: number;
}

export class PhoneSimulator implements Telephony {
  readonly calls = new Map<string, SimulatedCall>();
  readonly recordings = new Map<string, Buffer>();
  private server?: http.Server;
  private baseUrl = '';
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly opts: PhoneSimulatorOptions) {}

  /** Serves recordings as Twilio does (…/Recordings/{sid}.wav), with basic auth. */
  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const auth = Buffer.from(`${this.opts.accountSid}:${this.opts.authToken}`).toString('base64');
      if (req.headers.authorization !== `Basic ${auth}`) {
        res.writeHead(401);
        return res.end();
      }
      const sid = /\/Recordings\/(RE[0-9a-f]+)\.wav$/.exec(req.url ?? '')?.[1];
      const audio = sid ? this.recordings.get(sid) : undefined;
      if (!audio) {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': audio.length });
      res.end(audio);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.running]);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits for every conversation in flight (tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  async placeCall(req: PlaceCallRequest): Promise<{ providerCallId: string }> {
    const sid = `CA${randomBytes(16).toString('hex')}`;
    const call: SimulatedCall = { sid, callId: req.callId, to: req.to, status: 'ringing', heard: [], answers: [] };
    this.calls.set(sid, call);
    const run = this.converse(call, req)
      .catch((err: Error) => console.error(`[phone simulator] call failed: ${err.name}: ${err.message}`))
      .finally(() => this.running.delete(run));
    this.running.add(run);
    return { providerCallId: sid };
  }

  async fetchRecording(recordingUrl: string): Promise<Uint8Array> {
    const url = recordingUrl.endsWith('.wav') ? recordingUrl : `${recordingUrl}.wav`;
    const auth = Buffer.from(`${this.opts.accountSid}:${this.opts.authToken}`).toString('base64');
    const res = await fetch(url, { headers: { authorization: `Basic ${auth}` } });
    if (!res.ok) throw new Error(`Recording download failed with ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  async deleteRecording(recordingSid: string): Promise<void> {
    this.recordings.delete(recordingSid);
  }

  /** Text messages are not sent anywhere locally: they are recorded, and listed at GET /dev/sms (infra/local/dev-sms.ts). */
  readonly sms: SimulatedSms[] = [];

  /** The simulator plays Twilio, so the webhooks answer it with Twilio's TwiML. */
  voiceResponse(step: VoiceStep): VoiceResponse {
    return twimlFor(step);
  }

  async sendSms(message: SmsMessage): Promise<{ sid: string }> {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    this.sms.push({ sid, to: message.to, body: message.body, at: new Date().toISOString() });
    // Bounded: a long-running local stack keeps the latest messages only.
    if (this.sms.length > 500) this.sms.splice(0, this.sms.length - 500);
    return { sid };
  }

  /** Posts a webhook the way Twilio does: a form, signed with the auth token over the URL and fields. */
  private async post(url: string, params: Record<string, string>): Promise<string> {
    const signature = twilio.getExpectedTwilioSignature(this.opts.authToken, url, params);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params).toString(),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Webhook ${new URL(url).pathname} answered ${res.status}`);
    return text;
  }

  private async converse(call: SimulatedCall, req: PlaceCallRequest): Promise<void> {
    const { hub } = this.opts;
    const base = {
      AccountSid: this.opts.accountSid,
      CallSid: call.sid,
      From: this.opts.fromNumber,
      To: req.to,
      Direction: 'outbound-api',
      ApiVersion: '2010-04-01',
    };
    const person = hub.isOpen(req.to);
    const started = Date.now();
    let simulatedSeconds = 0;
    await new Promise((r) => setTimeout(r, 200));
    const answered = person ? await hub.ring(req.to, req.callId, this.opts.fromNumber, (this.opts.ringSeconds ?? 30) * 1000) : true;
    if (!answered) {
      call.status = 'no-answer';
      hub.ended(req.callId);
      if (person) hub.emit(req.to, { type: 'ended', callId: req.callId, reason: 'no-answer' });
      await this.post(req.statusCallbackUrl, { ...base, CallStatus: 'no-answer', CallDuration: '0' });
      return;
    }
    call.status = 'in-progress';
    const day = Math.floor(Date.now() / 86_400_000);
    let twiml = await this.post(req.voiceUrl, { ...base, CallStatus: 'in-progress', AnsweredBy: 'human' });
    let turn = 0;
    let reason = 'completed';
    conversation: for (let step = 0; step < 20; step++) {
      let next: string | null = null;
      for (const v of parseTwiml(twiml)) {
        if (v.verb === 'Say') {
          call.heard.push(v.text);
          simulatedSeconds += speakingSeconds(v.text);
          if (person) hub.emit(req.to, { type: 'say', callId: req.callId, text: v.text });
        } else if (v.verb === 'Pause') {
          simulatedSeconds += v.length;
        } else if (v.verb === 'Hangup') {
          break conversation;
        } else if (v.verb === 'Dial') {
          // The call is transferred (to the 988 Lifeline): locally nobody is dialled; the transfer is
          // recorded and shown on the dev phone, and Steady's part of the call ends here.
          call.transferredTo = v.number;
          reason = `transferred-${v.number}`;
          break conversation;
        } else if (v.verb === 'Gather') {
          for (const text of v.says) {
            call.heard.push(text);
            simulatedSeconds += speakingSeconds(text);
            if (person) hub.emit(req.to, { type: 'say', callId: req.callId, text });
          }
          const question = v.says.join(' ');
          let speech: string | null;
          if (person) {
            speech = await hub.listen(req.to, req.callId, this.opts.devListenSeconds ?? 90);
            if (hub.hungUp.delete(req.callId)) {
              reason = 'hung-up';
              break conversation;
            }
          } else speech = scriptedAnswer(question, day, turn);
          turn++;
          const params: Record<string, string> = { ...base, CallStatus: 'in-progress' };
          if (speech) {
            call.answers.push(speech);
            simulatedSeconds += speakingSeconds(speech);
            params.SpeechResult = speech;
            params.Confidence = '0.93';
          } else simulatedSeconds += v.timeout;
          next = await this.post(v.action, params);
          break;
        }
        if (simulatedSeconds >= req.timeLimitSeconds && !person) break conversation;
        if (person && (Date.now() - started) / 1000 >= req.timeLimitSeconds) {
          reason = 'time-limit';
          break conversation;
        }
      }
      if (next === null) break; // the TwiML ran out: Twilio hangs up
      twiml = next;
    }
    call.status = 'completed';
    hub.ended(req.callId);
    const duration = person ? Math.max(1, Math.round((Date.now() - started) / 1000)) : Math.min(simulatedSeconds, req.timeLimitSeconds);
    if (person) hub.emit(req.to, { type: 'ended', callId: req.callId, reason });
    await this.post(req.statusCallbackUrl, { ...base, CallStatus: 'completed', CallDuration: String(duration) });
    const recordingSid = `RE${randomBytes(16).toString('hex')}`;
    call.recordingSid = recordingSid;
    this.recordings.set(recordingSid, silentWav());
    await this.post(req.recordingCallbackUrl, {
      ...base,
      RecordingSid: recordingSid,
      RecordingUrl: `${this.baseUrl}/2010-04-01/Accounts/${this.opts.accountSid}/Recordings/${recordingSid}`,
      RecordingStatus: 'completed',
      RecordingDuration: String(duration),
      RecordingChannels: '1',
    });
  }
}

export const localTwilioAccount = () => ({
  accountSid: `AC${randomBytes(16).toString('hex')}`,
  authToken: randomBytes(16).toString('hex'),
  fromNumber: '+15005550006',
});

export const schedulesFile = (dataDir: string) => path.join(dataDir, 'schedules.json');
