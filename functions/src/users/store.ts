import { defineEntity } from '../platform/entity.js';

const consentProperties = {
  acceptedAt: { type: 'string', required: true },
  version: { type: 'string', required: true },
} as const;

/** The user record: pk user, one item. */
export const UserEntity = defineEntity({
  model: { entity: 'user', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    phoneNumber: { type: 'string', required: true },
    role: { type: ['user', 'coach', 'therapist', 'admin'] as const, required: true, default: 'user' },
    timeZone: { type: 'string', required: true },
    callTime: { type: 'string', required: true },
    isActive: { type: 'boolean', required: true, default: true },
    /** An admin verified this coach or therapist (the Verified badge; docs/architecture.md, "Admin"). */
    isVerifiedCoach: { type: 'boolean' },
    /**
     * Consents given in the first-run onboarding, each with when and the version of the text
     * (docs/architecture.md, "First-run onboarding and consent"). No call is placed without
     * `callRecording`, no text message sent without `sms`.
     */
    consents: {
      type: 'map',
      properties: {
        terms: { type: 'map', properties: consentProperties },
        privacy: { type: 'map', properties: consentProperties },
        callRecording: { type: 'map', properties: consentProperties },
        sms: { type: 'map', properties: consentProperties },
      },
    },
    /** Where the person is in `/welcome`: steps completed and skipped, when finished, when the dashboard card was dismissed. */
    onboarding: {
      type: 'map',
      properties: {
        completedSteps: { type: 'list', items: { type: 'string' } },
        skippedSteps: { type: 'list', items: { type: 'string' } },
        finishedAt: { type: 'string' },
        dismissedAt: { type: 'string' },
      },
    },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** Guard item making phone numbers unique: written in the registration transaction. */
export const PhoneGuardEntity = defineEntity({
  model: { entity: 'phoneGuard', version: '1', service: 'steady' },
  attributes: {
    phoneNumber: { type: 'string', required: true },
    userId: { type: 'string', required: true },
  },
  indexes: {
    byPhone: { pk: { field: 'pk', composite: ['phoneNumber'] }, sk: { field: 'sk', composite: [] } },
  },
});
