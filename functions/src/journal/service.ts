import {
  JOURNAL,
  addEntryToStats,
  countWords,
  dashboardStats,
  defaultEntryVisibility,
  localDate,
  normalizeTags,
  type DashboardStats,
  type JournalEntry,
  type StatsState,
  type Visibility,
} from '@steady/shared';
import type { CreateEntryBody, ListEntriesQuery, UpdateEntryBody } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { indexStoredEntry, searchEntryIds, termsOf } from './search.js';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../platform/errors.js';
import { isKeyCursor } from '../platform/cursor.js';
import type { Runtime } from '../platform/runtime.js';
import { SAVE_CONFLICT_MESSAGE, WRITE_ATTEMPTS, backoff, committed, failedConditions, isConflictOnly, isConditionFailure } from '../platform/transactions.js';
import { getSettings } from '../settings/service.js';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { screenForCrisis } from '../safety/screen.js';
import { readableVisibilities } from '../circle/access.js';
import { noteEntry, refreshEntryFigures, shiftSharedCount } from '../care-team/summary.js';
import { JournalEntryEntity } from './store.js';
import { toEntry } from './views.js';

type StatsItem = StatsState & { userId: string; revision: number; timeZone?: string };

export type { EntryItem } from './views.js';
type EntryItem = EntityItem<typeof JournalEntryEntity>;

export { toEntry } from './views.js';

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
  /** Who may read it; without it, the default from settings (`defaultEntryVisibility`). */
  visibility?: Visibility;
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
    visibility: input.visibility ?? defaultEntryVisibility(settings),
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const date = localDate(now, settings.timeZone);
  let streak = 0;
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
    if (!result.canceled) {
      streak = next.currentStreak;
      break;
    }
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
  // The search index and the caseload summary the coach's dashboard reads (care-team/summary.ts; it
  // never fails the entry) are independent writes: side by side.
  await Promise.all([
    indexStoredEntry(rt, userId, item.entryId, [], termsOf(item)),
    noteEntry(rt, userId, {
      entryId: item.entryId,
      createdAt: item.createdAt,
      moodScore: item.moodScore ?? null,
      visibility: item.visibility,
      date,
      timeZone: settings.timeZone,
      streak,
    }),
  ]);
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
    visibility: body.visibility,
  });
}

/** A filter that keeps only entries of these visibilities (DynamoDB FilterExpression). */
const visibilityFilter =
  (visibilities: Visibility[]) =>
  (a: { visibility: unknown }, { eq }: { eq: (attr: never, value: string) => string }) =>
    visibilities.map((v) => eq(a.visibility as never, v)).join(' OR ');

/**
 * Entries newest first. To anyone but the author, only those whose visibility lets them read it
 * (circle/access.ts): a filter on the Query, collecting up to `limit` such entries across pages.
 */
export async function listEntries(
  rt: Runtime,
  userId: string,
  query: z.output<typeof ListEntriesQuery>,
  callerId: string = userId,
): Promise<{ entries: JournalEntry[]; cursor: string | null }> {
  const invalidCursor = () => badRequest('cursor is not valid', [{ path: 'query.cursor', message: 'cursor is not valid' }]);
  if (query.q) return searchEntries(rt, userId, { q: query.q, limit: Math.min(query.limit, JOURNAL.fetchLimit), cursor: query.cursor }, callerId);
  if (query.cursor !== undefined && !isKeyCursor(query.cursor)) throw invalidCursor();
  const limit = Math.min(query.limit, JOURNAL.fetchLimit);
  const cursor = query.cursor ?? null;
  try {
    if (callerId === userId) {
      const page = await rt.db.entities.journalEntry.query.byUser({ userId }).go({ order: 'desc', limit, cursor });
      return { entries: page.data.map((d) => toEntry(d)), cursor: page.cursor };
    }
    const visibilities = await readableVisibilities(rt, userId, callerId);
    if (visibilities.length === 0) return { entries: [], cursor: null };
    const page = await rt.db.entities.journalEntry.query.byUser({ userId }).where(visibilityFilter(visibilities)).go({ order: 'desc', count: limit, cursor });
    return { entries: page.data.map((d) => toEntry(d)), cursor: page.cursor };
  } catch (err) {
    // A cursor of the right shape that DynamoDB rejects (e.g. a key of another partition).
    if (query.cursor !== undefined && (err as { cause?: { name?: string } }).cause?.name === 'ValidationException') throw invalidCursor();
    throw err;
  }
}

