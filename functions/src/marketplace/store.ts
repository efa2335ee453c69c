import { defineEntity } from '../platform/entity.js';

/**
 * Marketplace items a user has installed (docs/data-model.md): in the user's partition, sk
 * [itemType, itemId], so "what has this user installed" is one Query and "is this installed" one
 * GetItem. `purchaseId` names the purchase that brought it (a paid item, or the coach and system of
 * a paid bundle): a refund removes exactly those.
 */
export const InstallationEntity = defineEntity({
  model: { entity: 'installation', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    itemType: { type: ['ai_coach', 'habit_system', 'bundle'] as const, required: true },
    itemId: { type: 'string', required: true },
    purchaseId: { type: 'string' },
    installedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['itemType', 'itemId'] } },
  },
});

/** A catalog item's install count: one item per catalog item, incremented in the install's transaction. */
export const CatalogStatEntity = defineEntity({
  model: { entity: 'catalogStat', version: '1', service: 'steady' },
  attributes: {
    itemType: { type: ['ai_coach', 'habit_system', 'bundle'] as const, required: true },
    itemId: { type: 'string', required: true },
    installs: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byItem: { pk: { field: 'pk', composite: ['itemType', 'itemId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * The Human Coaches tab (docs/architecture.md, "Marketplace"): one item per listed coach in one
 * partition, sk [name, userId], so the tab is a paginated Query in name order. Written by
 * `refreshCoachListing` whenever what decides it changes (verification, profile, availability):
 * a coach is listed when verified, active, with a saved profile and availability.
 */
export const CoachListingEntity = defineEntity({
  model: { entity: 'coachListing', version: '1', service: 'steady' },
  attributes: {
    listing: { type: 'string', required: true, default: 'human', readOnly: true },
    userId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    /** The sort key's name part: lower case, so the order ignores case. */
    sortName: { type: 'string', required: true },
    bio: { type: 'string', required: true },
    specialties: { type: 'list', items: { type: 'string' }, required: true },
    certifications: { type: 'list', items: { type: 'string' }, required: true },
    languages: { type: 'list', items: { type: 'string' }, required: true },
    /** Whole dollars per hour, as the coach saved it. */
    hourlyRate: { type: 'number', required: true },
    sessionDuration: { type: 'number', required: true },
    timeZone: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byListing: { pk: { field: 'pk', composite: ['listing'] }, sk: { field: 'sk', composite: ['sortName', 'userId'] } },
  },
});
