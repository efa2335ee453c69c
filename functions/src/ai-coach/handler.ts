import { aiCoachRoutes } from '@steady/shared/routes/ai-coach';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { categoryPrompts, chat, personalPrompts } from './service.js';

export const routes: DomainRoutes<'aiCoach'> = {
  'GET /api/users/{id}/prompts': (req, rt) => personalPrompts(rt, req.params.id, req.query.seed),
  'GET /api/prompts/mood/{category}': (req, rt) => categoryPrompts(rt, req.params.category, req.query.seed),
  'POST /api/users/{id}/ai-coach/chat': (req, rt) => chat(rt, req.params.id, req.body),
};

export const handler = httpHandler(aiCoachRoutes, routes, runtimeFromEnv);
