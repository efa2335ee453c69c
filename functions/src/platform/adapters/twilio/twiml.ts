import VoiceResponse from 'twilio/lib/twiml/VoiceResponse.js';
import type { VoiceResponse as Answer, VoiceStep } from '../../ports.js';

const VOICE = { voice: 'Polly.Joanna', language: 'en-US' } as const;
/** Seconds of silence before a gather gives up on the answer. */
export const GATHER_TIMEOUT_SECONDS = 8;

/**
 * TwiML for one step of the check-in call: what to say, then the question inside a <Gather> (speech,
 * and a key press when the step takes one: the 988 offer's "press 1"), a <Dial>, or <Hangup>. Only the
 * TwiML module of the SDK is loaded, not its REST client.
 */
export function twimlFor(step: VoiceStep): Answer {
  const response = new VoiceResponse();
  for (const line of step.say) response.say(VOICE, line);
  if (step.kind === 'gather') {
    const gather = response.gather({
      input: step.keys ? ['dtmf', 'speech'] : ['speech'],
      ...(step.keys ? { numDigits: 1, hints: 'yes, no, connect me' } : {}),
      action: step.actionUrl,
      method: 'POST',
      speechTimeout: 'auto',
      timeout: GATHER_TIMEOUT_SECONDS,
      actionOnEmptyResult: true,
      language: 'en-US',
    });
    gather.say(VOICE, step.question);
  } else if (step.kind === 'dial') {
    response.dial({ timeout: 30 }, step.number);
  } else {
    response.hangup();
  }
  return { body: response.toString(), contentType: 'text/xml; charset=utf-8' };
}
