import { daysBetween, localDate, shiftDate } from './dates.js';
import { weekOf } from './habits.js';
import type { AttentionSignal } from '../contracts/caseload.js';
import { PHQ9_ATTENTION_BANDS, PHQ9_ATTENTION_RISE } from './instruments.js';

/**
 * Who needs a coach's attention today (docs/architecture.md, "Coach workspace"): explainable signals
 * read from a student's summary, each with its reason in words, ranked by severity. Pure: the server
 * computes it, unit tests pin it.
 */

/** The fields of a student's summary the signals read (functions/src/care-team/caseload-store.ts). */
export interface SummaryView {
  timeZone?: string;
  lastEntryAt?: string;
  weekKey?: string;
  weekEntries?: number;
  weekMoodSum?: number;
  weekMoodCount?: number;
  prevWeekKey?: string;
  prevWeekEntries?: number;
  prevWeekMoodSum?: number;
  prevWeekMoodCount?: number;
  lastAnsweredCallAt?: string;
  missedCallRun?: number;
  alertOpenFor?: readonly string[];
  alertUrgentFor?: readonly string[];
  /** Coaches with an overdue form assigned to this student (forms domain). */
  formOverdueFor?: readonly string[];
  /** The student's latest PHQ-9 (and the one before, from the same coach), shown to the coaches in `phq9For`. */
  phq9For?: readonly string[];
  phq9Score?: number;
  phq9PrevScore?: number;
  phq9BandKey?: string;
  phq9BandLabel?: string;
}

export const ATTENTION = {
  /** A fall of the week's mean mood from the week before, in points, that asks for attention. */
  moodDrop: 2,
  /** Days without an entry the coach may read or an answered call. */
  quietDays: 3,
  /** Missed check-in calls in a row. */
  missedCalls: 3,
} as const;

/** Severity of each signal: the most severe reason orders the list. */
export const SIGNAL_SEVERITY: Record<AttentionSignal | 'crisis_urgent', number> = {
  crisis_urgent: 100,
  crisis_alert: 90,
  missed_calls: 60,
  mood_drop: 50,
  no_contact: 40,
  phq9_severe: 80,
  phq9_rise: 70,
  form_overdue: 30,
};

interface WeekFigures {
  entries: number;
  moodSum: number;
  moodCount: number;
}

const NONE: WeekFigures = { entries: 0, moodSum: 0, moodCount: 0 };

/** This week's and last week's figures (the student's weeks, Monday first) as of `today`, their local date. */
export function summaryWeeks(s: SummaryView, today: string): { thisWeek: WeekFigures; lastWeek: WeekFigures } {
  const current = weekOf(today).weekStart;
  const previous = shiftDate(current, -7);
  const stored = (key: string | undefined, entries?: number, sum?: number, count?: number) => ({
    key,
    figures: { entries: entries ?? 0, moodSum: sum ?? 0, moodCount: count ?? 0 },
  });
  const slots = [
    stored(s.weekKey, s.weekEntries, s.weekMoodSum, s.weekMoodCount),
    stored(s.prevWeekKey, s.prevWeekEntries, s.prevWeekMoodSum, s.prevWeekMoodCount),
  ];
  return {
    thisWeek: slots.find((w) => w.key === current)?.figures ?? NONE,
    lastWeek: slots.find((w) => w.key === previous)?.figures ?? NONE,
  };
}

const mean = (w: WeekFigures) => (w.moodCount > 0 ? w.moodSum / w.moodCount : null);
const oneDecimal = (n: number) => n.toFixed(1);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface AttentionReasons {
  severity: number;
  reasons: { signal: AttentionSignal; text: string }[];
}

/**
 * The reasons a student needs this coach's attention now, or null. `since` is when the connection
 * began: a student connected less than `quietDays` ago is not "quiet".
 */
