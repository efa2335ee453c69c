import { DOMAIN_ENTRIES } from '@steady/functions/handlers';
import type { Domain } from '@steady/shared/routes';
import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import path from 'node:path';
import { HttpApiFromManifest, RealtimeApi } from './constructs/apis.js';
import { Auth } from './constructs/auth.js';
import { CallsPipeline } from './constructs/calls.js';
import { CoachPhotos } from './constructs/coach-photos.js';
import { AccountDeletion } from './constructs/account-deletion.js';
import { APP_URL_ENV, CrisisAlerts } from './constructs/crisis-alerts.js';
import { BookingJobs } from './constructs/booking-jobs.js';
import { Data } from './constructs/data.js';
import { InsightsJobs } from './constructs/insights-jobs.js';
import { FormsJobs } from './constructs/forms-jobs.js';
import { Site } from './constructs/site.js';
import { SteadyFunction } from './constructs/steady-function.js';
import { ENV, SERVICE_NAME } from './function-env.js';
import { FUNCTIONS_SRC, LIVE_ENTRY } from './paths.js';

export interface SteadyStackProps extends StackProps {
  /** Optional custom domain; its ACM certificate must be in us-east-1 (CloudFront). */
  domainName?: string;
  certificateArn?: string;
}

const pascal = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Steady in production (docs/architecture.md, "Runtime modes"): one DynamoDB table, a Cognito user pool, one Lambda per
 * domain of DOMAIN_ENTRIES behind an HTTP API built from the route manifest, a WebSocket API for the
 * live channel, and the SPA on S3 + CloudFront with every path on one origin.
 */
