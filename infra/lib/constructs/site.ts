import { existsSync } from 'node:fs';
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { PRERENDERED_PAGES } from '@steady/shared/prerendered-pages';
import { Construct } from 'constructs';
import { WEB_DIST } from '../paths.js';
import { PAGE_BOOT_SCRIPT_SOURCE } from '../page-csp.js';
import { encryptedLogGroup } from './log-group.js';
import { ManagedPolicyRole } from './managed-policy-role.js';

export interface SiteProps {
  /** API Gateway HTTP API id: `/api/*`, `/twilio/*` and `/stripe/*` go there. */
  httpApiId: string;
  /** API Gateway WebSocket API id and stage: `/ws` goes there. */
  webSocketApiId: string;
  webSocketStageName: string;
  /** What the SPA reads from GET /config.json (docs/architecture.md, "Runtime modes"). */
  runtimeConfig: { mode: 'aws'; region: string; userPoolId: string; userPoolClientId: string };
  logsKey: IKey;
  /** A custom domain and its us-east-1 ACM certificate; without them the *.cloudfront.net name is used. */
  customDomain?: { domainName: string; certificate: ICertificate };
}

/** Paths CloudFront sends to the HTTP API (docs/architecture.md, "Runtime modes"): one origin for the page, the API and the webhooks. */
export const API_PATH_PATTERNS = ['/api/*', '/twilio/*', '/stripe/*'] as const;
export const WEBSOCKET_PATH = '/ws';

