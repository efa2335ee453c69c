/**
 * The local gateway: what API Gateway (HTTP + WebSocket) and CloudFront do in production, on one port.
 * - /api/*: the manifest's routes, as APIGatewayProxyEventV2 events with verified JWT claims, into the
 *   same domain handlers the Lambdas run.
 * - /cognito: the sign-in operations a browser needs, forwarded to cognito-local (Amplify's
 *   userPoolEndpoint); everything else there is refused (infra/local/cognito-proxy.ts).
 * - /config.json: the SPA's runtime settings.
 * - /ws: the WebSocket, token checked on connect; POST /@connections/{id} lets the management SDK push.
 * - /dev/*: local development tools, and /@connections/*: only with dev tools on, only from loopback,
 *   only to non-simple requests (infra/local/dev-guard.ts).
 * - everything else: the built SPA, with client-side routing; `/` and `/login` get their prerendered
 *   pages (docs/architecture.md, "Prerendered public pages").
 * Tokens are verified against this installation's own key only (infra/local/signing-key.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { WebSocketServer, type WebSocket } from 'ws';
import { compilePath, prerenderedFile, routeKey, routes, type Domain, type RouteDef } from '@steady/shared';
import type { Runtime } from '@steady/functions/platform/runtime';
import { connect, disconnect } from '@steady/functions/live/service';
import { assertActiveUser } from '@steady/functions/platform/active-user';
import { cognitoProxy } from './cognito-proxy.js';
import { SECURITY_HEADERS, hstsFor, pageHeaders, readBody, send } from './respond.js';
import { devGuard } from './dev-guard.js';
import { decodeJwtHeader, type SigningKey } from './signing-key.js';

export type DomainHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  port: number;
  /** Interface to listen on; loopback unless said otherwise (README: serving a clinic network). */
  host?: string;
  runtime: Runtime;
  /** The installation's token-signing key: the only key whose tokens are accepted. */
  signingKey: SigningKey;
  /** Serve /dev/* and /@connections/* (to loopback only). */
  devTools: boolean;
  /** Where kept recordings play from (the local object store), allowed by the pages' CSP. */
  mediaOrigin?: string;
  handlers: Record<Domain, DomainHandler>;
  cognitoUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  webDist: string;
  /** Local-only routes (the dev phone); answer true when the request was handled. */
  extraRoutes?: ExtraRoutes;
}

/** Verifies an access token as the gateway does; resolves the claims, or null. */
export type VerifyToken = (token: string | undefined) => Promise<Record<string, unknown> | null>;
export type ExtraRoutes = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, verify: VerifyToken) => Promise<boolean>;

