import { CognitoIdentity } from './adapters/aws/cognito.js';
import { DynamoPartitions, createDynamoClient } from './adapters/aws/dynamodb.js';
import { ApiGatewayLivePush } from './adapters/aws/live-push.js';
import { S3ObjectStore } from './adapters/aws/s3.js';
import { SqsJobQueue } from './adapters/aws/sqs.js';
import { EventBridgeCallScheduler } from './adapters/aws/scheduler.js';
import { AmazonTranscriber } from './adapters/aws/transcribe.js';
import { StripePayments } from './adapters/stripe/payments.js';
import { TwilioTelephony } from './adapters/twilio/telephony.js';
import type { Config } from './config.js';
import { createAi } from './create-ai.js';
import type { Ports } from './ports.js';

/**
 * Picks the adapters for this configuration, all constructed now (the local stack, tests). Deployed
 * Lambdas use lambdaPorts (lambda-ports.ts): the same adapters, each loaded on first use. Handlers
 * receive ports; nothing is monkey-patched.
 */
export function createPorts(config: Config, overrides: Partial<Ports> = {}): Ports {
  const objects = new S3ObjectStore(config);
  return {
    identity: CognitoIdentity.fromConfig(config),
    ai: createAi(config),
    clock: { now: () => new Date() },
    // Calls (docs/architecture.md, "The daily check-in call"). Locally the stack passes the phone simulator, croner and the
    // speech-recognition transcriber (platform/adapters/local/) as overrides (infra/local/stack.ts).
    telephony: new TwilioTelephony(config.twilio, { region: config.region }),
    scheduler: new EventBridgeCallScheduler(config.scheduler, config.region),
    transcriber: new AmazonTranscriber(config.region, config.transcribeEndpoint, config.recordingsKmsKeyArn, objects),
    objects,
    live: new ApiGatewayLivePush(config),
    insightsQueue: new SqsJobQueue(config.region, config.insightsQueueUrl),
    partitions: new DynamoPartitions(createDynamoClient(config), config.tableName),
    photos: new S3ObjectStore(config, { name: config.photosBucket, envName: 'PHOTOS_BUCKET' }),
    payments: new StripePayments(config.stripe, { region: config.region }),
    ...overrides,
  };
}
