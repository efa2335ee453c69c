import { refreshCoachListing } from '../marketplace/service.js';
import { AUDIT, maskPhone, searchPhone, type AdminUser, type UpdateAdminUserBody } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { z } from 'zod';
import type { UserEntity } from '../users/store.js';
import { recordReads } from '../audit/service.js';
import { forgetActiveUser } from '../platform/active-user.js';
import { badRequest, notFound } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import { normalizeName } from './store.js';

type UserItem = EntityItem<typeof UserEntity>;

function toAdminUser(u: UserItem): AdminUser {
  return {
    id: u.userId,
    name: u.name,
    phoneNumber: maskPhone(u.phoneNumber),
    role: u.role,
    isVerifiedCoach: u.isVerifiedCoach === true,
    isActive: u.isActive !== false,
  };
}

/**
 * Finds users (docs/architecture.md, "Admin"): a phone number is one GetItem of its phone guard; a
 * name prefix is one Query of the name directory (admin/store.ts) in the partition of its first
 * character, then one BatchGet of the users found. Never a Scan. At most AUDIT.searchLimit users.
 */
export async function searchUsers(rt: Runtime, query: string): Promise<AdminUser[]> {
  let ids: string[];
  const phone = searchPhone(query);
  if (phone) {
    const { data } = await rt.db.entities.phoneGuard.get({ phoneNumber: phone }).go();
    ids = data ? [data.userId] : [];
  } else {
    const prefix = normalizeName(query);
    if (!prefix) return [];
    // A user matches once per name word at most; fetch a little more than the limit to fill it after deduplication.
    const { data } = await rt.db.entities.userDirectory.query
      .byTerm({ initial: [...prefix][0]! })
      .begins({ term: prefix })
      .go({ limit: AUDIT.searchLimit * 2 });
    ids = [...new Set(data.map((d) => d.userId))].slice(0, AUDIT.searchLimit);
  }
  if (ids.length === 0) return [];
  const { data } = await rt.db.entities.user.get(ids.map((userId) => ({ userId }))).go();
  return data.map(toAdminUser).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * An admin changes a user's role, Verified flag or active state. Deactivating disables the Cognito
 * user (sign-in refused; the data is kept) and stops the tokens in their hands at the next request
 * (platform/active-user.ts); reactivating enables it again. Nobody demotes or deactivates themself
 * (400), so there is always an admin left. The change is recorded as an `admin_action` access record
 * naming the changed fields.
 */
export async function updateUser(rt: Runtime, adminId: string, userId: string, body: z.output<typeof UpdateAdminUserBody>): Promise<AdminUser> {
  if (userId === adminId) {
    if (body.role !== undefined && body.role !== 'admin')
      throw badRequest('You cannot change your own role', [{ path: 'body.role', message: 'You cannot change your own role' }]);
    if (body.isActive === false)
      throw badRequest('You cannot deactivate your own account', [{ path: 'body.isActive', message: 'You cannot deactivate your own account' }]);
  }
  const [{ data: user }, { data: admin }] = await Promise.all([
    rt.db.entities.user.get({ userId }).go(),
    rt.db.entities.user.get({ userId: adminId }).go({ attributes: ['name', 'role'] }),
  ]);
  if (!user) throw notFound('User not found');
  const set: { role?: AdminUser['role']; isVerifiedCoach?: boolean; isActive?: boolean } = {};
  if (body.role !== undefined && body.role !== user.role) set.role = body.role;
  if (body.isVerifiedCoach !== undefined && body.isVerifiedCoach !== (user.isVerifiedCoach === true)) set.isVerifiedCoach = body.isVerifiedCoach;
  if (body.isActive !== undefined && body.isActive !== (user.isActive !== false)) set.isActive = body.isActive;
  const changed = Object.keys(set);
  if (changed.length === 0) return toAdminUser(user);

  // Sign-in first: a deactivation that cannot reach Cognito fails before anything is stored.
  if (set.isActive === false) await rt.ports.identity.disableUser(user.phoneNumber);
  if (set.isActive === true) await rt.ports.identity.enableUser(user.phoneNumber);
  const now = rt.ports.clock.now();
  const { data } = await rt.db.entities.user
    .patch({ userId })
    .set({ ...set, updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  // Verification, role and deactivation decide the Marketplace's Human Coaches listing.
  await refreshCoachListing(rt, userId);
  if (set.isActive === false) {
    forgetActiveUser(userId);
    await rt.ports.identity.signOutEverywhere(user.phoneNumber);
  }
  await recordReads(
    rt,
    [
      {
        readerId: adminId,
        readerName: admin?.name ?? 'Admin',
        readerRole: admin?.role ?? 'admin',
        subjectId: userId,
        what: 'admin_action',
        route: 'PATCH /api/admin/users/{userId}',
        detail: changed.join(','),
      },
    ],
    now,
  );
  return toAdminUser({ ...user, ...(data as Partial<UserItem>) });
}
