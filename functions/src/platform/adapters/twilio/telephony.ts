import type { SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import type twilio from 'twilio';
import type { PlaceCallRequest, SmsMessage, Telephony, VoiceResponse, VoiceStep } from '../../ports.js';
import { twilioCredentials, type TwilioSettings } from './credentials.js';
import { twimlFor } from './twiml.js';

type TwilioClient = ReturnType<typeof twilio>;

/**
 * Telephony on Twilio (docs/architecture.md, "The daily check-in call"): the call is recorded, limited to the user's max call
 * duration, screened by answering-machine detection, and reports its status and recording back to
 * the signed webhooks. `apiBaseUrl` re-points the SDK's REST calls (tests use a local server that
 * speaks Twilio's API); everything else is the SDK's own request path. In production the account SID,
 * auth token and number come from Secrets Manager at run time (credentials.ts), not the environment.
 */
export class TwilioTelephony implements Telephony {
  #client?: TwilioClient;

  constructor(
    private readonly config: TwilioSettings,
    /** Where the Twilio secret is read (region; tests: a local endpoint). */
    private readonly secretsClientConfig: SecretsManagerClientConfig = {},
  ) {}

  private settings(): Promise<TwilioSettings> {
    return twilioCredentials(this.config, this.secretsClientConfig);
  }

  private async client(): Promise<TwilioClient> {
    const { accountSid, authToken, apiBaseUrl } = await this.settings();
    if (!accountSid || !authToken) throw new Error('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are required for calls');
    if (!this.#client) {
      // Loaded on first use: only the Lambdas that place calls pay for the SDK at cold start.
      const { default: twilio } = await import('twilio');
      let httpClient: twilio.RequestClient | undefined;
      if (apiBaseUrl) {
        const real = new twilio.RequestClient();
        const base = new URL(apiBaseUrl);
        httpClient = Object.assign(Object.create(real) as twilio.RequestClient, {
          request: (opts: Parameters<twilio.RequestClient['request']>[0]) => {
            const uri = new URL(opts.uri);
            uri.protocol = base.protocol;
            uri.host = base.host;
            return real.request({ ...opts, uri: uri.href });
          },
        });
      }
      this.#client = twilio(accountSid, authToken, httpClient ? { httpClient } : {});
    }
    return this.#client;
  }

  async placeCall(req: PlaceCallRequest): Promise<{ providerCallId: string }> {
    const { fromNumber } = await this.settings();
    if (!fromNumber) throw new Error('TWILIO_FROM_NUMBER is required for calls');
    const client = await this.client();
    const call = await client.calls.create({
      to: req.to,
      from: fromNumber,
      url: req.voiceUrl,
      method: 'POST',
      record: true,
      recordingChannels: 'mono',
      recordingStatusCallback: req.recordingCallbackUrl,
      recordingStatusCallbackMethod: 'POST',
      recordingStatusCallbackEvent: ['completed'],
      statusCallback: req.statusCallbackUrl,
      statusCallbackMethod: 'POST',
      statusCallbackEvent: ['completed'],
      timeLimit: req.timeLimitSeconds,
      timeout: 30,
      machineDetection: 'Enable',
    });
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
    const client = await this.client();
    const sent = await client.messages.create({ to: message.to, from: fromNumber, body: message.body });
    return { sid: sent.sid };
  }

  async deleteRecording(recordingSid: string): Promise<void> {
    try {
      const client = await this.client();
      await client.recordings(recordingSid).remove();
    } catch (err) {
      if ((err as { status?: number }).status === 404) return;
      throw err;
    }
  }
}
