import { visibleVisibilities, type EntryViewer, type EntryVisibility } from '@steady/shared';
import type { Runtime } from '../platform/runtime.js';

/**
 * THE entry-visibility policy of the server (docs/architecture.md, "Entry visibility"): which
 * visibilities of `authorId`'s entries `callerId` may read, by the one shared rule
 * (`visibleVisibilities`). Every read path that returns entries to someone other than the author goes
 * through here. It reads the connection with one GetItem on every call (never cached), so a pause,
 * a removal or a permission taken away holds from the very next request.
 */
export async function readableVisibilities(rt: Runtime, authorId: string, callerId: string): Promise<EntryVisibility[]> {
  return visibleVisibilities(await entryViewer(rt, authorId, callerId));
}

/** The caller's standing towards the author: their connection in the author's circle, if any. */
export async function entryViewer(rt: Runtime, authorId: string, callerId: string): Promise<EntryViewer> {
  if (authorId === callerId) return { isAuthor: true, connection: null, isFriend: false };
  const { data } = await rt.db.entities.careConnection.get({ userId: authorId, memberId: callerId }).go();
  return {
    isAuthor: false,
    connection: data ? { relationshipType: data.relationshipType, status: data.status, canViewEntries: data.canViewEntries } : null,
    // Friendship (public entries) is the Friends domain's to answer; until it does, nobody is a friend.
    isFriend: false,
  };
}
