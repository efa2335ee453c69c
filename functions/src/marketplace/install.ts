import { findBundle, findCoach, findSystem, isPublishedItemId, type CatalogCoach, type CatalogSystem, type ItemType } from '@steady/shared';
import { badRequest } from '../platform/errors.js';
import { failedConditions } from '../platform/transactions.js';
import type { Runtime } from '../platform/runtime.js';
import { saveSettings } from '../settings/service.js';

/**
 * A marketplace item as install, checkout and fulfilment see it: the catalog's or a coach's
 * published one (docs/architecture.md, "Coach-published marketplace content"). `listed` is false
 * for coach content taken out of the catalog: not sold or installed anew, but still delivered to
 * those who have it (and to a checkout already paid).
 */
export interface MarketItem {
  name: string;
  price: number;
  isDefault: boolean;
  listed: boolean;
  /** A bundle's coach and system. */
  coachId?: string;
  systemId?: string;
}

/** A coach-published item that has left its draft (one GetItem), or null. */
async function publishedItem(rt: Runtime, itemType: ItemType, itemId: string) {
  const { data } = await rt.db.entities.coachItem.get({ itemId }).go();
  return data && data.itemType === itemType && data.status !== 'draft' ? data : null;
}

/** A catalog or coach-published item by type and id, with its price (cents), or null when there is none. */
export async function findItem(rt: Runtime, itemType: ItemType, itemId: string): Promise<MarketItem | null> {
  if (isPublishedItemId(itemId)) {
    const data = await publishedItem(rt, itemType, itemId);
    if (!data) return null;
    return {
      name: data.name,
      price: data.price,
      isDefault: false,
      listed: data.status === 'published',
      ...(data.coachId ? { coachId: data.coachId } : {}),
      ...(data.systemId ? { systemId: data.systemId } : {}),
    };
  }
  if (itemType === 'bundle') {
    const b = findBundle(itemId);
    return b ? { name: b.name, price: b.price, isDefault: false, listed: true, coachId: b.coachId, systemId: b.systemId } : null;
  }
  const item = itemType === 'ai_coach' ? findCoach(itemId) : findSystem(itemId);
  return item ? { name: item.name, price: item.price, isDefault: item.isDefault, listed: true } : null;
}

/** An AI coach persona by id, the catalog's or a coach's (published or since unpublished), for Settings and the AI Life Coach. */
export async function resolveCoach(rt: Runtime, id: string | null | undefined): Promise<CatalogCoach | null> {
  if (!id) return null;
  if (!isPublishedItemId(id)) return findCoach(id);
  const d = await publishedItem(rt, 'ai_coach', id);
  if (!d) return null;
  return {
    id,
    name: d.name,
    description: d.description,
    personality: d.personality ?? '',
    specialties: d.specialties ?? [],
    isDefault: false,
    price: d.price,
    author: d.authorName,
    ...(d.systemPrompt ? { systemPrompt: d.systemPrompt } : {}),
  };
}

/** A habit system by id, the catalog's or a coach's (published or since unpublished). */
export async function resolveSystem(rt: Runtime, id: string | null | undefined): Promise<CatalogSystem | null> {
  if (!id) return null;
  if (!isPublishedItemId(id)) return findSystem(id);
  const d = await publishedItem(rt, 'habit_system', id);
  if (!d) return null;
  return {
    id,
    name: d.name,
    description: d.description,
    methodology: d.methodology ?? '',
    isDefault: false,
    price: d.price,
    author: d.authorName,
    compatibleCoaches: d.compatibleCoaches ?? [],
  };
}

/** Whether the user has installed this item (one GetItem). */
export async function isInstalled(rt: Runtime, userId: string, itemType: ItemType, itemId: string): Promise<boolean> {
  const { data } = await rt.db.entities.installation.get({ userId, itemType, itemId }).go({ attributes: ['itemId'] });
  return data !== null;
}

/**
 * Installs one item: the installation item (created only if absent) and the item's install count in
 * one transaction, so a repeat install is a no-op that counts nothing. Answers whether it was new.
 */
async function installOne(rt: Runtime, userId: string, itemType: ItemType, itemId: string, purchaseId?: string, sale = false): Promise<boolean> {
  const now = rt.ports.clock.now().toISOString();
  const result = await rt.db.transaction
    .write(({ installation, catalogStat }) => [
      installation.create({ userId, itemType, itemId, installedAt: now, ...(purchaseId ? { purchaseId } : {}) }).commit(),
      // A sale is counted with the purchase's installation, so a redelivered payment event counts nothing.
      catalogStat
        .update({ itemType, itemId })
        .add(sale ? { installs: 1, sales: 1 } : { installs: 1 })
        .commit(),
    ])
    .go();
  if (!result.canceled) return true;
  if (failedConditions(result).includes(0)) return false;
  throw new Error(`Install transaction cancelled: ${result.data.map((d) => d.code).join(', ')}`);
}

