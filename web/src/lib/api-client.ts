import type { ErrorBody } from '@steady/shared';
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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Public routes (register, config) are sent without a token. */
  public?: boolean;
  signal?: AbortSignal;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Builds a manifest path: apiPath('/api/users/{id}/stats', { id }) → '/api/users/abc/stats'. */
export function apiPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}
