import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { JOB_ENTRIES } from '../paths.js';
import { SteadyFunction } from './steady-function.js';

export interface InsightsJobsProps {
  environment: Record<string, string>;
  logsKey: IKey;
  /** Encrypts the queues (customer-managed KMS key). */
  queueKey: IKey;
  /** Grants the table access to a function's role. */
  grantDataAccess: (fn: SteadyFunction) => void;
}

/** Seconds the worker may take per batch (a few Ai calls per user). */
const WORKER_TIMEOUT = Duration.minutes(2);

/**
 * The insights jobs (docs/architecture.md, "Safety and analysis"): an hourly EventBridge rule (Sunday to Tuesday UTC, so
 * Monday morning in every time zone falls in it) → fan-out Lambda (Queries the job directory of the
 * zones where it is Monday morning) → SQS queue (KMS, with a dead-letter queue) → worker Lambda
 * (one message per user: previous week's analysis, previous month's report on the first Monday).
 */
export class InsightsJobs extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly fanOut: SteadyFunction;
  readonly worker: SteadyFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: InsightsJobsProps) {
    super(scope, id);

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: props.queueKey,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: props.queueKey,
      enforceSSL: true,
      // At least six times the worker's timeout (AWS guidance for Lambda event sources).
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });

    this.fanOut = new SteadyFunction(this, 'FanOut', {
      entry: JOB_ENTRIES.insightsFanOut,
      description: 'Steady insights fan-out: due users of each time zone to the insights queue (functions/src/insights/fanout.ts)',
      environment: { ...props.environment, INSIGHTS_QUEUE_URL: this.queue.queueUrl },
      logsKey: props.logsKey,
      timeout: Duration.minutes(5),
    });
    props.grantDataAccess(this.fanOut);
    // Named actions (grantSendMessages would add kms:GenerateDataKey* and kms:ReEncrypt* wildcards).
    this.queue.grant(this.fanOut.role, 'sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl');
    props.queueKey.grant(this.fanOut.role, 'kms:GenerateDataKey', 'kms:Decrypt');

    this.worker = new SteadyFunction(this, 'Worker', {
      entry: JOB_ENTRIES.insightsWorker,
      description: 'Steady insights worker: weekly analysis and monthly report of one user (functions/src/insights/worker.ts)',
      environment: props.environment,
      logsKey: props.logsKey,
      timeout: WORKER_TIMEOUT,
    });
    props.grantDataAccess(this.worker);
    this.worker.fn.addEventSource(new SqsEventSource(this.queue, { batchSize: 5, reportBatchItemFailures: true }));

    this.rule = new Rule(this, 'Hourly', {
      description: 'Steady insights: hourly from Sunday to Tuesday UTC (Monday morning somewhere); the fan-out picks the due zones',
      schedule: Schedule.cron({ minute: '5', hour: '*', weekDay: 'SUN-TUE' }),
      targets: [new LambdaFunction(this.fanOut.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });

    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the insights queue; it has no dead-letter queue of its own.' },
    ]);
    NagSuppressions.addResourceSuppressions(this.fanOut.fn, [
      {
        id: 'HIPAA.Security-LambdaDLQ',
        reason:
          'Invoked by an hourly EventBridge rule with retries; the job is idempotent and the fan-out re-sends the due users at each of the three Monday-morning hours, so a lost invocation is redone by the next.',
      },
    ]);
  }
}
