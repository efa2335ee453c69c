import type { EventBridgeEvent } from 'aws-lambda';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { getCall, placeCall, spokenText, transcribed } from './service.js';

/** EventBridge Scheduler's target (one schedule per user): place the day's check-in call. */
export async function placeCallJob(event: { userId?: string }, rt: Runtime): Promise<{ placed: boolean }> {
  if (!event.userId) {
    logger.error('place-call job without a user id');
    return { placed: false };
  }
  const call = await placeCall(rt, event.userId, 'scheduled');
  return { placed: call !== null };
}

export type TranscribeDetail = { TranscriptionJobName?: string; TranscriptionJobStatus?: string };
const JOB_PREFIX = 'steady-call-';

/**
 * Amazon Transcribe finished (EventBridge "Transcribe Job State Change"): read the transcript and
 * make the journal entry. A failed transcription still makes the entry, from what speech
 * recognition heard during the call.
 */
export async function transcribedJob(event: EventBridgeEvent<'Transcribe Job State Change', TranscribeDetail>, rt: Runtime): Promise<void> {
  const name = event.detail.TranscriptionJobName ?? '';
  if (!name.startsWith(JOB_PREFIX)) return;
  const callId = name.slice(JOB_PREFIX.length);
  const call = await getCall(rt, callId);
  if (!call) return;
  let text = spokenText(call.turns);
  if (event.detail.TranscriptionJobStatus === 'COMPLETED') {
    text = (await rt.ports.transcriber.transcript(callId)) ?? text;
  } else {
    logger.warn('Transcription failed; using the speech-recognition turns', { callId });
  }
  await transcribed(rt, callId, text);
}
