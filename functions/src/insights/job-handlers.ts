import type { SQSBatchResponse, SQSEvent, ScheduledEvent } from 'aws-lambda';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { InsightsJobMessage, fanOut, runInsightsJob } from './jobs.js';

/**
 * Production entry points of the insights jobs (infra/lib): the hourly EventBridge rule invokes
 * `fanOutHandler`, which sends one SQS message per due user; `workerHandler` consumes the queue
 * (partial batch failures: a failed message is retried, then lands in the dead-letter queue).
 */

export async function fanOutHandler(event: ScheduledEvent, rt: Runtime): Promise<{ users: number }> {
  const now = event.time ? new Date(event.time) : new Date();
  const users = await fanOut(rt, now, (batch) => rt.ports.insightsQueue.send(batch.map((m, i) => ({ id: String(i), body: JSON.stringify(m) }))));
  return { users };
}

export async function workerHandler(event: SQSEvent, rt: Runtime): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await runInsightsJob(rt, InsightsJobMessage.parse(JSON.parse(record.body)));
    } catch (err) {
      logger.error('Insights job failed', { messageId: record.messageId, errorName: (err as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
