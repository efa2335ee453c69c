/** The aiCoach domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { CoachChatBody, CoachChatResponse } from '../contracts/ai-coach.js';
import { UserIdParams } from '../contracts/common.js';
import { PromptCategoryParams, PromptList, PromptsQuery } from '../contracts/prompts.js';
import type { RouteDef } from './core.js';

export const aiCoachRoutes = [
  // Writing prompts and the AI Life Coach: domain aiCoach.
  {
    method: 'GET',
    path: '/api/users/{id}/prompts',
    domain: 'aiCoach',
    policy: 'self',
    summary: "Personal writing prompts from the themes of the user's recent entries (?seed= for another set)",
    params: UserIdParams,
    query: PromptsQuery,
    response: PromptList,
  },
  {
    method: 'GET',
    path: '/api/prompts/mood/{category}',
    domain: 'aiCoach',
    policy: 'authenticated',
    summary: 'Writing prompts of one mood category: reflective, gratitude, goal-setting, creativity, problem-solving (?seed= for another set)',
    params: PromptCategoryParams,
    query: PromptsQuery,
    response: PromptList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/ai-coach/chat',
    domain: 'aiCoach',
    policy: 'self',
    summary:
      'AI Life Coach reply in the context of the 5 latest entries and 3 latest weekly analyses; crisis → 988 first and care-team alerts; optionally saved as an ai_coach entry',
    params: UserIdParams,
    body: CoachChatBody,
    response: CoachChatResponse,
  },
] as const satisfies readonly RouteDef[];
