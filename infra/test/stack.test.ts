/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the synthesised CloudFormation JSON, which is untyped. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_ENTRIES } from '@steady/functions/handlers';
import { loadConfig } from '@steady/functions/platform/config';
import { TABLE_KEYS } from '@steady/functions/platform/table';
import { PASSWORD_MIN_LENGTH } from '@steady/shared/constants';
import { DOMAINS, routes, type RouteDef } from '@steady/shared/routes';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT_SOURCE } from '../lib/page-csp.js';
import { synthStack, type Synthesised } from './synth.js';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; DependsOn?: string[] };

/** Turns CloudFormation intrinsics into plain strings ('Ref X' -> 'refx'), so the Lambda environment can be fed to loadConfig. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, any>;
  if ('Ref' in v) return `ref${String(v.Ref).replace(/[^A-Za-z0-9]/g, '')}`.toLowerCase();
  // An API's ApiEndpoint attribute is its https URL (PUBLIC_URL of the calls Lambdas).
  if ('Fn::GetAtt' in v)
    return v['Fn::GetAtt'][1] === 'ApiEndpoint'
      ? `https://${String(v['Fn::GetAtt'][0]).toLowerCase()}.execute-api.example`
      : `${v['Fn::GetAtt'].join('')}`.toLowerCase();
  if ('Fn::Join' in v) return (v['Fn::Join'][1] as unknown[]).map(flatten).join(v['Fn::Join'][0]);
  throw new Error(`Unexpected intrinsic ${JSON.stringify(value)}`);
}

/** Policies whose routes carry no Cognito token (docs/architecture.md, "Identity and authorization"). */
const TOKENLESS = new Set(['public', 'twilio', 'stripe']);

let s: Synthesised;
let resources: Record<string, Resource>;
const ofType = (type: string): [string, Resource][] => Object.entries(resources).filter(([, r]) => r.Type === type);
const logicalId = (construct: { node: { defaultChild?: unknown } } | CfnElement): string =>
  s.stack.getLogicalId(('node' in construct && construct.node.defaultChild ? construct.node.defaultChild : construct) as CfnElement);

beforeAll(() => {
  s = synthStack();
  resources = s.template.toJSON().Resources as Record<string, Resource>;
});

describe('table (TABLE_KEYS)', () => {
  it('has the key schema, GSIs and attributes of TABLE_KEYS, on demand', () => {
    const indexKeys = TABLE_KEYS.indexes.flatMap((i) => [i.partitionKey, i.sortKey]);
    s.template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith(
        [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...indexKeys].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
      GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('is encrypted with a rotating customer-managed key, has PITR and TTL, and is retained', () => {
    const [[, table]] = ofType('AWS::DynamoDB::Table') as [[string, Resource]];
    expect(table.Properties.SSESpecification).toMatchObject({ SSEEnabled: true, SSEType: 'KMS' });
    const keyId = table.Properties.SSESpecification.KMSMasterKeyId['Fn::GetAtt'][0] as string;
    expect(resources[keyId]).toMatchObject({ Type: 'AWS::KMS::Key', Properties: { EnableKeyRotation: true } });
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('is in an AWS Backup plan', () => {
    s.template.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({ Resources: Match.arrayWith([Match.objectLike({ 'Fn::GetAtt': [logicalId(s.stack.data.table), 'Arn'] })]) }),
    });
  });
});

describe('Cognito', () => {
  it('uses the phone number as username, no self sign-up, the password rule of the contracts, threat protection', () => {
    s.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['phone_number'],
      AliasAttributes: Match.absent(),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: PASSWORD_MIN_LENGTH, RequireNumbers: true }) },
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
    });
  });

  it('has a public client with USER_PASSWORD_AUTH and refresh tokens', () => {
    s.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });
});

