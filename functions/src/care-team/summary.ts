import { localDate, shiftDate, weekOf, type Visibility } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { encodeTime } from 'ulid';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import type { CaseloadSummaryEntity } from './caseload-store.js';
import { isConditionFailure } from '../platform/transactions.js';

/**
 * Keeping each student's caseload summary up to date from the write paths (docs/architecture.md,
 * "Coach workspace"). Every update is one atomic UpdateItem (ADD for counters, a condition where a
 * value read decides the write) and never fails the write that calls it: a summary that could not be
 * updated is logged, by kind only, and the entry, call or alert stands.
 */

type SummaryItem = EntityItem<typeof CaseloadSummaryEntity>;

const errorName = (err: unknown) => (err as Error | undefined)?.name ?? 'Error';
const ATTEMPTS = 4;

async function safely(what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    logger.warn('Caseload summary not updated', { what, errorName: errorName(err) });
  }
}

export interface EntryNote {
  entryId: string;
  createdAt: string;
  moodScore: number | null;
  visibility: Visibility;
  /** The writer's local date of the entry and their time zone. */
  date: string;
  timeZone: string;
  /** The journal streak after this entry. */
  streak: number;
}

/**
 * A new entry. A private one changes nothing a coach may learn but the streak; any other is counted
 * in its week: an ADD when the stored week is the entry's, else the weeks roll over (the stored week
 * becomes last week when it is the one before) under a condition on the week read, and retry.
 */
export function noteEntry(rt: Runtime, userId: string, e: EntryNote): Promise<void> {
  return safely('entry', async () => {
    const summary = rt.db.entities.caseloadSummary;
    const common = { timeZone: e.timeZone, currentStreak: e.streak, updatedAt: e.createdAt };
    if (e.visibility === 'private') {
      await summary.update({ userId }).set(common).go();
      return;
    }
    const week = weekOf(e.date).weekStart;
    const mood = { sum: e.moodScore ?? 0, count: e.moodScore === null ? 0 : 1 };
    const seen = { ...common, lastEntryAt: e.createdAt, lastEntryId: e.entryId };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        await summary
          .update({ userId })
          .set(seen)
          .add({ sharedEntries: 1, weekEntries: 1, weekMoodSum: mood.sum, weekMoodCount: mood.count })
          .where((a, { eq }) => eq(a.weekKey, week))
          .go();
        return;
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
      // Another week is stored (or none): roll over, conditioned on what was read.
      const { data: current } = await summary.get({ userId }).go();
      if (current?.weekKey === week) continue;
      const previous = shiftDate(week, -7);
      const carried =
        current?.weekKey === previous
          ? { entries: current.weekEntries ?? 0, sum: current.weekMoodSum ?? 0, count: current.weekMoodCount ?? 0 }
          : { entries: 0, sum: 0, count: 0 };
      try {
        await summary
          .update({ userId })
          .set({
            ...seen,
            weekKey: week,
            weekEntries: 1,
            weekMoodSum: mood.sum,
            weekMoodCount: mood.count,
            prevWeekKey: previous,
            prevWeekEntries: carried.entries,
            prevWeekMoodSum: carried.sum,
            prevWeekMoodCount: carried.count,
          })
          .add({ sharedEntries: 1 })
          .where((a, { eq, notExists }) => (current?.weekKey ? eq(a.weekKey, current.weekKey) : notExists(a.weekKey)))
          .go();
        return;
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    }
    throw new Error('Caseload summary kept conflicting');
  });
}

/**
 * An entry's visibility or mood changed: this week's and last week's figures and the latest shared
 * entry are read again from the student's entries of those two weeks (one Query) and the latest
 * shared one (one Query). Edits are rare; a new entry never takes this path.
 */
export function refreshEntryFigures(rt: Runtime, userId: string, timeZone: string): Promise<void> {
  return safely('refresh', async () => {
    const now = rt.ports.clock.now();
    const week = weekOf(localDate(now, timeZone)).weekStart;
    const previous = shiftDate(week, -7);
    // Entry ids are ULIDs of their creation time: a key range from a day before last week began.
    const from = `${encodeTime(now.getTime() - 16 * 86_400_000, 10)}0000000000000000`;
    const shared = (a: { visibility: unknown }, { ne }: { ne: (attr: never, value: string) => string }) => ne(a.visibility as never, 'private');
    const [recent, latest] = await Promise.all([
      rt.db.entities.journalEntry.query.byUser({ userId }).gte({ entryId: from }).where(shared).go({ pages: 'all' }),
      rt.db.entities.journalEntry.query.byUser({ userId }).where(shared).go({ order: 'desc', count: 1 }),
    ]);
    const figures = (key: string) => {
      const mine = recent.data.filter((d) => weekOf(localDate(d.createdAt, timeZone)).weekStart === key);
      const moods = mine.flatMap((d) => (typeof d.moodScore === 'number' ? [d.moodScore] : []));
      return { entries: mine.length, sum: moods.reduce((a, b) => a + b, 0), count: moods.length };
    };
    const [w, p] = [figures(week), figures(previous)];
    const last = latest.data[0];
    let update = rt.db.entities.caseloadSummary.update({ userId }).set({
      timeZone,
      weekKey: week,
      weekEntries: w.entries,
      weekMoodSum: w.sum,
      weekMoodCount: w.count,
      prevWeekKey: previous,
      prevWeekEntries: p.entries,
      prevWeekMoodSum: p.sum,
      prevWeekMoodCount: p.count,
      updatedAt: now.toISOString(),
      ...(last ? { lastEntryAt: last.createdAt, lastEntryId: last.entryId } : {}),
    });
    if (!last) update = update.remove(['lastEntryAt', 'lastEntryId']);
    await update.go();
  });
}

