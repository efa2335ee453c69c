import {
  ALL_AI_COACHES,
  ALL_HABIT_SYSTEMS,
  BUNDLES,
  findBundle,
  findCoach,
  findSystem,
  type HumanCoachPage,
  type ItemType,
  type MarketplaceBundlePage,
  type MarketplaceCoachPage,
  type MarketplaceSystemPage,
  type InstallResult,
} from '@steady/shared';
import { badRequest, conflict } from '../platform/errors.js';
import { isKeyCursor } from '../platform/cursor.js';
import type { Runtime } from '../platform/runtime.js';
import { catalogItem, installItem } from './install.js';

/**
 * The catalog's ratings: editorial until users can rate (docs/architecture.md, "Marketplace");
 * install counts are real (catalogStat).
 */
const RATINGS: Record<string, number> = {
  'recovery-guide': 5,
  'mindful-mentor': 5,
  'cbt-companion': 5,
  'ninety-day-reset': 5,
  'rest-and-recover': 5,
};
const ratingOf = (id: string) => RATINGS[id] ?? 4;

interface Page {
  cursor?: string | undefined;
  limit: number;
}

/** A page of a constant list: the cursor is the last id of the previous page (base64url), checked. */
function pageOf<T extends { id: string }>(items: readonly T[], { cursor, limit }: Page): { items: T[]; nextCursor: string | null } {
  let start = 0;
  if (cursor) {
    const after = Buffer.from(cursor, 'base64url').toString('utf8');
    const at = items.findIndex((i) => i.id === after);
    if (at < 0) throw badRequest('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
    start = at + 1;
  }
  const slice = items.slice(start, start + limit);
  const last = slice.at(-1);
  return { items: slice, nextCursor: last && start + limit < items.length ? Buffer.from(last.id).toString('base64url') : null };
}

/** The caller's installations of one type (one Query) and the install counts of a page (one BatchGet). */
async function forCaller(rt: Runtime, userId: string, itemType: ItemType, ids: string[]) {
  const [installed, stats] = await Promise.all([
    rt.db.entities.installation.query.byUser({ userId, itemType }).go({ attributes: ['itemId'], pages: 'all' }),
    ids.length ? rt.db.entities.catalogStat.get(ids.map((itemId) => ({ itemType, itemId }))).go() : Promise.resolve({ data: [] }),
  ]);
  const installedIds = new Set(installed.data.map((i) => i.itemId));
  const installs = new Map(stats.data.map((s) => [s.itemId, s.installs]));
  return { installed: (id: string) => installedIds.has(id), installs: (id: string) => installs.get(id) ?? 0 };
}

export async function listCoaches(rt: Runtime, userId: string, page: Page): Promise<MarketplaceCoachPage> {
  const { items, nextCursor } = pageOf(ALL_AI_COACHES, page);
  const caller = await forCaller(
    rt,
    userId,
    'ai_coach',
    items.map((i) => i.id),
  );
  return {
    items: items.map((c) => {
      const installed = c.isDefault || caller.installed(c.id);
      return {
        ...c,
        specialties: [...c.specialties],
        rating: ratingOf(c.id),
        totalInstalls: caller.installs(c.id),
        installed,
        owned: installed || c.price === 0,
      };
    }),
    nextCursor,
  };
}

export async function listSystems(rt: Runtime, userId: string, page: Page): Promise<MarketplaceSystemPage> {
  const { items, nextCursor } = pageOf(ALL_HABIT_SYSTEMS, page);
  const caller = await forCaller(
    rt,
    userId,
    'habit_system',
    items.map((i) => i.id),
  );
  return {
    items: items.map((s) => {
      const installed = s.isDefault || caller.installed(s.id);
      return {
        ...s,
        compatibleCoaches: [...s.compatibleCoaches],
        rating: ratingOf(s.id),
        totalInstalls: caller.installs(s.id),
        installed,
        owned: installed || s.price === 0,
      };
    }),
    nextCursor,
  };
}

export async function listBundles(rt: Runtime, userId: string, page: Page): Promise<MarketplaceBundlePage> {
  const { items, nextCursor } = pageOf(BUNDLES, page);
  const caller = await forCaller(
    rt,
    userId,
    'bundle',
    items.map((i) => i.id),
  );
  return {
    items: items.map((b) => {
      const installed = caller.installed(b.id);
      return {
        ...b,
        coachName: findCoach(b.coachId)?.name ?? b.coachId,
        systemName: findSystem(b.systemId)?.name ?? b.systemId,
        rating: ratingOf(b.id),
        totalInstalls: caller.installs(b.id),
        installed,
        owned: installed || b.price === 0,
      };
    }),
    nextCursor,
  };
}

export async function listHumanCoaches(rt: Runtime, page: Page): Promise<HumanCoachPage> {
  if (page.cursor && !isKeyCursor(page.cursor)) throw badRequest('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  const { data, cursor } = await rt.db.entities.coachListing.query
    .byListing({ listing: 'human' })
    .go({ limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) });
  return {
    items: data.map((c) => ({
      id: c.userId,
      name: c.name,
      bio: c.bio,
      isVerified: true,
      specialties: c.specialties,
      certifications: c.certifications,
      languages: c.languages,
      experience: c.certifications.length ? c.certifications.join(', ') : 'Verified coach',
      rating: 5,
      totalSessions: 0,
      hourlyRate: c.hourlyRate * 100,
      sessionDuration: c.sessionDuration,
      timeZone: c.timeZone,
    })),
    nextCursor: cursor ?? null,
  };
}

/**
 * Keeps the coach's Human Coaches listing true: listed when the account is a verified, active coach
 * or therapist with a saved profile and availability; otherwise removed. Called after each of those
 * changes (profile, availability, an admin's verification).
 */
export async function refreshCoachListing(rt: Runtime, coachId: string): Promise<void> {
  const [{ data: user }, { data: profile }, { data: availability }] = await Promise.all([
    rt.db.entities.user.get({ userId: coachId }).go({ attributes: ['userId', 'name', 'role', 'isVerifiedCoach', 'isActive'] }),
    rt.db.entities.coachProfile.get({ userId: coachId }).go(),
    rt.db.entities.coachAvailability.get({ userId: coachId }).go(),
  ]);
  const listed =
    user && user.isVerifiedCoach === true && user.isActive !== false && (user.role === 'coach' || user.role === 'therapist') && profile && availability;
  // The sort key holds the name: a renamed coach's old item is found by a Query on the user id (few coaches share a name).
  const { data: existing } = await rt.db.entities.coachListing.query
    .byListing({ listing: 'human' })
    .where((a, { eq }) => eq(a.userId, coachId))
    .go({ pages: 'all', attributes: ['sortName', 'userId'] });
  const sortName = user?.name.toLowerCase() ?? '';
  for (const old of existing) {
    if (!listed || old.sortName !== sortName) await rt.db.entities.coachListing.delete({ listing: 'human', sortName: old.sortName, userId: coachId }).go();
  }
  if (!listed) return;
  await rt.db.entities.coachListing
    .put({
      listing: 'human',
      userId: coachId,
      name: user.name,
      sortName,
      bio: profile.bio,
      specialties: profile.specialties,
      certifications: profile.certifications,
      languages: profile.languages,
      hourlyRate: availability.hourlyRate,
      sessionDuration: availability.sessionDuration,
      timeZone: availability.timeZone,
      updatedAt: rt.ports.clock.now().toISOString(),
    })
    .go();
}

/** POST /api/marketplace/install-*: free items, or items the caller owns; a paid item not bought is a 402-like 409. */
export async function install(rt: Runtime, userId: string, itemType: ItemType, itemId: string): Promise<InstallResult> {
  const item = catalogItem(itemType, itemId);
  const field = itemType === 'ai_coach' ? 'coachId' : itemType === 'habit_system' ? 'systemId' : 'bundleId';
  if (!item) throw badRequest('Unknown marketplace item', [{ path: field, message: 'Unknown marketplace item' }]);
  if (item.isDefault) {
    // Defaults are always available: installing one just makes it current.
    await installItem(rt, userId, itemType, itemId);
    return { itemType, itemId, installed: true, alreadyInstalled: false };
  }
  if (item.price > 0) {
    const { data } = await rt.db.entities.installation.get({ userId, itemType, itemId }).go({ attributes: ['itemId'] });
    if (data) return { itemType, itemId, installed: true, alreadyInstalled: true };
    throw conflict('This item must be purchased before it can be installed');
  }
  if (itemType === 'bundle' && (findBundle(itemId)?.price ?? 0) > 0) throw conflict('This item must be purchased before it can be installed');
  const fresh = await installItem(rt, userId, itemType, itemId);
  return { itemType, itemId, installed: true, alreadyInstalled: !fresh };
}
