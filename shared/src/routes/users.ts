/** The users domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { Agenda } from '../contracts/agenda.js';
import { UserIdParams } from '../contracts/common.js';
import { OnboardingState, RegisterBody, RegisterResponse, UpdateConsentsBody, UpdateOnboardingBody, UserProfile } from '../contracts/users.js';
import type { RouteDef } from './core.js';

export const usersRoutes = [
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
    summary: 'Read a user (id, name, phone number, role) with their onboarding state',
    params: UserIdParams,
    response: UserProfile,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/onboarding',
    domain: 'users',
    policy: 'self',
    summary: 'Consents and first-run onboarding steps (completed, skipped, finished, dismissed)',
    params: UserIdParams,
    response: OnboardingState,
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/onboarding',
    domain: 'users',
    policy: 'self',
    summary: 'Remember completed and skipped onboarding steps, finish it, or dismiss the dashboard card',
    params: UserIdParams,
    body: UpdateOnboardingBody,
    response: OnboardingState,
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/consents',
    domain: 'users',
    policy: 'self',
    summary: 'Give (with the text version and time) or withdraw consent to calls and text messages; accept the terms and privacy notice',
    params: UserIdParams,
    body: UpdateConsentsBody,
    response: OnboardingState,
  },
  // The dashboard agenda (docs/architecture.md, "The dashboard agenda").
  {
    method: 'GET',
    path: '/api/users/{id}/agenda',
    domain: 'users',
    policy: 'self',
    summary:
      "The dashboard's agenda in one read: open form assignments, upcoming sessions as a client, the newest artifacts and their count (three indexed Queries)",
    params: UserIdParams,
    response: Agenda,
  },
] as const satisfies readonly RouteDef[];
