import type { ScheduledEvent } from 'aws-lambda';
import { runtimeFromEnv } from '../app/runtime.js';
import { fanOutHandler } from './job-handlers.js';

/** Lambda entry: the hourly insights fan-out (EventBridge rule → this → SQS). See job-handlers.ts. */
export const handler = (event: ScheduledEvent) => fanOutHandler(event, runtimeFromEnv());
