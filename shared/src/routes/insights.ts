/** The insights domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { UserIdParams } from '../contracts/common.js';
import { ListInsightsQuery, MonthlyReportList, UnifiedAnalysisResponse, WeeklyAnalysisList } from '../contracts/insights.js';
import type { RouteDef } from './core.js';

export const insightsRoutes = [
  // Insights: weekly analyses, monthly reports, Generate Insights.
  {
    method: 'GET',
    path: '/api/users/{id}/weekly-analyses',
    domain: 'insights',
    policy: 'self',
    summary: "Weekly analyses, newest week first (one Query) (the person's own: made from every entry, private ones too)",
    params: UserIdParams,
    query: ListInsightsQuery,
    response: WeeklyAnalysisList,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/monthly-reports',
    domain: 'insights',
    policy: 'self',
    summary: "Monthly reports, newest month first (one Query) (the person's own: made from every entry, private ones too)",
    params: UserIdParams,
    query: ListInsightsQuery,
    response: MonthlyReportList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/unified-analysis',
    domain: 'insights',
    policy: 'self',
    summary: "Generate Insights: the current week's analysis and month's report from the entries (replaces them)",
    params: UserIdParams,
    response: UnifiedAnalysisResponse,
  },
] as const satisfies readonly RouteDef[];
