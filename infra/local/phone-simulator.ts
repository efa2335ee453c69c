/**
 * The phone network on one machine (docs/architecture.md, "Runtime modes"): the simulator plays
 * Twilio for real. It requests the same signed webhooks over HTTP, follows the TwiML they answer,
 * serves a WAV recording, and sends the status and recording callbacks. Steady reaches it through
 * the local telephony adapter (functions/src/platform/adapters/local/telephony.ts), as it reaches
 * Twilio through the Twilio adapter.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type { PlaceCallRequest, SmsMessage } from '@steady/functions/platform/ports';
import type { PhoneNetwork } from '@steady/functions/platform/adapters/local/telephony';
import type { DevPhoneHub } from './dev-phone-hub.js';
import { scriptedAnswer, speakingSeconds } from './scripted-patient.js';
import { parseTwiml } from './twiml-reader.js';

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

export class PhoneSimulator implements PhoneNetwork {
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
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits for every conversation in flight (tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Rings the number and plays the call through, as Twilio does for a call placed by its API; answers the call's sid. */
  async dial(req: PlaceCallRequest): Promise<string> {
    const sid = `CA${randomBytes(16).toString('hex')}`;
    const call: SimulatedCall = { sid, callId: req.callId, to: req.to, status: 'ringing', heard: [], answers: [] };
    this.calls.set(sid, call);
    const run = this.converse(call, req)
      .catch((err: Error) => console.error(`[phone simulator] call failed: ${err.name}: ${err.message}`))
      .finally(() => this.running.delete(run));
    this.running.add(run);
    return sid;
  }

  async deleteRecording(recordingSid: string): Promise<void> {
    this.recordings.delete(recordingSid);
  }

  /** Text messages are not sent anywhere locally: they are recorded, and listed at GET /dev/sms (infra/local/dev-sms.ts). */
  readonly sms: SimulatedSms[] = [];

  async text(message: SmsMessage): Promise<string> {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    this.sms.push({ sid, to: message.to, body: message.body, at: new Date().toISOString() });
    // Bounded: a long-running local stack keeps the latest messages only.
    if (this.sms.length > 500) this.sms.splice(0, this.sms.length - 500);
    return sid;
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
