import type { JournalEntry } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { JournalEntryEntity } from './store.js';

/** A stored entry as the API shows it: pure, so a reader of entries need not load the journal service. */
export type EntryItem = EntityItem<typeof JournalEntryEntity>;

export function toEntry(e: EntryItem): JournalEntry {
  return {
    id: e.entryId,
    userId: e.userId,
    title: e.title,
    content: e.content,
    transcription: e.transcription ?? null,
    moodScore: e.moodScore ?? null,
    moodSource: e.moodSource ?? 'estimate',
    sentiment: e.sentiment ?? null,
    themes: e.themes ?? [],
    wordCount: e.wordCount ?? 0,
    callDuration: e.callDuration ?? null,
    source: e.source,
    isArtifact: e.isArtifact ?? false,
    crisisDetected: e.crisisDetected ?? false,
    // Entries from before levels were stored: a detected crisis of unknown level reads as urgent (errs towards safety).
    crisisLevel: e.crisisLevel ?? (e.crisisDetected ? 'urgent' : 'none'),
    speakingAsPartId: e.speakingAsPartId ?? null,
    visibility: e.visibility,
    version: e.version ?? 1,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    ...(e.isWorkspace ? { isWorkspace: true, collaborators: e.collaborators ?? [], lastEditedBy: e.lastEditedBy ?? null } : {}),
  };
}