describe('Lambdas (DOMAIN_ENTRIES)', () => {
  it('every domain the manifest routes to has an entry', () => {
    for (const route of routes as readonly RouteDef[]) expect(Object.keys(DOMAIN_ENTRIES)).toContain(route.domain);
    for (const domain of Object.keys(DOMAIN_ENTRIES)) expect(DOMAINS).toContain(domain);
  });

  it('one nodejs22.x ARM64 traced function per domain, plus the live one', () => {
    const node = ofType('AWS::Lambda::Function').filter(([, r]) => String(r.Properties.Runtime).startsWith('nodejs'));
    // + the live one, + the insights jobs' fan-out and worker, + the call jobs (place-call, transcribed), + account deletion,
    // + the crisis alert re-send job, + the booking job (holds, reminders, refunds), + the forms job (overdue, reminders).
    expect(node).toHaveLength(Object.keys(DOMAIN_ENTRIES).length + 1 + 2 + 2 + 1 + 1 + 1 + 1);
    for (const [, fn] of node) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', TracingConfig: { Mode: 'Active' } });
    }
    for (const domain of Object.keys(DOMAIN_ENTRIES) as (keyof typeof DOMAIN_ENTRIES)[]) {
      expect(resources[logicalId(s.stack.functions[domain].fn)]?.Type).toBe('AWS::Lambda::Function');
    }
  });

  it('each function logs to its own KMS-encrypted log group with retention', () => {
    for (const fn of [...Object.values(s.stack.functions), s.stack.live]) {
      const props = resources[logicalId(fn.fn)]!.Properties;
      const logGroup = resources[props.LoggingConfig.LogGroup.Ref as string]!;
      expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
      expect(logGroup.Properties.KmsKeyId).toBeDefined();
      expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('the environment of every function is accepted by the real loadConfig and points at this stack', () => {
    const tableRef = flatten({ Ref: logicalId(s.stack.data.table) });
    const poolRef = flatten({ Ref: logicalId(s.stack.auth.userPool) });
    const clientRef = flatten({ Ref: logicalId(s.stack.auth.client) });
    for (const fn of [...Object.values(s.stack.functions), s.stack.live]) {
      const variables = resources[logicalId(fn.fn)]!.Properties.Environment.Variables as Record<string, unknown>;
      const env = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, flatten(v)]));
      expect(env).toMatchObject({ STEADY_MODE: 'aws', LOG_LEVEL: 'INFO', POWERTOOLS_SERVICE_NAME: 'steady' });
      const config = loadConfig({ ...env, AWS_REGION: 'eu-west-1' });
      expect(config).toMatchObject({ mode: 'aws', tableName: tableRef, userPoolId: poolRef, userPoolClientId: clientRef });
      expect(config.dynamoEndpoint).toBeUndefined();
      expect(config.wsEndpoint).toMatch(/^https:\/\/.*\.execute-api\..*\/prod$/);
    }
  });

  it('grants table access without Scan to every function, and Cognito admin actions to users and admin only', () => {
    const roleStatements = (fn: { role: { permissions: { node: { defaultChild?: unknown } } } }) =>
      resources[logicalId(fn.role.permissions)]!.Properties.PolicyDocument.Statement as { Action: string | string[] }[];
    const actionsOf = (fn: Parameters<typeof roleStatements>[0]) => roleStatements(fn).flatMap((st) => [st.Action].flat());
    for (const [domain, fn] of Object.entries({ ...s.stack.functions, live: s.stack.live })) {
      const actions = actionsOf(fn);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'kms:Decrypt']));
      expect(actions).not.toContain('dynamodb:Scan');
      const cognito = actions.filter((a) => a.startsWith('cognito-idp:')).sort();
      const expected: Record<string, string[]> = {
        users: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminSetUserPassword'],
        admin: ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut'],
      };
      expect(cognito).toEqual(expected[domain] ?? []);
    }
    // No AWS-managed policies and no inline policies on the function roles.
    for (const fn of [...Object.values(s.stack.functions), s.stack.live]) {
      const role = resources[logicalId(fn.role)]!.Properties;
      expect(role.ManagedPolicyArns).toBeUndefined();
      expect(role.Policies).toBeUndefined();
    }
    expect(ofType('AWS::IAM::Policy')).toEqual([]);
  });
});

