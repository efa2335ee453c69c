import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Match, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { JOB_ENTRIES } from '../paths.js';
import { ManagedPolicyRole } from './managed-policy-role.js';
import { SteadyFunction } from './steady-function.js';

/** Environment variables of the call pipeline (functions/src/platform/config.ts). */
export const CALLS_ENV = {
  publicUrl: 'PUBLIC_URL',
  recordingsBucket: 'RECORDINGS_BUCKET',
  schedulerDeadLetterArn: 'SCHEDULER_DLQ_ARN',
  recordingsKmsKeyArn: 'RECORDINGS_KMS_KEY_ARN',
  twilioSecretArn: 'TWILIO_SECRET_ARN',
  schedulerGroupName: 'SCHEDULER_GROUP_NAME',
  schedulerRoleArn: 'SCHEDULER_ROLE_ARN',
  placeCallFunctionArn: 'PLACE_CALL_FUNCTION_ARN',
} as const;

/** The schedule group holding one schedule per user (functions/src/platform/adapters/aws/scheduler.ts names them `call-{userId}`). */
export const SCHEDULE_GROUP_NAME = 'steady-calls';
/** Amazon Transcribe job names of calls (functions/src/platform/adapters/aws/transcribe.ts `jobName`). */
export const TRANSCRIPTION_JOB_PREFIX = 'steady-call-';
/** Key prefixes in the recordings bucket (functions/src/calls/service.ts, transcribe.ts `transcriptKey`). */
const RECORDINGS_PREFIX = 'recordings/';
const TRANSCRIPTS_PREFIX = 'transcripts/';

export interface CallsPipelineProps {
  /** The stack's base environment for the jobs (table, pool, log settings, WebSocket endpoint). */
  environment: Record<string, string>;
  logsKey: IKey;
  /** The data key (data.ts): encrypts the recordings bucket, the Twilio secret and the dead-letter queue. */
  dataKey: IKey;
  /** Where the recordings bucket's server access logs go (the site's logs bucket). */
  accessLogsBucket: IBucket;
  /** The HTTP API's endpoint: Twilio requests the signed webhooks there (/twilio/*). */
  publicUrl: string;
  /** The calls domain's Lambda (HTTP routes and Twilio webhooks). */
  callsFunction: SteadyFunction;
  /** Lambdas that upsert a user's schedule (registration: users; settings save: settings). */
  schedulingFunctions: SteadyFunction[];
  grantDataAccess: (fn: SteadyFunction) => void;
  /** execute-api:ManageConnections on the live stage (call_completed). */
  grantPush: (fn: SteadyFunction) => void;
}

/**
 * The daily check-in call in production (docs/architecture.md, "The daily check-in call"): EventBridge Scheduler (one schedule
 * per user in the `steady-calls` group) → place-call job → Twilio, whose signed webhooks reach the
 * calls Lambda on the HTTP API; the recording → KMS-encrypted S3 bucket → Amazon Transcribe → its
 * completion event (EventBridge rule) → transcribed job → journal entry and `call_completed` push.
 * Twilio's credentials live in Secrets Manager and are read at run time, never in the environment.
 */
