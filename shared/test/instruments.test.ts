import { describe, expect, it } from 'vitest';
import {
  AUDITC,
  CreateAssignmentBody,
  CreateFieldBody,
  GAD7,
  INSTRUMENTS,
  PHQ9,
  SIGNAL_SEVERITY,
  attentionReasons,
  bandFor,
  phq9Item9Level,
  scoreInstrument,
  type Instrument,
  type InstrumentScore,
} from '../src/index.js';

/** Answers that make `total` with the scored items filled greedily from the first (each at most its top score). */
function answersFor(instrument: Instrument, total: number): Record<string, string> {
  const answers: Record<string, string> = {};
  let left = total;
  for (const item of instrument.items.filter((i) => i.scored)) {
    const top = Math.max(...item.options.map((o) => o.score ?? 0));
    const take = Math.min(top, left);
    answers[item.id] = item.options.find((o) => o.score === take)!.value;
    left -= take;
  }
  if (left !== 0) throw new Error(`cannot make ${total}`);
  return answers;
}

const scored = (instrument: Instrument, total: number) => scoreInstrument(instrument, answersFor(instrument, total)) as InstrumentScore;

/** Every band's both ends, and the totals just outside them, land where the published cut-offs say. */
const BOUNDARIES: [Instrument, [number, string][]][] = [
  [
    PHQ9,
    [
      [0, 'minimal'],
      [4, 'minimal'],
      [5, 'mild'],
      [9, 'mild'],
      [10, 'moderate'],
      [14, 'moderate'],
      [15, 'moderately_severe'],
      [19, 'moderately_severe'],
      [20, 'severe'],
      [27, 'severe'],
    ],
  ],
  [
    GAD7,
    [
      [0, 'minimal'],
      [4, 'minimal'],
      [5, 'mild'],
      [9, 'mild'],
      [10, 'moderate'],
      [14, 'moderate'],
      [15, 'severe'],
      [21, 'severe'],
    ],
  ],
  [
    AUDITC,
    [
      [0, 'negative'],
      [2, 'negative'],
      [3, 'positive_women'],
      [4, 'positive'],
      [12, 'positive'],
    ],
  ],
];

describe('instrument scoring', () => {
  for (const [instrument, cases] of BOUNDARIES) {
    for (const [total, band] of cases) {
      it(`${instrument.name} total ${total} → ${band}`, () => {
        const result = scored(instrument, total);
        expect(result.score).toBe(total);
        expect(result.band.key).toBe(band);
      });
    }
    it(`${instrument.name}: bands cover 0–${instrument.maxScore} without gaps or overlaps`, () => {
      for (let s = 0; s <= instrument.maxScore; s++) expect(instrument.bands.filter((b) => s >= b.min && s <= b.max)).toHaveLength(1);
      expect(() => bandFor(instrument, instrument.maxScore + 1)).toThrow(RangeError);
      expect(() => bandFor(instrument, -1)).toThrow(RangeError);
    });
  }

  it('the published ranges: PHQ-9 0–27 over 9 scored items, GAD-7 0–21 over 7, AUDIT-C 0–12 over 3', () => {
    expect([PHQ9, GAD7, AUDITC].map((i) => [i.maxScore, i.items.filter((x) => x.scored).length])).toEqual([
      [27, 9],
      [21, 7],
      [12, 3],
    ]);
    for (const instrument of Object.values(INSTRUMENTS)) {
      const top = instrument.items.filter((i) => i.scored).reduce((sum, i) => sum + Math.max(...i.options.map((o) => o.score ?? 0)), 0);
      expect(top).toBe(instrument.maxScore);
    }
  });

  it('the LOINC codes of the panels and totals', () => {
    expect([PHQ9.panelLoinc.code, PHQ9.totalLoinc.code]).toEqual(['44249-1', '44261-6']);
    expect([GAD7.panelLoinc.code, GAD7.totalLoinc.code]).toEqual(['69737-5', '70274-6']);
    expect([AUDITC.panelLoinc.code, AUDITC.totalLoinc.code]).toEqual(['72109-2', '75626-2']);
    expect(PHQ9.items[8]!.loinc).toBe('44260-8');
    expect(AUDITC.items.map((i) => i.loinc)).toEqual(['68518-0', '68519-8', '68520-6']);
  });

  it('the difficulty question is asked but not counted', () => {
    const answers = { ...answersFor(PHQ9, 7), q10: 'extremely_difficult' };
    expect((scoreInstrument(PHQ9, answers) as InstrumentScore).score).toBe(7);
    expect((scoreInstrument(PHQ9, answersFor(PHQ9, 7)) as InstrumentScore).score).toBe(7);
  });

  it('names each missing or unknown answer instead of scoring', () => {
    const answers: Record<string, string> = answersFor(PHQ9, 3);
    delete answers.q2;
    answers.q5 = '7';
    expect(scoreInstrument(PHQ9, answers)).toEqual({
      problems: [
        { itemId: 'q2', message: 'Please answer this question' },
        { itemId: 'q5', message: 'Please choose one of the answers' },
      ],
    });
  });

  it('PHQ-9 item 9: not at all → no alert, several days → concern, more → urgent', () => {
    const withQ9 = (v: string) => (scoreInstrument(PHQ9, { ...answersFor(PHQ9, 0), q9: v }) as InstrumentScore).itemScores;
    expect(phq9Item9Level(withQ9('0'))).toBeNull();
    expect(phq9Item9Level(withQ9('1'))).toBe('concern');
    expect(phq9Item9Level(withQ9('2'))).toBe('urgent');
    expect(phq9Item9Level(withQ9('3'))).toBe('urgent');
  });
});

