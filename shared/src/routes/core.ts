/**
 * What every slice of the route manifest shares (docs/architecture.md, "Layout"): the one list of
 * domains, the row type and the path helpers. A Lambda imports this and its own domain's slice
 * (`shared/src/routes/<domain>.ts`), never the whole manifest (docs/performance.md, "Lambda bundles").
 */
import type { z } from 'zod';

export const DOMAINS = [
  'health',
  'users',
  'journal',
  'settings',
  'support',
  'achievements',
  'habits',
  'aiCoach',
  'careTeam',
  'insights',
  'calls',
  'circle',
  'friends',
  'conversations',
  'workspaces',
  'audit',
  'admin',
  'booking',
  'marketplace',
  'payments',
  'forms',
  'account',
] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Circle-connection permissions a care-team policy can require. */
export type CarePermission = 'viewEntries' | 'commentEntries' | 'editWorkspaces';

/**
 * Who may call a route (docs/architecture.md, "Identity and authorization"):
 * - public: anyone; no token needed.
 * - self: the path `{id}` is the caller.
 * - authenticated: any signed-in caller; the route acts on the caller's own data (a body `userId` must be the caller).
 * - careTeam:<permission>: the caller is `{id}`, or has an active circle connection to `{id}` with that permission.
 * - coach: the caller's role is coach or therapist. admin: the caller is an admin.
 * - owner:<resource>: the resource addressed by its own id is loaded and its owner checked.
 * - twilio / stripe: the webhook signature is checked.
 */
export type Policy = 'public' | 'authenticated' | 'self' | `careTeam:${CarePermission}` | 'coach' | 'admin' | `owner:${string}` | 'twilio' | 'stripe';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  domain: Domain;
  policy: Policy;
  summary: string;
  /** HTTP status of a success. */
  status?: number;
  /**
   * The body's `userId` names the person the call is about (a client a form is assigned to), not the
   * caller: the body-user check of platform/policy.ts does not apply; the service checks it.
   */
  bodyUserIdIsSubject?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/** Compiles a manifest path ('/api/users/{id}') into a matcher that returns the path parameters. */
export function compilePath(path: string): (actual: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${pattern}$`);
  return (actual) => {
    const m = re.exec(actual);
    if (!m) return null;
    const params: Record<string, string> = {};
    try {
      names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      });
    } catch {
      return null; // malformed percent-encoding matches no route
    }
    return params;
  };
}
