import { describe, expect, it } from 'vitest';
import { attentionReasons, caseloadFigures, summaryWeeks, type SummaryView } from '../src/domain/caseload.js';

/** Needs attention's signals (docs/architecture.md, "Coach workspace"), each with its reason in words. */

// Wednesday 18 November 2026, 15:00 in New York; the week began Monday the 16th.
const NOW = new Date('2026-11-18T20:00:00Z');
const TZ = 'America/New_York';
const COACH = 'coach-1';
const SINCE = '2026-10-01T12:00:00Z';
const recent = { timeZone: TZ, lastEntryAt: '2026-11-18T14:00:00Z' };

describe('attentionReasons', () => {
  it('nothing to say about a student who writes, answers and feels the same', () => {
    const s: SummaryView = {
      ...recent,
      weekKey: '2026-11-16',
      weekMoodSum: 14,
      weekMoodCount: 2,
      prevWeekKey: '2026-11-09',
      prevWeekMoodSum: 21,
      prevWeekMoodCount: 3,
    };
    expect(attentionReasons(s, COACH, NOW, SINCE)).toBeNull();
  });

  it("an open crisis alert for this coach comes first; another coach's does not count", () => {
    const urgent = attentionReasons({ ...recent, alertOpenFor: [COACH], alertUrgentFor: [COACH] }, COACH, NOW, SINCE);
    expect(urgent).toEqual({ severity: 100, reasons: [{ signal: 'crisis_alert', text: 'Open urgent crisis alert, not yet acknowledged' }] });
    const concern = attentionReasons({ ...recent, alertOpenFor: [COACH] }, COACH, NOW, SINCE);
    expect(concern?.severity).toBe(90);
    expect(concern?.reasons[0]?.text).toBe('Open crisis alert, not yet acknowledged');
    expect(attentionReasons({ ...recent, alertOpenFor: ['someone-else'] }, COACH, NOW, SINCE)).toBeNull();
  });

  it('mood down 2 points week over week, in words; 1.5 points is not', () => {
    const drop = { ...recent, weekKey: '2026-11-16', weekMoodSum: 8, weekMoodCount: 2, prevWeekKey: '2026-11-09', prevWeekMoodSum: 13, prevWeekMoodCount: 2 };
    expect(attentionReasons(drop, COACH, NOW, SINCE)).toEqual({
      severity: 50,
      reasons: [{ signal: 'mood_drop', text: 'Mood down 2.5 points: 4.0 this week, 6.5 last week' }],
    });
    expect(attentionReasons({ ...drop, prevWeekMoodSum: 11 }, COACH, NOW, SINCE)).toBeNull();
  });

  it('weeks older than last week are not compared', () => {
    const stale = { ...recent, weekKey: '2026-11-09', weekMoodSum: 4, weekMoodCount: 1, prevWeekKey: '2026-11-02', prevWeekMoodSum: 9, prevWeekMoodCount: 1 };
    expect(summaryWeeks(stale, '2026-11-18')).toEqual({
      thisWeek: { entries: 0, moodSum: 0, moodCount: 0 },
      lastWeek: { entries: 0, moodSum: 4, moodCount: 1 },
    });
    expect(attentionReasons(stale, COACH, NOW, SINCE)).toBeNull();
  });

  it('3 days without an entry or an answered call; the newer of the two counts', () => {
    const quiet = { timeZone: TZ, lastEntryAt: '2026-11-14T23:00:00Z' };
    expect(attentionReasons(quiet, COACH, NOW, SINCE)?.reasons).toEqual([{ signal: 'no_contact', text: 'No entry or answered call for 4 days' }]);
    expect(attentionReasons({ ...quiet, lastAnsweredCallAt: '2026-11-17T00:30:00Z' }, COACH, NOW, SINCE)).toBeNull();
    // Never: counted from the connection, so a student connected yesterday is not quiet yet.
    expect(attentionReasons({ timeZone: TZ }, COACH, NOW, '2026-11-17T12:00:00Z')).toBeNull();
    expect(attentionReasons({ timeZone: TZ }, COACH, NOW, '2026-11-10T12:00:00Z')?.reasons[0]?.text).toBe(
      'No entry or answered call since connecting 8 days ago',
    );
  });

  it('3 missed calls in a row, beside the other reasons, the most severe setting the order', () => {
    const s = { timeZone: TZ, lastEntryAt: '2026-11-10T23:00:00Z', missedCallRun: 3, alertOpenFor: [COACH] };
    const found = attentionReasons(s, COACH, NOW, SINCE);
    expect(found?.severity).toBe(90);
    expect(found?.reasons.map((r) => r.signal)).toEqual(['crisis_alert', 'missed_calls', 'no_contact']);
    expect(attentionReasons({ ...recent, missedCallRun: 2 }, COACH, NOW, SINCE)).toBeNull();
  });
});

describe('caseloadFigures', () => {
  it('averages this and last week over the students, one decimal; no mood gives null', () => {
    const a = {
      timeZone: TZ,
      weekKey: '2026-11-16',
      weekEntries: 3,
      weekMoodSum: 12,
      weekMoodCount: 2,
      prevWeekKey: '2026-11-09',
      prevWeekMoodSum: 7,
      prevWeekMoodCount: 1,
    };
    const b = { timeZone: TZ, weekKey: '2026-11-16', weekEntries: 1, weekMoodSum: 9, weekMoodCount: 1 };
    expect(caseloadFigures([a, b], NOW)).toEqual({ averageMood: 7, activity: 4 });
    expect(caseloadFigures([{ timeZone: TZ }], NOW)).toEqual({ averageMood: null, activity: 0 });
  });
});