describe('HTTP API (route manifest)', () => {
  it('has one route per manifest row, JWT exactly when the policy needs a token, integrated with the domain Lambda', () => {
    const httpApiId = logicalId(s.stack.httpApi.api);
    const httpRoutes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref === httpApiId);
    expect(httpRoutes).toHaveLength(routes.length);
    for (const route of routes as readonly RouteDef[]) {
      const key = `${route.method} ${route.path}`;
      const matches = httpRoutes.filter(([, r]) => r.Properties.RouteKey === key);
      expect(matches, key).toHaveLength(1);
      const props = matches[0]![1].Properties;
      if (TOKENLESS.has(route.policy)) {
        expect(props.AuthorizationType ?? 'NONE', key).toBe('NONE');
        expect(props.AuthorizerId, key).toBeUndefined();
      } else {
        expect(props.AuthorizationType, key).toBe('JWT');
        expect(resources[props.AuthorizerId.Ref]?.Type, key).toBe('AWS::ApiGatewayV2::Authorizer');
      }
      const integrationId = (props.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      const integration = resources[integrationId.Ref]!.Properties;
      expect(integration.IntegrationUri['Fn::GetAtt'][0], key).toBe(logicalId(s.stack.functions[route.domain].fn));
    }
  });

  it('uses a Cognito JWT authorizer for this pool and client', () => {
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(s.stack.auth.client) }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { Ref: logicalId(s.stack.auth.userPool) }]] },
      },
    });
  });

  it('logs access to a log group and throttles', () => {
    const stage = resources[logicalId(s.stack.httpApi.stage)]!.Properties;
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true });
    expect(resources[stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0]]?.Type).toBe('AWS::Logs::LogGroup');
    expect(JSON.parse(stage.AccessLogSettings.Format)).toHaveProperty('requestId', '$context.requestId');
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) });
  });
});

describe('WebSocket API', () => {
  it('routes $connect, $disconnect and $default to the live Lambda on an auto-deployed prod stage', () => {
    const wsApiId = logicalId(s.stack.realtime.api);
    const liveId = logicalId(s.stack.live.fn);
    const wsRoutes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref === wsApiId);
    expect(wsRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const [, r] of wsRoutes) {
      const integration = resources[(r.Properties.Target['Fn::Join'][1] as { Ref: string }[])[1]!.Ref]!.Properties;
      expect(JSON.stringify(integration.IntegrationUri)).toContain(liveId);
    }
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { ApiId: { Ref: wsApiId }, StageName: 'prod', AutoDeploy: true });
  });

  it('lets the functions post to connections of the prod stage', () => {
    for (const fn of [...Object.values(s.stack.functions), s.stack.live]) {
      const statements = resources[logicalId(fn.role.permissions)]!.Properties.PolicyDocument.Statement as { Action: string; Resource: unknown }[];
      const manage = statements.find((st) => st.Action === 'execute-api:ManageConnections');
      expect(JSON.stringify(manage?.Resource)).toContain('/prod/*/@connections/*');
    }
  });
});

