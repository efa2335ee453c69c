import { visibleVisibilities, type EntryViewer, type EntryVisibility } from '@steady/shared';
import type { Runtime } from '../platform/runtime.js';
import { areFriends } from '../friends/service.js';

/**
 * THE entry-visibility policy of the server (docs/architecture.md, "Entry visibility"): which
 * visibilities of `authorId`'s entries `callerId` may read, by the one shared rule
 * (`visibleVisibilities`), with the friendship for `public` entries. Every read path that returns entries to someone other than the author goes
 * through here. It reads the connection with one GetItem on every call (never cached), so a pause,
 * a removal or a permission taken away holds from the very next request.
 */
export async function readableVisibilities(rt: Runtime, authorId: string, callerId: string): Promise<EntryVisibility[]> {
  return visibleVisibilities(await entryViewer(rt, authorId, callerId));
}

/** The caller's standing towards the author: their connection in the author's circle, if any. */
export async function entryViewer(rt: Runtime, authorId: string, callerId: string): Promise<EntryViewer> {
  if (authorId === callerId) return { isAuthor: true, connection: null, isFriend: false };
  // The connection and the friendship: two GetItems, side by side.
  const [{ data }, isFriend] = await Promise.all([
    rt.db.entities.careConnection.get({ userId: authorId, memberId: callerId }).go(),
    areFriends(rt, authorId, callerId),
  ]);
  return {
    isAuthor: false,
    connection: data ? { relationshipType: data.relationshipType, status: data.status, canViewEntries: data.canViewEntries } : null,
    isFriend,
  };
}