/**
 * A search of the journal's word index (search.ts): the matching ids newest first, then one BatchGet
 * of a page of them. To anyone but the author, entries their visibility hides are dropped, and the
 * page is filled from the next ids. The cursor is the last entry id of the page.
 */
async function searchEntries(
  rt: Runtime,
  userId: string,
  query: { q: string; limit: number; cursor?: string },
  callerId: string,
): Promise<{ entries: JournalEntry[]; cursor: string | null }> {
  if (query.cursor !== undefined && !ENTRY_ID.test(query.cursor))
    throw badRequest('cursor is not valid', [{ path: 'query.cursor', message: 'cursor is not valid' }]);
  const visibilities = callerId === userId ? null : await readableVisibilities(rt, userId, callerId);
  if (visibilities?.length === 0) return { entries: [], cursor: null };
  const ids = await searchEntryIds(rt, userId, query.q, query.cursor);
  const entries: JournalEntry[] = [];
  let next = 0;
  while (entries.length < query.limit && next < ids.length) {
    const batch = ids.slice(next, next + query.limit - entries.length);
    next += batch.length;
    const { data } = await rt.db.entities.journalEntry.get(batch.map((entryId) => ({ userId, entryId }))).go();
    const byId = new Map(data.map((d) => [d.entryId, d]));
    for (const id of batch) {
      const item = byId.get(id);
      if (item && (visibilities === null || visibilities.includes(item.visibility))) entries.push(toEntry(item));
    }
  }
  return { entries, cursor: next < ids.length && entries.length > 0 ? entries[entries.length - 1]!.id : null };
}

/** An entry id: a ULID (26 characters of Crockford base 32). */
const ENTRY_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const ENTRY_NOT_FOUND = 'Journal entry not found';

/**
 * One entry. Someone who may not read it gets the same 404 as for an entry that does not exist, so
 * nobody learns that a private entry is there (docs/architecture.md, "Entry visibility").
 */
export async function getEntry(rt: Runtime, userId: string, entryId: string, callerId: string): Promise<JournalEntry> {
  const { data } = await rt.db.entities.journalEntry.get({ userId, entryId }).go();
  if (!data) throw notFound(ENTRY_NOT_FOUND);
  if (callerId !== userId && !(await readableVisibilities(rt, userId, callerId)).includes(data.visibility)) throw notFound(ENTRY_NOT_FOUND);
  return toEntry(data);
}

export async function getStats(rt: Runtime, userId: string): Promise<DashboardStats> {
  // One read: the stats item carries the time zone the streak is counted in (settings save it there
  // too); an item from before that reads the settings.
  const stats = await readStats(rt, userId);
  const timeZone = stats.timeZone ?? (await getSettings(rt, userId)).timeZone;
  return dashboardStats(stats, localDate(rt.ports.clock.now(), timeZone));
}

/** ElectroDB patches carry `attribute_exists`: a missing item surfaces as a failed condition. */
const isMissing = isConditionFailure;

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

/**
 * Replaces an entry's tags, normalised (trimmed, lowercased, empty and duplicates dropped) whoever
 * the caller; idempotent after the body schema's own pass.
 */
export function updateTags(rt: Runtime, userId: string, entryId: string, themes: string[]): Promise<JournalEntry> {
  return patchEntry(rt, userId, entryId, { themes: normalizeTags(themes) });
}

/** Flags or un-flags an artifact; the sparse gsi2 keys follow the flag (store.ts). */
export function setArtifact(rt: Runtime, userId: string, entryId: string, isArtifact: boolean): Promise<JournalEntry> {
  return patchEntry(rt, userId, entryId, { isArtifact });
}

/** The user's artifacts, newest first: a Query of the sparse artifacts index, never a filter over entries; to others, only what they may read. */
export async function listArtifacts(rt: Runtime, userId: string, callerId: string = userId): Promise<JournalEntry[]> {
  const { data } = await rt.db.entities.journalEntry.query.artifacts({ userId }).go({ order: 'desc', pages: 'all' });
  const readable = callerId === userId ? null : new Set(await readableVisibilities(rt, userId, callerId));
  return data.filter((d) => readable === null || readable.has(d.visibility)).map((d) => toEntry(d));
}

export { entryOwner } from './owner.js';

export const WORKSPACE_EDIT_MESSAGE = 'This entry is a shared workspace: edit it in Workspaces, where every change is kept in its history.';

export const STALE_ENTRY_MESSAGE =
  'This entry was changed somewhere else since you opened it. Reload it to see the latest version, then make your change again.';

const LEVEL_RANK = { none: 0, concern: 1, urgent: 2 } as const;

