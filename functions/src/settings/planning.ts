import { isInstalled, resolveCoach, resolveSystem } from '../marketplace/install.js';
import {
  DATA_REMOVAL_DAYS,
  type AiCoach,
  type Checklist,
  CreateChecklistBody,
  CreateExperimentBody,
  CreateGoalBody,
  CreatePartBody,
  CreateRoutineBody,
  type DeletionRequest,
  type Experiment,
  type Goal,
  type HabitSystem,
  type Part,
  type Routine,
  type SetCurrentCoachBody,
  type SetCurrentSystemBody,
  type UpdateChecklistBody,
  type UpdateExperimentBody,
  type UpdateGoalBody,
  type UpdatePartBody,
  type UpdateRoutineBody,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { badRequest, notFound } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import { getSettings, saveSettings } from './service.js';
import type { ChecklistEntity, ExperimentEntity, GoalEntity, PartEntity, RoutineEntity } from './store.js';
import { isConditionFailure } from '../platform/transactions.js';

/**
 * The Settings screen's records: goals, checklists and parts in the user's partition (ULID ids, so a
 * reverse Query is newest first), the current AI coach and habit system (ids from the shared catalog,
 * stored in settings), and the account deletion request.
 */

function stamp(rt: Runtime) {
  const now = rt.ports.clock.now();
  return { id: ulid(now.getTime()), iso: now.toISOString() };
}

// ---- Goals ----
type GoalItem = EntityItem<typeof GoalEntity>;
const toGoal = (g: GoalItem): Goal => ({
  id: g.goalId,
  userId: g.userId,
  title: g.title,
  description: g.description,
  type: g.type,
  category: (g.category ?? null) as Goal['category'],
  priority: g.priority,
  targetDate: g.targetDate ?? null,
  status: g.status,
  progressPercentage: g.progressPercentage ?? 0,
  milestones: g.milestones ?? [],
  successCriteria: g.successCriteria ?? [],
  obstacles: g.obstacles ?? [],
  resources: g.resources ?? [],
  notes: g.notes ?? null,
  completedAt: g.completedAt ?? null,
  createdAt: g.createdAt,
  updatedAt: g.updatedAt,
});

export async function listGoals(rt: Runtime, userId: string): Promise<Goal[]> {
  const { data } = await rt.db.entities.goal.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toGoal);
}

export async function createGoal(rt: Runtime, userId: string, body: z.output<typeof CreateGoalBody>): Promise<Goal> {
  const { id, iso } = stamp(rt);
  const { data } = await rt.db.entities.goal
    .create({
      userId,
      goalId: id,
      title: body.title,
      description: body.description,
      type: body.type,
      category: body.category ?? undefined,
      priority: body.priority,
      targetDate: body.targetDate ?? undefined,
      status: 'active',
      progressPercentage: 0,
      milestones: body.milestones,
      successCriteria: body.successCriteria,
      obstacles: body.obstacles,
      resources: body.resources,
      notes: body.notes ?? undefined,
      createdAt: iso,
      updatedAt: iso,
    })
    .go();
  return toGoal(data as GoalItem);
}