export class SteadyStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly functions: Record<Domain, SteadyFunction>;
  readonly live: SteadyFunction;
  readonly httpApi: HttpApiFromManifest;
  readonly realtime: RealtimeApi;
  readonly site: Site;
  readonly insightsJobs: InsightsJobs;
  readonly calls: CallsPipeline;
  readonly accountDeletion: AccountDeletion;
  readonly crisisAlerts: CrisisAlerts;
  readonly bookingJobs: BookingJobs;
  readonly openAiSecret: Secret;
  /** Stripe's keys {secretKey, webhookSecret} (docs/architecture.md, "Payments"). */
  readonly stripeSecret: Secret;
  readonly coachPhotos: CoachPhotos;
  readonly formsJobs: FormsJobs;

  constructor(scope: Construct, id: string, props: SteadyStackProps = {}) {
    super(scope, id, { description: 'Steady: clinical journaling (data, identity, API, live channel, web)', ...props });

    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth');
    const { table, logsKey } = this.data;

    const baseEnvironment: Record<string, string> = {
      [ENV.mode]: 'aws',
      [ENV.tableName]: table.tableName,
      [ENV.userPoolId]: this.auth.userPool.userPoolId,
      [ENV.userPoolClientId]: this.auth.client.userPoolClientId,
      [ENV.logLevel]: 'INFO',
      [ENV.serviceName]: SERVICE_NAME,
    };

    // The live channel: its Lambda first, then the WebSocket API that invokes it.
    this.live = new SteadyFunction(this, 'LiveFunction', {
      entry: LIVE_ENTRY,
      description: 'Steady live channel: WebSocket $connect/$disconnect/$default',
      environment: baseEnvironment,
      logsKey,
    });
    this.data.grantDataAccess(this.live.role);
    this.realtime = new RealtimeApi(this, 'Realtime', { handler: this.live.fn, logsKey });
    this.live.fn.addEnvironment(ENV.wsEndpoint, this.realtime.stage.callbackUrl);
    this.grantPush(this.live);

    // One HTTP Lambda per domain; every domain can push to open WebSockets (e.g. call_completed).
    const functions: Partial<Record<Domain, SteadyFunction>> = {};
    for (const [domain, file] of Object.entries(DOMAIN_ENTRIES) as [Domain, string][]) {
      const fn = new SteadyFunction(this, `${pascal(domain)}Function`, {
        entry: path.join(FUNCTIONS_SRC, file),
        description: `Steady ${domain} API (functions/src/${file})`,
        environment: { ...baseEnvironment, [ENV.wsEndpoint]: this.realtime.stage.callbackUrl },
        logsKey,
      });
      this.data.grantDataAccess(fn.role);
      this.grantPush(fn);
      functions[domain] = fn;
    }
    this.functions = functions as Record<Domain, SteadyFunction>;
    // Only the users domain creates, sets the password of and (to undo a failed registration) deletes Cognito users.
    this.auth.grantUserAdmin(this.functions.users.role);
    this.auth.grantUserActivation(this.functions.admin.role);

    // Weekly analyses and monthly reports: hourly rule → fan-out → SQS (KMS, DLQ) → worker.
    this.insightsJobs = new InsightsJobs(this, 'InsightsJobs', {
      environment: baseEnvironment,
      logsKey,
      queueKey: this.data.dataKey,
      grantDataAccess: (fn) => this.data.grantDataAccess(fn.role),
    });

    this.httpApi = new HttpApiFromManifest(this, 'Http', {
      functions: Object.fromEntries(Object.entries(this.functions).map(([d, f]) => [d, f.fn as IFunction])) as Partial<Record<Domain, IFunction>>,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      logsKey,
    });

    this.site = new Site(this, 'Site', {
      httpApiId: this.httpApi.api.apiId,
      webSocketApiId: this.realtime.api.apiId,
      webSocketStageName: this.realtime.stage.stageName,
      runtimeConfig: {
        mode: 'aws',
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
      },
      logsKey,
      ...(props.domainName && props.certificateArn
        ? { customDomain: { domainName: props.domainName, certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) } }
        : {}),
    });
    this.suppressBucketDeploymentHandler();

    // The daily check-in call (docs/architecture.md, "The daily check-in call"): Twilio reaches the webhooks on the HTTP API itself.
    this.calls = new CallsPipeline(this, 'Calls', {
      environment: { ...baseEnvironment, [ENV.wsEndpoint]: this.realtime.stage.callbackUrl },
      logsKey,
      dataKey: this.data.dataKey,
      accessLogsBucket: this.site.logsBucket,
      publicUrl: this.httpApi.api.apiEndpoint,
      callsFunction: this.functions.calls,
      schedulingFunctions: [this.functions.users, this.functions.settings],
      grantDataAccess: (fn) => this.data.grantDataAccess(fn.role),
      grantPush: (fn) => this.grantPush(fn),
    });

    // Coach profile photos (docs/architecture.md, "Coach availability and profile"): their own private bucket.
    this.coachPhotos = new CoachPhotos(this, 'CoachPhotos', { dataKey: this.data.dataKey, accessLogsBucket: this.site.logsBucket });
    this.coachPhotos.grantReadWrite(this.functions.careTeam);

    // Account deletion: the daily job that erases accounts 30 days after the request.
    this.accountDeletion = new AccountDeletion(this, 'AccountDeletion', {
      environment: baseEnvironment,
      logsKey,
      grant: (fn) => {
        this.data.grantDataAccess(fn.role);
        this.auth.userPool.grant(fn.role, 'cognito-idp:AdminDeleteUser');
        this.calls.grantErasure(fn);
        this.coachPhotos.grantErasure(fn);
      },
    });

    const siteUrl = props.domainName && props.certificateArn ? `https://${props.domainName}` : `https://${this.site.distribution.distributionDomainName}`;

    // Crisis alerts for the care team: texts through Twilio linking to the site, and the re-send job.
    this.crisisAlerts = new CrisisAlerts(this, 'CrisisAlerts', {
      environment: { ...baseEnvironment, [ENV.wsEndpoint]: this.realtime.stage.callbackUrl },
      logsKey,
      appUrl: siteUrl,
      alertingFunctions: [
        this.functions.journal,
        this.functions.aiCoach,
        this.functions.calls,
        this.functions.conversations,
        this.calls.transcribed,
        this.functions.workspaces,
        this.functions.booking,
        this.functions.forms,
      ],
      grantDataAccess: (fn) => this.data.grantDataAccess(fn.role),
      grantPush: (fn) => this.grantPush(fn),
      grantTwilio: (fn) => this.calls.grantTwilioCredentials(fn),
    });
    // Booking a human coach: the job that expires unpaid holds and texts session reminders.
    this.bookingJobs = new BookingJobs(this, 'BookingJobs', {
      environment: { ...baseEnvironment, [ENV.wsEndpoint]: this.realtime.stage.callbackUrl },
      logsKey,
      grantDataAccess: (fn) => this.data.grantDataAccess(fn.role),
      grantPush: (fn) => this.grantPush(fn),
      grantTwilio: (fn) => this.calls.grantTwilioCredentials(fn),
    });
    // Forms: overdue assignments, recurrence and reminders (in the app and by text) every 15 minutes.
    this.formsJobs = new FormsJobs(this, 'FormsJobs', {
      environment: { ...baseEnvironment, [ENV.wsEndpoint]: this.realtime.stage.callbackUrl },
      logsKey,
      grant: (fn) => {
        this.data.grantDataAccess(fn.role);
        this.grantPush(fn);
        this.crisisAlerts.grantAlerting(fn);
      },
    });
    // Circle invite links are the site's: {APP_URL}/circle/accept/{token} (docs/architecture.md, "Support Circle").
    this.functions.circle.fn.addEnvironment(APP_URL_ENV, siteUrl);
    this.openAiSecret = this.openAiKey([...Object.values(this.functions), this.insightsJobs.worker, this.calls.transcribed]);
    // Payments (docs/architecture.md, "Payments"): checkout returns to the site; Stripe's keys are read at run time.
    this.functions.payments.fn.addEnvironment(APP_URL_ENV, siteUrl);
    this.stripeSecret = this.stripeKeys();
    this.grantStripe(this.functions.payments);
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The app (SPA, /api, /ws on one origin)' });
    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.api.apiEndpoint, description: 'HTTP API endpoint (the app calls it through SiteUrl/api)' });
    new CfnOutput(this, 'WebSocketUrl', { value: this.realtime.stage.url, description: 'WebSocket API stage (the app connects through SiteUrl/ws)' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
  }

  /**
   * The OpenAI key (docs/architecture.md, "Secrets"): JSON {apiKey}, empty until an operator puts a key
   * in it; until then the local analyser answers. The functions that use the Ai port read it at run
   * time (cached for 5 minutes), so setting or rotating the key needs no redeploy and never appears in
   * an environment variable or the template.
   */
  private openAiKey(users: SteadyFunction[]): Secret {
    const secret = new Secret(this, 'OpenAiSecret', {
      description: 'Steady: OpenAI API key {apiKey} (entry analysis, AI coach, insights, the crisis moderation check); empty = the local analyser',
      encryptionKey: this.data.dataKey,
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ apiKey: '' })),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const reason =
      "OpenAI API keys are issued and revoked in OpenAI's dashboard; Secrets Manager cannot rotate them. The operator puts a new key in the secret, and the functions pick it up within 5 minutes without a redeploy.";
    NagSuppressions.addResourceSuppressions(secret, [
      { id: 'AwsSolutions-SMG4', reason },
      { id: 'HIPAA.Security-SecretsManagerRotationEnabled', reason },
    ]);
    for (const fn of users) {
      fn.fn.addEnvironment(ENV.openAiSecretArn, secret.secretArn);
      secret.grantRead(fn.role);
    }
    return secret;
  }

  /**
   * Stripe's keys (docs/architecture.md, "Payments"): JSON {secretKey, webhookSecret}, a placeholder
   * the loader refuses (payments fail closed) until an operator puts the live keys in it. Read at run
   * time and cached for 5 minutes, never in an environment variable or the template.
   */
  private stripeKeys(): Secret {
    const secret = new Secret(this, 'StripeSecret', {
      description: 'Steady: Stripe keys {secretKey, webhookSecret} for marketplace checkout and session payments',
      encryptionKey: this.data.dataKey,
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ secretKey: '', webhookSecret: '' })),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const reason =
      "Stripe keys are issued and rolled in Stripe's dashboard (with an overlap period); Secrets Manager cannot rotate them. The operator puts the new key in the secret, and the functions pick it up within 5 minutes without a redeploy.";
    NagSuppressions.addResourceSuppressions(secret, [
      { id: 'AwsSolutions-SMG4', reason },
      { id: 'HIPAA.Security-SecretsManagerRotationEnabled', reason },
    ]);
    return secret;
  }

  /** Lets a Lambda use the payments port: the Stripe secret's ARN in its environment and read access to it. */
  grantStripe(fn: SteadyFunction): void {
    fn.fn.addEnvironment(ENV.stripeSecretArn, this.stripeSecret.secretArn);
    this.stripeSecret.grantRead(fn.role);
  }

  /** execute-api:ManageConnections on the live stage's @connections, to push to open WebSockets. */
  private grantPush(fn: SteadyFunction): void {
    this.realtime.stage.grantManagementApiAccess(fn.role);
    NagSuppressions.addResourceSuppressions(
      fn.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "Pushing to a WebSocket client addresses @connections/{connectionId}, known only at run time; the wildcard is limited to this API's prod stage.",
          appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<.*>\\/prod\\/\\*\\/@connections\\/\\*$/g' }],
        },
      ],
      true,
    );
  }

  /** The BucketDeployment's provider Lambda is a CDK singleton at stack level: suppress what it cannot change. */
  private suppressBucketDeploymentHandler(): void {
    for (const child of this.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      NagSuppressions.addResourceSuppressions(child, [
        { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment provider: its Python runtime is set by aws-cdk-lib and moves with CDK upgrades.' },
        {
          id: 'HIPAA.Security-LambdaInsideVPC',
          reason: 'Deploy-time only: copies the SPA build from the CDK assets bucket to the site bucket; no PHI, no network peers besides S3 and CloudFront.',
        },
        { id: 'HIPAA.Security-LambdaConcurrency', reason: 'Runs once per deployment as a CloudFormation custom resource.' },
        {
          id: 'HIPAA.Security-LambdaDLQ',
          reason: 'Invoked synchronously by CloudFormation, which reports failure and rolls back; no asynchronous event to dead-letter.',
        },
      ]);
    }
  }
}
