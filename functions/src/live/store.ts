import { defineEntity } from '../platform/entity.js';

/** An open WebSocket connection of a user; expires by TTL in case $disconnect never arrives. */
export const ConnectionEntity = defineEntity({
  model: { entity: 'connection', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    connectionId: { type: 'string', required: true },
    connectedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['connectionId'] } },
    byConnection: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['connectionId'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
