import { findBundle, findCoach, findSystem, type ItemType } from '@steady/shared';
import { badRequest } from '../platform/errors.js';
import { failedConditions } from '../platform/transactions.js';
import type { Runtime } from '../platform/runtime.js';
import { saveSettings } from '../settings/service.js';

/** A catalog item by type and id, with its price (cents), or null when the catalog has none. */
export function catalogItem(itemType: ItemType, itemId: string): { name: string; price: number; isDefault: boolean } | null {
  const item = itemType === 'ai_coach' ? findCoach(itemId) : itemType === 'habit_system' ? findSystem(itemId) : findBundle(itemId);
  return item ? { name: item.name, price: item.price, isDefault: 'isDefault' in item ? item.isDefault : false } : null;
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
async function installOne(rt: Runtime, userId: string, itemType: ItemType, itemId: string, purchaseId?: string): Promise<boolean> {
  const now = rt.ports.clock.now().toISOString();
  const result = await rt.db.transaction
    .write(({ installation, catalogStat }) => [
      installation.create({ userId, itemType, itemId, installedAt: now, ...(purchaseId ? { purchaseId } : {}) }).commit(),
      catalogStat.update({ itemType, itemId }).add({ installs: 1 }).commit(),
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
export async function installItem(rt: Runtime, userId: string, itemType: ItemType, itemId: string, purchaseId?: string): Promise<boolean> {
  if (!catalogItem(itemType, itemId)) throw badRequest('Unknown marketplace item', [{ path: 'itemId', message: 'Unknown marketplace item' }]);
  if (itemType === 'bundle') {
    const bundle = findBundle(itemId)!;
    const [fresh] = await Promise.all([
      installOne(rt, userId, 'bundle', itemId, purchaseId),
      installOne(rt, userId, 'ai_coach', bundle.coachId, purchaseId),
      installOne(rt, userId, 'habit_system', bundle.systemId, purchaseId),
    ]);
    if (fresh) await saveSettings(rt, userId, { currentAiCoachId: bundle.coachId, currentHabitSystemId: bundle.systemId });
    return fresh;
  }
  const fresh = await installOne(rt, userId, itemType, itemId, purchaseId);
  if (fresh) await saveSettings(rt, userId, itemType === 'ai_coach' ? { currentAiCoachId: itemId } : { currentHabitSystemId: itemId });
  return fresh;
}

/**
 * Undoes what a refunded purchase installed: each installation it brought (its purchaseId), and the
 * current coach or system when it was one of them (Settings then falls back to no pick).
 */
export async function uninstallPurchase(rt: Runtime, userId: string, itemType: ItemType, itemId: string, purchaseId: string): Promise<void> {
  const bundle = itemType === 'bundle' ? findBundle(itemId) : null;
  const items: [ItemType, string][] = bundle
    ? [
        ['bundle', itemId],
        ['ai_coach', bundle.coachId],
        ['habit_system', bundle.systemId],
      ]
    : [[itemType, itemId]];
  const removed: [ItemType, string][] = [];
  for (const [type, id] of items) {
    try {
      await rt.db.entities.installation
        .delete({ userId, itemType: type, itemId: id })
        .where((a, { eq }) => eq(a.purchaseId, purchaseId))
        .go();
      removed.push([type, id]);
    } catch (err) {
      // Installed some other way (free, or another purchase), or already gone: kept as it is.
      if ((err as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw err;
    }
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
