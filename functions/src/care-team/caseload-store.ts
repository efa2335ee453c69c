import { defineEntity } from '../platform/entity.js';

/**
 * What the Coach Dashboard knows of one student without reading their entries (docs/architecture.md,
 * "Coach workspace"; docs/data-model.md): one item in the student's partition, kept up to date by the
 * write paths (a new entry, a finished call, a crisis alert raised or acknowledged) with atomic update
 * expressions. It counts only what a coach may read: entries that are not private, check-in calls, and
 * for the alert flags, each coach's own alerts (by coach id). The coach's screens read their
 * connections (one Query of gsi1), then these items by key (a BatchGet): a bounded number of reads
 * whatever the number of entries.
 */
export const CaseloadSummaryEntity = defineEntity({
  model: { entity: 'caseloadSummary', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    /** The student's time zone when last written: weeks and "today" are theirs. */
    timeZone: { type: 'string' },
    /** Entries a coach may read (not private), all time; the latest one's time and id. */
    sharedEntries: { type: 'number' },
    lastEntryAt: { type: 'string' },
    lastEntryId: { type: 'string' },
    /** The week (its Monday, the student's local date) of the `week*` sums, and the week before it. */
    weekKey: { type: 'string' },
    weekEntries: { type: 'number' },
    weekMoodSum: { type: 'number' },
    weekMoodCount: { type: 'number' },
    prevWeekKey: { type: 'string' },
    prevWeekEntries: { type: 'number' },
    prevWeekMoodSum: { type: 'number' },
    prevWeekMoodCount: { type: 'number' },
    /** The journal streak as the student's dashboard shows it. */
    currentStreak: { type: 'number' },
    /** The last finished check-in call: its id (repeated status callbacks count once), time and outcome. */
    lastCallId: { type: 'string' },
    lastCallAt: { type: 'string' },
    lastCallStatus: { type: ['answered', 'missed'] as const },
    lastAnsweredCallAt: { type: 'string' },
    answeredCalls: { type: 'number' },
    /** Calls missed in a row since the last answered one. */
    missedCallRun: { type: 'number' },
    /** Coaches with an unacknowledged crisis alert for this student, and those whose alert is urgent. */
    alertOpenFor: { type: 'set', items: 'string' },
    alertUrgentFor: { type: 'set', items: 'string' },
    /** Forms (docs/architecture.md, "Forms and measurement-based care"): coaches with an overdue form for this student. */
    formOverdueFor: { type: 'set', items: 'string' },
    /** The latest PHQ-9 score and band, the one before it from the same coach, and who may see them (that coach). */
    phq9For: { type: 'set', items: 'string' },
    phq9Score: { type: 'number' },
    phq9PrevScore: { type: 'number' },
    phq9BandKey: { type: 'string' },
    phq9BandLabel: { type: 'string' },
    phq9At: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * The students a coach dismissed from Needs attention on one day (the coach's local date): one item
 * per coach and day, a set of student ids, removed by TTL (`expiresAt`) a day after the day ends.
 */
export const AttentionDismissalEntity = defineEntity({
  model: { entity: 'attentionDismissal', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    day: { type: 'string', required: true },
    studentIds: { type: 'set', items: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byCoachDay: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['day'] } },
  },
});
