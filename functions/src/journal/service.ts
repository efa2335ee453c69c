import {
  JOURNAL,
  addEntryToStats,
  countWords,
  dashboardStats,
  localDate,
  normalizeTags,
  type DashboardStats,
  type JournalEntry,
  type StatsState,
} from '@steady/shared';
import type { CreateEntryBody, ListEntriesQuery } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import { SAVE_CONFLICT_MESSAGE, WRITE_ATTEMPTS, backoff, committed, failedConditions, isConflictOnly } from '../platform/transactions.js';
import { getSettings } from '../settings/service.js';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { screenForCrisis } from '../safety/screen.js';
import { JournalEntryEntity } from './store.js';

type StatsItem = StatsState & { userId: string; revision: number };

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
  };
}

async function readStats(rt: Runtime, userId: string): Promise<StatsItem> {
  const { data } = await rt.db.entities.stats.get({ userId }).go();
  if (!data) throw notFound('User not found');
  return { ...data, lastEntryDate: data.lastEntryDate ?? null };
}

export interface NewEntry {
  /** Without a title, the analysis's title is used (call entries). */
  title?: string;
  content: string;
  /** The text to analyse, when it is not the whole content (a call's answers without its questions). */
  analysisText?: string;
  /** A fixed id makes the creation idempotent: a second create with the same id returns the first entry. */
  entryId?: string;
  callId?: string;
  source: JournalEntry['source'];
  speakingAsPartId?: string | null;
  transcription?: string;
  callDuration?: number;
  /** The writer's own mood rating (1-10): it wins over the analyser's estimate. */
  moodRating?: number | null;
  /** The caller has already alerted the care team for this text (e.g. a saved AI coach chat): no second alert. */
  crisisAlerted?: boolean;
}

/**
 * Creates an entry, analysed through the Ai port, and counts it in the stats item in the same
 * transaction: counters added atomically, the streak conditioned on the last entry date read (see
 * docs/architecture.md, "Writes under contention").
 */
export async function createEntry(rt: Runtime, userId: string, input: NewEntry): Promise<JournalEntry> {
  const settings = await getSettings(rt, userId);
  const analysis = await rt.ports.ai.analyzeEntry(input.analysisText ?? input.content);
  const now = rt.ports.clock.now();
  const title = input.title ?? analysis.title;
  const crisis = await screenForCrisis(rt, `${title}\n${input.analysisText ?? input.content}`);
  const item = {
    userId,
    entryId: input.entryId ?? ulid(now.getTime()),
    callId: input.callId,
    title,
    content: input.content,
    transcription: input.transcription,
    moodScore: input.moodRating ?? analysis.moodScore,
    moodSource: input.moodRating ? ('self' as const) : ('estimate' as const),
    moodEstimate: analysis.moodScore,
    sentiment: analysis.sentiment,
    themes: analysis.themes,
    wordCount: countWords(input.content),
    callDuration: input.callDuration,
    source: input.source,
    isArtifact: false,
    crisisDetected: crisis.detected,
    crisisLevel: crisis.level,
    speakingAsPartId: input.speakingAsPartId ?? undefined,
    visibility: settings.defaultJournalVisibility,
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const date = localDate(now, settings.timeZone);
  for (let attempt = 0; ; attempt++) {
    const prev = await readStats(rt, userId);
    const next = addEntryToStats(prev, { wordCount: item.wordCount, moodScore: item.moodScore, date });
    // The counters are added atomically, so entries written at the same moment never conflict on
    // them. Only a change of the streak (the first entry of a new day) depends on what was read: it
    // is conditioned on the last entry date read, and re-read and retried if another entry moved it.
    const streakMoves = next.lastEntryDate !== prev.lastEntryDate || next.currentStreak !== prev.currentStreak;
    const result = await rt.db.transaction
      .write(({ journalEntry, stats }) => {
        const counters = stats.patch({ userId }).add({
          totalEntries: 1,
          totalWords: item.wordCount,
          moodSum: item.moodScore ?? 0,
          moodCount: item.moodScore === null ? 0 : 1,
          revision: 1,
        });
        return [
          journalEntry.create(item).commit(),
          streakMoves
            ? counters
                .set({ currentStreak: next.currentStreak, longestStreak: next.longestStreak, lastEntryDate: next.lastEntryDate ?? undefined })
                .where((a, { eq, notExists }) => (prev.lastEntryDate === null ? notExists(a.lastEntryDate) : eq(a.lastEntryDate, prev.lastEntryDate)))
                .commit()
            : counters.commit(),
        ];
      })
      .go();
    if (!result.canceled) break;
    const failed = failedConditions(result);
    if (input.entryId && failed.includes(0)) {
      // Created before (a repeated delivery): return the entry as it was stored.
      const { data } = await rt.db.entities.journalEntry.get({ userId, entryId: input.entryId }).go();
      if (data) return toEntry(data);
    }
    // Another entry moved the streak, or touched the stats item at the same moment: read again, retry.
    const lostRace = isConflictOnly(result) || (failed.length === 1 && failed[0] === 1);
    if (!lostRace) committed(result);
    if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
    await backoff(attempt);
  }
  // Crisis language: every connected coach or therapist allowed to view entries is alerted (no text in the alert).
  if (item.crisisDetected && !input.crisisAlerted)
    await raiseCrisisAlerts(rt, {
      patientId: userId,
      source: 'entry',
      sourceId: item.entryId,
      at: item.createdAt,
      level: crisis.level,
      constructs: crisis.constructs,
    });
  return toEntry(item);
}

export const UNKNOWN_PART = 'Please choose one of your parts, or Myself (integrated)';

export async function createManualEntry(rt: Runtime, userId: string, body: z.output<typeof CreateEntryBody>): Promise<JournalEntry> {
  // Speaking as a part (coherence mode): it must be one of the writer's own parts.
  if (body.speakingAsPartId) {
    const { data } = await rt.db.entities.part.get({ userId, partId: body.speakingAsPartId }).go();
    if (!data) throw badRequest(UNKNOWN_PART, [{ path: 'speakingAsPartId', message: UNKNOWN_PART }]);
  }
  return createEntry(rt, userId, {
    title: body.title,
    content: body.content,
    source: 'manual',
    speakingAsPartId: body.speakingAsPartId,
    moodRating: body.moodRating,
  });
}

export async function listEntries(
  rt: Runtime,
  userId: string,
  query: z.output<typeof ListEntriesQuery>,
): Promise<{ entries: JournalEntry[]; cursor: string | null }> {
  const invalidCursor = () => badRequest('cursor is not valid', [{ path: 'query.cursor', message: 'cursor is not valid' }]);
  if (query.cursor !== undefined && !isKeyCursor(query.cursor)) throw invalidCursor();
  try {
    const { data, cursor } = await rt.db.entities.journalEntry.query
      .byUser({ userId })
      .go({ order: 'desc', limit: Math.min(query.limit, JOURNAL.fetchLimit), cursor: query.cursor ?? null });
    return { entries: data.map((d) => toEntry(d)), cursor };
  } catch (err) {
    // A cursor of the right shape that DynamoDB rejects (e.g. a key of another partition).
    if (query.cursor !== undefined && (err as { cause?: { name?: string } }).cause?.name === 'ValidationException') throw invalidCursor();
    throw err;
  }
}

/** ElectroDB cursors are base64url JSON of a DynamoDB key: an object of string attributes. */
function isKeyCursor(cursor: string): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return typeof key === 'object' && key !== null && !Array.isArray(key) && Object.values(key).every((v) => typeof v === 'string');
  } catch {
    return false;
  }
}

