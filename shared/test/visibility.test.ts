import { describe, expect, it } from 'vitest';
import { canSeeEntry, defaultEntryVisibility, visibleVisibilities, type EntryViewer } from '../src/domain/visibility.js';

const member = (
  relationshipType: NonNullable<EntryViewer['connection']>['relationshipType'],
  extra: Partial<NonNullable<EntryViewer['connection']>> = {},
): EntryViewer => ({
  isAuthor: false,
  isFriend: false,
  connection: { relationshipType, status: 'active', canViewEntries: true, ...extra },
});

describe('entry visibility', () => {
  it('lets the author read everything and a stranger nothing', () => {
    expect(visibleVisibilities({ isAuthor: true, connection: null, isFriend: false })).toEqual(['private', 'coach_only', 'circle', 'public']);
    expect(visibleVisibilities({ isAuthor: false, connection: null, isFriend: false })).toEqual([]);
  });

  it('opens coach_only to coaches and therapists only', () => {
    expect(canSeeEntry('coach_only', member('coach'))).toBe(true);
    expect(canSeeEntry('coach_only', member('therapist'))).toBe(true);
    expect(canSeeEntry('coach_only', member('family'))).toBe(false);
    expect(canSeeEntry('circle', member('family'))).toBe(true);
    expect(canSeeEntry('private', member('coach'))).toBe(false);
  });

  it('grants nothing without canViewEntries or an active connection', () => {
    for (const extra of [{ canViewEntries: false }, { status: 'paused' as const }, { status: 'removed' as const }, { status: 'pending' as const }]) {
      expect(visibleVisibilities(member('coach', extra))).toEqual([]);
    }
  });

  it('shows friends public entries only', () => {
    expect(visibleVisibilities({ isAuthor: false, connection: null, isFriend: true })).toEqual(['public']);
  });

  it('widens a new entry to coach_only when entries are shared with coaches automatically', () => {
    expect(defaultEntryVisibility({ defaultJournalVisibility: 'private', autoShareWithCoaches: true })).toBe('coach_only');
    expect(defaultEntryVisibility({ defaultJournalVisibility: 'circle', autoShareWithCoaches: true })).toBe('circle');
    expect(defaultEntryVisibility({ defaultJournalVisibility: 'private', autoShareWithCoaches: false })).toBe('private');
  });
});
