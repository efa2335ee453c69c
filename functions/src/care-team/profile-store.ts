import { defineEntity } from '../platform/entity.js';

/**
 * A coach's availability (docs/architecture.md, "Coach availability and profile"): one item in the
 * coach's partition, so the Availability tab and booking read it with one GetItem. Every field is
 * written on the first save (the defaults fill what was not sent), so a stored item is complete.
 */
export const CoachAvailabilityEntity = defineEntity({
  model: { entity: 'coachAvailability', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    /** Whole US dollars per hour (25-500). */
    hourlyRate: { type: 'number', required: true },
    /** Minutes: 30, 45, 60 or 90. */
    sessionDuration: { type: 'number', required: true },
    /** The IANA zone the schedule's times are in. */
    timeZone: { type: 'string', required: true },
    /** Monday (1) to Sunday (7), each once: `HH:MM` start and end, on or off. */
    schedule: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          dayOfWeek: { type: 'number', required: true },
          startTime: { type: 'string', required: true },
          endTime: { type: 'string', required: true },
          isActive: { type: 'boolean', required: true },
        },
      },
    },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byCoach: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * A coach's profile (Coach Settings): bio, specialties, certifications, languages and the photo's
 * key in the photos bucket. One item in the coach's partition; My Circle reads a page of them with
 * one BatchGet.
 */
export const CoachProfileEntity = defineEntity({
  model: { entity: 'coachProfile', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    bio: { type: 'string', required: true, default: '' },
    specialties: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    certifications: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    languages: { type: 'list', items: { type: 'string' }, required: true, default: () => ['English'] },
    /** `coach-photos/{userId}/{version}.{ext}` in the photos bucket; the version is a ULID. */
    photoKey: { type: 'string' },
    photoVersion: { type: 'string' },
    photoType: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byCoach: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});