/**
 * Installs a catalog item and makes it current (as PUT current-coach / current-system do); a bundle
 * installs its coach and its system and makes both current (docs/architecture.md, "Marketplace").
 * `purchaseId` marks what a purchase brought, so a refund removes it. Answers whether anything was new.
 */
export async function installItem(
  rt: Runtime,
  userId: string,
  itemType: ItemType,
  itemId: string,
  purchaseId?: string,
  { makeCurrent = true }: { makeCurrent?: boolean } = {},
): Promise<boolean> {
  const item = await findItem(rt, itemType, itemId);
  if (!item) throw badRequest('Unknown marketplace item', [{ path: 'itemId', message: 'Unknown marketplace item' }]);
  const sale = purchaseId !== undefined;
  if (itemType === 'bundle') {
    const bundle = { coachId: item.coachId!, systemId: item.systemId! };
    const [fresh] = await Promise.all([
      installOne(rt, userId, 'bundle', itemId, purchaseId, sale),
      installOne(rt, userId, 'ai_coach', bundle.coachId, purchaseId),
      installOne(rt, userId, 'habit_system', bundle.systemId, purchaseId),
    ]);
    if (fresh && makeCurrent) await saveSettings(rt, userId, { currentAiCoachId: bundle.coachId, currentHabitSystemId: bundle.systemId });
    return fresh;
  }
  const fresh = await installOne(rt, userId, itemType, itemId, purchaseId, sale);
  if (fresh && makeCurrent) await saveSettings(rt, userId, itemType === 'ai_coach' ? { currentAiCoachId: itemId } : { currentHabitSystemId: itemId });
  return fresh;
}

/**
 * Undoes what a refunded purchase installed: each installation it brought (its purchaseId), and the
 * current coach or system when it was one of them (Settings then falls back to no pick).
 */
export async function uninstallPurchase(rt: Runtime, userId: string, itemType: ItemType, itemId: string, purchaseId: string): Promise<void> {
  const bundle = itemType === 'bundle' ? await findItem(rt, 'bundle', itemId) : null;
  const items: [ItemType, string][] =
    bundle?.coachId && bundle.systemId
      ? [
          ['bundle', itemId],
          ['ai_coach', bundle.coachId],
          ['habit_system', bundle.systemId],
        ]
      : [[itemType, itemId]];
  const removed: [ItemType, string][] = [];
  for (const [type, id] of items) {
    // The installation this purchase brought, and the counts it added: the sold item's sale and each
    // installation's install, reversed in one transaction, so a redelivered refund reverses nothing twice.
    const result = await rt.db.transaction
      .write(({ installation, catalogStat }) => [
        installation
          .delete({ userId, itemType: type, itemId: id })
          .where((a, { eq }) => eq(a.purchaseId, purchaseId))
          .commit(),
        catalogStat
          .update({ itemType: type, itemId: id })
          .add(type === itemType ? { installs: -1, sales: -1 } : { installs: -1 })
          .commit(),
      ])
      .go();
    if (!result.canceled) {
      removed.push([type, id]);
      continue;
    }
    // Installed some other way (free, or another purchase), or already gone: kept as it is.
    if (!failedConditions(result).includes(0)) throw new Error(`Refund transaction cancelled: ${result.data.map((d) => d.code).join(', ')}`);
  }
  if (!removed.length) return;
  const { data: settings } = await rt.db.entities.settings.get({ userId }).go({ attributes: ['currentAiCoachId', 'currentHabitSystemId'] });
  const clear: { currentAiCoachId?: null; currentHabitSystemId?: null } = {};
  for (const [type, id] of removed) {
    if (type === 'ai_coach' && settings?.currentAiCoachId === id) clear.currentAiCoachId = null;
    if (type === 'habit_system' && settings?.currentHabitSystemId === id) clear.currentHabitSystemId = null;
  }
  if (Object.keys(clear).length) await saveSettings(rt, userId, clear);
}

/** A coach and system picked in Settings: a default, or one the user installed; else a 400 naming the field. */
export async function assertSelectable(rt: Runtime, userId: string, coachId: string | null | undefined, systemId: string | null | undefined): Promise<void> {
  const coach = await resolveCoach(rt, coachId);
  if (coach && !coach.isDefault && !(await isInstalled(rt, userId, 'ai_coach', coach.id))) {
    throw badRequest('Install this AI coach from the Marketplace first', [
      { path: 'currentAiCoachId', message: 'Install this AI coach from the Marketplace first' },
    ]);
  }
  const system = await resolveSystem(rt, systemId);
  if (system && !system.isDefault && !(await isInstalled(rt, userId, 'habit_system', system.id))) {
    throw badRequest('Install this habit system from the Marketplace first', [
      { path: 'currentHabitSystemId', message: 'Install this habit system from the Marketplace first' },
    ]);
  }
}
