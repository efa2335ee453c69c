/** The achievements domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { AchievementList } from '../contracts/achievements.js';
import { UserIdParams } from '../contracts/common.js';
import type { RouteDef } from './core.js';

export const achievementsRoutes = [
  {
    method: 'GET',
    path: '/api/users/{id}/achievements',
    domain: 'achievements',
    policy: 'self',
    summary: 'Achievements computed from the one stats item',
    params: UserIdParams,
    response: AchievementList,
  },
] as const satisfies readonly RouteDef[];