// ---- Checklists ----
type ChecklistItemRow = EntityItem<typeof ChecklistEntity>;
const toChecklist = (c: ChecklistItemRow): Checklist => ({
  id: c.checklistId,
  userId: c.userId,
  title: c.title,
  description: c.description ?? null,
  relatedGoalId: c.relatedGoalId ?? null,
  category: (c.category ?? null) as Checklist['category'],
  items: c.items,
  completionPercentage: c.completionPercentage ?? 0,
  isRecurring: c.isRecurring ?? false,
  recurrencePattern: (c.recurrencePattern ?? null) as Checklist['recurrencePattern'],
  lastResetDate: c.lastResetDate ?? null,
  dueDate: c.dueDate ?? null,
  isActive: c.isActive ?? true,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

export async function listChecklists(rt: Runtime, userId: string): Promise<Checklist[]> {
  const { data } = await rt.db.entities.checklist.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toChecklist);
}

export async function createChecklist(rt: Runtime, userId: string, body: z.output<typeof CreateChecklistBody>): Promise<Checklist> {
  const { id, iso } = stamp(rt);
  const items = body.items.map((item, i) => ({ id: item.id || `item-${i + 1}`, text: item.text, completed: item.completed }));
  const done = items.filter((i) => i.completed).length;
  const { data } = await rt.db.entities.checklist
    .create({
      userId,
      checklistId: id,
      title: body.title,
      description: body.description ?? undefined,
      relatedGoalId: body.relatedGoalId ?? undefined,
      category: body.category ?? undefined,
      items,
      completionPercentage: Math.round((done / items.length) * 100),
      isRecurring: body.isRecurring,
      recurrencePattern: body.recurrencePattern ?? undefined,
      dueDate: body.dueDate ?? undefined,
      isActive: true,
      createdAt: iso,
      updatedAt: iso,
    })
    .go();
  return toChecklist(data as ChecklistItemRow);
}

// ---- Parts ----
type PartItem = EntityItem<typeof PartEntity>;
const toPart = (p: PartItem): Part => ({
  id: p.partId,
  userId: p.userId,
  name: p.name,
  description: p.description,
  role: p.role,
  color: p.color,
  characteristics: p.characteristics ?? [],
  triggers: p.triggers ?? [],
  strengths: p.strengths ?? [],
  challenges: p.challenges ?? [],
  isActive: p.isActive ?? true,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

export async function listParts(rt: Runtime, userId: string): Promise<Part[]> {
  const { data } = await rt.db.entities.part.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toPart);
}

export async function createPart(rt: Runtime, userId: string, body: z.output<typeof CreatePartBody>): Promise<Part> {
  const { id, iso } = stamp(rt);
  const { data } = await rt.db.entities.part
    .create({
      userId,
      partId: id,
      name: body.name,
      description: body.description,
      role: body.role,
      color: body.color,
      characteristics: body.characteristics,
      triggers: body.triggers,
      strengths: body.strengths,
      challenges: body.challenges,
      isActive: true,
      createdAt: iso,
      updatedAt: iso,
    })
    .go();
  return toPart(data as PartItem);
}

// ---- Experiments (beta) ----
type ExperimentItem = EntityItem<typeof ExperimentEntity>;
const toExperiment = (e: ExperimentItem): Experiment => ({
  id: e.experimentId,
  userId: e.userId,
  title: e.title,
  description: e.description ?? null,
  goal: e.goal ?? null,
  hypothesis: e.hypothesis ?? null,
  startDate: e.startDate ?? null,
  endDate: e.endDate ?? null,
  status: e.status,
  successMetrics: e.successMetrics ?? [],
  dailyActions: e.dailyActions ?? [],
  weeklyActions: e.weeklyActions ?? [],
  notes: e.notes ?? null,
  results: e.results ?? null,
  lessonsLearned: e.lessonsLearned ?? null,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

export async function listExperiments(rt: Runtime, userId: string): Promise<Experiment[]> {
  const { data } = await rt.db.entities.experiment.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toExperiment);
}

export async function createExperiment(rt: Runtime, userId: string, body: z.output<typeof CreateExperimentBody>): Promise<Experiment> {
  const { id, iso } = stamp(rt);
  const { data } = await rt.db.entities.experiment
    .create({
      userId,
      experimentId: id,
      title: body.title,
      description: body.description ?? undefined,
      goal: body.goal ?? undefined,
      hypothesis: body.hypothesis ?? undefined,
      startDate: body.startDate ?? undefined,
      endDate: body.endDate ?? undefined,
      status: 'active',
      successMetrics: body.successMetrics,
      dailyActions: body.dailyActions,
      weeklyActions: body.weeklyActions,
      notes: body.notes ?? undefined,
      createdAt: iso,
      updatedAt: iso,
    })
    .go();
  return toExperiment(data as ExperimentItem);
}

// ---- Routines (beta routine builder) ----
type RoutineItem = EntityItem<typeof RoutineEntity>;
const toRoutine = (r: RoutineItem): Routine => ({
  id: r.routineId,
  userId: r.userId,
  title: r.title,
  description: r.description ?? null,
  type: r.type,
  frequency: r.frequency,
  timeOfDay: r.timeOfDay,
  duration: r.duration ?? null,
  actions: r.actions ?? [],
  benefits: r.benefits ?? [],
  challenges: r.challenges ?? [],
  isActive: r.isActive ?? true,
  startDate: r.startDate ?? null,
  priority: r.priority ?? 1,
  relatedExperimentId: r.relatedExperimentId ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function listRoutines(rt: Runtime, userId: string): Promise<Routine[]> {
  const { data } = await rt.db.entities.routine.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toRoutine);
}

export async function createRoutine(rt: Runtime, userId: string, body: z.output<typeof CreateRoutineBody>): Promise<Routine> {
  const { id, iso } = stamp(rt);
  const { data } = await rt.db.entities.routine
    .create({
      userId,
      routineId: id,
      title: body.title,
      description: body.description ?? undefined,
      type: body.type,
      frequency: body.frequency,
      timeOfDay: body.timeOfDay,
      duration: body.duration ?? undefined,
      actions: body.actions,
      benefits: body.benefits,
      challenges: body.challenges,
      isActive: true,
      startDate: body.startDate ?? undefined,
      priority: body.priority,
      relatedExperimentId: body.relatedExperimentId ?? undefined,
      createdAt: iso,
      updatedAt: iso,
    })
    .go();
  return toRoutine(data as RoutineItem);
}

// ---- Current AI coach and habit system ----
export async function getCurrentCoach(rt: Runtime, userId: string): Promise<AiCoach | null> {
  const settings = await getSettings(rt, userId);
  const coach = await resolveCoach(rt, settings.currentAiCoachId);
  return coach ? { ...coach, specialties: [...coach.specialties] } : null;
}

export async function setCurrentCoach(rt: Runtime, userId: string, body: SetCurrentCoachBody): Promise<AiCoach> {
  const coach = await resolveCoach(rt, body.coachId);
  if (!coach) throw badRequest('Please choose an AI coach from the list');
  if (!coach.isDefault && !(await isInstalled(rt, userId, 'ai_coach', coach.id))) throw badRequest('Install this AI coach from the Marketplace first');
  await saveSettings(rt, userId, { currentAiCoachId: coach.id });
  return { ...coach, specialties: [...coach.specialties] };
}

export async function getCurrentSystem(rt: Runtime, userId: string): Promise<HabitSystem | null> {
  const settings = await getSettings(rt, userId);
  const system = await resolveSystem(rt, settings.currentHabitSystemId);
  return system ? { ...system, compatibleCoaches: [...system.compatibleCoaches] } : null;
}

export async function setCurrentSystem(rt: Runtime, userId: string, body: SetCurrentSystemBody): Promise<HabitSystem> {
  const system = await resolveSystem(rt, body.systemId);
  if (!system) throw badRequest('Please choose a habit system from the list');
  if (!system.isDefault && !(await isInstalled(rt, userId, 'habit_system', system.id)))
    throw badRequest('Install this habit system from the Marketplace first');
  await saveSettings(rt, userId, { currentHabitSystemId: system.id });
  return { ...system, compatibleCoaches: [...system.compatibleCoaches] };
}

// ---- Account deletion request ----
const DAY_MS = 24 * 60 * 60 * 1000;

export async function getDeletionRequest(rt: Runtime, userId: string): Promise<DeletionRequest | null> {
  const { data } = await rt.db.entities.deletionRequest.get({ userId }).go();
  return data ? { userId: data.userId, status: data.status, requestedAt: data.requestedAt, removeBy: data.removeBy } : null;
}

/** Idempotent: the first request is recorded; asking again returns the same request and dates. */
export async function requestDeletion(rt: Runtime, userId: string): Promise<DeletionRequest> {
  const now = rt.ports.clock.now();
  const item = {
    userId,
    status: 'pending' as const,
    requestedAt: now.toISOString(),
    removeBy: new Date(now.getTime() + DATA_REMOVAL_DAYS * DAY_MS).toISOString(),
  };
  try {
    await rt.db.entities.deletionRequest.create(item).go();
    return item;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const existing = await getDeletionRequest(rt, userId);
    if (!existing) throw err;
    return existing;
  }
}

// ---- Edit and delete (owner-only: the key is in the caller's partition, so another's id is a 404) ----

/** The fields a PATCH gave (undefined ones left out), without the body userId. */
function given<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'userId')) as Partial<T>;
}

/** Null (cleared) attributes are stored as absent, as on create. */
function stored<T extends object>(item: T): T {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== null && v !== undefined)) as T;
}

