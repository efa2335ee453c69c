import type { EntityItem } from 'electrodb';
import {
  ALL_AI_COACHES,
  ALL_HABIT_SYSTEMS,
  BUNDLES,
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
import { findItem, installItem, isInstalled } from './install.js';
import type { CoachItemEntity } from './store.js';

type CoachItemRow = EntityItem<typeof CoachItemEntity>;

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
/** Nobody rates yet: a coach's own item and a human coach have no rating until people can give one. */
const NO_RATING = null;

interface Page {
  cursor?: string | undefined;
  limit: number;
}

/** The cursor of a page that ends among coach-published items: this prefix, then ElectroDB's cursor ('' for their start). */
const PUBLISHED_CURSOR = 'p.';

/**
 * A page of a tab: the catalog's constant list first (its cursor is the last id, base64url, checked),
 * then the coach-published items of that type, a Query of the sparse `listed` index (their cursor is
 * PUBLISHED_CURSOR + ElectroDB's). Never a Scan (docs/architecture.md, "Coach-published marketplace content").
 */
async function pageOf<T extends { id: string }>(
  rt: Runtime,
  itemType: ItemType,
  items: readonly T[],
  { cursor, limit }: Page,
): Promise<{ items: T[]; published: CoachItemRow[]; nextCursor: string | null }> {
  const invalid = () => badRequest('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  let slice: T[] = [];
  let after: string | undefined;
  if (cursor?.startsWith(PUBLISHED_CURSOR)) {
    after = cursor.slice(PUBLISHED_CURSOR.length) || undefined;
    if (after && !isKeyCursor(after)) throw invalid();
  } else {
    let start = 0;
    if (cursor) {
      const last = Buffer.from(cursor, 'base64url').toString('utf8');
      const at = items.findIndex((i) => i.id === last);
      if (at < 0) throw invalid();
      start = at + 1;
    }
    slice = items.slice(start, start + limit);
    if (start + limit < items.length) return { items: slice, published: [], nextCursor: Buffer.from(slice.at(-1)!.id).toString('base64url') };
    if (slice.length === limit) return { items: slice, published: [], nextCursor: PUBLISHED_CURSOR };
  }
  const { data, cursor: next } = await rt.db.entities.coachItem.query
    .listed({ itemType })
    .go({ limit: limit - slice.length, ...(after ? { cursor: after } : {}) });
  return { items: slice, published: data, nextCursor: next ? PUBLISHED_CURSOR + next : null };
}

/** The fields every listing of a coach-published item shares. */
function publishedListing(p: CoachItemRow) {
  return {
    id: p.itemId,
    name: p.name,
    description: p.description,
    isDefault: false,
    price: p.price,
    author: p.authorName,
    authorId: p.authorId,
    rating: NO_RATING,
  };
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
  const { items, published, nextCursor } = await pageOf(rt, 'ai_coach', ALL_AI_COACHES, page);
  const caller = await forCaller(rt, userId, 'ai_coach', [...items.map((i) => i.id), ...published.map((p) => p.itemId)]);
  const forCallerOf = (id: string, isDefault: boolean, price: number) => {
    const installed = isDefault || caller.installed(id);
    return { totalInstalls: caller.installs(id), installed, owned: installed || price === 0 };
  };
  return {
    items: [
      ...items.map((c) => ({
        ...c,
        specialties: [...c.specialties],
        authorId: null,
        rating: ratingOf(c.id),
        ...forCallerOf(c.id, c.isDefault, c.price),
      })),
      ...published.map((p) => ({
        ...publishedListing(p),
        personality: p.personality ?? '',
        specialties: p.specialties ?? [],
        ...forCallerOf(p.itemId, false, p.price),
      })),
    ],
    nextCursor,
  };
}

export async function listSystems(rt: Runtime, userId: string, page: Page): Promise<MarketplaceSystemPage> {
  const { items, published, nextCursor } = await pageOf(rt, 'habit_system', ALL_HABIT_SYSTEMS, page);
  const caller = await forCaller(rt, userId, 'habit_system', [...items.map((i) => i.id), ...published.map((p) => p.itemId)]);
  const forCallerOf = (id: string, isDefault: boolean, price: number) => {
    const installed = isDefault || caller.installed(id);
    return { totalInstalls: caller.installs(id), installed, owned: installed || price === 0 };
  };
  return {
    items: [
      ...items.map((s) => ({
        ...s,
        compatibleCoaches: [...s.compatibleCoaches],
        authorId: null,
        rating: ratingOf(s.id),
        ...forCallerOf(s.id, s.isDefault, s.price),
      })),
      ...published.map((p) => ({
        ...publishedListing(p),
        methodology: p.methodology ?? '',
        compatibleCoaches: p.compatibleCoaches ?? [],
        ...forCallerOf(p.itemId, false, p.price),
      })),
    ],
    nextCursor,
  };
}

export async function listBundles(rt: Runtime, userId: string, page: Page): Promise<MarketplaceBundlePage> {
  const { items, published, nextCursor } = await pageOf(rt, 'bundle', BUNDLES, page);
  const caller = await forCaller(rt, userId, 'bundle', [...items.map((i) => i.id), ...published.map((p) => p.itemId)]);
  const forCallerOf = (id: string, price: number) => {
    const installed = caller.installed(id);
    return { totalInstalls: caller.installs(id), installed, owned: installed || price === 0 };
  };
  return {
    items: [
      ...items.map((b) => ({
        ...b,
        coachName: findCoach(b.coachId)?.name ?? b.coachId,
        systemName: findSystem(b.systemId)?.name ?? b.systemId,
        authorId: null,
        rating: ratingOf(b.id),
        ...forCallerOf(b.id, b.price),
      })),
      ...published.map((p) => {
        const { isDefault: _isDefault, ...listing } = publishedListing(p);
        return {
          ...listing,
          coachId: p.coachId ?? '',
          coachName: p.coachName ?? '',
          systemId: p.systemId ?? '',
          systemName: p.systemName ?? '',
          isPromoted: false,
          ...forCallerOf(p.itemId, p.price),
        };
      }),
    ],
    nextCursor,
  };
}

export async function listHumanCoaches(rt: Runtime, page: Page): Promise<HumanCoachPage> {
  if (page.cursor && !isKeyCursor(page.cursor)) throw badRequest('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  const { data, cursor } = await rt.db.entities.coachListing.query
    .byListing({ listing: 'human' })
    .go({ limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) });
  // The page's session counts: one BatchGet.
  const { data: stats } = data.length
    ? await rt.db.entities.catalogStat.get(data.map((c) => ({ itemType: 'human_coach' as const, itemId: c.userId }))).go({ attributes: ['itemId', 'sessions'] })
    : { data: [] };
  const sessions = new Map(stats.map((s) => [s.itemId, Math.max(0, s.sessions ?? 0)]));
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
      rating: NO_RATING,
      totalSessions: sessions.get(c.userId) ?? 0,
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

/**
 * POST /api/marketplace/install-*: free items, or items the caller owns; a paid item not bought is a
 * 409. Coach content taken out of the catalog installs no more, but those who have it keep it.
 */
export async function install(rt: Runtime, userId: string, itemType: ItemType, itemId: string): Promise<InstallResult> {
  const item = await findItem(rt, itemType, itemId);
  const field = itemType === 'ai_coach' ? 'coachId' : itemType === 'habit_system' ? 'systemId' : 'bundleId';
  if (!item) throw badRequest('Unknown marketplace item', [{ path: field, message: 'Unknown marketplace item' }]);
  if (item.isDefault) {
    // Defaults are always available: installing one just makes it current.
    await installItem(rt, userId, itemType, itemId);
    return { itemType, itemId, installed: true, alreadyInstalled: false };
  }
  if (item.price > 0 || !item.listed) {
    if (await isInstalled(rt, userId, itemType, itemId)) return { itemType, itemId, installed: true, alreadyInstalled: true };
    if (!item.listed) throw conflict('This item is no longer in the Marketplace');
    throw conflict('This item must be purchased before it can be installed');
  }
  const fresh = await installItem(rt, userId, itemType, itemId);
  return { itemType, itemId, installed: true, alreadyInstalled: !fresh };
}
