import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBridgeCallScheduler, cronFor } from '../../src/platform/adapters/aws/scheduler.js';
import { AmazonTranscriber, transcriptText } from '../../src/platform/adapters/aws/transcribe.js';
import { TwilioTelephony } from '../../src/platform/adapters/twilio/telephony.js';
import { twiml } from '../../src/calls/handler.js';
import type { Runtime } from '../../src/platform/runtime.js';
import { scriptedAnswer } from '../../../infra/local/scripted-patient.js';
import { parseTwiml } from '../../../infra/local/twiml-reader.js';

/**
 * The production call adapters against local HTTP servers that speak each provider's protocol
 * (Twilio REST, EventBridge Scheduler REST-JSON, Amazon Transcribe JSON 1.1): the real SDKs send
 * the real requests; the servers record them and answer as the providers do.
 */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function server(answer: (req: Seen) => { status: number; body?: unknown; headers?: Record<string, string> }) {
  const seen: Seen[] = [];
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(s);
      const out = answer(s);
      const raw = typeof out.body === 'string' || Buffer.isBuffer(out.body) ? out.body : out.body === undefined ? '' : JSON.stringify(out.body);
      res.writeHead(out.status, { 'content-type': 'application/json', ...out.headers });
      res.end(raw);
    });
  });
  return {
    seen,
    start: () => new Promise<string>((resolve) => srv.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(srv.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}

beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
});

