import { defineEntity } from '../platform/entity.js';

/** Journal entries live in the user's partition, sorted by ULID: newest first is a reverse Query. */
export const JournalEntryEntity = defineEntity({
  model: { entity: 'journalEntry', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    content: { type: 'string', required: true },
    transcription: { type: 'string' },
    /** The effective mood: the self-rating when given, otherwise the analyser's estimate. */
    moodScore: { type: 'number' },
    /** Absent on entries from before self-ratings: an estimate. */
    moodSource: { type: ['self', 'estimate'] as const },
    /** The analyser's estimate, kept when a self-rating wins. */
    moodEstimate: { type: 'number' },
    sentiment: { type: ['positive', 'negative', 'mixed', 'neutral'] as const },
    themes: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    wordCount: { type: 'number', required: true, default: 0 },
    callDuration: { type: 'number' },
    callId: { type: 'string' },
    source: { type: ['call', 'manual', 'ai_coach', 'workspace'] as const, required: true, default: 'call' },
    isArtifact: { type: 'boolean', required: true, default: false },
    crisisDetected: { type: 'boolean', required: true, default: false },
    crisisLevel: { type: ['none', 'concern', 'urgent'] as const },
    speakingAsPartId: { type: 'string' },
    visibility: { type: ['private', 'coach_only', 'circle', 'public'] as const, required: true, default: 'private' },
    version: { type: 'number', required: true, default: 1 },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    /** A shared workspace (docs/architecture.md, "Shared workspaces"): its edits go through functions/src/workspaces. */
    isWorkspace: { type: 'boolean' },
    /** A workspace's collaborators: member ids besides the author. */
    collaborators: { type: 'list', items: { type: 'string' } },
    /** A workspace's latest editor. */
    lastEditedBy: {
      type: 'map',
      properties: { id: { type: 'string', required: true }, name: { type: 'string', required: true }, at: { type: 'string', required: true } },
    },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['entryId'] } },
    byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['entryId'] }, sk: { field: 'gsi1sk', composite: [] } },
    /**
     * Sparse: only entries stored as artifacts carry gsi2 keys, so the artifacts page is a Query of
     * the user's artifacts alone. `isArtifact` is in the sort key so that ElectroDB recomputes (or
     * removes) the keys exactly when the flag is written, and leaves them alone on other updates.
     */
    artifacts: {
      index: 'gsi2',
      condition: (attr) => attr.isArtifact === true,
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['isArtifact', 'entryId'] },
    },
  },
});

/** One stats item per user, updated in the same transaction as each new entry. */
export const StatsEntity = defineEntity({
  model: { entity: 'stats', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    totalEntries: { type: 'number', required: true, default: 0 },
    totalWords: { type: 'number', required: true, default: 0 },
    moodSum: { type: 'number', required: true, default: 0 },
    moodCount: { type: 'number', required: true, default: 0 },
    currentStreak: { type: 'number', required: true, default: 0 },
    longestStreak: { type: 'number', required: true, default: 0 },
    lastEntryDate: { type: 'string' },
    revision: { type: 'number', required: true, default: 0 },
    /**
     * The person's time zone, kept with settings (saved in the same transaction), so that the
     * dashboard's stats, whose streak is counted in the person's own day, are one read. Absent on
     * items written before it: then the settings are read.
     */
    timeZone: { type: 'string' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});