export function attentionReasons(s: SummaryView, coachId: string, now: Date, since: string): AttentionReasons | null {
  const timeZone = s.timeZone ?? 'UTC';
  const today = localDate(now, timeZone);
  const reasons: AttentionReasons['reasons'] = [];
  let severity = 0;
  const add = (signal: AttentionSignal, text: string, weight: number) => {
    reasons.push({ signal, text });
    severity = Math.max(severity, weight);
  };

  if (s.alertOpenFor?.includes(coachId)) {
    const urgent = s.alertUrgentFor?.includes(coachId) ?? false;
    add(
      'crisis_alert',
      urgent ? 'Open urgent crisis alert, not yet acknowledged' : 'Open crisis alert, not yet acknowledged',
      urgent ? SIGNAL_SEVERITY.crisis_urgent : SIGNAL_SEVERITY.crisis_alert,
    );
  }

  const missed = s.missedCallRun ?? 0;
  if (missed >= ATTENTION.missedCalls) add('missed_calls', `Missed ${missed} check-in calls in a row`, SIGNAL_SEVERITY.missed_calls);

  const { thisWeek, lastWeek } = summaryWeeks(s, today);
  const [now7, before7] = [mean(thisWeek), mean(lastWeek)];
  if (now7 !== null && before7 !== null && before7 - now7 >= ATTENTION.moodDrop) {
    add(
      'mood_drop',
      `Mood down ${oneDecimal(before7 - now7)} points: ${oneDecimal(now7)} this week, ${oneDecimal(before7)} last week`,
      SIGNAL_SEVERITY.mood_drop,
    );
  }

  const last = [s.lastEntryAt, s.lastAnsweredCallAt]
    .filter((t): t is string => !!t)
    .sort()
    .at(-1);
  const from = last ?? since;
  const quiet = daysBetween(localDate(from, timeZone), today);
  if (quiet >= ATTENTION.quietDays) {
    add(
      'no_contact',
      last ? `No entry or answered call for ${plural(quiet, 'day')}` : `No entry or answered call since connecting ${plural(quiet, 'day')} ago`,
      SIGNAL_SEVERITY.no_contact,
    );
  }

  // Measurement-based care (docs/architecture.md, "Forms and measurement-based care").
  if (s.phq9For?.includes(coachId) && s.phq9Score !== undefined) {
    const prev = s.phq9PrevScore;
    if (s.phq9BandKey && PHQ9_ATTENTION_BANDS.includes(s.phq9BandKey)) {
      add(
        'phq9_severe',
        `PHQ-9 ${s.phq9Score}: ${(s.phq9BandLabel ?? s.phq9BandKey).toLowerCase()}${prev !== undefined ? ` (was ${prev})` : ''}`,
        SIGNAL_SEVERITY.phq9_severe,
      );
    }
    if (prev !== undefined && s.phq9Score - prev >= PHQ9_ATTENTION_RISE) {
      add('phq9_rise', `PHQ-9 up ${s.phq9Score - prev} points: ${prev} → ${s.phq9Score}`, SIGNAL_SEVERITY.phq9_rise);
    }
  }
  if (s.formOverdueFor?.includes(coachId)) add('form_overdue', 'A form you assigned is overdue', SIGNAL_SEVERITY.form_overdue);

  return reasons.length ? { severity, reasons } : null;
}

/** Mood and entry figures of a caseload: this week's and last week's moods, and this week's entries. */
export function caseloadFigures(summaries: readonly SummaryView[], now: Date): { averageMood: number | null; activity: number } {
  let sum = 0;
  let count = 0;
  let activity = 0;
  for (const s of summaries) {
    const { thisWeek, lastWeek } = summaryWeeks(s, localDate(now, s.timeZone ?? 'UTC'));
    sum += thisWeek.moodSum + lastWeek.moodSum;
    count += thisWeek.moodCount + lastWeek.moodCount;
    activity += thisWeek.entries;
  }
  return { averageMood: count ? Math.round((sum / count) * 10) / 10 : null, activity };
}
