import type { ErrorBody, HttpMethod, routes } from '@steady/shared';
import type { z } from 'zod';
import { getAccessToken } from './auth';

/**
 * Any non-OK response becomes an ApiError whose message is `${status}: ${text || statusText}`.
 * `body` holds the parsed `{ message, errors? }` when the server sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, text: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(text);
  }

  /** Field errors by path ('title', 'phoneNumber', ...), from the server's `errors[]`. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.body?.errors ?? []) if (!(e.path in out)) out[e.path] = e.message;
    return out;
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || typeof (value as { message?: unknown }).message !== 'string') return null;
    const v = value as { message: string; errors?: unknown };
    const errors = Array.isArray(v.errors)
      ? v.errors.filter(
          (e): e is { path: string; message: string } => typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string',
        )
      : undefined;
    return { message: v.message, ...(errors ? { errors } : {}) };
  } catch {
    return null;
  }
}

/** The message to show a person: the server's `message` when there is one, else the error's own. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Public routes (register, config) are sent without a token. */
  public?: boolean;
  signal?: AbortSignal;
  /** The Accept header; JSON unless a download asks for its own type. */
  accept?: string;
}

type QueryValue = string | number | boolean | undefined;

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Sends a request with the session's token (unless public); a non-OK answer throws ApiError. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!options.public) {
    const token = await getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const res = await fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
  return res;
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * A request to a path that is not in the route manifest (the local-only /dev endpoints): the caller
 * names the answer's type. Manifest routes go through apiCall, which derives it.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await send(path, options))) as T;
}

/** Builds a manifest path: apiPath('/api/users/{id}/stats', { id }) → '/api/users/abc/stats'. */
export function apiPath<P extends string>(template: P, params: PathParams<P>): string {
  const values: Partial<Record<string, string>> = params;
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

// ---------------------------------------------------------------------------------------------
// The typed client (docs/architecture.md, "Typed API client"): paths, path parameters, query, body
// and answer come from the route manifest's types. `import type` only: no schema reaches the bundle.

type Row = (typeof routes)[number];

/** The manifest's paths for a method: apiCall's second argument. */
export type ApiPath<M extends HttpMethod> = Extract<Row, { method: M }>['path'];
/** The manifest row of a method and path. */
export type ApiRoute<M extends HttpMethod, P extends string> = Extract<Row, { method: M; path: P }>;

/** The `{name}` placeholders of a path, by name. */
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** The query as its schema accepts it; a coerced field (`z.coerce`, input `unknown`) takes any value a URL can carry. */
type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? QueryValue : z.input<S>[K] };

/**
 * What a route answers: its response schema's `z.input`, the type its handler returns
 * (functions/src/platform/http.ts, `ResponseOf`), which is sent as it is, not parsed on the way out.
 * Nothing (`void`) for a 204 or a route without a response schema.
 */
export type ApiResponse<R> = [R] extends [{ status: 204 }] ? void : [R] extends [{ response: infer S extends z.ZodType }] ? z.input<S> : void;
/** The answer of a method and path: `ApiResult<'GET', '/api/users/{id}/stats'>` is DashboardStats. */
export type ApiResult<M extends HttpMethod, P extends string> = ApiResponse<ApiRoute<M, P>>;

/** The body a method and path take, as its schema accepts it: `ApiBody<'PUT', '/api/users/{id}/consents'>`. */
export type ApiBody<M extends HttpMethod, P extends string> = [ApiRoute<M, P>] extends [{ body: infer S extends z.ZodType }] ? z.input<S> : never;

// The conditionals below are not distributive ([R] extends [...]): over a generic route they stay
// deferred instead of expanding to a union of every row's options.
type ParamsOption<P extends string> = [ParamNames<P>] extends [never] ? { params?: never } : { params: PathParams<P> };
type QueryOption<R> = [R] extends [{ query: infer S extends z.ZodType }]
  ? Empty extends QueryOf<S>
    ? { query?: QueryOf<S> }
    : { query: QueryOf<S> }
  : { query?: never };
type BodyOption<R> = [R] extends [{ body: infer S extends z.ZodType }] ? { body: z.input<S> } : { body?: never };
/** Only a public route may be sent without the token. */
type PublicOption<R> = [R] extends [{ policy: 'public' }] ? { public?: boolean } : { public?: never };

/** apiCall's options for a route: `params` exactly when the path has placeholders, `body` when the route takes one. */
export type ApiCallOptions<R extends { path: string }> = ParamsOption<R['path']> &
  QueryOption<R> &
  BodyOption<R> &
  PublicOption<R> & { signal?: AbortSignal; accept?: string };
/** No property at all (`{}`): an options type it extends requires nothing. */
type Empty = Record<never, never>;
/** The options argument may be left out when nothing in it is required. */
type OptionsArg<O> = Empty extends O ? [options?: O] : [options: O];

/** A Response whose `json()` is the route's answer. */
export interface ApiResponseOf<T> extends Response {
  json(): Promise<T>;
}

interface UntypedCallOptions extends Omit<RequestOptions, 'method'> {
  params?: Record<string, string>;
}

function sendRoute(method: HttpMethod, path: string, { params, ...options }: UntypedCallOptions = {}): Promise<Response> {
  return send(apiPath(path, params ?? {}), { ...options, method });
}

/**
 * Calls a manifest route: `apiCall('GET', '/api/users/{id}/stats', { params: { id } })` answers
 * DashboardStats. A path the manifest lacks for that method, a missing or extra path parameter, or a
 * body or query its schema refuses is a type error. A non-OK answer throws ApiError.
 */
export function apiCall<M extends HttpMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<ApiCallOptions<ApiRoute<M, P>>>
): Promise<ApiResult<M, P>>;
export async function apiCall(method: HttpMethod, path: string, options?: UntypedCallOptions): Promise<unknown> {
  return readJson(await sendRoute(method, path, options));
}

/**
 * apiCall's Response itself, for a file download (`blob()`) or a header (`x-next-cursor`); `json()`
 * is the route's answer.
 */
export function apiFetch<M extends HttpMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<ApiCallOptions<ApiRoute<M, P>>>
): Promise<ApiResponseOf<ApiResult<M, P>>>;
export function apiFetch(method: HttpMethod, path: string, options?: UntypedCallOptions): Promise<Response> {
  return sendRoute(method, path, options);
}