describe('TwilioTelephony (twilio SDK against a server speaking Twilio REST)', () => {
  const ACCOUNT = 'AC00000000000000000000000000000001';
  const twilioApi = server((req) => {
    if (req.method === 'POST' && req.url === `/2010-04-01/Accounts/${ACCOUNT}/Calls.json`) {
      return { status: 201, body: { sid: 'CA11111111111111111111111111111111', status: 'queued', account_sid: ACCOUNT } };
    }
    if (req.method === 'POST' && req.url === `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
      return { status: 201, body: { sid: 'SM22222222222222222222222222222222', status: 'queued', account_sid: ACCOUNT } };
    }
    if (req.method === 'DELETE' && req.url.includes('/Recordings/REgone')) return { status: 404, body: { code: 20404, message: 'Not found', status: 404 } };
    if (req.method === 'DELETE') return { status: 204 };
    if (req.method === 'GET' && req.url.endsWith('.wav')) return { status: 200, body: Buffer.from('RIFFdata'), headers: { 'content-type': 'audio/wav' } };
    return { status: 500, body: { message: 'unexpected' } };
  });
  let telephony: TwilioTelephony;
  beforeAll(async () => {
    const base = await twilioApi.start();
    telephony = new TwilioTelephony({ accountSid: ACCOUNT, authToken: 'secret-token', fromNumber: '+15005550006', apiBaseUrl: base });
  });
  afterAll(() => twilioApi.stop());

  it('places a recorded, time-limited call with answering-machine detection and both callbacks', async () => {
    const out = await telephony.placeCall({
      to: '+14155550123',
      callId: '01CALL',
      timeLimitSeconds: 600,
      voiceUrl: 'https://app.example/twilio/voice?callId=01CALL',
      statusCallbackUrl: 'https://app.example/twilio/status?callId=01CALL',
      recordingCallbackUrl: 'https://app.example/twilio/recording?callId=01CALL',
    });
    expect(out).toEqual({ providerCallId: 'CA11111111111111111111111111111111' });
    const req = twilioApi.seen.find((s) => s.url.endsWith('/Calls.json'))!;
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:secret-token`).toString('base64')}`);
    const form = new URLSearchParams(req.body);
    expect(Object.fromEntries(form)).toMatchObject({
      To: '+14155550123',
      From: '+15005550006',
      Url: 'https://app.example/twilio/voice?callId=01CALL',
      Record: 'true',
      TimeLimit: '600',
      MachineDetection: 'Enable',
      StatusCallback: 'https://app.example/twilio/status?callId=01CALL',
      RecordingStatusCallback: 'https://app.example/twilio/recording?callId=01CALL',
    });
  });

  it('sends a text message from the configured number with the account credentials', async () => {
    const body = 'Steady: a client may need support. Open https://app.example/crisis-alerts?alert=01ALERT';
    await expect(telephony.sendSms({ to: '+14155550124', body })).resolves.toEqual({ sid: 'SM22222222222222222222222222222222' });
    const req = twilioApi.seen.find((s) => s.url.endsWith('/Messages.json'))!;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:secret-token`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({ To: '+14155550124', From: '+15005550006', Body: body });
  });

  it('refuses to text without a from number', async () => {
    const noNumber = new TwilioTelephony({ accountSid: ACCOUNT, authToken: 'secret-token', fromNumber: undefined, apiBaseUrl: 'http://127.0.0.1:9' });
    await expect(noNumber.sendSms({ to: '+14155550124', body: 'x' })).rejects.toThrow('TWILIO_FROM_NUMBER is required');
  });

  it('downloads a recording as WAV with the account credentials, and deletes recordings (a missing one is fine)', async () => {
    const audio = await telephony.fetchRecording(`https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Recordings/RE1`);
    expect(Buffer.from(audio).toString()).toBe('RIFFdata');
    const get = twilioApi.seen.find((s) => s.method === 'GET')!;
    expect(get.url).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Recordings/RE1.wav`);
    expect(get.headers.authorization).toMatch(/^Basic /);
    await telephony.deleteRecording('RE2');
    await expect(telephony.deleteRecording('REgone')).resolves.toBeUndefined();
    expect(twilioApi.seen.filter((s) => s.method === 'DELETE').map((s) => s.url)).toEqual([
      `/2010-04-01/Accounts/${ACCOUNT}/Recordings/RE2.json`,
      `/2010-04-01/Accounts/${ACCOUNT}/Recordings/REgone.json`,
    ]);
  });
});

describe('EventBridgeCallScheduler (Scheduler SDK against a server speaking its REST-JSON API)', () => {
  const existing = new Set<string>();
  const scheduler = server((req) => {
    const name = decodeURIComponent(req.url.split('?')[0]!.replace('/schedules/', ''));
    if (req.method === 'PUT') {
      return existing.has(name)
        ? { status: 200, body: { ScheduleArn: `arn:aws:scheduler:us-east-1:1:schedule/steady-calls/${name}` } }
        : { status: 404, body: { Message: 'Schedule not found' }, headers: { 'x-amzn-errortype': 'ResourceNotFoundException' } };
    }
    if (req.method === 'POST') {
      existing.add(name);
      return { status: 200, body: { ScheduleArn: `arn:aws:scheduler:us-east-1:1:schedule/steady-calls/${name}` } };
    }
    if (req.method === 'DELETE')
      return existing.delete(name) ? { status: 200, body: {} } : { status: 404, body: {}, headers: { 'x-amzn-errortype': 'ResourceNotFoundException' } };
    return { status: 400, body: {} };
  });
  let adapter: EventBridgeCallScheduler;
  beforeAll(async () => {
    const endpoint = await scheduler.start();
    adapter = new EventBridgeCallScheduler(
      {
        groupName: 'steady-calls',
        roleArn: 'arn:aws:iam::1:role/scheduler',
        targetArn: 'arn:aws:lambda:us-east-1:1:function:place-call',
        deadLetterArn: 'arn:aws:sqs:us-east-1:1:calls-dlq',
        endpoint,
      },
      'us-east-1',
    );
  });
  afterAll(() => scheduler.stop());

  it('creates the schedule on first save, in the user’s time zone, then updates it; calls off disables it', async () => {
    await adapter.upsert('user-1', { callTime: '07:30', timeZone: 'America/Chicago', enabled: true });
    const [update, create] = scheduler.seen;
    expect(update!.method).toBe('PUT');
    expect(create!.method).toBe('POST');
    expect(create!.url).toBe('/schedules/call-user-1');
    expect(JSON.parse(create!.body)).toMatchObject({
      GroupName: 'steady-calls',
      ScheduleExpression: 'cron(30 7 * * ? *)',
      ScheduleExpressionTimezone: 'America/Chicago',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: 'arn:aws:lambda:us-east-1:1:function:place-call',
        RoleArn: 'arn:aws:iam::1:role/scheduler',
        Input: JSON.stringify({ userId: 'user-1' }),
        DeadLetterConfig: { Arn: 'arn:aws:sqs:us-east-1:1:calls-dlq' },
      },
    });
    await adapter.upsert('user-1', { callTime: '21:00', timeZone: 'America/Denver', enabled: false });
    const last = scheduler.seen.at(-1)!;
    expect(last.method).toBe('PUT');
    expect(JSON.parse(last.body)).toMatchObject({ ScheduleExpression: 'cron(0 21 * * ? *)', ScheduleExpressionTimezone: 'America/Denver', State: 'DISABLED' });
    await adapter.remove('user-1');
    await expect(adapter.remove('user-1')).resolves.toBeUndefined();
  });

  it('writes the cron of a call time', () => {
    expect(cronFor('06:00')).toBe('cron(0 6 * * ? *)');
    expect(cronFor('23:30')).toBe('cron(30 23 * * ? *)');
  });
});

describe('AmazonTranscriber (Transcribe SDK against a server speaking its JSON 1.1 API)', () => {
  const started = new Set<string>();
  const transcribe = server((req) => {
    const target = String(req.headers['x-amz-target']);
    const body = JSON.parse(req.body) as { TranscriptionJobName: string };
    if (target !== 'Transcribe.StartTranscriptionJob') return { status: 400, body: { __type: 'UnknownOperationException' } };
    if (started.has(body.TranscriptionJobName))
      return { status: 400, body: { __type: 'ConflictException', Message: 'The requested job name already exists.' } };
    started.add(body.TranscriptionJobName);
    return { status: 200, body: { TranscriptionJob: { TranscriptionJobName: body.TranscriptionJobName, TranscriptionJobStatus: 'IN_PROGRESS' } } };
  });
  let adapter: AmazonTranscriber;
  beforeAll(async () => {
    adapter = new AmazonTranscriber('us-east-1', await transcribe.start());
  });
  afterAll(() => transcribe.stop());

  it('starts one job per call, writing the transcript next to the recording; a repeated start is harmless', async () => {
    const job = { callId: '01CALL', bucket: 'recordings', key: 'recordings/u/01CALL.wav', spokenText: 'ignored in production' };
    await adapter.start(job);
    await expect(adapter.start(job)).resolves.toBeUndefined();
    expect(transcribe.seen).toHaveLength(2);
    expect(JSON.parse(transcribe.seen[0]!.body)).toEqual({
      TranscriptionJobName: 'steady-call-01CALL',
      LanguageCode: 'en-US',
      MediaFormat: 'wav',
      Media: { MediaFileUri: 's3://recordings/recordings/u/01CALL.wav' },
      OutputBucketName: 'recordings',
      OutputKey: 'transcripts/01CALL.json',
    });
  });

  it('reads the text of a Transcribe output document', () => {
    expect(transcriptText({ results: { transcripts: [{ transcript: 'I had a calm day.' }] } })).toBe('I had a calm day.');
    expect(transcriptText({})).toBe('');
  });
});

describe('the conversation’s TwiML, as the phone simulator reads it', () => {
  const telephony = new TwilioTelephony({ accountSid: undefined, authToken: undefined, fromNumber: undefined, apiBaseUrl: undefined });
  const rt = { config: { publicUrl: 'https://app.example' }, ports: { telephony } } as unknown as Runtime;

  it('asks inside a speech <Gather> that posts back to the gather webhook with the turn', () => {
    const xml = twiml(rt, '01CALL', { kind: 'ask', say: ['Hi Casey, this is Steady.'], question: 'How are you feeling & why?', turn: 2 }).body as string;
    expect(xml).toContain('input="speech"');
    expect(xml).toContain('actionOnEmptyResult="true"');
    expect(parseTwiml(xml)).toEqual([
      { verb: 'Say', text: 'Hi Casey, this is Steady.' },
      { verb: 'Gather', action: 'https://app.example/twilio/gather?callId=01CALL&turn=2', timeout: 8, says: ['How are you feeling & why?'] },
    ]);
  });

  it('closes with the words and a hangup', () => {
    const xml = twiml(rt, '01CALL', { kind: 'close', say: ['Please call or text 9 8 8.', 'Take care.'] }).body as string;
    expect(parseTwiml(xml)).toEqual([{ verb: 'Say', text: 'Please call or text 9 8 8.' }, { verb: 'Say', text: 'Take care.' }, { verb: 'Hangup' }]);
  });

  it('has a scripted patient whose answers follow the question and change from day to day', () => {
    expect(scriptedAnswer('Did you notice any cravings or triggers today?', 1, 1)).toMatch(/crav|urge|trigger|busy/i);
    expect(scriptedAnswer('What is one thing you would like to do for yourself tomorrow?', 1, 3)).toMatch(/tomorrow|will|want|drink|make/i);
    const week = new Set(Array.from({ length: 7 }, (_, day) => scriptedAnswer('How are you feeling right now?', day, 0)));
    expect(week.size).toBeGreaterThan(4);
  });
});
