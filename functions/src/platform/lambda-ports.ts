import type { Config } from './config.js';
import { loadOnce } from './load-once.js';
import type { Ports } from './ports.js';

/**
 * TwiML is built synchronously while answering a webhook, so the telephony port's `voiceResponse`
 * needs its module at hand: loaded with the bundle, and only in bundles that carry telephony.
 */
const twiml = process.env.STEADY_PORT_TELEPHONY !== 'off' ? await import('./adapters/twilio/twiml.js') : undefined;

/**
 * The ports of a deployed Lambda (docs/performance.md, "Lambda bundles"): the adapters createPorts
 * wires, each imported and constructed on its first call, and only those the bundle's code reaches.
 * The CDK bundling (infra/lib/bundling.ts) finds which ports a Lambda's code uses (`rt.ports.<name>`)
 * and defines `process.env.STEADY_PORT_<NAME>` as "off" for the others, so esbuild drops their
 * dynamic imports and a domain never carries an SDK it does not call. Without the define (the local
 * stack, tests) every port is present. A port left out fails loudly, naming itself.
 */
export function lambdaPorts(config: Config): Ports {
  return {
    identity:
      process.env.STEADY_PORT_IDENTITY !== 'off'
        ? lazy(async () => (await import('./adapters/aws/cognito.js')).CognitoIdentity.fromConfig(config))
        : missing('identity'),
    ai: process.env.STEADY_PORT_AI !== 'off' ? lazy(async () => (await import('./create-ai.js')).createAi(config)) : missing('ai'),
    clock: { now: () => new Date() },
    telephony:
      process.env.STEADY_PORT_TELEPHONY !== 'off' && twiml
        ? lazy(async () => new (await import('./adapters/twilio/telephony.js')).TwilioTelephony(config.twilio, { region: config.region }), {
            voiceResponse: twiml.twimlFor,
          })
        : missing('telephony'),
    scheduler:
      process.env.STEADY_PORT_SCHEDULER !== 'off'
        ? lazy(async () => new (await import('./adapters/aws/scheduler.js')).EventBridgeCallScheduler(config.scheduler, config.region))
        : missing('scheduler'),
    transcriber:
      process.env.STEADY_PORT_TRANSCRIBER !== 'off'
        ? lazy(async () => {
            const [{ AmazonTranscriber }, { S3ObjectStore }] = await Promise.all([import('./adapters/aws/transcribe.js'), import('./adapters/aws/s3.js')]);
            return new AmazonTranscriber(config.region, config.transcribeEndpoint, config.recordingsKmsKeyArn, new S3ObjectStore(config));
          })
        : missing('transcriber'),
    objects:
      process.env.STEADY_PORT_OBJECTS !== 'off'
        ? lazy(async () => new (await import('./adapters/aws/s3.js')).S3ObjectStore(config), { configured: Boolean(config.recordingsBucket) })
        : missing('objects'),
    live:
      process.env.STEADY_PORT_LIVE !== 'off'
        ? lazy(async () => new (await import('./adapters/aws/live-push.js')).ApiGatewayLivePush(config), { enabled: Boolean(config.wsEndpoint) })
        : missing('live'),
    insightsQueue:
      process.env.STEADY_PORT_INSIGHTSQUEUE !== 'off'
        ? lazy(async () => new (await import('./adapters/aws/sqs.js')).SqsJobQueue(config.region, config.insightsQueueUrl))
        : missing('insightsQueue'),
    partitions:
      process.env.STEADY_PORT_PARTITIONS !== 'off'
        ? lazy(async () => {
            const { DynamoPartitions, createDynamoClient } = await import('./adapters/aws/dynamodb.js');
            return new DynamoPartitions(createDynamoClient(config), config.tableName);
          })
        : missing('partitions'),
    photos:
      process.env.STEADY_PORT_PHOTOS !== 'off'
        ? lazy(async () => new (await import('./adapters/aws/s3.js')).S3ObjectStore(config, { name: config.photosBucket, envName: 'PHOTOS_BUCKET' }), {
            configured: Boolean(config.photosBucket),
          })
        : missing('photos'),
    payments:
      process.env.STEADY_PORT_PAYMENTS !== 'off'
        ? lazy(async () => new (await import('./adapters/stripe/payments.js')).StripePayments(config.stripe, { region: config.region }))
        : missing('payments'),
  };
}

type AnyMethod = (...args: unknown[]) => unknown;

/**
 * A port whose adapter is imported and constructed on the first call of any method (each method is
 * async, so the first call simply waits for it); `eager` holds the members that must answer at once.
 * A failed import is retried on the next call.
 */
export function lazy<T extends object>(load: () => Promise<T>, eager: Partial<T> = {}): T {
  const port = loadOnce(load);
  return new Proxy(eager as T, {
    get(target, prop) {
      if (prop in target) return (target as Record<PropertyKey, unknown>)[prop];
      // Not a thenable (`await port` must not call it), and no symbol-keyed members.
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      return (...args: unknown[]) => port().then((p) => ((p as Record<string, AnyMethod>)[prop] as AnyMethod).apply(p, args));
    },
  });
}

/** A port this bundle does not carry: any use is a bug in the bundling's port detection, said plainly. */
function missing<T extends object>(name: keyof Ports): T {
  return new Proxy({} as T, {
    get(_target, prop) {
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      throw new Error(`The ${name} port is not in this Lambda's bundle (infra/lib/bundling.ts found no use of rt.ports.${name})`);
    },
  });
}
