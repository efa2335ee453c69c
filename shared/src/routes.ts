/**
 * The route manifest (docs/architecture.md, "Layout"): one row per API route. CDK builds API Gateway routes
 * from it, the local gateway mounts the same rows, and the authorization and fuzz suites iterate it.
 * A route that is not here does not exist.
 *
 * Each domain's rows live in their own slice, `shared/src/routes/<domain>.ts`, so that a domain's Lambda
 * imports only its own rows and contracts (docs/performance.md, "Lambda bundles"); this module is their
 * concatenation, for whatever needs every route (CDK, the local gateway, the suites).
 */
import type { Domain, RouteDef } from './routes/core.js';
import { healthRoutes } from './routes/health.js';
import { usersRoutes } from './routes/users.js';
import { journalRoutes } from './routes/journal.js';
import { settingsRoutes } from './routes/settings.js';
import { supportRoutes } from './routes/support.js';
import { achievementsRoutes } from './routes/achievements.js';
import { habitsRoutes } from './routes/habits.js';
import { aiCoachRoutes } from './routes/ai-coach.js';
import { careTeamRoutes } from './routes/care-team.js';
import { insightsRoutes } from './routes/insights.js';
import { callsRoutes } from './routes/calls.js';
import { circleRoutes } from './routes/circle.js';
import { friendsRoutes } from './routes/friends.js';
import { conversationsRoutes } from './routes/conversations.js';
import { workspacesRoutes } from './routes/workspaces.js';
import { auditRoutes } from './routes/audit.js';
import { adminRoutes } from './routes/admin.js';
import { bookingRoutes } from './routes/booking.js';
import { marketplaceRoutes } from './routes/marketplace.js';
import { paymentsRoutes } from './routes/payments.js';
import { formsRoutes } from './routes/forms.js';
import { accountRoutes } from './routes/account.js';

export * from './routes/core.js';

/** Every domain's slice by domain: `satisfies` fails type-checking when a domain of `DOMAINS` has none. */
export const ROUTE_SLICES = {
  health: healthRoutes,
  users: usersRoutes,
  journal: journalRoutes,
  settings: settingsRoutes,
  support: supportRoutes,
  achievements: achievementsRoutes,
  habits: habitsRoutes,
  aiCoach: aiCoachRoutes,
  careTeam: careTeamRoutes,
  insights: insightsRoutes,
  calls: callsRoutes,
  circle: circleRoutes,
  friends: friendsRoutes,
  conversations: conversationsRoutes,
  workspaces: workspacesRoutes,
  audit: auditRoutes,
  admin: adminRoutes,
  booking: bookingRoutes,
  marketplace: marketplaceRoutes,
  payments: paymentsRoutes,
  forms: formsRoutes,
  account: accountRoutes,
} as const satisfies Record<Domain, readonly RouteDef[]>;

export const routes = [
  ...healthRoutes,
  ...usersRoutes,
  ...journalRoutes,
  ...settingsRoutes,
  ...supportRoutes,
  ...achievementsRoutes,
  ...habitsRoutes,
  ...aiCoachRoutes,
  ...careTeamRoutes,
  ...insightsRoutes,
  ...callsRoutes,
  ...circleRoutes,
  ...friendsRoutes,
  ...conversationsRoutes,
  ...workspacesRoutes,
  ...auditRoutes,
  ...adminRoutes,
  ...bookingRoutes,
  ...marketplaceRoutes,
  ...paymentsRoutes,
  ...formsRoutes,
  ...accountRoutes,
] as const satisfies readonly RouteDef[];

export type RouteKey = `${(typeof routes)[number]['method']} ${(typeof routes)[number]['path']}`;

export function routesOf(domain: Domain): RouteDef[] {
  return [...(ROUTE_SLICES[domain] as readonly RouteDef[])];
}
