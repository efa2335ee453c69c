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
    /** `human_coach`: a coach listed under Human Coaches, counting their sessions. */
    itemType: { type: ['ai_coach', 'habit_system', 'bundle', 'human_coach'] as const, required: true },
    itemId: { type: 'string', required: true },
    installs: { type: 'number', required: true, default: 0 },
    /** Paid purchases fulfilled, counted in the same transaction as the purchase's installation (so once). */
    sales: { type: 'number' },
    /** A human coach's paid sessions not cancelled, counted in the transactions that schedule and release them. */
    sessions: { type: 'number' },
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

/**
 * Coach-published marketplace content (docs/architecture.md, "Coach-published marketplace content";
 * docs/data-model.md): an AI coach persona, a habit system or a bundle, addressed by its own id
 * (`pub-` + ULID), so install, checkout, fulfilment and the AI Life Coach find it with one GetItem.
 * gsi1 lists an author's items (newest last); gsi2 is sparse: only published items carry its keys,
 * so a catalog tab is a Query of one partition per item type. `status` is in the gsi2 sort key, so
 * ElectroDB recomputes (or removes) the keys exactly when the status is written.
 */
export const CoachItemEntity = defineEntity({
  model: { entity: 'coachItem', version: '1', service: 'steady' },
  attributes: {
    itemId: { type: 'string', required: true },
    /** Never changes; written again with each status change, as the sparse index's partition needs it. */
    itemType: { type: ['ai_coach', 'habit_system', 'bundle'] as const, required: true },
    authorId: { type: 'string', required: true, readOnly: true },
    /** The author's name as shown in the catalog; 'Removed account' once they erased their account. */
    authorName: { type: 'string', required: true },
    status: { type: ['draft', 'published', 'unpublished'] as const, required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    /** Cents, 0 free: the only price checkout charges. */
    price: { type: 'number', required: true },
    personality: { type: 'string' },
    specialties: { type: 'list', items: { type: 'string' } },
    /** The persona's instructions to the AI Life Coach (tone and focus; never the safety rules). */
    systemPrompt: { type: 'string' },
    methodology: { type: 'string' },
    /** A JSON object as text. */
    configuration: { type: 'string' },
    compatibleCoaches: { type: 'list', items: { type: 'string' } },
    coachId: { type: 'string' },
    coachName: { type: 'string' },
    systemId: { type: 'string' },
    systemName: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    publishedAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['itemId'] }, sk: { field: 'sk', composite: [] } },
    byAuthor: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['authorId'] }, sk: { field: 'gsi1sk', composite: ['itemId'] } },
    listed: {
      index: 'gsi2',
      condition: (attr) => attr.status === 'published',
      pk: { field: 'gsi2pk', composite: ['itemType'] },
      sk: { field: 'gsi2sk', composite: ['status', 'itemId'] },
    },
  },
});
