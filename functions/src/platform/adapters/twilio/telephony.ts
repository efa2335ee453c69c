import type { SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import type { PlaceCallRequest, SmsMessage, Telephony, VoiceResponse, VoiceStep } from '../../ports.js';
import { twilioCredentials, type TwilioSettings } from './credentials.js';
import { twimlFor } from './twiml.js';

const TWILIO_API = 'https://api.twilio.com';

/** A failed Twilio REST call: the HTTP status and Twilio's error code and message (never the request's content). */
export class TwilioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'TwilioApiError';
  }
}

/**
 * Telephony on Twilio (docs/architecture.md, "The daily check-in call"): the call is recorded, limited to the user's max call
 * duration, screened by answering-machine detection, and reports its status and recording back to
 * the signed webhooks. The three REST calls it makes (create a call, send a message, delete a
 * recording) are form posts to Twilio's 2010-04-01 API with the account's basic auth, made with
 * fetch: the SDK's REST client is 3.4 MB of generated resources (docs/performance.md). `apiBaseUrl`
 * re-points them (tests use a local server that speaks Twilio's API). In production the account SID,
 * auth token and number come from Secrets Manager at run time (credentials.ts), not the environment.
 */
export class TwilioTelephony implements Telephony {
  constructor(
    private readonly config: TwilioSettings,
    /** Where the Twilio secret is read (region; tests: a local endpoint). */
    private readonly secretsClientConfig: SecretsManagerClientConfig = {},
  ) {}

  private settings(): Promise<TwilioSettings> {
    return twilioCredentials(this.config, this.secretsClientConfig);
  }

  /** One REST call under the account: `path` after /Accounts/{sid}/, a form body for POST. */
  private async rest(method: 'POST' | 'DELETE', path: string, form?: URLSearchParams): Promise<unknown> {
    const { accountSid, authToken, apiBaseUrl } = await this.settings();
    if (!accountSid || !authToken) throw new Error('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are required for calls');
    const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/${path}`, apiBaseUrl ?? TWILIO_API);
    const res = await fetch(url, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        accept: 'application/json',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const json = text ? (JSON.parse(text) as { code?: number; message?: string }) : {};
    if (!res.ok)
      throw new TwilioApiError(res.status, json.code, `Twilio ${method} ${path.split('/')[0]} failed with ${res.status}${json.code ? ` (${json.code})` : ''}`);
    return json;
  }

  async placeCall(req: PlaceCallRequest): Promise<{ providerCallId: string }> {
    const { fromNumber } = await this.settings();
    if (!fromNumber) throw new Error('TWILIO_FROM_NUMBER is required for calls');
    const call = (await this.rest(
      'POST',
      'Calls.json',
      new URLSearchParams({
        To: req.to,
        From: fromNumber,
        Url: req.voiceUrl,
        Method: 'POST',
        Record: 'true',
        RecordingChannels: 'mono',
        RecordingStatusCallback: req.recordingCallbackUrl,
        RecordingStatusCallbackMethod: 'POST',
        RecordingStatusCallbackEvent: 'completed',
        StatusCallback: req.statusCallbackUrl,
        StatusCallbackMethod: 'POST',
        StatusCallbackEvent: 'completed',
        TimeLimit: String(req.timeLimitSeconds),
        Timeout: '30',
        MachineDetection: 'Enable',
      }),
    )) as { sid: string };
    return { providerCallId: call.sid };
  }

  async fetchRecording(recordingUrl: string): Promise<Uint8Array> {
    const { accountSid, authToken, apiBaseUrl } = await this.settings();
    const url = new URL(recordingUrl.endsWith('.wav') ? recordingUrl : `${recordingUrl}.wav`);
    if (apiBaseUrl) {
      const base = new URL(apiBaseUrl);
      url.protocol = base.protocol;
      url.host = base.host;
    }
    if (url.protocol !== 'https:' && !apiBaseUrl) throw new Error('Recording URL must be https');
    const res = await fetch(url, { headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}` } });
    if (!res.ok) throw new Error(`Recording download failed with ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  /** A text message from the configured number (Twilio Messages API). */
  voiceResponse(step: VoiceStep): VoiceResponse {
    return twimlFor(step);
  }

  async sendSms(message: SmsMessage): Promise<{ sid: string }> {
    const { fromNumber } = await this.settings();
    if (!fromNumber) throw new Error('TWILIO_FROM_NUMBER is required for text messages');
    const sent = (await this.rest('POST', 'Messages.json', new URLSearchParams({ To: message.to, From: fromNumber, Body: message.body }))) as { sid: string };
    return { sid: sent.sid };
  }

  async deleteRecording(recordingSid: string): Promise<void> {
    try {
      await this.rest('DELETE', `Recordings/${encodeURIComponent(recordingSid)}.json`);
    } catch (err) {
      if ((err as { status?: number }).status === 404) return;
      throw err;
    }
  }
}
