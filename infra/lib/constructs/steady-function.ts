import path from 'node:path';
import { AssetHashType, DockerImage, Duration } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { buildLambda, moveSourceMaps } from '../bundling.js';
import { REPO_ROOT } from '../paths.js';
import { encryptedLogGroup } from './log-group.js';
import { ManagedPolicyRole } from './managed-policy-role.js';

/** Node on Lambda (docs/architecture.md, "Conventions"). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

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
  readonly fn: LambdaFunction;
  readonly role: ManagedPolicyRole;

  constructor(scope: Construct, id: string, props: SteadyFunctionProps) {
    super(scope, id);

    this.role = new ManagedPolicyRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    const logGroup = encryptedLogGroup(this, 'Logs', props.logsKey);
    logGroup.grantWrite(this.role);

    // The asset is built by infra/lib/bundling.ts (`buildLambda`, the same build `npm run bench` and
    // the infra tests measure): index.mjs, its chunks and the data modules; the source maps are moved
    // out of the asset into cdk.out/sourcemaps/, so the deployed code carries none and Node parses
    // none at a cold start. Like NodejsFunction's, the asset is hashed by its output, and a stack
    // synthesised without bundling (the tests) gets a placeholder without building anything.
    const mapDir = `sourcemaps/${this.node.path.replace(/[^\w-]+/g, '-')}`;
    const code = Code.fromAsset(REPO_ROOT, {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never used: esbuild is a dependency of the repository, so the build always runs locally.
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
        local: {
          tryBundle(outputDir: string) {
            buildLambda(props.entry, outputDir);
            moveSourceMaps(outputDir, path.join(outputDir, '..', mapDir));
            return true;
          },
        },
      },
    });
    this.fn = new LambdaFunction(this, 'Function', {
      code,
      handler: 'index.handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup,
      environment: props.environment,
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
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
