import { defineEntity } from '../platform/entity.js';

/**
 * Support Center requests. Each is its own partition, keyed by a ULID: written once, read by id
 * (the id is the reference the sender can quote). Nothing lists them through the API, so no index
 * and no Scan; a support desk integration would add a queue or a by-day index when it lands.
 */
export const SupportRequestEntity = defineEntity({
  model: { entity: 'supportRequest', version: '1', service: 'steady' },
  attributes: {
    requestId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    category: { type: ['technical', 'account', 'billing', 'feature', 'privacy', 'other'] as const, required: true },
    message: { type: 'string', required: true },
    priority: { type: ['low', 'medium', 'high', 'urgent'] as const, required: true, default: 'medium' },
    /** The sender's user id when a valid access token came with the request. */
    userId: { type: 'string' },
    status: { type: ['open', 'closed'] as const, required: true, default: 'open' },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['requestId'] }, sk: { field: 'sk', composite: [] } },
  },
});
