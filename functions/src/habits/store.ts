import { defineEntity } from '../platform/entity.js';

/**
 * Wellness Habits live in the user's partition (pk composite [userId]), beside their settings
 * (docs/data-model.md):
 * - habit: sk [habitId] (ULID), so the list is one Query, newest first in reverse.
 * - habitEntry: sk [date, entryId], so "recent" (newest date first) and "this week" (a date range)
 *   are each one Query; the entry id (ULID) orders entries of the same day.
 * - habitDay: sk [date], one item per local day with at least one entry, written in the same
 *   transaction as the entry; the streak reads these newest first and stops at the first gap.
 */
export const HabitEntity = defineEntity({
  model: { entity: 'habit', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    habitId: { type: 'string', required: true },
    systemId: { type: 'string' },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    category: { type: ['health', 'productivity', 'mindfulness', 'learning', 'social', 'creative', 'financial', 'other'] as const, required: true },
    frequency: { type: ['daily', 'weekly', '3x_week', 'weekdays', 'weekends', 'custom'] as const, required: true },
    targetValue: { type: 'number', required: true, default: 1 },
    unit: { type: 'string', required: true, default: 'times' },
    isActive: { type: 'boolean', required: true, default: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['habitId'] } },
  },
});

export const HabitEntryEntity = defineEntity({
  model: { entity: 'habitEntry', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    habitId: { type: 'string', required: true },
    /** The user's local date, 'yyyy-MM-dd'. */
    date: { type: 'string', required: true },
    value: { type: 'number', required: true },
    notes: { type: 'string' },
    moodAfter: { type: 'number' },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['date', 'entryId'] } },
  },
});

export const HabitDayEntity = defineEntity({
  model: { entity: 'habitDay', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    date: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['date'] } },
  },
});
