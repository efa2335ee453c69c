import { httpHandler, type DomainRoutes } from '../platform/http.js';
import {
  createChecklist,
  createExperiment,
  createGoal,
  createPart,
  createRoutine,
  getCurrentCoach,
  getCurrentSystem,
  getDeletionRequest,
  listChecklists,
  listExperiments,
  listGoals,
  listParts,
  listRoutines,
  requestDeletion,
  setCurrentCoach,
  setCurrentSystem,
} from './planning.js';
import { getSettings, saveSettings } from './service.js';
import { careTeamOf, getSafetyPlan, saveSafetyPlan } from './safety-plan.js';

export const routes: DomainRoutes<'settings'> = {
  'GET /api/users/{id}/settings': (req, rt) => getSettings(rt, req.params.id),
  'PUT /api/users/{id}/settings': (req, rt) => saveSettings(rt, req.params.id, req.body),
  'GET /api/users/{id}/goals': (req, rt) => listGoals(rt, req.params.id),
  // No {id} in the path: the record is the caller's (a body userId was checked to be the caller).
  'POST /api/goals': (req, rt) => createGoal(rt, req.auth.userId, req.body),
  'GET /api/users/{id}/checklists': (req, rt) => listChecklists(rt, req.params.id),
  'POST /api/checklists': (req, rt) => createChecklist(rt, req.auth.userId, req.body),
  'GET /api/users/{id}/parts': (req, rt) => listParts(rt, req.params.id),
  'POST /api/parts': (req, rt) => createPart(rt, req.auth.userId, req.body),
  'GET /api/users/{id}/experiments': (req, rt) => listExperiments(rt, req.params.id),
  'POST /api/experiments': (req, rt) => createExperiment(rt, req.auth.userId, req.body),
  'GET /api/users/{id}/routines': (req, rt) => listRoutines(rt, req.params.id),
  'POST /api/routines': (req, rt) => createRoutine(rt, req.auth.userId, req.body),
  'GET /api/users/{id}/current-coach': (req, rt) => getCurrentCoach(rt, req.params.id),
  'PUT /api/users/{id}/current-coach': (req, rt) => setCurrentCoach(rt, req.params.id, req.body),
  'GET /api/users/{id}/current-system': (req, rt) => getCurrentSystem(rt, req.params.id),
  'PUT /api/users/{id}/current-system': (req, rt) => setCurrentSystem(rt, req.params.id, req.body),
  'GET /api/users/{id}/deletion-request': (req, rt) => getDeletionRequest(rt, req.params.id),
  'POST /api/users/{id}/deletion-request': (req, rt) => requestDeletion(rt, req.params.id),
  'GET /api/users/{id}/safety-plan': (req, rt) => getSafetyPlan(rt, req.params.id),
  'PUT /api/users/{id}/safety-plan': (req, rt) => saveSafetyPlan(rt, req.params.id, req.body),
  'GET /api/users/{id}/care-team': (req, rt) => careTeamOf(rt, req.params.id),
};

export const handler = httpHandler('settings', routes);
