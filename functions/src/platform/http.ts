import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { routes } from '@steady/shared/routes';
import { routeKey, type Domain, type RouteDef } from '@steady/shared/routes/core';
import type { z } from 'zod';
import { assertActiveUser } from './active-user.js';
import { HttpError, badRequest, unauthorized } from './errors.js';
import { logger } from './logger.js';
import { assertBodyUser, authorize, type AuthContext } from './policy.js';
import type { Runtime } from './runtime.js';
import { verifyTwilioSignature } from './twilio-signature.js';

type Routes = typeof routes;
type Row = Routes[number];
export type RouteKeyOf<D extends Domain> =
  Extract<Row, { domain: D }> extends infer R ? (R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never) : never;
type RowOf<K extends string> = Extract<Row, { method: K extends `${infer M} ${string}` ? M : never; path: K extends `${string} ${infer P}` ? P : never }>;
type Out<R, F extends string> = R extends { [k in F]: infer S extends z.ZodType } ? z.output<S> : undefined;

export interface Request<K extends string = string> {
  routeKey: K;
  params: Out<RowOf<K>, 'params'>;
  query: Out<RowOf<K>, 'query'>;
  body: Out<RowOf<K>, 'body'>;
  auth: AuthContext;
  event: APIGatewayProxyEventV2;
}

/** A handler may return the body (sent with the route's status), or a full reply. */
export class Reply<T = unknown> {
  constructor(
    readonly statusCode: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}

  /** An error answer with a body of its own (e.g. a 409 naming what is stored now): outside the route's response type. */
  static error(statusCode: number, body: object, headers: Record<string, string> = {}): Reply<never> {
    return new Reply(statusCode, body as never, headers);
  }
}

/**
 * What a route's handler must give back: the manifest row's `response` (as the schema accepts it),
 * bare or in a Reply. A route without a response schema (webhooks answering TwiML) may return anything.
 */
export type ResponseOf<K extends string> = RowOf<K> extends { response: infer S extends z.ZodType } ? z.input<S> : unknown;
type Handler<K extends string> = (req: Request<K>, rt: Runtime) => Promise<ResponseOf<K> | Reply<ResponseOf<K>>>;
export type DomainRoutes<D extends Domain> = { [K in RouteKeyOf<D>]: Handler<K> };

interface State {
  route: RouteDef;
  handler: Handler<string>;
  req: Request;
  started: number;
}
type Event = APIGatewayProxyEventV2 & { __steady?: State };

/** With every API response: no caching of health data, no content sniffing. */
const API_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  // Bytes (a ZIP download) go base64-encoded, which API Gateway and the local gateway decode.
  if (body instanceof Uint8Array) {
    return { statusCode, headers: { ...API_HEADERS, ...headers }, body: Buffer.from(body).toString('base64'), isBase64Encoded: true };
  }
  // A reply with its own content type (TwiML for Twilio) is sent as it is.
  if (typeof body === 'string' && headers['content-type']) return { statusCode, headers: { ...API_HEADERS, ...headers }, body };
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...API_HEADERS, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

function zodErrors(error: z.ZodError, prefix: string) {
  return error.issues.map((i) => ({ path: [prefix, ...i.path.map(String)].filter(Boolean).join('.'), message: i.message }));
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, where: 'params' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = zodErrors(result.error, where === 'body' ? '' : where);
  throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
}

function readBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  // Webhooks (Twilio) post forms.
  if ((event.headers?.['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
}

/** Claims verified by API Gateway's JWT authorizer (or the local gateway, which does the same). */
function authFrom(event: APIGatewayProxyEventV2): AuthContext | null {
  const claims = (event as APIGatewayProxyEventV2WithJWTAuthorizer).requestContext?.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  return typeof sub === 'string' && sub ? { userId: sub } : null;
}

/**
 * The shared middy stack (docs/architecture.md, "Layout"): route resolution, JSON body, zod validation with the
 * spec's messages and field paths, auth context from JWT claims, the route's policy, error mapping.
 */
function steadyHttp(
  rows: readonly RouteDef[],
  handlers: Record<string, Handler<string>>,
  getRuntime: () => Runtime,
): MiddlewareObj<Event, APIGatewayProxyStructuredResultV2> {
  const table = new Map(rows.map((r) => [routeKey(r), r]));
  return {
    before: async (request) => {
      const event = request.event;
      const key = event.routeKey;
      const route = table.get(key);
      const handler = handlers[key];
      if (!route || !handler) throw new HttpError(404, 'Not found');
      // Who is asking comes first: a stranger learns nothing from validation messages.
      const auth = authFrom(event);
      // A webhook proves who sent it by its signature, checked before anything else is read.
      if (route.policy === 'twilio') await verifyTwilioSignature(event, readBody(event), getRuntime().config);
      // A Stripe webhook's signature is over the raw body: its handler checks it first, through the payments port.
      else if (route.policy !== 'public' && route.policy !== 'stripe' && !auth) throw unauthorized();
      const params = parse(route.params, event.pathParameters ?? {}, 'params');
      const caller = auth ?? { userId: '' };
      // Someone else's path is refused before anything is read (the self policy needs no read).
      if (route.policy !== 'twilio' && route.policy !== 'stripe') await authorize(route, { params, auth: caller }, getRuntime());
      // A valid token of an account that has since been erased or deactivated is not enough.
      if (auth && route.policy !== 'public') await assertActiveUser(getRuntime(), auth.userId);
      const query = parse(route.query, event.queryStringParameters ?? {}, 'query');
      const body = route.body ? parse(route.body, readBody(event), 'body') : undefined;
      assertBodyUser(route, body, caller);
      const req = { routeKey: key, params, query, body, auth: caller, event } as Request;
      event.__steady = { route, handler, req, started: Date.now() };
    },
    onError: async (request) => {
      const err = request.error;
      if (err instanceof HttpError) {
        request.response = json(err.statusCode, { message: err.message, ...(err.errors ? { errors: err.errors } : {}) }, err.headers);
      } else {
        // The error's and its cause's names and codes are the libraries' own words (ElectroDB wraps the
        // SDK's error as `cause`), never the request's data: enough to tell a lost race from a dropped
        // connection without a message that could quote what was written.
        const cause = (err as { cause?: { name?: unknown; code?: unknown } } | undefined)?.cause;
        logger.error('Unhandled error', {
          routeKey: request.event.routeKey,
          errorName: (err as Error | undefined)?.name,
          causeName: typeof cause?.name === 'string' ? cause.name : undefined,
          errorCode:
            [(err as { code?: unknown } | undefined)?.code, cause?.code].filter((c) => typeof c === 'string' || typeof c === 'number').join(' ') || undefined,
        });
        request.response = json(500, { message: 'Internal server error' });
      }
      logger.info('request', { routeKey: request.event.routeKey, status: request.response.statusCode });
    },
  };
}

/**
 * A domain's Lambda handler: its slice of the manifest (`shared/src/routes/<domain>.ts`, only that
 * domain's rows and contracts, docs/performance.md "Lambda bundles") and a handler for each row.
 * `getRuntime` comes from the composition root: the Lambda entry passes `runtimeFromEnv`
 * (app/runtime.ts), the local gateway its own runtime.
 */
export function httpHandler<D extends Domain>(rows: readonly (RouteDef & { domain: D })[], handlers: DomainRoutes<D>, getRuntime: () => Runtime) {
  const domain = rows[0]?.domain ?? 'no routes';
  if (rows.some((r) => r.domain !== domain)) throw new Error(`A slice of the manifest mixes domains: ${[...new Set(rows.map((r) => r.domain))].join(', ')}`);
  const expected = rows.map(routeKey).sort();
  const given = Object.keys(handlers).sort();
  if (expected.join('|') !== given.join('|')) {
    throw new Error(`Handlers of ${domain} do not match the manifest: expected ${expected.join(', ')}; got ${given.join(', ')}`);
  }
  const core = async (event: Event): Promise<APIGatewayProxyStructuredResultV2> => {
    const state = event.__steady!;
    const result = await state.handler(state.req, getRuntime());
    const reply = result instanceof Reply ? result : new Reply(state.route.status ?? 200, result);
    logger.info('request', { routeKey: state.route.method + ' ' + state.route.path, status: reply.statusCode, ms: Date.now() - state.started });
    return json(reply.statusCode, reply.body, reply.headers);
  };
  return middy<Event, APIGatewayProxyStructuredResultV2, Error, Context>(core)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(steadyHttp(rows, handlers as Record<string, Handler<string>>, getRuntime));
}