/** An entry changed visibility across private / shared: the all-time count follows. */
export function shiftSharedCount(rt: Runtime, userId: string, by: 1 | -1): Promise<void> {
  return safely('shared', async () => {
    await rt.db.entities.caseloadSummary.update({ userId }).add({ sharedEntries: by }).go();
  });
}

/**
 * A check-in call ended: answered (the run of missed calls ends) or missed (it grows). Repeated
 * status callbacks of the same call count once: the write is conditioned on another call id.
 */
export function noteCall(rt: Runtime, userId: string, callId: string, outcome: 'answered' | 'missed', at: string): Promise<void> {
  return safely('call', async () => {
    const base = rt.db.entities.caseloadSummary.update({ userId });
    const seen = { lastCallId: callId, lastCallAt: at, lastCallStatus: outcome, updatedAt: at };
    const write =
      outcome === 'answered'
        ? base.set({ ...seen, lastAnsweredCallAt: at, missedCallRun: 0 }).add({ answeredCalls: 1 })
        : base.set(seen).add({ missedCallRun: 1 });
    try {
      await write.where((a, { notExists, ne }) => `${notExists(a.lastCallId)} OR ${ne(a.lastCallId, callId)}`).go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // the same call again: counted already
    }
  });
}

/** A crisis alert was raised for a coach (or rose to urgent): their open flag on the student's summary. */
export function noteAlert(rt: Runtime, patientId: string, coachId: string, urgent: boolean): Promise<void> {
  return safely('alert', async () => {
    const now = rt.ports.clock.now().toISOString();
    await rt.db.entities.caseloadSummary
      .update({ userId: patientId })
      .add({ alertOpenFor: [coachId], ...(urgent ? { alertUrgentFor: [coachId] } : {}) })
      .set({ updatedAt: now })
      .go();
  });
}

/** The coach acknowledged the student's open alert: their flags go. */
export function clearAlert(rt: Runtime, patientId: string, coachId: string): Promise<void> {
  return safely('acknowledge', async () => {
    const now = rt.ports.clock.now().toISOString();
    await rt.db.entities.caseloadSummary
      .update({ userId: patientId })
      .delete({ alertOpenFor: [coachId], alertUrgentFor: [coachId] })
      .set({ updatedAt: now })
      .go();
  });
}

export type { SummaryItem };

const ANSWERED = new Set(['completed']);
const MISSED = new Set(['no-answer', 'busy', 'failed', 'voicemail']);

/**
 * Writes a student's summary afresh from all their entries and calls (every page of both): for the
 * demo seed, which writes its history directly, and as a backfill for accounts from before summaries.
 * Never in a request path. The alert flags are left as they are (the alerts service keeps them).
 */
export async function rebuildSummary(rt: Runtime, userId: string): Promise<void> {
  const [entries, calls, settings, stats] = await Promise.all([
    rt.db.entities.journalEntry.query.byUser({ userId }).go({ pages: 'all' }),
    rt.db.entities.call.query.byUser({ userId }).go({ pages: 'all' }),
    rt.db.entities.settings.get({ userId }).go({ attributes: ['timeZone'] }),
    rt.db.entities.stats.get({ userId }).go({ attributes: ['currentStreak'] }),
  ]);
  const timeZone = settings.data?.timeZone ?? 'UTC';
  const now = rt.ports.clock.now();
  const week = weekOf(localDate(now, timeZone)).weekStart;
  const previous = shiftDate(week, -7);
  const shared = entries.data.filter((e) => e.visibility !== 'private');
  const figures = (key: string) => {
    const mine = shared.filter((d) => weekOf(localDate(d.createdAt, timeZone)).weekStart === key);
    const moods = mine.flatMap((d) => (typeof d.moodScore === 'number' ? [d.moodScore] : []));
    return { entries: mine.length, sum: moods.reduce((a, b) => a + b, 0), count: moods.length };
  };
  const [w, p] = [figures(week), figures(previous)];
  const last = shared.sort((a, b) => (a.entryId < b.entryId ? 1 : -1))[0];
  const finished = calls.data.filter((c) => ANSWERED.has(c.status) || MISSED.has(c.status)).sort((a, b) => (a.callId < b.callId ? 1 : -1));
  const outcome = (c: (typeof finished)[number]) => (c.status === 'completed' && !/^(machine|fax)/.test(c.answeredBy ?? '') ? 'answered' : 'missed');
  const run = finished.findIndex((c) => outcome(c) === 'answered');
  const lastAnswered = finished.find((c) => outcome(c) === 'answered');
  const lastCall = finished[0];
  await rt.db.entities.caseloadSummary
    .update({ userId })
    .set({
      timeZone,
      sharedEntries: shared.length,
      ...(last ? { lastEntryAt: last.createdAt, lastEntryId: last.entryId } : {}),
      weekKey: week,
      weekEntries: w.entries,
      weekMoodSum: w.sum,
      weekMoodCount: w.count,
      prevWeekKey: previous,
      prevWeekEntries: p.entries,
      prevWeekMoodSum: p.sum,
      prevWeekMoodCount: p.count,
      currentStreak: stats.data?.currentStreak ?? 0,
      answeredCalls: finished.filter((c) => outcome(c) === 'answered').length,
      missedCallRun: run === -1 ? finished.length : run,
      ...(lastCall ? { lastCallId: lastCall.callId, lastCallAt: lastCall.updatedAt, lastCallStatus: outcome(lastCall) } : {}),
      ...(lastAnswered ? { lastAnsweredCallAt: lastAnswered.updatedAt } : {}),
      updatedAt: now.toISOString(),
    })
    .go();
}
