import { vi } from 'vitest';

/** The only thing unit tests mock: the network. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type RouteHandler = (req: RecordedRequest) => Reply;

/**
 * Stubs global fetch with a table of 'METHOD /path' → handler (the path without the query string).
 * Unknown requests answer 404 so a test notices them. Returns the recorded requests.
 */
export function stubFetch(routes: Record<string, RouteHandler | { status?: number; body?: unknown }>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => {
      headers[k] = v;
    });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const req = { method, url, path, headers, body };
    requests.push(req);
    const route = routes[`${method} ${path}`];
    const reply = route === undefined ? { status: 404, body: { message: 'Not found' } } : typeof route === 'function' ? await route(req) : route;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      statusText: status === 200 ? 'OK' : status === 201 ? 'Created' : 'Error',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