/**
 * SPA hosting: a private, versioned S3 bucket behind CloudFront (OAC), with the API, the webhooks and
 * the WebSocket on the same origin, security headers, access logs, and /config.json written at deploy.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly deployment: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      // CloudFront standard logs are delivered with ACLs, so the bucket must accept object-writer ACLs.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      lifecycleRules: [{ expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.logsBucket, [
      {
        id: 'HIPAA.Security-S3DefaultEncryptionKMS',
        reason: 'S3 server access logging and CloudFront standard logging deliver only to SSE-S3 buckets; the logs hold request metadata, no PHI.',
      },
      {
        id: 'HIPAA.Security-S3BucketReplicationEnabled',
        reason: 'Access logs are kept one year in one region; cross-region replication is not needed for them.',
      },
    ]);

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.bucket, [
      {
        id: 'HIPAA.Security-S3DefaultEncryptionKMS',
        reason: 'The bucket holds the public SPA build and a non-secret config.json (no PHI), served to anyone through CloudFront; SSE-S3 encrypts it at rest.',
      },
      { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: 'The SPA is rebuilt and redeployed from source; replication would add nothing.' },
    ]);

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Steady: HSTS, CSP, nosniff, frame and referrer policies',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: {
          override: true,
          contentSecurityPolicy: [
            "default-src 'self'",
            // The prerendered pages' one inline script, by its hash (infra/lib/page-csp.ts).
            `script-src 'self' ${PAGE_BOOT_SCRIPT_SOURCE}`,
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            // A kept call recording plays from its presigned S3 link.
            `media-src 'self' https://*.s3.${Aws.REGION}.amazonaws.com`,
            // Amplify signs in against the Cognito endpoint; the live channel is wss on this host.
            `connect-src 'self' https://cognito-idp.${Aws.REGION}.amazonaws.com`,
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
          ].join('; '),
        },
      },
    });

    // SPA fallback for the default (S3) behaviour only: a prerendered public page's path gets its own
    // file (shared/src/prerendered-pages.ts; docs/architecture.md, "Prerendered public pages"), any
    // other path whose last segment has no file extension is a client-side route and gets /index.html.
    // /api errors are never rewritten.
    const prerendered = Object.fromEntries(PRERENDERED_PAGES.map((page) => [page.path, `/${page.file}`]));
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Steady: serve the prerendered pages and /index.html for client-side routes',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          `  var prerendered = ${JSON.stringify(prerendered)};`,
          '  if (Object.prototype.hasOwnProperty.call(prerendered, request.uri)) {',
          '    request.uri = prerendered[request.uri];',
          '    return request;',
          '  }',
          "  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);",
          "  if (last.indexOf('.') === -1) request.uri = '/index.html';",
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    // API Gateway WebSocket APIs accept the upgrade only on the stage path itself ('/prod', not
    // '/prod/ws'), so the /ws behaviour rewrites its path to the stage and the origin has no path.
    const wsRewrite = new CloudFrontFunction(this, 'WebSocketRewrite', {
      comment: 'Steady: /ws to the WebSocket API stage',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        ['function handler(event) {', '  var request = event.request;', `  request.uri = '/${props.webSocketStageName}';`, '  return request;', '}'].join('\n'),
      ),
    });

    // API Gateway sees its own Host (the viewer's is not forwarded), so the public host is passed on
    // as X-Forwarded-Host: Twilio signs the public URL, and the webhook handlers must rebuild it.
    const forwardedHost = new CloudFrontFunction(this, 'ForwardedHost', {
      comment: 'Steady: pass the public host to API Gateway as X-Forwarded-Host',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          "  request.headers['x-forwarded-host'] = { value: request.headers.host ? request.headers.host.value : '' };",
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    const executeApiDomain = (apiId: string): string => `${apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    const apiOrigin = new HttpOrigin(executeApiDomain(props.httpApiId), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      compress: true,
      functionAssociations: [{ function: forwardedHost, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const wsBehavior: BehaviorOptions = {
      origin: new HttpOrigin(executeApiDomain(props.webSocketApiId), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Forwards Sec-WebSocket-* headers and ?token= to API Gateway, never the viewer's Host.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [{ function: wsRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Steady: SPA, API, webhooks and live channel on one origin',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((p) => [p, apiBehavior])),
        [WEBSOCKET_PATH]: wsBehavior,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableIpv6: true,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: props.customDomain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Patients travel and may check in from anywhere; access is controlled by Cognito, not by geography.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The stack is region-agnostic and a CloudFront web ACL must live in us-east-1; API Gateway throttling, Cognito threat protection and webhook signature checks cover abuse. Attach a WAF web ACL when the stack is deployed in us-east-1.',
      },
      ...(props.customDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Served on the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; pass a custom domain and ACM certificate (context steady:domainName / steady:certificateArn) to enforce TLSv1.2_2021.',
            },
          ]),
    ]);

    // /config.json (and the SPA build when web/dist exists) in one deployment, so nothing prunes the
    // other. config.json comes last: it wins over any config.json a local build left in web/dist.
    const hasWebBuild = existsSync(WEB_DIST);
    const deploymentRole = new ManagedPolicyRole(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Steady: copies the SPA build and config.json into the site bucket',
    });
    const deploymentLogs = encryptedLogGroup(this, 'DeploymentLogs', props.logsKey);
    deploymentLogs.grantWrite(deploymentRole);
    this.deployment = new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      // The build manifest (web/dist/.vite) is for the build-size check, not for visitors.
      sources: [...(hasWebBuild ? [Source.asset(WEB_DIST, { exclude: ['.vite', '.vite/**'] })] : []), Source.jsonData('config.json', props.runtimeConfig)],
      prune: false,
      outputObjectKeys: false,
      role: deploymentRole,
      logGroup: deploymentLogs,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/index.html', ...PRERENDERED_PAGES.map((page) => `/${page.file}`), '/config.json'],
    });

    NagSuppressions.addResourceSuppressions(
      deploymentRole,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'BucketDeployment (CDK) reads its asset zips from the CDK assets bucket and writes any key of the site bucket, with the s3 action families CDK grants; the wildcards stay inside those two buckets.',
          appliesTo: [
            { regex: '/^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\\*$/g' },
            { regex: '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-<AWS::Region>\\/\\*$/g' },
            { regex: '/^Resource::<.*SiteBucket[A-Za-z0-9]+\\.Arn>\\/\\*$/g' },
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'cloudfront:CreateInvalidation/GetInvalidation as CDK grants them to invalidate the HTML pages and /config.json after a deploy; the role can do nothing else in CloudFront.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}
