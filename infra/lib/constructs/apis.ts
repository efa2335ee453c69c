import { routes, type Domain, type Policy, type RouteDef } from '@steady/shared/routes';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketStage,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { encryptedLogGroup } from './log-group.js';

/** Throttling of both stages; the account default (10,000 rps) is far above what one clinic needs. */
const THROTTLE = { rateLimit: 200, burstLimit: 400 };

/** Policies whose routes are called without a Cognito token: public, and webhooks that verify their signatures in code. */
const UNAUTHENTICATED_POLICIES: readonly Policy[] = ['public', 'twilio', 'stripe'];

export function needsToken(policy: Policy): boolean {
  return !UNAUTHENTICATED_POLICIES.includes(policy);
}

/** A construct id from a route key: 'GET /api/users/{id}' -> 'GET-api-users-id'. */
function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
}

const pascal = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export interface HttpApiFromManifestProps {
  /** The HTTP Lambda of each domain (DOMAIN_ENTRIES); every domain the manifest routes to must have one. */
  functions: Partial<Record<Domain, IFunction>>;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  logsKey: IKey;
}

/**
 * The HTTP API, one route per row of the route manifest (shared/src/routes.ts): method and path as
 * written there, integration = the row's domain Lambda, Cognito JWT authorizer unless the row's
 * policy is public, twilio or stripe. A route added to the manifest appears here on the next synth.
 */
export class HttpApiFromManifest extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: HttpApiFromManifestProps) {
    super(scope, id);

    this.api = new HttpApi(this, 'Api', {
      description: 'Steady HTTP API (routes from shared/src/routes.ts), reached through CloudFront at /api, /twilio, /stripe',
      createDefaultStage: false,
    });

    const accessLogs = encryptedLogGroup(this, 'AccessLogs', props.logsKey);
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
    const noAuth = new HttpNoneAuthorizer();

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    for (const route of routes as readonly RouteDef[]) {
      let integration = integrations.get(route.domain);
      if (!integration) {
        const fn = props.functions[route.domain];
        if (!fn)
          throw new Error(
            `Route ${route.method} ${route.path} belongs to domain '${route.domain}', which has no entry in DOMAIN_ENTRIES (functions/src/handlers.ts)`,
          );
        // One invoke permission per domain function (not one per route): keeps the Lambda resource
        // policy and the template small as the manifest grows.
        integration = new HttpLambdaIntegration(`${pascal(route.domain)}Integration`, fn, { scopePermissionToRoute: false });
        integrations.set(route.domain, integration);
      }
      const withToken = needsToken(route.policy);
      const httpRoute = new HttpRoute(this, routeId(route), {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        authorizer: (withToken ? authorizer : noAuth) as IHttpRouteAuthorizer,
      });
      if (!withToken) {
        NagSuppressions.addResourceSuppressions(httpRoute, [
          {
            id: 'AwsSolutions-APIG4',
            reason:
              route.policy === 'public'
                ? `${route.method} ${route.path} is public in the route manifest (${route.summary}).`
                : `${route.method} ${route.path} is a ${route.policy} webhook: the handler verifies the ${route.policy} signature of every request.`,
          },
        ]);
      }
    }
  }
}

export interface RealtimeApiProps {
  /** The Lambda of functions/src/live/socket.ts. */
  handler: IFunction;
  logsKey: IKey;
}

/** The WebSocket API (`/ws` through CloudFront): $connect, $disconnect and $default go to the live Lambda. */
export class RealtimeApi extends Construct {
  static readonly STAGE_NAME = 'prod';
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeApiProps) {
    super(scope, id);

    this.api = new WebSocketApi(this, 'Api', {
      description: 'Steady live channel (receive-only push), reached through CloudFront at /ws',
    });
    for (const key of ['$connect', '$disconnect', '$default']) {
      const route = this.api.addRoute(key, {
        integration: new WebSocketLambdaIntegration(`${key.slice(1)}Integration`, props.handler),
      });
      NagSuppressions.addResourceSuppressions(route, [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            key === '$connect'
              ? 'WebSocket APIs have no JWT authorizer: $connect verifies the Cognito access token from ?token= with aws-jwt-verify (browsers cannot set headers on a WebSocket) and refuses the connection otherwise.'
              : `${key} is only reachable on a connection that $connect accepted after verifying its Cognito access token.`,
        },
      ]);
    }

    const accessLogs = encryptedLogGroup(this, 'AccessLogs', props.logsKey);
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: RealtimeApi.STAGE_NAME,
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            eventType: '$context.eventType',
            routeKey: '$context.routeKey',
            status: '$context.status',
            connectionId: '$context.connectionId',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
  }
}
