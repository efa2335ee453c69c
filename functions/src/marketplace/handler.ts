import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { install, listBundles, listCoaches, listHumanCoaches, listSystems } from './service.js';

export const routes: DomainRoutes<'marketplace'> = {
  'GET /api/marketplace/ai-coaches': (req, rt) => listCoaches(rt, req.auth.userId, req.query),
  'GET /api/marketplace/habit-systems': (req, rt) => listSystems(rt, req.auth.userId, req.query),
  'GET /api/marketplace/bundles': (req, rt) => listBundles(rt, req.auth.userId, req.query),
  'GET /api/marketplace/human-coaches': (req, rt) => listHumanCoaches(rt, req.query),
  'POST /api/marketplace/install-coach': (req, rt) => install(rt, req.auth.userId, 'ai_coach', req.body.coachId),
  'POST /api/marketplace/install-system': (req, rt) => install(rt, req.auth.userId, 'habit_system', req.body.systemId),
  'POST /api/marketplace/install-bundle': (req, rt) => install(rt, req.auth.userId, 'bundle', req.body.bundleId),
};

export const handler = httpHandler('marketplace', routes, runtimeFromEnv);