export interface Gateway {
  url: string;
  port: number;
  server: http.Server;
  connections: Map<string, WebSocket>;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
/** Files sent compressed (text); images and audio are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);

/** The best encoding the client accepts: brotli, else gzip, else none. */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(?:\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** Compressed files, by path, modification time and encoding: each is compressed once. */
const compressedCache = new Map<string, Buffer>();

function compressedFile(file: string, encoding: 'br' | 'gzip', immutable: boolean): Buffer {
  const key = `${file}\0${fs.statSync(file).mtimeMs}\0${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    // Hashed assets are compressed once and kept, so they get the strongest setting.
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: immutable ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : zlib.gzipSync(raw, { level: immutable ? 9 : 6 });
    compressedCache.set(key, body);
  }
  return body;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wav': 'audio/wav',
};

/** JWT claims as API Gateway passes them to a Lambda: every value a string. */
function asClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const issuer = `${opts.cognitoUrl}/${opts.userPoolId}`;
  const verifier = JwtRsaVerifier.create({
    issuer,
    // Never fetched: the only key is cached below, and a token naming another key is refused first.
    jwksUri: `https://jwks.invalid/${opts.userPoolId}/.well-known/jwks.json`,
    audience: null,
    // API Gateway's JWT authorizer accepts an access token whose client_id is the app client.
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access' || payload.client_id !== opts.userPoolClientId) throw new Error('Token is not an access token of this client');
    },
  });
  const jwks = { keys: [opts.signingKey.jwk] };
  verifier.cacheJwks(jwks as Parameters<typeof verifier.cacheJwks>[0]);
  // Most specific first, as API Gateway matches (a literal segment before a path parameter), whatever
  // the order of the manifest's slices.
  const specificity = (p: string) =>
    p
      .split('/')
      .map((s) => (s.startsWith('{') ? '1' : '0'))
      .join('');
  const table = (routes as readonly RouteDef[])
    .map((r) => ({ route: r, match: compilePath(r.path), rank: specificity(r.path) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  const connections = new Map<string, WebSocket>();
  const webDist = path.resolve(opts.webDist);
  let baseUrl = '';

  /**
   * Tokens whose signature and claims were verified, with their claims: the same bytes verify the
   * same way, so a token seen again is only checked for expiry (docs/performance.md, "The request path
   * of GET /stats"). Bounded; a browser sends one token for an hour of requests.
   */
  const verified = new Map<string, Awaited<ReturnType<typeof verifier.verify>>>();
  const MAX_VERIFIED = 5_000;

  async function verify(token: string | undefined) {
    if (!token) return null;
    const known = verified.get(token);
    if (known) {
      if (typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known;
      verified.delete(token);
    }
    // Only this installation's key: a token naming any other (cognito-local's bundled one) is refused
    // before the verifier could think of fetching keys.
    if (decodeJwtHeader(token)?.kid !== opts.signingKey.kid) return null;
    try {
      const payload = await verifier.verify(token);
      if (typeof payload.exp === 'number') {
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, payload);
      }
      return payload;
    } catch (err) {
      if (process.env.GATEWAY_DEBUG) console.error('[gateway] token refused:', (err as Error).message);
      return null;
    }
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    let found: { route: RouteDef; params: Record<string, string> } | null = null;
    for (const { route, match } of table) {
      const params = match(url.pathname);
      if (params && route.method === method) {
        found = { route, params };
        break;
      }
    }
    if (!found) return send(res, 404, { message: 'Not Found' });
    const { route, params } = found;
    const body = await readBody(req, MAX_BODY);
    if (body === null) return send(res, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
    let claims: Record<string, string> | undefined;
    if (route.policy !== 'public' && route.policy !== 'twilio' && route.policy !== 'stripe') {
      const header = req.headers.authorization ?? '';
      const payload = await verify(/^Bearer (.+)$/i.exec(header)?.[1]);
      if (!payload) return send(res, 401, { message: 'Unauthorized' });
      claims = asClaims(payload);
    } else if (route.policy === 'public' && req.headers.authorization) {
      // A public route stays public, but a valid token that came with it names the caller
      // (functions/src/platform/optional-auth.ts does the same on AWS, where a public route has no authorizer).
      const payload = await verify(/^Bearer (.+)$/i.exec(req.headers.authorization)?.[1]);
      if (payload) claims = asClaims(payload);
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
    const now = new Date();
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey: routeKey(route),
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
      ...(Object.keys(params).length ? { pathParameters: params } : {}),
      body: body.length ? body.toString('utf8') : undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: url.host,
        domainPrefix: 'local',
        http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
        requestId: randomUUID(),
        routeKey: routeKey(route),
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      } as APIGatewayProxyEventV2['requestContext'],
    };
    const context = {
      functionName: `steady-${route.domain}`,
      functionVersion: '$LATEST',
      invokedFunctionArn: `arn:aws:lambda:${opts.region}:000000000000:function:steady-${route.domain}`,
      memoryLimitInMB: '512',
      awsRequestId: event.requestContext.requestId,
      logGroupName: `/aws/lambda/steady-${route.domain}`,
      logStreamName: 'local',
      callbackWaitsForEmptyEventLoop: false,
      getRemainingTimeInMillis: () => 30_000,
      done: () => undefined,
      fail: () => undefined,
      succeed: () => undefined,
    } as Context;
    const result = await opts.handlers[route.domain](event, context);
    res.writeHead(result.statusCode ?? 200, { ...SECURITY_HEADERS, ...hstsFor(req), ...((result.headers ?? {}) as Record<string, string>) });
    res.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
  }

  const proxyCognito = cognitoProxy({
    cognitoUrl: opts.cognitoUrl,
    userPoolId: opts.userPoolId,
    userPoolClientId: opts.userPoolClientId,
    signingKey: opts.signingKey,
    verifyAccessToken: verify,
  });

  async function handleConnections(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const id = decodeURIComponent(url.pathname.slice('/@connections/'.length));
    const ws = connections.get(id);
    if (!ws) return send(res, 410, { message: 'Gone' }, { 'x-amzn-errortype': 'GoneException' });
    if (req.method === 'POST') {
      const body = await readBody(req, MAX_BODY);
      ws.send((body ?? Buffer.alloc(0)).toString('utf8'));
      res.writeHead(200);
      return res.end();
    }
    if (req.method === 'DELETE') {
      ws.close(1000);
      res.writeHead(204);
      return res.end();
    }
    return send(res, 200, { connectedAt: new Date().toISOString() });
  }

  function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    let requested: string;
    try {
      requested = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, { message: 'Bad Request' });
    }
    const index = path.join(webDist, 'index.html');
    if (!fs.existsSync(index)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('The web app is not built yet. Run `npm run build:web` (npm start does this for you).');
    }
    // Dot folders of the build (the build manifest in .vite) are not served, as in production.
    if (requested.split('/').some((segment) => segment.startsWith('.'))) return send(res, 404, { message: 'Not Found' });
    // A prerendered public page has its own file (shared/src/prerendered-pages.ts), as CloudFront's
    // rewrite serves it; a build without it (an older one) falls back to the shell.
    const page = prerenderedFile(requested);
    let file = page && fs.existsSync(path.join(webDist, page)) ? path.join(webDist, page) : path.normalize(path.join(webDist, requested));
    if (file !== webDist && !file.startsWith(webDist + path.sep)) file = index;
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Client-side routing: unknown paths without a file extension get the app shell.
      if (path.extname(url.pathname)) return send(res, 404, { message: 'Not Found' });
      file = index;
    }
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...pageHeaders(opts.mediaOrigin),
      ...hstsFor(req),
    };
    if (!COMPRESSIBLE.has(path.extname(file))) {
      res.writeHead(200, headers);
      if (req.method === 'HEAD') return res.end();
      return void fs.createReadStream(file).pipe(res);
    }
    // Text is sent compressed, as CloudFront does in production (brotli, else gzip).
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const body = encoding ? compressedFile(file, encoding, immutable) : fs.readFileSync(file);
    res.writeHead(200, { ...headers, vary: 'accept-encoding', 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl || 'http://localhost');
    const p = url.pathname;
    const work = (async () => {
      if (p === '/config.json') {
        return send(res, 200, {
          mode: 'local',
          region: opts.region,
          userPoolId: opts.userPoolId,
          userPoolClientId: opts.userPoolClientId,
          cognitoEndpoint: `${req.headers['x-forwarded-proto'] ?? 'http'}://${req.headers.host ?? url.host}/cognito`,
          devTools: opts.devTools,
        });
      }
      if (p === '/cognito' || p.startsWith('/cognito/')) return proxyCognito(req, res, url);
      if (p.startsWith('/api/') || p.startsWith('/twilio/')) return handleApi(req, res, url);
      // /dev/phone itself is the SPA's page; what is under /dev/ and /@connections/ is the tools'.
      if ((p.startsWith('/dev/') && p !== '/dev/phone') || p.startsWith('/@connections/')) {
        const refused = devGuard(req, opts.devTools);
        if (refused) return send(res, refused.status, { message: refused.message });
        if (p.startsWith('/@connections/')) return handleConnections(req, res, url);
        if (opts.extraRoutes && (await opts.extraRoutes(req, res, url, verify))) return;
        return send(res, 404, { message: 'Not Found' });
      }
      return serveStatic(req, res, url);
    })();
    work.catch((err: Error) => {
      console.error(`[gateway] ${req.method} ${p} failed: ${err.name}`);
      if (!res.headersSent) send(res, 500, { message: 'Internal server error' });
      else res.end();
    });
  });

  // A clinic running this gateway behind a reverse proxy (nginx keeps idle upstream connections 60 s,
  // Caddy 2 minutes):
  // idle connections are kept longer than the proxy keeps them, so the proxy never sends a request
  // down one the gateway has just closed (a reset, not an answer). Node's default is 5 s. The header
  // timeout must stay above it.
  server.keepAliveTimeout = 125_000;
  server.headersTimeout = 126_000;

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    void verify(url.searchParams.get('token') ?? undefined).then(async (claims) => {
      const active =
        typeof claims?.sub === 'string' &&
        (await assertActiveUser(opts.runtime, claims.sub).then(
          () => true,
          () => false,
        ));
      if (!claims?.sub || !active) {
        socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
        return socket.destroy();
      }
      const connectionId = randomBytes(12).toString('base64url');
      await connect(opts.runtime, claims.sub, connectionId);
      wss.handleUpgrade(req, socket, head, (ws) => {
        connections.set(connectionId, ws);
        ws.on('close', () => {
          connections.delete(connectionId);
          void disconnect(opts.runtime, connectionId).catch(() => undefined);
        });
        ws.on('message', () => undefined); // receive-only channel
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  baseUrl = `http://localhost:${port}`;
  return {
    url: baseUrl,
    port,
    server,
    connections,
    close: async () => {
      for (const ws of connections.values()) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