describe('forms contracts', () => {
  it("accepts the client builder's select and multi_select as the data model's choice types", () => {
    expect(CreateFieldBody.parse({ fieldType: 'select', label: 'Pick' }).fieldType).toBe('single_choice');
    expect(CreateFieldBody.parse({ fieldType: 'multi_select', label: 'Pick' }).fieldType).toBe('multiple_choice');
  });

  it('a field needs a label; an assignment a client and an interval of at least 1', () => {
    const field = CreateFieldBody.safeParse({ fieldType: 'text', label: '  ' });
    expect(field.error?.issues[0]).toMatchObject({ path: ['label'], message: 'Please enter a field label' });
    const noClient = CreateAssignmentBody.safeParse({ dueDate: null });
    expect(noClient.error?.issues[0]).toMatchObject({ path: ['userId'], message: 'Please select a client' });
    const interval = CreateAssignmentBody.safeParse({ userId: 'abc', recurrence: 'weekly', recurrenceInterval: 0 });
    expect(interval.error?.issues[0]).toMatchObject({ path: ['recurrenceInterval'], message: 'Interval must be at least 1' });
    expect(CreateAssignmentBody.parse({ userId: 'abc', recurrence: null, recurrenceInterval: null })).toMatchObject({
      recurrence: 'none',
      recurrenceInterval: 1,
      priority: 'normal',
      reminderEnabled: true,
      dueDate: null,
    });
  });
});

describe('needs attention from forms', () => {
  const NOW = new Date('2026-11-18T20:00:00Z');
  const base = { timeZone: 'America/New_York', lastEntryAt: '2026-11-18T14:00:00Z' };
  const SINCE = '2026-10-01T12:00:00Z';
  const phq = (score: number, prev: number | undefined, band: string, label: string) => ({
    ...base,
    phq9For: ['coach-1'],
    phq9Score: score,
    ...(prev !== undefined ? { phq9PrevScore: prev } : {}),
    phq9BandKey: band,
    phq9BandLabel: label,
  });

  it('a PHQ-9 rise of 5 or more points (not 4), for the coach whose score it is', () => {
    expect(attentionReasons(phq(14, 9, 'moderate', 'Moderate'), 'coach-1', NOW, SINCE)?.reasons).toEqual([
      { signal: 'phq9_rise', text: 'PHQ-9 up 5 points: 9 → 14' },
    ]);
    expect(attentionReasons(phq(13, 9, 'moderate', 'Moderate'), 'coach-1', NOW, SINCE)).toBeNull();
    expect(attentionReasons(phq(14, 9, 'moderate', 'Moderate'), 'coach-2', NOW, SINCE)).toBeNull();
  });

  it('moderately severe or severe asks for attention; moderate alone does not', () => {
    expect(attentionReasons(phq(15, 14, 'moderately_severe', 'Moderately severe'), 'coach-1', NOW, SINCE)).toEqual({
      severity: SIGNAL_SEVERITY.phq9_severe,
      reasons: [{ signal: 'phq9_severe', text: 'PHQ-9 15: moderately severe (was 14)' }],
    });
    expect(attentionReasons(phq(20, undefined, 'severe', 'Severe'), 'coach-1', NOW, SINCE)?.reasons).toEqual([
      { signal: 'phq9_severe', text: 'PHQ-9 20: severe' },
    ]);
  });

  it('an overdue form of this coach', () => {
    expect(attentionReasons({ ...base, formOverdueFor: ['coach-1'] }, 'coach-1', NOW, SINCE)?.reasons).toEqual([
      { signal: 'form_overdue', text: 'A form you assigned is overdue' },
    ]);
    expect(attentionReasons({ ...base, formOverdueFor: ['coach-2'] }, 'coach-1', NOW, SINCE)).toBeNull();
  });
});