export async function getStats(rt: Runtime, userId: string): Promise<DashboardStats> {
  const [stats, settings] = await Promise.all([readStats(rt, userId), getSettings(rt, userId)]);
  return dashboardStats(stats, localDate(rt.ports.clock.now(), settings.timeZone));
}

/** ElectroDB patches carry `attribute_exists`: a missing item surfaces as a failed condition. */
function isMissing(err: unknown): boolean {
  const cause = (err as { cause?: { name?: string } }).cause;
  return cause?.name === 'ConditionalCheckFailedException';
}

/** Patches one entry of the user (bumping version and updatedAt) and returns it; 404 if it is not theirs. */
async function patchEntry(rt: Runtime, userId: string, entryId: string, set: { themes?: string[]; isArtifact?: boolean }): Promise<JournalEntry> {
  try {
    const { data } = await rt.db.entities.journalEntry
      .patch({ userId, entryId })
      .set({ ...set, updatedAt: rt.ports.clock.now().toISOString() })
      .add({ version: 1 })
      .go({ response: 'all_new' });
    return toEntry(data as EntryItem);
  } catch (err) {
    if (isMissing(err)) throw notFound('Journal entry not found');
    throw err;
  }
}

/** Replaces an entry's tags, normalised (spec section 5) whoever the caller; idempotent after the body schema's own pass. */
export function updateTags(rt: Runtime, userId: string, entryId: string, themes: string[]): Promise<JournalEntry> {
  return patchEntry(rt, userId, entryId, { themes: normalizeTags(themes) });
}

/** Flags or un-flags an artifact; the sparse gsi2 keys follow the flag (store.ts). */
export function setArtifact(rt: Runtime, userId: string, entryId: string, isArtifact: boolean): Promise<JournalEntry> {
  return patchEntry(rt, userId, entryId, { isArtifact });
}

/** The user's artifacts, newest first: a Query of the sparse artifacts index, never a filter over entries. */
export async function listArtifacts(rt: Runtime, userId: string): Promise<JournalEntry[]> {
  const { data } = await rt.db.entities.journalEntry.query.artifacts({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map((d) => toEntry(d));
}

export { entryOwner } from './owner.js';
