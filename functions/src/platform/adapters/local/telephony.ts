import type { PlaceCallRequest, SmsMessage, Telephony, VoiceResponse, VoiceStep } from '../../ports.js';
import { twimlFor } from '../twilio/twiml.js';

/**
 * The phone network the local telephony reaches: on one machine, the stack's phone simulator
 * (infra/local/phone-simulator.ts), which plays Twilio: it drives the same signed webhooks and serves
 * recordings with the account's basic auth.
 */
export interface PhoneNetwork {
  /** Rings the number and plays the call through its webhooks; answers the call's id on the network. */
  dial(req: PlaceCallRequest): Promise<string>;
  /** Delivers a text message; answers its id. */
  text(message: SmsMessage): Promise<string>;
  /** Forgets a recording; missing is fine. */
  deleteRecording(recordingSid: string): Promise<void>;
}

/**
 * Telephony on one machine (docs/architecture.md, "Runtime modes"), beside the Twilio adapter
 * (adapters/twilio/telephony.ts): the same TwiML answers the webhooks, calls and texts go to the
 * local phone network, and recordings are fetched over HTTP with the account's credentials.
 */
export class LocalTelephony implements Telephony {
  constructor(
    private readonly network: PhoneNetwork,
    private readonly account: { accountSid: string; authToken: string },
  ) {}

  async placeCall(req: PlaceCallRequest): Promise<{ providerCallId: string }> {
    return { providerCallId: await this.network.dial(req) };
  }

  async fetchRecording(recordingUrl: string): Promise<Uint8Array> {
    const url = recordingUrl.endsWith('.wav') ? recordingUrl : `${recordingUrl}.wav`;
    const auth = Buffer.from(`${this.account.accountSid}:${this.account.authToken}`).toString('base64');
    const res = await fetch(url, { headers: { authorization: `Basic ${auth}` } });
    if (!res.ok) throw new Error(`Recording download failed with ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  deleteRecording(recordingSid: string): Promise<void> {
    return this.network.deleteRecording(recordingSid);
  }

  async sendSms(message: SmsMessage): Promise<{ sid: string }> {
    return { sid: await this.network.text(message) };
  }

  /** The local network plays Twilio, so the webhooks answer it with Twilio's TwiML. */
  voiceResponse(step: VoiceStep): VoiceResponse {
    return twimlFor(step);
  }
}
