import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { findCoach, findSystem, isPublishedItemId, type CoachItem, type CoachItemBody, type CoachItemList, type ItemType } from '@steady/shared';
import { badRequest, conflict, forbidden, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import type { CoachItemEntity } from './store.js';

type Row = EntityItem<typeof CoachItemEntity>;
type Body = z.output<typeof CoachItemBody>;

/** At most this many items per coach (drafts included): the list is one Query. */
const MAX_ITEMS_PER_COACH = 100;

export const NOT_VERIFIED_MESSAGE = 'Only verified coaches can publish to the Marketplace. Your drafts are saved.';

function toCoachItem(r: Row, stat?: { installs?: number; sales?: number }): CoachItem {
  return {
    id: r.itemId,
    itemType: r.itemType,
    status: r.status,
    name: r.name,
    description: r.description,
    price: r.price,
    ...(r.personality !== undefined ? { personality: r.personality } : {}),
    ...(r.specialties ? { specialties: r.specialties } : {}),
    ...(r.systemPrompt !== undefined ? { systemPrompt: r.systemPrompt } : {}),
    ...(r.methodology !== undefined ? { methodology: r.methodology } : {}),
    ...(r.configuration !== undefined ? { configuration: r.configuration } : {}),
    ...(r.compatibleCoaches ? { compatibleCoaches: r.compatibleCoaches } : {}),
    ...(r.coachId ? { coachId: r.coachId, coachName: r.coachName ?? r.coachId } : {}),
    ...(r.systemId ? { systemId: r.systemId, systemName: r.systemName ?? r.systemId } : {}),
    installs: stat?.installs ?? 0,
    sales: stat?.sales ?? 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    publishedAt: r.publishedAt ?? null,
  };
}

/** The coach's own item (one GetItem); another coach's, or none, is a 404 (its existence does not leak). */
async function ownItem(rt: Runtime, coachId: string, itemId: string): Promise<Row> {
  const { data } = isPublishedItemId(itemId) ? await rt.db.entities.coachItem.get({ itemId }).go() : { data: null };
  if (!data || data.authorId !== coachId) throw notFound('Marketplace item not found');
  return data;
}

/**
 * An AI coach or habit system a bundle or a habit system may name: one of the catalog's, one of the
 * coach's own, or another coach's published one. Its name, or null.
 */
async function referenceName(rt: Runtime, coachId: string, itemType: 'ai_coach' | 'habit_system', id: string): Promise<string | null> {
  if (!isPublishedItemId(id)) return (itemType === 'ai_coach' ? findCoach(id) : findSystem(id))?.name ?? null;
  const { data } = await rt.db.entities.coachItem.get({ itemId: id }).go({ attributes: ['itemType', 'authorId', 'status', 'name'] });
  return data && data.itemType === itemType && (data.authorId === coachId || data.status === 'published') ? data.name : null;
}

/** The stored fields of a body, its references checked (a 400 naming the field otherwise). */
async function fieldsOf(rt: Runtime, coachId: string, body: Body) {
  const common = { name: body.name, description: body.description, price: body.price };
  switch (body.itemType) {
    case 'ai_coach':
      return { ...common, personality: body.personality, specialties: body.specialties, systemPrompt: body.systemPrompt };
    case 'habit_system': {
      const compatible = [...new Set(body.compatibleCoaches)];
      for (const [i, id] of compatible.entries()) {
        if (!(await referenceName(rt, coachId, 'ai_coach', id)))
          throw badRequest('Choose compatible coaches from the catalog or your own', [{ path: `compatibleCoaches.${i}`, message: 'Unknown AI coach' }]);
      }
      return { ...common, methodology: body.methodology, configuration: body.configuration || '{}', compatibleCoaches: compatible };
    }
    case 'bundle': {
      const [coachName, systemName] = await Promise.all([
        referenceName(rt, coachId, 'ai_coach', body.coachId),
        referenceName(rt, coachId, 'habit_system', body.systemId),
      ]);
      if (!coachName) throw badRequest('Choose the AI coach from the catalog or your own', [{ path: 'coachId', message: 'Unknown AI coach' }]);
      if (!systemName) throw badRequest('Choose the habit system from the catalog or your own', [{ path: 'systemId', message: 'Unknown habit system' }]);
      return { ...common, coachId: body.coachId, coachName, systemId: body.systemId, systemName };
    }
  }
}

/** GET /api/users/{id}/coach/marketplace-items: the coach's items, newest first, with installs and sales (one Query, one BatchGet). */
export async function listMyItems(rt: Runtime, coachId: string): Promise<CoachItemList> {
  const { data } = await rt.db.entities.coachItem.query.byAuthor({ authorId: coachId }).go({ order: 'desc', limit: MAX_ITEMS_PER_COACH });
  const counted = data.filter((r) => r.status !== 'draft');
  const stats = counted.length ? await rt.db.entities.catalogStat.get(counted.map((r) => ({ itemType: r.itemType, itemId: r.itemId }))).go() : { data: [] };
  const byId = new Map(stats.data.map((s) => [s.itemId, s]));
  return { items: data.map((r) => toCoachItem(r, byId.get(r.itemId))) };
}

/** POST /api/users/{id}/coach/marketplace-items: a new draft, private to its author. */
export async function createMyItem(rt: Runtime, coachId: string, body: Body): Promise<CoachItem> {
  const [{ data: user }, { data: mine }] = await Promise.all([
    rt.db.entities.user.get({ userId: coachId }).go({ attributes: ['name'] }),
    rt.db.entities.coachItem.query.byAuthor({ authorId: coachId }).go({ limit: MAX_ITEMS_PER_COACH, attributes: ['itemId'] }),
  ]);
  if (mine.length >= MAX_ITEMS_PER_COACH) throw conflict(`You can keep at most ${MAX_ITEMS_PER_COACH} marketplace items`);
  const fields = await fieldsOf(rt, coachId, body);
  const now = rt.ports.clock.now();
  const iso = now.toISOString();
  const { data } = await rt.db.entities.coachItem
    .create({
      itemId: `pub-${ulid(now.getTime()).toLowerCase()}`,
      itemType: body.itemType,
      authorId: coachId,
      authorName: user?.name ?? 'Coach',
      status: 'draft',
      ...fields,
      createdAt: iso,
      updatedAt: iso,
    })
    .go();
  return toCoachItem(data as Row);
}

/** PATCH …/{itemId}: replaces the item's fields (its type cannot change); a published item changes in the catalog at once. */
export async function updateMyItem(rt: Runtime, coachId: string, itemId: string, body: Body): Promise<CoachItem> {
  const item = await ownItem(rt, coachId, itemId);
  if (item.itemType !== body.itemType)
    throw badRequest('The type of an item cannot change', [{ path: 'itemType', message: 'The type of an item cannot change' }]);
  const fields = await fieldsOf(rt, coachId, body);
  const { data } = await rt.db.entities.coachItem
    .patch({ itemId })
    .set({ ...fields, updatedAt: rt.ports.clock.now().toISOString() })
    .go({ response: 'all_new' });
  return counted(rt, data as Row);
}

async function counted(rt: Runtime, r: Row): Promise<CoachItem> {
  if (r.status === 'draft') return toCoachItem(r);
  const { data } = await rt.db.entities.catalogStat.get({ itemType: r.itemType, itemId: r.itemId }).go();
  return toCoachItem(r, data ?? undefined);
}

/**
 * POST …/{itemId}/publish: into the catalog, with the coach as author. Only verified coaches and
 * therapists publish (an admin verifies them; drafts need no verification); a bundle's coach and
 * system must be in the catalog themselves.
 */
export async function publishMyItem(rt: Runtime, coachId: string, itemId: string): Promise<CoachItem> {
  const item = await ownItem(rt, coachId, itemId);
  const { data: user } = await rt.db.entities.user.get({ userId: coachId }).go({ attributes: ['name', 'isVerifiedCoach', 'isActive'] });
  if (user?.isVerifiedCoach !== true || user.isActive === false) throw forbidden(NOT_VERIFIED_MESSAGE);
  if (item.itemType === 'bundle') {
    for (const [type, id, path] of [
      ['ai_coach', item.coachId, 'coachId'],
      ['habit_system', item.systemId, 'systemId'],
    ] as [ItemType, string | undefined, string][]) {
      if (!id || !(await isListed(rt, type, id)))
        throw badRequest('Publish the bundle’s coach and system first', [{ path, message: 'Not in the Marketplace' }]);
    }
  }
  if (item.status === 'published') return counted(rt, item);
  const now = rt.ports.clock.now().toISOString();
  const { data } = await rt.db.entities.coachItem
    .patch({ itemId })
    .set({ status: 'published', itemType: item.itemType, authorName: user.name, publishedAt: now, updatedAt: now })
    .go({ response: 'all_new' });
  logger.info('Marketplace item published', { itemType: item.itemType });
  return counted(rt, data as Row);
}

async function isListed(rt: Runtime, itemType: ItemType, id: string): Promise<boolean> {
  if (!isPublishedItemId(id)) return (itemType === 'ai_coach' ? findCoach(id) : findSystem(id)) !== null;
  const { data } = await rt.db.entities.coachItem.get({ itemId: id }).go({ attributes: ['itemType', 'status'] });
  return data?.itemType === itemType && data.status === 'published';
}

/** POST …/{itemId}/unpublish: out of the catalog; installs and purchases already made stay. */
export async function unpublishMyItem(rt: Runtime, coachId: string, itemId: string): Promise<CoachItem> {
  const item = await ownItem(rt, coachId, itemId);
  if (item.status === 'draft') throw conflict('This item has not been published');
  if (item.status === 'unpublished') return counted(rt, item);
  const { data } = await rt.db.entities.coachItem
    .patch({ itemId })
    .set({ status: 'unpublished', itemType: item.itemType, updatedAt: rt.ports.clock.now().toISOString() })
    .go({ response: 'all_new' });
  return counted(rt, data as Row);
}

/**
 * Account erasure (account/erase.ts): the coach's drafts go; what was ever published stays for those
 * who installed or bought it, out of the catalog, its author shown as a removed account.
 */
export async function eraseCoachItemsOf(rt: Runtime, coachId: string, removedAuthor: string): Promise<void> {
  const { data } = await rt.db.entities.coachItem.query.byAuthor({ authorId: coachId }).go({ pages: 'all', attributes: ['itemId', 'itemType', 'status'] });
  const now = rt.ports.clock.now().toISOString();
  for (const r of data) {
    if (r.status === 'draft') await rt.db.entities.coachItem.delete({ itemId: r.itemId }).go();
    else
      await rt.db.entities.coachItem
        .patch({ itemId: r.itemId })
        .set({ status: 'unpublished', itemType: r.itemType, authorName: removedAuthor, updatedAt: now })
        .go();
  }
}