function invalid(path: string, message: string): never {
  throw badRequest(message, [{ path, message }]);
}

export async function updateGoal(rt: Runtime, userId: string, goalId: string, body: z.output<typeof UpdateGoalBody>): Promise<Goal> {
  const { data } = await rt.db.entities.goal.get({ userId, goalId }).go();
  if (!data) throw notFound('Goal not found');
  const next = { ...data, ...given(body), updatedAt: rt.ports.clock.now().toISOString() } as GoalItem;
  await rt.db.entities.goal.put(stored(next)).go();
  return toGoal(next);
}

export async function deleteGoal(rt: Runtime, userId: string, goalId: string): Promise<void> {
  const { data } = await rt.db.entities.goal.get({ userId, goalId }).go();
  if (!data) throw notFound('Goal not found');
  await rt.db.entities.goal.delete({ userId, goalId }).go();
}

export async function updateChecklist(rt: Runtime, userId: string, checklistId: string, body: z.output<typeof UpdateChecklistBody>): Promise<Checklist> {
  const { data } = await rt.db.entities.checklist.get({ userId, checklistId }).go();
  if (!data) throw notFound('Checklist not found');
  const patch = given(body);
  const merged = { ...data, ...patch } as ChecklistItemRow;
  if (patch.items) merged.items = patch.items.map((item, i) => ({ id: item.id || `item-${i + 1}`, text: item.text, completed: item.completed }));
  if (merged.isRecurring && !merged.recurrencePattern) invalid('recurrencePattern', 'Please choose how often it repeats');
  // A due date only for a one-off checklist; a recurrence pattern only for a recurring one.
  if (merged.isRecurring) merged.dueDate = undefined;
  else merged.recurrencePattern = undefined;
  const done = merged.items.filter((i) => i.completed).length;
  merged.completionPercentage = Math.round((done / merged.items.length) * 100);
  merged.updatedAt = rt.ports.clock.now().toISOString();
  await rt.db.entities.checklist.put(stored(merged)).go();
  return toChecklist(merged);
}