export class CallsPipeline extends Construct {
  readonly recordingsBucket: Bucket;
  readonly twilioSecret: Secret;
  readonly scheduleGroup: CfnScheduleGroup;
  readonly schedulerRole: ManagedPolicyRole;
  readonly placeCall: SteadyFunction;
  readonly transcribed: SteadyFunction;
  readonly transcriptionRule: Rule;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: CallsPipelineProps) {
    super(scope, id);
    const { dataKey } = props;

    // Recordings and transcripts: PHI, so SSE-KMS with the data key, TLS only, private, logged.
    this.recordingsBucket = new Bucket(this, 'RecordingsBucket', {
      encryption: BucketEncryption.KMS,
      encryptionKey: dataKey,
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'recordings-bucket/',
      lifecycleRules: [
        // Safety net: the transcribed job reads a transcript once; nothing needs it after a week.
        { id: 'expire-transcripts', prefix: TRANSCRIPTS_PREFIX, expiration: Duration.days(7) },
        // A deleted recording (not kept by the user) survives only as a non-current version: gone the next day.
        { id: 'remove-noncurrent-versions', noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.recordingsBucket, [
      {
        id: 'HIPAA.Security-S3BucketReplicationEnabled',
        reason:
          'Recordings are transient: deleted once transcribed unless the user keeps them, and the journal entry (the record of the call) lives in the backed-up table.',
      },
    ]);

    // Twilio credentials: JSON {accountSid, authToken, fromNumber}, filled in by an operator after the first deploy.
    this.twilioSecret = new Secret(this, 'TwilioSecret', {
      description: 'Steady: Twilio credentials {accountSid, authToken, fromNumber} for the daily check-in calls',
      encryptionKey: dataKey,
      // A placeholder the loader refuses as malformed (calls fail closed) until the real values are put.
      generateSecretString: { secretStringTemplate: JSON.stringify({ accountSid: '', fromNumber: '' }), generateStringKey: 'authToken' },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.twilioSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          "The Twilio auth token is issued and rotated in Twilio's console (primary/secondary token swap); Secrets Manager cannot rotate it, the operator updates the secret.",
      },
      {
        id: 'HIPAA.Security-SecretsManagerRotationEnabled',
        reason:
          "The Twilio auth token is issued and rotated in Twilio's console (primary/secondary token swap); Secrets Manager cannot rotate it, the operator updates the secret.",
      },
    ]);

    // Failed asynchronous invocations of the jobs (after Lambda's own retries) wait here for an operator.
    this.deadLetterQueue = new Queue(this, 'JobsDeadLetterQueue', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: dataKey,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the call jobs (place-call, transcribed); it has no dead-letter queue of its own.' },
    ]);

    // The calls Lambda: webhooks, 'Start Check-in Now', call history (presigned links to kept recordings).
    const calls = props.callsFunction;
    calls.fn.addEnvironment(CALLS_ENV.recordingsBucket, this.recordingsBucket.bucketName);
    calls.fn.addEnvironment(CALLS_ENV.publicUrl, props.publicUrl);
    this.grantTwilioCredentials(calls);
    this.grantObjects(calls, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], [RECORDINGS_PREFIX, TRANSCRIPTS_PREFIX]);
    // Amazon Transcribe reads the recording and writes the transcript (encrypted with the data key,
    // not its SSE-S3 default) with the caller's permissions, so the caller uses the key.
    calls.fn.addEnvironment(CALLS_ENV.recordingsKmsKeyArn, dataKey.keyArn);
    dataKey.grant(calls.role, 'kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey');
    calls.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['transcribe:StartTranscriptionJob'], resources: ['*'] }));
    NagSuppressions.addResourceSuppressions(
      calls.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Amazon Transcribe has no resource-level permissions for StartTranscriptionJob (its job names are chosen per call); the action is the only one allowed on *.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );

    // The place-call job: EventBridge Scheduler invokes it asynchronously with {userId}.
    this.placeCall = new SteadyFunction(this, 'PlaceCall', {
      entry: JOB_ENTRIES.placeCall,
      description: "Steady place-call job: the user's scheduled check-in call (functions/src/calls/place-call.job.ts)",
      environment: { ...props.environment, [CALLS_ENV.publicUrl]: props.publicUrl },
      logsKey: props.logsKey,
      timeout: Duration.minutes(1),
      deadLetterQueue: this.deadLetterQueue,
    });
    props.grantDataAccess(this.placeCall);
    this.grantTwilioCredentials(this.placeCall);
    // A check-in call placed much later than its time is worse than none: retry briefly, then dead-letter.
    this.placeCall.fn.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.minutes(15) });

    this.scheduleGroup = new CfnScheduleGroup(this, 'ScheduleGroup', { name: SCHEDULE_GROUP_NAME });
    this.schedulerRole = new ManagedPolicyRole(this, 'SchedulerRole', {
      description: 'Steady: EventBridge Scheduler invokes the place-call job',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        // Only schedules of this account's group may assume it (confused deputy).
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID, 'aws:SourceArn': this.scheduleGroup.attrArn } },
      }),
    });
    this.schedulerRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.placeCall.fn.functionArn] }));
    // A schedule whose invocation cannot be delivered (after its retries) lands in the jobs' dead-letter queue.
    this.schedulerRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }));
    dataKey.grant(this.schedulerRole, 'kms:GenerateDataKey', 'kms:Decrypt');

    for (const fn of props.schedulingFunctions) this.grantScheduling(fn);

    // Transcription finished (or failed): the transcribed job makes the journal entry.
    this.transcribed = new SteadyFunction(this, 'Transcribed', {
      entry: JOB_ENTRIES.transcribed,
      description: 'Steady transcribed job: transcript to journal entry, call_completed push (functions/src/calls/transcribed.job.ts)',
      environment: { ...props.environment, [CALLS_ENV.recordingsBucket]: this.recordingsBucket.bucketName },
      logsKey: props.logsKey,
      timeout: Duration.minutes(1),
      deadLetterQueue: this.deadLetterQueue,
    });
    props.grantDataAccess(this.transcribed);
    props.grantPush(this.transcribed);
    // To delete the recording from Twilio too (unless the user keeps recordings).
    this.grantTwilioCredentials(this.transcribed);
    this.grantObjects(this.transcribed, ['s3:GetObject'], [TRANSCRIPTS_PREFIX]);
    this.grantObjects(this.transcribed, ['s3:DeleteObject'], [RECORDINGS_PREFIX]);
    dataKey.grant(this.transcribed.role, 'kms:Decrypt');

    this.transcriptionRule = new Rule(this, 'TranscriptionDone', {
      description: "Steady calls: Amazon Transcribe finished a call's job (COMPLETED or FAILED) → the transcribed job",
      eventPattern: {
        source: ['aws.transcribe'],
        detailType: ['Transcribe Job State Change'],
        detail: {
          TranscriptionJobName: Match.prefix(TRANSCRIPTION_JOB_PREFIX),
          TranscriptionJobStatus: ['COMPLETED', 'FAILED'],
        },
      },
      targets: [new LambdaFunction(this.transcribed.fn, { retryAttempts: 4, maxEventAge: Duration.hours(6) })],
    });
  }

  /**
   * Lets a Lambda upsert users' schedules: scheduler:Create/Update/Delete/GetSchedule on the
   * `steady-calls` group's schedules only, iam:PassRole on the scheduler role only (to Scheduler),
   * and the environment the adapter (functions/src/platform/adapters/aws/scheduler.ts) reads.
   */
  grantScheduling(fn: SteadyFunction): void {
    // The group's Ref (its name) also makes the Lambda wait for the group.
    fn.fn.addEnvironment(CALLS_ENV.schedulerGroupName, this.scheduleGroup.ref);
    fn.fn.addEnvironment(CALLS_ENV.schedulerRoleArn, this.schedulerRole.roleArn);
    fn.fn.addEnvironment(CALLS_ENV.placeCallFunctionArn, this.placeCall.fn.functionArn);
    fn.fn.addEnvironment(CALLS_ENV.schedulerDeadLetterArn, this.deadLetterQueue.queueArn);
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
        resources: [`arn:${Aws.PARTITION}:scheduler:${Aws.REGION}:${Aws.ACCOUNT_ID}:schedule/${SCHEDULE_GROUP_NAME}/*`],
      }),
    );
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    NagSuppressions.addResourceSuppressions(
      fn.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: `One schedule per user (call-{userId}) is created at registration; the wildcard is limited to the ${SCHEDULE_GROUP_NAME} schedule group of this account and region.`,
          appliesTo: [`Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${SCHEDULE_GROUP_NAME}/*`],
        },
      ],
      true,
    );
  }

  /** Lets a Lambda use Twilio: the secret's ARN in its environment and read access to it (Twilio's token never is in the environment). */
  grantTwilioCredentials(fn: SteadyFunction): void {
    fn.fn.addEnvironment(CALLS_ENV.twilioSecretArn, this.twilioSecret.secretArn);
    this.twilioSecret.grantRead(fn.role);
  }

  /**
   * Lets a Lambda erase a person's call data (account deletion): list and delete their recordings and
   * transcripts, delete their schedule, and delete recordings still at Twilio.
   */
  grantErasure(fn: SteadyFunction): void {
    fn.fn.addEnvironment(CALLS_ENV.recordingsBucket, this.recordingsBucket.bucketName);
    fn.fn.addEnvironment(CALLS_ENV.schedulerGroupName, this.scheduleGroup.ref);
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [this.recordingsBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${RECORDINGS_PREFIX}*`] } },
      }),
    );
    this.grantObjects(fn, ['s3:DeleteObject'], [RECORDINGS_PREFIX, TRANSCRIPTS_PREFIX]);
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['scheduler:DeleteSchedule'],
        resources: [`arn:${Aws.PARTITION}:scheduler:${Aws.REGION}:${Aws.ACCOUNT_ID}:schedule/${SCHEDULE_GROUP_NAME}/*`],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      fn.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: `The erased person's schedule is call-{userId}, known at run time; the wildcard is limited to the ${SCHEDULE_GROUP_NAME} schedule group of this account and region.`,
          appliesTo: [`Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${SCHEDULE_GROUP_NAME}/*`],
        },
      ],
      true,
    );
    this.grantTwilioCredentials(fn);
  }

  /** Named object actions on the given key prefixes of the recordings bucket (no s3:* or bucket-wide wildcards). */
  private grantObjects(fn: SteadyFunction, actions: string[], prefixes: string[]): void {
    fn.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: prefixes.map((p) => this.recordingsBucket.arnForObjects(`${p}*`)) }));
    NagSuppressions.addResourceSuppressions(
      fn.role,
      prefixes.map((p) => ({
        id: 'AwsSolutions-IAM5',
        reason: `Objects are keyed by call (${p}{...}); the wildcard is limited to that prefix of the recordings bucket of this stack.`,
        appliesTo: [{ regex: `/^Resource::<.*RecordingsBucket.*\\.Arn>\\/${p.replace('/', '')}\\/\\*$/g` }],
      })),
      true,
    );
  }
}