describe('SPA hosting', () => {
  const behaviors = (): Record<string, any>[] =>
    (ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig.CacheBehaviors as Record<string, any>[]) ?? [];
  const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
  const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

  it('routes /api/*, /twilio/* and /stripe/* to the HTTP API uncached with all viewer headers but Host', () => {
    const config = ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    const httpApiId = logicalId(s.stack.httpApi.api);
    for (const pattern of ['/api/*', '/twilio/*', '/stripe/*']) {
      const b = behaviors().find((x) => x.PathPattern === pattern);
      expect(b, pattern).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
        ViewerProtocolPolicy: 'https-only',
      });
      const origin = (config.Origins as Record<string, any>[]).find((o) => o.Id === b!.TargetOriginId);
      expect(JSON.stringify(origin?.DomainName)).toContain(httpApiId);
      const fnId = b!.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0] as string;
      expect(resources[fnId]!.Properties.FunctionCode, pattern).toContain("request.headers['x-forwarded-host']");
    }
  });

  it('routes /ws to the WebSocket API, rewriting the path to the stage', () => {
    const config = ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    const b = behaviors().find((x) => x.PathPattern === '/ws');
    expect(b).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    const origin = (config.Origins as Record<string, any>[]).find((o) => o.Id === b!.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(logicalId(s.stack.realtime.api));
    const fnId = b!.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0] as string;
    expect(resources[fnId]!.Properties.FunctionCode).toContain("request.uri = '/prod'");
  });

  it('serves the private bucket through OAC with index.html, an SPA rewrite, security headers and logging', () => {
    const config = ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Origins[0].OriginAccessControlId).toBeDefined();
    expect(config.Logging.Bucket).toBeDefined();
    const fnId = config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0] as string;
    expect(resources[fnId]!.Properties.FunctionCode).toContain("'/index.html'");
    // The rewrite as CloudFront runs it: the prerendered pages get their own files (docs/architecture.md,
    // "Prerendered public pages"), every other client-side route the shell, files stay as they are.
    const rewrite = new Function(`${resources[fnId]!.Properties.FunctionCode}\nreturn handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const served = (uri: string) => rewrite({ request: { uri } }).uri;
    expect(served('/')).toBe('/landing.html');
    expect(served('/login')).toBe('/login.html');
    for (const uri of ['/dashboard', '/login/', '/register', '/circle/accept/abc']) expect(served(uri), uri).toBe('/index.html');
    for (const uri of ['/assets/index-A1b2.js', '/favicon.svg', '/config.json', '/landing.html']) expect(served(uri), uri).toBe(uri);
    // The pages' CSP allows their one inline script by its hash, and no other inline script.
    const csp = JSON.stringify(ofType('AWS::CloudFront::ResponseHeadersPolicy').map(([, r]) => r.Properties));
    expect(csp).toContain(`script-src 'self' ${PAGE_BOOT_SCRIPT_SOURCE};`);
    s.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ StrictTransportSecurity: Match.objectLike({ Override: true }) }),
      }),
    });
    const bucket = resources[logicalId(s.stack.site.bucket)]!.Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.LoggingConfiguration.DestinationBucketName.Ref).toBe(logicalId(s.stack.site.logsBucket));
  });

  it('writes config.json with the mode, region, pool and client at deploy, without pruning', () => {
    const [[, deployment]] = ofType('Custom::CDKBucketDeployment') as [[string, Resource]];
    expect(deployment.Properties.Prune).toBe(false);
    expect(deployment.Properties.DestinationBucketName).toEqual({ Ref: logicalId(s.stack.site.bucket) });
    const markers = deployment.Properties.SourceMarkers.find((m: Record<string, unknown>) => Object.keys(m).length > 0) as Record<string, unknown>;
    expect(Object.values(markers)).toEqual(
      expect.arrayContaining([{ Ref: 'AWS::Region' }, { Ref: logicalId(s.stack.auth.userPool) }, { Ref: logicalId(s.stack.auth.client) }]),
    );
    const dir = s.app.synth().directory;
    const configs = readdirSync(dir)
      .filter((d) => d.startsWith('asset.') && existsSync(path.join(dir, d, 'config.json')))
      .map((d) => JSON.parse(readFileSync(path.join(dir, d, 'config.json'), 'utf8')) as Record<string, string>);
    expect(configs).toHaveLength(1);
    expect(Object.keys(configs[0]!).sort()).toEqual(['mode', 'region', 'userPoolClientId', 'userPoolId']);
    expect(configs[0]!.mode).toBe('aws');
  });

  it('outputs the site URL, API URL, user pool id and client id', () => {
    for (const name of ['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']) s.template.hasOutput(name, {});
  });
});

describe('custom domain', () => {
  it('uses the certificate and TLS 1.2 when a domain is given', () => {
    const custom = synthStack({
      props: { domainName: 'app.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000' },
    });
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
  });
});

describe('coach photos (docs/architecture.md, "Coach availability and profile")', () => {
  it('keep their own private bucket: KMS with the data key, public access blocked, TLS only, retained', () => {
    const bucket = resources[logicalId(s.stack.coachPhotos.bucket)]!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const sse = bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault;
    expect(sse.SSEAlgorithm).toBe('aws:kms');
    expect(sse.KMSMasterKeyID).toEqual({ 'Fn::GetAtt': [logicalId(s.stack.data.dataKey), 'Arn'] });
    const policy = ofType('AWS::S3::BucketPolicy').find(([, r]) => JSON.stringify(r.Properties.Bucket).includes(logicalId(s.stack.coachPhotos.bucket)));
    expect(JSON.stringify(policy?.[1].Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });

  it('are named to the careTeam Lambda and the deletion job only', () => {
    const bucketRef = flatten({ Ref: logicalId(s.stack.coachPhotos.bucket) });
    const photosBucketOf = (fn: { fn: unknown }) => {
      const variables = resources[logicalId((fn as { fn: CfnElement & { node: { defaultChild?: unknown } } }).fn)]!.Properties.Environment.Variables;
      return variables.PHOTOS_BUCKET === undefined ? undefined : flatten(variables.PHOTOS_BUCKET);
    };
    for (const [domain, fn] of Object.entries(s.stack.functions)) expect(photosBucketOf(fn), domain).toBe(domain === 'careTeam' ? bucketRef : undefined);
    expect(photosBucketOf(s.stack.accountDeletion.job)).toBe(bucketRef);
  });
});
