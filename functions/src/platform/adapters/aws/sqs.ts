import { SQSClient, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { JobQueue } from '../../ports.js';

/** A job queue on SQS (the insights queue, INSIGHTS_QUEUE_URL): messages in batches of 10. */
export class SqsJobQueue implements JobQueue {
  private readonly client: SQSClient;

  constructor(
    region: string,
    private readonly queueUrl: string | undefined,
  ) {
    this.client = new SQSClient({ region });
  }

  async send(messages: { id: string; body: string }[]): Promise<void> {
    if (!this.queueUrl) throw new Error('INSIGHTS_QUEUE_URL is not set');
    for (let i = 0; i < messages.length; i += 10) {
      const batch = messages.slice(i, i + 10);
      const res = await this.client.send(
        new SendMessageBatchCommand({ QueueUrl: this.queueUrl, Entries: batch.map((m) => ({ Id: m.id, MessageBody: m.body })) }),
      );
      if (res.Failed && res.Failed.length > 0) throw new Error(`SQS refused ${res.Failed.length} messages`);
    }
  }
}
