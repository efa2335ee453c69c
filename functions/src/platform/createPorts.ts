import { CognitoIdentity } from './adapters/aws/cognito.js';
import { DynamoPartitions, createDynamoClient } from './adapters/aws/dynamodb.js';
import { ApiGatewayLivePush } from './adapters/aws/live-push.js';
import { S3ObjectStore } from './adapters/aws/s3.js';
import { SqsJobQueue } from './adapters/aws/sqs.js';
import { LocalAnalyzer } from './adapters/local/analyzer.js';
import { OpenAiAdapter } from './adapters/openai/adapter.js';
import { keyedOpenAi, openAiKeyFromSecret } from './adapters/openai/keyed.js';
import { EventBridgeCallScheduler } from './adapters/aws/scheduler.js';
import { AmazonTranscriber } from './adapters/aws/transcribe.js';
import { TwilioTelephony } from './adapters/twilio/telephony.js';
import type { Config } from './config.js';
import type { Ai, Ports } from './ports.js';

/** Picks the adapters for this configuration. Handlers receive ports; nothing is monkey-patched. */
export function createPorts(config: Config, overrides: Partial<Ports> = {}): Ports {
  const objects = new S3ObjectStore(config);
  return {
    identity: CognitoIdentity.fromConfig(config),
    ai: createAi(config),
    clock: { now: () => new Date() },
    // Calls (docs/architecture.md, "The daily check-in call"). Locally the stack passes the phone simulator, croner and the
    // speech-recognition transcriber as overrides (infra/local/calls.ts).
    telephony: new TwilioTelephony(config.twilio, { region: config.region }),
    scheduler: new EventBridgeCallScheduler(config.scheduler, config.region),
    transcriber: new AmazonTranscriber(config.region, config.transcribeEndpoint, config.recordingsKmsKeyArn, objects),
    objects,
    live: new ApiGatewayLivePush(config),
    insightsQueue: new SqsJobQueue(config.region, config.insightsQueueUrl),
    partitions: new DynamoPartitions(createDynamoClient(config), config.tableName),
    ...overrides,
  };
}

/**
 * OpenAI when a key is configured, each failed call answered by the local analyser: the key from
 * OPENAI_API_KEY (local, tests), else from the secret named by OPENAI_SECRET_ARN (production, read at
 * run time); without either, the local analyser.
 */
function createAi(config: Config): Ai {
  const fallback = new LocalAnalyzer();
  const common = { model: config.openAiModel, baseURL: config.openAiBaseUrl, fallback };
  if (config.openAiApiKey) return new OpenAiAdapter({ ...common, apiKey: config.openAiApiKey });
  const secretArn = config.openAiSecretArn;
  if (secretArn) return keyedOpenAi({ ...common, key: () => openAiKeyFromSecret(secretArn, { region: config.region }) });
  return fallback;
}
