import { callsRoutes } from '@steady/shared/routes/calls';
import { httpHandler, Reply, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import type { VoiceStep } from '../platform/ports.js';
import type { Runtime } from '../platform/runtime.js';
import { answered, callHistory, gathered, placeCall, recordingReady, statusChanged, type Step } from './service.js';

/** The provider's answer (TwiML for Twilio) for a conversation step: what to say, then the question, a transfer, or goodbye. */
export function twiml(rt: Runtime, callId: string, step: Step): Reply {
  const say = step.kind === 'hangup' ? [] : step.say;
  const voice: VoiceStep =
    step.kind === 'ask' || step.kind === 'offer'
      ? {
          kind: 'gather',
          say,
          question: step.question,
          actionUrl: `${rt.config.publicUrl}/twilio/gather?${new URLSearchParams({ callId, turn: String(step.turn) }).toString()}`,
          // The 988 offer also takes a key press (1 connects).
          keys: step.kind === 'offer',
        }
      : step.kind === 'dial'
        ? { kind: 'dial', say, number: step.number }
        : { kind: 'hangup', say };
  const answer = rt.ports.telephony.voiceResponse(voice);
  return new Reply(200, answer.body, { 'content-type': answer.contentType });
}

const EMPTY = (rt: Runtime) => twiml(rt, '', { kind: 'hangup' });

export const routes: DomainRoutes<'calls'> = {
  'POST /api/users/{id}/call': (req, rt) => placeCall(rt, req.params.id, 'manual'),
  'GET /api/users/{id}/call-history': (req, rt) => callHistory(rt, req.params.id),
  'POST /twilio/voice': async (req, rt) => twiml(rt, req.query.callId, await answered(rt, req.query.callId, req.body.AnsweredBy)),
  'POST /twilio/gather': async (req, rt) =>
    twiml(rt, req.query.callId, await gathered(rt, req.query.callId, req.query.turn, req.body.SpeechResult ?? '', req.body.Digits)),
  'POST /twilio/status': async (req, rt) => {
    await statusChanged(rt, req.query.callId, req.body.CallStatus, req.body.CallDuration, req.body.AnsweredBy);
    return EMPTY(rt);
  },
  'POST /twilio/recording': async (req, rt) => {
    if (!req.body.RecordingStatus || req.body.RecordingStatus === 'completed') {
      await recordingReady(rt, req.query.callId, req.body.RecordingSid, req.body.RecordingUrl);
    }
    return EMPTY(rt);
  },
};

export const handler = httpHandler(callsRoutes, routes, runtimeFromEnv);
