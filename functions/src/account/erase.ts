import { eraseFriendsOf } from '../friends/service.js';
import { eraseFormsOf } from '../forms/erase.js';
import { eraseSessionsOf } from '../booking/erase.js';
import { eraseCoachItemsOf } from '../marketplace/coach-items.js';
import { refreshCoachListing } from '../marketplace/service.js';
import { REMOVED_AUTHOR } from '@steady/shared';
import { directoryItem } from '../insights/store.js';
import { directoryTerms } from '../admin/store.js';
import { closeConnections } from '../live/service.js';
import { forgetActiveUser } from '../platform/active-user.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { TABLE_KEYS } from '../platform/table.js';

const DAY_MS = 86_400_000;
/** Due requests are looked for this many days back, so a missed daily run is caught up. */
const CATCH_UP_DAYS = 14;

/**
 * Erases a person's account (the 'Delete my account' request: removed within 30
 * days). Everything in the user's own partition (profile, settings, stats, entries, calls, goals,
 * habits, analyses, care-team connections where they are the patient, …), the items about them in
 * other partitions (phone guard, insights directory, connections where they are the member, the
 * guards of their circle invite links, their friends' side of each friendship, friend requests they
 * sent), their
 * call schedule, recordings and transcripts in S3 and at Twilio, and the Cognito user. Safe to run
 * again: each step skips what is already gone. Last, an erasure record keeps the id and the dates.
 */
export async function eraseUser(rt: Runtime, userId: string): Promise<void> {
  const { data: user } = await rt.db.entities.user.get({ userId }).go();
  const { data: settings } = await rt.db.entities.settings.get({ userId }).go();
  const { data: request } = await rt.db.entities.deletionRequest.get({ userId }).go();

  // Signed out everywhere first: refresh tokens stop, open live connections close, and this process
  // stops accepting the access tokens still in their hands (platform/active-user.ts).
  if (user) await rt.ports.identity.signOutEverywhere(user.phoneNumber);
  await closeConnections(rt, userId);
  forgetActiveUser(userId);

  await rt.ports.scheduler.remove(userId);

  // Recordings and transcripts: S3 and the telephony provider.
  const calls = await rt.db.entities.call.query.byUser({ userId }).go({ pages: 'all' });
  // A recording still stored (kept by choice, or not yet transcribed) is also still at the provider.
  for (const call of calls.data) if (call.recordingSid && call.recordingKey) await rt.ports.telephony.deleteRecording(call.recordingSid);
  if (rt.ports.objects.configured) {
    await rt.ports.objects.deleteAll(
      calls.data.map((c) => `transcripts/${c.callId}.json`),
      [`recordings/${userId}/`],
    );
  }
  // A coach's profile photos (docs/architecture.md, "Coach availability and profile").
  if (rt.ports.photos.configured) await rt.ports.photos.deleteAll([], [`coach-photos/${userId}/`]);

  // Items about the person in other partitions.
  if (user) await rt.db.entities.phoneGuard.delete({ phoneNumber: user.phoneNumber }).go();
  // The admin's name directory (admin/store.ts). Access records about the person stay (audit/store.ts).
  if (user) for (const t of directoryTerms(userId, user.name)) await rt.db.entities.userDirectory.delete(t).go();
  if (settings) await rt.db.entities.jobDirectory.delete(directoryItem(userId, settings.timeZone, '')).go();
  const asMember = await rt.db.entities.careConnection.query.byMember({ memberId: userId }).go({ pages: 'all' });
  for (const c of asMember.data) await rt.db.entities.careConnection.delete({ userId: c.userId, memberId: userId }).go();
  // Support Circle: the guards of the person's invite links (the invites are in their own partition).
  const invites = await rt.db.entities.circleInvite.query.byInviter({ userId }).go({ pages: 'all' });
  for (const i of invites.data) await rt.db.entities.circleInviteToken.delete({ tokenHash: i.tokenHash }).go();
  await eraseFriendsOf(rt, userId);
  // Forms: assignments, responses and a coach's forms live outside the user's partition (forms/erase.ts).
  await eraseFormsOf(rt, userId);
  // Coaching sessions and slot holds (booking/erase.ts); a coach's marketplace content (marketplace/coach-items.ts).
  await eraseSessionsOf(rt, userId);
  await eraseCoachItemsOf(rt, userId, REMOVED_AUTHOR);

  // The user's own partition, whatever entities it holds (read by key, never scanned).
  await rt.ports.partitions.deletePartition(userPartitionKey(rt, userId));
  // Out of the Human Coaches tab (the profile it was built from is gone).
  await refreshCoachListing(rt, userId);

  if (user) {
    await rt.ports.identity.deleteUser(user.phoneNumber).catch((err: Error) => {
      if (err.name !== 'UserNotFoundException') throw err;
    });
  }
  const now = rt.ports.clock.now().toISOString();
  await rt.db.entities.erasure.put({ userId, requestedAt: request?.requestedAt ?? now, erasedAt: now }).go();
  logger.info('Account erased', { userId });
}

/** The user partition's key as ElectroDB writes it (the same for every entity in it). */
function userPartitionKey(rt: Runtime, userId: string): string {
  const params = rt.db.entities.user.get({ userId }).params() as { Key: Record<string, string> };
  return params.Key[TABLE_KEYS.partitionKey]!;
}

/**
 * The daily deletion job: erases every account whose requested removal date has come (requests are
 * found on gsi2 by their UTC removal date, a few days back to catch up a missed run). Returns the
 * number of accounts erased.
 */
export async function runDeletionJob(rt: Runtime, at: Date = rt.ports.clock.now()): Promise<number> {
  let erased = 0;
  for (let back = CATCH_UP_DAYS; back >= 0; back--) {
    const removeDate = new Date(at.getTime() - back * DAY_MS).toISOString().slice(0, 10);
    const { data } = await rt.db.entities.deletionRequest.query.byRemoveDate({ removeDate }).go({ pages: 'all' });
    for (const request of data) {
      if (Date.parse(request.removeBy) > at.getTime()) continue;
      try {
        await eraseUser(rt, request.userId);
        erased++;
      } catch (err) {
        // The next daily run tries again; the other accounts go on.
        logger.error('Account erasure failed', { userId: request.userId, errorName: (err as Error).name });
      }
    }
  }
  return erased;
}
