import type { SQSEvent } from 'aws-lambda';
import { runtimeFromEnv } from '../app/runtime.js';
import { workerHandler } from './job-handlers.js';

/** Lambda entry: the insights worker (SQS → this). See job-handlers.ts. */
export const handler = (event: SQSEvent) => workerHandler(event, runtimeFromEnv());
