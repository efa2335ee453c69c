import { Entity } from 'electrodb';

/** The user record: pk user, one item. */
export const UserEntity = new Entity({
  model: { entity: 'user', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    phoneNumber: { type: 'string', required: true },
    role: { type: ['user', 'coach', 'therapist', 'admin'] as const, required: true, default: 'user' },
    timeZone: { type: 'string', required: true },
    callTime: { type: 'string', required: true },
    isActive: { type: 'boolean', required: true, default: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** Guard item making phone numbers unique: written in the registration transaction. */
export const PhoneGuardEntity = new Entity({
  model: { entity: 'phoneGuard', version: '1', service: 'steady' },
  attributes: {
    phoneNumber: { type: 'string', required: true },
    userId: { type: 'string', required: true },
  },
  indexes: {
    byPhone: { pk: { field: 'pk', composite: ['phoneNumber'] }, sk: { field: 'sk', composite: [] } },
  },
});
