import type { EventBridgeEvent } from 'aws-lambda';
import { runtimeFromEnv } from '../app/runtime.js';
import { transcribedJob, type TranscribeDetail } from './jobs.js';

/** Lambda entry of the transcribed job: the EventBridge rule on Amazon Transcribe's job state changes (infra/lib/constructs/calls.ts). */
export const handler = (event: EventBridgeEvent<'Transcribe Job State Change', TranscribeDetail>) => transcribedJob(event, runtimeFromEnv());
