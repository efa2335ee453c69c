import { Duration, Stack } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { DATA_MODULES, ESM_REQUIRE_BANNER, LAMBDA_ALIASES, LAMBDA_TARGET, dataModuleDir, planLambdaBundle } from '../bundling.js';
import { LOCK_FILE, REPO_ROOT } from '../paths.js';
import { encryptedLogGroup } from './log-group.js';
import { ManagedPolicyRole } from './managed-policy-role.js';

/** Node on Lambda (docs/architecture.md, "Conventions"). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

export { ESM_REQUIRE_BANNER };

export interface SteadyFunctionProps {
  /** Absolute path of the TypeScript entry; it exports `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  logsKey: IKey;
  /** @default 29 s (just under the HTTP API's 30 s integration limit) */
  timeout?: Duration;
  /** Asynchronously invoked functions (jobs): where an event goes once Lambda's retries are spent. */
  deadLetterQueue?: IQueue;
}

/**
 * One bundled Node.js Lambda: nodejs22.x on ARM64, ESM, X-Ray, its own KMS-encrypted log group, and
 * its own role whose grants live in a customer-managed policy (no AWS-managed policies, no inline ones).
 */
export class SteadyFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: ManagedPolicyRole;

  constructor(scope: Construct, id: string, props: SteadyFunctionProps) {
    super(scope, id);

    this.role = new ManagedPolicyRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    const logGroup = encryptedLogGroup(this, 'Logs', props.logsKey);
    logGroup.grantWrite(this.role);

    // The bundle's plan (infra/lib/bundling.ts): which ports and data modules it carries. Only worked
    // out when this stack is bundled (tests synthesise without bundling).
    const plan = Stack.of(this).bundlingRequired ? planLambdaBundle(props.entry) : undefined;
    const mapDir = `sourcemaps/${this.node.path.replace(/[^\w-]+/g, '-')}`;
    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: props.environment,
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_TARGET,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        keepNames: true,
        // Written beside the bundle, then moved out of the asset (cdk.out/sourcemaps/): the deployed
        // code carries no map, and Node does not parse one at cold start.
        sourceMap: true,
        sourceMapMode: SourceMapMode.EXTERNAL,
        sourcesContent: false,
        // The AWS SDK is bundled (one pinned version, the tests'); data modules ship beside the bundle.
        externalModules: [...DATA_MODULES],
        define: plan?.define ?? {},
        // The SDK's credential chain reduced to the environment, where Lambda puts the role's credentials.
        esbuildArgs: Object.fromEntries(Object.entries(LAMBDA_ALIASES).map(([from, to]) => [`--alias:${from}`, to])),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => [
            ...(plan?.dataModules ?? []).flatMap((name) => [
              `mkdir -p "${outputDir}/node_modules/${name}"`,
              `cp -R "${dataModuleDir(name)}/." "${outputDir}/node_modules/${name}/"`,
            ]),
            `mkdir -p "${outputDir}/../${mapDir}"`,
            `mv "${outputDir}/index.mjs.map" "${outputDir}/../${mapDir}/index.mjs.map"`,
          ],
        },
      },
    });

    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords do not support resource-level permissions.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
    NagSuppressions.addResourceSuppressions(this.fn, [
      {
        id: 'AwsSolutions-L1',
        reason: 'The project pins nodejs22.x on Lambda (the Node line the code and its tests target); a runtime upgrade is a deliberate change, not a drift.',
      },
      {
        id: 'HIPAA.Security-LambdaInsideVPC',
        reason:
          'The function reaches only AWS service endpoints (DynamoDB, Cognito, API Gateway management, KMS) and Twilio/OpenAI over TLS; a VPC would add NAT gateways and cost without isolating anything here.',
      },
      {
        id: 'HIPAA.Security-LambdaConcurrency',
        reason: 'Reserved concurrency would cap or starve the shared account pool; throttling is applied at the API Gateway stages instead.',
      },
      ...(props.deadLetterQueue
        ? []
        : [
            {
              id: 'HIPAA.Security-LambdaDLQ',
              reason: 'Invoked synchronously by API Gateway: a failure is returned to the caller, there is no asynchronous event to dead-letter.',
            },
          ]),
    ]);
  }
}