/**
 * Edits an entry's title, content or visibility (docs/architecture.md, "Entry visibility"). The
 * `version` the editor read must still be the stored one (else 409). New words are analysed and
 * screened for crisis as a new entry's are; the stats item takes the change in words and mood in the
 * same transaction, and the care team is alerted when the edit brings crisis language (or a higher level).
 */
export async function updateEntry(rt: Runtime, userId: string, entryId: string, body: z.output<typeof UpdateEntryBody>): Promise<JournalEntry> {
  for (let attempt = 0; ; attempt++) {
    const { data: entry } = await rt.db.entities.journalEntry.get({ userId, entryId }).go();
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    if ((entry.version ?? 1) !== body.version) throw conflict(STALE_ENTRY_MESSAGE);
    // A shared workspace's words change only through its own route, which keeps every edit in its history.
    if (entry.isWorkspace && (body.title !== undefined || body.content !== undefined))
      throw badRequest(WORKSPACE_EDIT_MESSAGE, [{ path: 'content', message: WORKSPACE_EDIT_MESSAGE }]);
    const now = rt.ports.clock.now().toISOString();
    const title = body.title ?? entry.title;
    const content = body.content ?? entry.content;
    const textChanged = title !== entry.title || content !== entry.content;
    const set: Partial<EntryItem> = { updatedAt: now };
    if (body.visibility !== undefined) set.visibility = body.visibility;
    let crisis: Awaited<ReturnType<typeof screenForCrisis>> | null = null;
    let deltas = { words: 0, moodSum: 0, moodCount: 0 };
    if (textChanged) {
      const analysis = await rt.ports.ai.analyzeEntry(content);
      crisis = await screenForCrisis(rt, `${title}\n${content}`);
      const selfRated = entry.moodSource === 'self';
      const moodScore = selfRated ? (entry.moodScore ?? null) : analysis.moodScore;
      const wordCount = countWords(content);
      Object.assign(set, {
        title,
        content,
        moodScore: moodScore ?? undefined,
        moodEstimate: analysis.moodScore,
        sentiment: analysis.sentiment,
        themes: analysis.themes,
        wordCount,
        crisisDetected: crisis.detected,
        crisisLevel: crisis.level,
      });
      const oldMood = entry.moodScore ?? null;
      deltas = {
        words: wordCount - (entry.wordCount ?? 0),
        moodSum: (moodScore ?? 0) - (oldMood ?? 0),
        moodCount: (moodScore === null ? 0 : 1) - (oldMood === null ? 0 : 1),
      };
    }
    const statsChange = deltas.words !== 0 || deltas.moodSum !== 0 || deltas.moodCount !== 0;
    const result = await rt.db.transaction
      .write(({ journalEntry, stats }) => [
        journalEntry
          .patch({ userId, entryId })
          .set(set)
          .add({ version: 1 })
          .where((a, { eq }) => eq(a.version, body.version))
          .commit(),
        ...(statsChange
          ? [stats.patch({ userId }).add({ totalWords: deltas.words, moodSum: deltas.moodSum, moodCount: deltas.moodCount, revision: 1 }).commit()]
          : []),
      ])
      .go();
    if (result.canceled) {
      if (failedConditions(result).includes(0)) throw conflict(STALE_ENTRY_MESSAGE);
      if (!isConflictOnly(result)) committed(result);
      if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
      await backoff(attempt);
      continue;
    }
    const updated = { ...entry, ...set, version: body.version + 1 } as EntryItem;
    if (textChanged) await indexStoredEntry(rt, userId, entryId, termsOf(entry), termsOf(updated));
    // What a coach may learn of it changed (shared or not, its mood): the caseload summary follows.
    const wasShared = entry.visibility !== 'private';
    const isShared = updated.visibility !== 'private';
    if (wasShared !== isShared) await shiftSharedCount(rt, userId, isShared ? 1 : -1);
    if (wasShared !== isShared || (isShared && updated.moodScore !== entry.moodScore))
      await refreshEntryFigures(rt, userId, (await getSettings(rt, userId)).timeZone);
    const before = entry.crisisLevel ?? (entry.crisisDetected ? 'urgent' : 'none');
    if (crisis && crisis.detected && LEVEL_RANK[crisis.level] > LEVEL_RANK[before])
      await raiseCrisisAlerts(rt, {
        patientId: userId,
        source: 'entry',
        sourceId: entryId,
        at: now,
        level: crisis.level,
        constructs: crisis.constructs,
      });
    return toEntry(updated);
  }
}
