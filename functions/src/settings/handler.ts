import { settingsRoutes } from '@steady/shared/routes/settings';
import { assertSelectable } from '../marketplace/install.js';
import { recordRequestRead } from '../audit/service.js';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import {
  createChecklist,
  createExperiment,
  createGoal,
  createPart,
  createRoutine,
  deleteChecklist,
  deleteExperiment,
  deleteGoal,
  deletePart,
  deleteRoutine,
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
  updateChecklist,
  updateExperiment,
  updateGoal,
  updatePart,
  updateRoutine,
} from './planning.js';
import { getSettings, saveSettings } from './service.js';
import { careTeamOf, getSafetyPlan, saveSafetyPlan } from './safety-plan.js';

export const routes: DomainRoutes<'settings'> = {
  'GET /api/users/{id}/settings': (req, rt) => getSettings(rt, req.params.id),
  'PUT /api/users/{id}/settings': async (req, rt) => {
    // A marketplace coach or system is selectable once installed (docs/architecture.md, "Marketplace").
    await assertSelectable(rt, req.params.id, req.body.currentAiCoachId, req.body.currentHabitSystemId);
    return saveSettings(rt, req.params.id, req.body);
  },
  'GET /api/users/{id}/goals': (req, rt) => listGoals(rt, req.params.id),
  // No {id} in the path: the record is the caller's (a body userId was checked to be the caller).
  'POST /api/goals': (req, rt) => createGoal(rt, req.auth.userId, req.body),
  'PATCH /api/goals/{goalId}': (req, rt) => updateGoal(rt, req.auth.userId, req.params.goalId, req.body),
  'DELETE /api/goals/{goalId}': (req, rt) => deleteGoal(rt, req.auth.userId, req.params.goalId),
  'GET /api/users/{id}/checklists': (req, rt) => listChecklists(rt, req.params.id),
  'POST /api/checklists': (req, rt) => createChecklist(rt, req.auth.userId, req.body),
  'PATCH /api/checklists/{checklistId}': (req, rt) => updateChecklist(rt, req.auth.userId, req.params.checklistId, req.body),
  'DELETE /api/checklists/{checklistId}': (req, rt) => deleteChecklist(rt, req.auth.userId, req.params.checklistId),
  'GET /api/users/{id}/parts': (req, rt) => listParts(rt, req.params.id),
  'POST /api/parts': (req, rt) => createPart(rt, req.auth.userId, req.body),
  'PATCH /api/parts/{partId}': (req, rt) => updatePart(rt, req.auth.userId, req.params.partId, req.body),
  'DELETE /api/parts/{partId}': (req, rt) => deletePart(rt, req.auth.userId, req.params.partId),
  'GET /api/users/{id}/experiments': (req, rt) => listExperiments(rt, req.params.id),
  'POST /api/experiments': (req, rt) => createExperiment(rt, req.auth.userId, req.body),
  'PATCH /api/experiments/{experimentId}': (req, rt) => updateExperiment(rt, req.auth.userId, req.params.experimentId, req.body),
  'DELETE /api/experiments/{experimentId}': (req, rt) => deleteExperiment(rt, req.auth.userId, req.params.experimentId),
  'GET /api/users/{id}/routines': (req, rt) => listRoutines(rt, req.params.id),
  'POST /api/routines': (req, rt) => createRoutine(rt, req.auth.userId, req.body),
  'PATCH /api/routines/{routineId}': (req, rt) => updateRoutine(rt, req.auth.userId, req.params.routineId, req.body),
  'DELETE /api/routines/{routineId}': (req, rt) => deleteRoutine(rt, req.auth.userId, req.params.routineId),
  'GET /api/users/{id}/current-coach': (req, rt) => getCurrentCoach(rt, req.params.id),
  'PUT /api/users/{id}/current-coach': (req, rt) => setCurrentCoach(rt, req.params.id, req.body),
  'GET /api/users/{id}/current-system': (req, rt) => getCurrentSystem(rt, req.params.id),
  'PUT /api/users/{id}/current-system': (req, rt) => setCurrentSystem(rt, req.params.id, req.body),
  'GET /api/users/{id}/deletion-request': (req, rt) => getDeletionRequest(rt, req.params.id),
  'POST /api/users/{id}/deletion-request': (req, rt) => requestDeletion(rt, req.params.id),
  'GET /api/users/{id}/safety-plan': async (req, rt) => {
    const plan = await getSafetyPlan(rt, req.params.id);
    // A care-team member reading the plan (docs/architecture.md, "Audit of reads"); an empty plan discloses nothing.
    await recordRequestRead(rt, req, { subjectId: req.params.id, what: 'safety_plan', count: plan.updatedAt ? 1 : 0 });
    return plan;
  },
  'PUT /api/users/{id}/safety-plan': (req, rt) => saveSafetyPlan(rt, req.params.id, req.body),
  'GET /api/users/{id}/care-team': (req, rt) => careTeamOf(rt, req.params.id),
};

export const handler = httpHandler(settingsRoutes, routes, runtimeFromEnv);
