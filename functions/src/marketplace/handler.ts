import { marketplaceRoutes } from '@steady/shared/routes/marketplace';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { createMyItem, listMyItems, publishMyItem, unpublishMyItem, updateMyItem } from './coach-items.js';
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
  'GET /api/users/{id}/coach/marketplace-items': (req, rt) => listMyItems(rt, req.params.id),
  'POST /api/users/{id}/coach/marketplace-items': (req, rt) => createMyItem(rt, req.params.id, req.body),
  'PATCH /api/users/{id}/coach/marketplace-items/{itemId}': (req, rt) => updateMyItem(rt, req.params.id, req.params.itemId, req.body),
  'POST /api/users/{id}/coach/marketplace-items/{itemId}/publish': (req, rt) => publishMyItem(rt, req.params.id, req.params.itemId),
  'POST /api/users/{id}/coach/marketplace-items/{itemId}/unpublish': (req, rt) => unpublishMyItem(rt, req.params.id, req.params.itemId),
};

export const handler = httpHandler(marketplaceRoutes, routes, runtimeFromEnv);
