/**
 * Who may read a journal entry (docs/architecture.md, "Entry visibility"). One rule, used by every read
 * path on the server (lists, one entry, search, insights, AI context, exports, comments) and by the
 * journal card that tells the author who can see an entry.
 *
 * - `private`: the author only.
 * - `coach_only`: the author, and active coach or therapist connections with canViewEntries.
 * - `circle`: the author, and every active circle connection with canViewEntries.
 * - `public`: the circle as above, and the author's friends.
 */
export type EntryVisibility = 'private' | 'coach_only' | 'circle' | 'public';

/** Visibilities from the narrowest to the widest audience. */
export const VISIBILITY_ORDER: readonly EntryVisibility[] = ['private', 'coach_only', 'circle', 'public'];

/** The viewer's standing towards the author: their circle connection (the author's grant), if any, and friendship. */
export interface EntryViewer {
  isAuthor: boolean;
  /** The connection in the author's circle whose member is the viewer; null when there is none. */
  connection: {
    relationshipType: 'friend' | 'family' | 'coach' | 'therapist' | 'service_provider';
    status: 'pending' | 'active' | 'paused' | 'removed';
    canViewEntries: boolean;
  } | null;
  isFriend: boolean;
}

const CARE_TEAM = new Set(['coach', 'therapist']);

/** The visibilities this viewer may read, narrowest first (empty: nothing). */
export function visibleVisibilities(viewer: EntryViewer): EntryVisibility[] {
  if (viewer.isAuthor) return [...VISIBILITY_ORDER];
  const seen: EntryVisibility[] = [];
  const c = viewer.connection;
  const grants = c !== null && c.status === 'active' && c.canViewEntries;
  if (grants && CARE_TEAM.has(c.relationshipType)) seen.push('coach_only');
  if (grants) seen.push('circle');
  if (grants || viewer.isFriend) seen.push('public');
  return seen;
}

export function canSeeEntry(visibility: EntryVisibility, viewer: EntryViewer): boolean {
  return visibleVisibilities(viewer).includes(visibility);
}

/** The wider of two visibilities. */
export function widerVisibility(a: EntryVisibility, b: EntryVisibility): EntryVisibility {
  return VISIBILITY_ORDER.indexOf(a) >= VISIBILITY_ORDER.indexOf(b) ? a : b;
}

/** A new entry's visibility from the author's settings: the default, widened to coach_only when entries are shared with coaches automatically. */
export function defaultEntryVisibility(settings: { defaultJournalVisibility: EntryVisibility; autoShareWithCoaches: boolean }): EntryVisibility {
  return settings.autoShareWithCoaches ? widerVisibility(settings.defaultJournalVisibility, 'coach_only') : settings.defaultJournalVisibility;
}

/** Plain words for the journal card: who can see an entry with this visibility. */
export const VISIBILITY_AUDIENCE: Record<EntryVisibility, string> = {
  private: 'Only you',
  coach_only: 'You and your coaches and therapists',
  circle: 'You and your Support Circle',
  public: 'Your Support Circle and friends',
};
