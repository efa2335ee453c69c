/** The calls domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import {
  CallHistory,
  CallRecord,
  TwilioCallQuery,
  TwilioGatherBody,
  TwilioGatherQuery,
  TwilioRecordingBody,
  TwilioStatusBody,
  TwilioVoiceBody,
} from '../contracts/calls.js';
import { UserIdParams } from '../contracts/common.js';
import type { RouteDef } from './core.js';

export const callsRoutes = [
  // The daily check-in call (docs/architecture.md, "The daily check-in call").
  {
    method: 'POST',
    path: '/api/users/{id}/call',
    domain: 'calls',
    policy: 'self',
    summary: 'Start Check-in Now: place the check-in call at once (409 while another call is going)',
    status: 202,
    params: UserIdParams,
    response: CallRecord,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/call-history',
    domain: 'calls',
    policy: 'self',
    summary: "Calls, newest first (the person's own: transcripts of calls whatever their entries' visibility)",
    params: UserIdParams,
    response: CallHistory,
  },
  {
    method: 'POST',
    path: '/twilio/voice',
    domain: 'calls',
    policy: 'twilio',
    summary: 'Twilio: the call was answered; greet by first name and ask the opening question (TwiML)',
    query: TwilioCallQuery,
    body: TwilioVoiceBody,
  },
  {
    method: 'POST',
    path: '/twilio/gather',
    domain: 'calls',
    policy: 'twilio',
    summary: 'Twilio: an answer was gathered; store it and ask the next question or close (TwiML)',
    query: TwilioGatherQuery,
    body: TwilioGatherBody,
  },
  {
    method: 'POST',
    path: '/twilio/status',
    domain: 'calls',
    policy: 'twilio',
    summary: "Twilio: the call's final status and duration",
    query: TwilioCallQuery,
    body: TwilioStatusBody,
  },
  {
    method: 'POST',
    path: '/twilio/recording',
    domain: 'calls',
    policy: 'twilio',
    summary: 'Twilio: the recording is ready; copy it to S3 and start the transcription',
    query: TwilioCallQuery,
    body: TwilioRecordingBody,
  },
] as const satisfies readonly RouteDef[];
