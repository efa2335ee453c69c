import { defineEntity } from '../platform/entity.js';

export const SettingsEntity = defineEntity({
  model: { entity: 'settings', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    dailyCallEnabled: { type: 'boolean', required: true },
    callTime: { type: 'string', required: true },
    timeZone: { type: 'string', required: true },
    maxCallDuration: { type: 'number', required: true },
    weeklyAnalysisEnabled: { type: 'boolean', required: true },
    monthlyReportEnabled: { type: 'boolean', required: true },
    writingPromptsEnabled: { type: 'boolean', required: true },
    notificationsEnabled: { type: 'boolean', required: true },
    experimentsEnabled: { type: 'boolean', required: true },
    routineBuilderEnabled: { type: 'boolean', required: true },
    coherenceModeEnabled: { type: 'boolean', required: true },
    goalsEnabled: { type: 'boolean', required: true },
    checklistsEnabled: { type: 'boolean', required: true },
    currentHabitSystemId: { type: 'string' },
    currentAiCoachId: { type: 'string' },
    defaultJournalVisibility: { type: ['private', 'coach_only', 'circle', 'public'] as const, required: true },
    allowCircleComments: { type: 'boolean', required: true },
    allowCoachWorkspaces: { type: 'boolean', required: true },
    autoShareWithCoaches: { type: 'boolean', required: true },
    keepCallRecordings: { type: 'boolean', required: true, default: false },
    goals: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    preferences: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * The Settings screen's records live in the user's partition (pk composite [userId]) beside the
 * settings item; their ULID sort keys make "newest first" a reverse Query.
 */
export const GoalEntity = defineEntity({
  model: { entity: 'goal', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    goalId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    type: { type: ['short_term', 'long_term'] as const, required: true },
    category: { type: 'string' },
    priority: { type: 'number', required: true },
    targetDate: { type: 'string' },
    status: { type: ['active', 'completed', 'paused'] as const, required: true, default: 'active' },
    progressPercentage: { type: 'number', required: true, default: 0 },
    milestones: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    successCriteria: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    obstacles: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    resources: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    notes: { type: 'string' },
    completedAt: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['goalId'] } },
  },
});

export const ChecklistEntity = defineEntity({
  model: { entity: 'checklist', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    checklistId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string' },
    relatedGoalId: { type: 'string' },
    category: { type: 'string' },
    items: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          text: { type: 'string', required: true },
          completed: { type: 'boolean', required: true },
        },
      },
    },
    completionPercentage: { type: 'number', required: true, default: 0 },
    isRecurring: { type: 'boolean', required: true, default: false },
    recurrencePattern: { type: 'string' },
    lastResetDate: { type: 'string' },
    dueDate: { type: 'string' },
    isActive: { type: 'boolean', required: true, default: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['checklistId'] } },
  },
});

export const PartEntity = defineEntity({
  model: { entity: 'part', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    partId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    role: { type: ['protector', 'exile', 'firefighter', 'self'] as const, required: true },
    color: { type: 'string', required: true },
    characteristics: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    triggers: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    strengths: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    challenges: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    isActive: { type: 'boolean', required: true, default: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['partId'] } },
  },
});

/** One deletion request per user: written once (a create that fails if it exists), read by GetItem. */
export const DeletionRequestEntity = defineEntity({
  model: { entity: 'deletionRequest', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    status: { type: ['pending'] as const, required: true, default: 'pending' },
    requestedAt: { type: 'string', required: true },
    removeBy: { type: 'string', required: true },
    /** The UTC date of `removeBy` (YYYY-MM-DD): the deletion job finds due requests by it. */
    removeDate: {
      type: 'string',
      watch: ['removeBy'],
      set: (_value, item) => (typeof item.removeBy === 'string' ? item.removeBy.slice(0, 10) : undefined),
    },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    /** The requests due on a day (gsi2, in its own partition per date): the daily job reads a few days of them, no Scan. */
    byRemoveDate: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['removeDate'] }, sk: { field: 'gsi2sk', composite: ['userId'] } },
  },
});

/** A record that an account was erased on request: the id and dates only, nothing about the person. */
export const ErasureEntity = defineEntity({
  model: { entity: 'erasure', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    requestedAt: { type: 'string', required: true },
    erasedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});

export const ExperimentEntity = defineEntity({
  model: { entity: 'experiment', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    experimentId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string' },
    goal: { type: 'string' },
    hypothesis: { type: 'string' },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    status: { type: ['active', 'completed', 'abandoned'] as const, required: true, default: 'active' },
    successMetrics: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    dailyActions: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    weeklyActions: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    notes: { type: 'string' },
    results: { type: 'string' },
    lessonsLearned: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['experimentId'] } },
  },
});

export const RoutineEntity = defineEntity({
  model: { entity: 'routine', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    routineId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string' },
    type: { type: ['current', 'planned'] as const, required: true, default: 'current' },
    frequency: { type: ['daily', 'weekdays', 'weekends', 'weekly'] as const, required: true },
    timeOfDay: { type: ['morning', 'afternoon', 'evening', 'anytime'] as const, required: true },
    duration: { type: 'number' },
    actions: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    benefits: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    challenges: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    isActive: { type: 'boolean', required: true, default: true },
    startDate: { type: 'string' },
    priority: { type: 'number', required: true, default: 1 },
    relatedExperimentId: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['routineId'] } },
  },
});

const planContacts = {
  type: 'list',
  required: true,
  default: () => [],
  items: {
    type: 'map',
    properties: {
      name: { type: 'string', required: true },
      phone: { type: 'string' },
    },
  },
} as const;

/**
 * The safety plan (Stanley–Brown steps): one item per user, in their partition, replaced whole on
 * save (PutItem) and read with one GetItem. A connected coach reads it through the careTeam policy.
 */
export const SafetyPlanEntity = defineEntity({
  model: { entity: 'safetyPlan', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    warningSigns: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    copingStrategies: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    socialDistractions: planContacts,
    helpContacts: planContacts,
    professionals: planContacts,
    safeEnvironment: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    reasonForLiving: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});
