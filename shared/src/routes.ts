/**
 * The route manifest (DESIGN.md section 1): one row per API route. CDK builds API Gateway routes
 * from it, the local gateway mounts the same rows, and the authorization and fuzz suites iterate it.
 * A route that is not here does not exist.
 */
import type { z } from 'zod';
import { UserIdParams } from './contracts/common.js';
import { HealthResponse } from './contracts/health.js';
import { CreateEntryBody, DashboardStats, JournalEntry, JournalEntryList, ListEntriesQuery } from './contracts/journal.js';
import { UpdateSettingsBody, UserSettings } from './contracts/settings.js';
import { PublicUser, RegisterBody, RegisterResponse } from './contracts/users.js';

export const DOMAINS = ['health', 'users', 'journal', 'settings'] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Circle-connection permissions a care-team policy can require. */
export type CarePermission = 'viewEntries' | 'commentEntries' | 'editWorkspaces';

/**
 * Who may call a route (DESIGN.md section 3):
 * - public: anyone; no token needed.
 * - self: the path `{id}` is the caller.
 * - careTeam:<permission>: the caller is `{id}`, or has an active circle connection to `{id}` with that permission.
 * - coach: the caller's role is coach or therapist. admin: the caller is an admin.
 * - owner:<resource>: the resource addressed by its own id is loaded and its owner checked.
 * - twilio / stripe: the webhook signature is checked.
 */
export type Policy = 'public' | 'self' | `careTeam:${CarePermission}` | 'coach' | 'admin' | `owner:${string}` | 'twilio' | 'stripe';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  domain: Domain;
  policy: Policy;
  summary: string;
  /** HTTP status of a success. */
  status?: number;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

export const routes = [
  {
    method: 'GET',
    path: '/api/health',
    domain: 'health',
    policy: 'public',
    summary: 'Liveness and mode',
    response: HealthResponse,
  },
  {
    method: 'POST',
    path: '/api/register',
    domain: 'users',
    policy: 'public',
    summary: 'Create an account: Cognito user, user record, default settings and stats',
    status: 201,
    body: RegisterBody,
    response: RegisterResponse,
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    domain: 'users',
    policy: 'self',
    summary: 'Read a user (id, name, phone number, role)',
    params: UserIdParams,
    response: PublicUser,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/stats',
    domain: 'journal',
    policy: 'careTeam:viewEntries',
    summary: 'Dashboard stats from the one stats item',
    params: UserIdParams,
    response: DashboardStats,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/journal-entries',
    domain: 'journal',
    policy: 'careTeam:viewEntries',
    summary: 'Journal entries, newest first',
    params: UserIdParams,
    query: ListEntriesQuery,
    response: JournalEntryList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/journal-entries',
    domain: 'journal',
    policy: 'self',
    summary: 'Create a manual entry; analysed, and counted in stats in the same transaction',
    status: 201,
    params: UserIdParams,
    body: CreateEntryBody,
    response: JournalEntry,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/settings',
    domain: 'settings',
    policy: 'self',
    summary: 'Read settings',
    params: UserIdParams,
    response: UserSettings,
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/settings',
    domain: 'settings',
    policy: 'self',
    summary: 'Save settings',
    params: UserIdParams,
    body: UpdateSettingsBody,
    response: UserSettings,
  },
] as const satisfies readonly RouteDef[];

export type RouteKey = `${(typeof routes)[number]['method']} ${(typeof routes)[number]['path']}`;

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export function routesOf(domain: Domain): RouteDef[] {
  return (routes as readonly RouteDef[]).filter((r) => r.domain === domain);
}

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
    names.forEach((n, i) => {
      params[n] = decodeURIComponent(m[i + 1] ?? '');
    });
    return params;
  };
}