export async function deleteChecklist(rt: Runtime, userId: string, checklistId: string): Promise<void> {
  const { data } = await rt.db.entities.checklist.get({ userId, checklistId }).go();
  if (!data) throw notFound('Checklist not found');
  await rt.db.entities.checklist.delete({ userId, checklistId }).go();
}

export async function updatePart(rt: Runtime, userId: string, partId: string, body: z.output<typeof UpdatePartBody>): Promise<Part> {
  const { data } = await rt.db.entities.part.get({ userId, partId }).go();
  if (!data) throw notFound('Part not found');
  const next = { ...data, ...given(body), updatedAt: rt.ports.clock.now().toISOString() } as PartItem;
  await rt.db.entities.part.put(stored(next)).go();
  return toPart(next);
}

/** Journal entries that speak as this part keep its id; the journal shows an unknown part as removed. */
export async function deletePart(rt: Runtime, userId: string, partId: string): Promise<void> {
  const { data } = await rt.db.entities.part.get({ userId, partId }).go();
  if (!data) throw notFound('Part not found');
  await rt.db.entities.part.delete({ userId, partId }).go();
}

export async function updateExperiment(rt: Runtime, userId: string, experimentId: string, body: z.output<typeof UpdateExperimentBody>): Promise<Experiment> {
  const { data } = await rt.db.entities.experiment.get({ userId, experimentId }).go();
  if (!data) throw notFound('Experiment not found');
  const next = { ...data, ...given(body), updatedAt: rt.ports.clock.now().toISOString() } as ExperimentItem;
  if (next.startDate && next.endDate && next.endDate < next.startDate) invalid('endDate', 'End date must be on or after the start date');
  await rt.db.entities.experiment.put(stored(next)).go();
  return toExperiment(next);
}

export async function deleteExperiment(rt: Runtime, userId: string, experimentId: string): Promise<void> {
  const { data } = await rt.db.entities.experiment.get({ userId, experimentId }).go();
  if (!data) throw notFound('Experiment not found');
  await rt.db.entities.experiment.delete({ userId, experimentId }).go();
}

export async function updateRoutine(rt: Runtime, userId: string, routineId: string, body: z.output<typeof UpdateRoutineBody>): Promise<Routine> {
  const { data } = await rt.db.entities.routine.get({ userId, routineId }).go();
  if (!data) throw notFound('Routine not found');
  const next = { ...data, ...given(body), updatedAt: rt.ports.clock.now().toISOString() } as RoutineItem;
  await rt.db.entities.routine.put(stored(next)).go();
  return toRoutine(next);
}

export async function deleteRoutine(rt: Runtime, userId: string, routineId: string): Promise<void> {
  const { data } = await rt.db.entities.routine.get({ userId, routineId }).go();
  if (!data) throw notFound('Routine not found');
  await rt.db.entities.routine.delete({ userId, routineId }).go();
}
