import { insightsRoutes } from '@steady/shared/routes/insights';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { listMonthlyReports, listWeeklyAnalyses, unifiedAnalysis } from './service.js';

export const routes: DomainRoutes<'insights'> = {
  'GET /api/users/{id}/weekly-analyses': (req, rt) => listWeeklyAnalyses(rt, req.params.id, req.query.limit),
  'GET /api/users/{id}/monthly-reports': (req, rt) => listMonthlyReports(rt, req.params.id, req.query.limit),
  'POST /api/users/{id}/unified-analysis': (req, rt) => unifiedAnalysis(rt, req.params.id),
};

export const handler = httpHandler(insightsRoutes, routes, runtimeFromEnv);
