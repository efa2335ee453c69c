import twilio from 'twilio';
import { httpHandler, Reply, type DomainRoutes } from '../platform/http.js';
import type { Runtime } from '../platform/runtime.js';
import { answered, callHistory, gathered, placeCall, recordingReady, statusChanged, type Step } from './service.js';

const VOICE = { voice: 'Polly.Joanna', language: 'en-US' } as const;
/** Seconds of silence before a gather gives up on the answer. */
export const GATHER_TIMEOUT_SECONDS = 8;

/** TwiML for a conversation step: what to say, then the question inside a speech <Gather>, or goodbye. */
export function twiml(rt: Runtime, callId: string, step: Step): Reply {
  const response = new twilio.twiml.VoiceResponse();
  if (step.kind !== 'hangup') for (const line of step.say) response.say(VOICE, line);
  if (step.kind === 'ask' || step.kind === 'offer') {
    const action = `${rt.config.publicUrl}/twilio/gather?${new URLSearchParams({ callId, turn: String(step.turn) }).toString()}`;
    const gather = response.gather({
      // The 988 offer also takes a key press (1 connects).
      input: step.kind === 'offer' ? ['dtmf', 'speech'] : ['speech'],
      ...(step.kind === 'offer' ? { numDigits: 1, hints: 'yes, no, connect me' } : {}),
      action,
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
  return new Reply(200, response.toString(), { 'content-type': 'text/xml; charset=utf-8' });
}

const EMPTY = () => new Reply(200, new twilio.twiml.VoiceResponse().toString(), { 'content-type': 'text/xml; charset=utf-8' });

export const routes: DomainRoutes<'calls'> = {
  'POST /api/users/{id}/call': (req, rt) => placeCall(rt, req.params.id, 'manual'),
  'GET /api/users/{id}/call-history': (req, rt) => callHistory(rt, req.params.id),
  'POST /twilio/voice': async (req, rt) => twiml(rt, req.query.callId, await answered(rt, req.query.callId, req.body.AnsweredBy)),
  'POST /twilio/gather': async (req, rt) =>
    twiml(rt, req.query.callId, await gathered(rt, req.query.callId, req.query.turn, req.body.SpeechResult ?? '', req.body.Digits)),
  'POST /twilio/status': async (req, rt) => {
    await statusChanged(rt, req.query.callId, req.body.CallStatus, req.body.CallDuration, req.body.AnsweredBy);
    return EMPTY();
  },
  'POST /twilio/recording': async (req, rt) => {
    if (!req.body.RecordingStatus || req.body.RecordingStatus === 'completed') {
      await recordingReady(rt, req.query.callId, req.body.RecordingSid, req.body.RecordingUrl);
    }
    return EMPTY();
  },
};

export const handler = httpHandler('calls', routes);
