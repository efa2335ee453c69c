/**
 * Validated instruments offered as read-only form templates (docs/architecture.md, "Forms and
 * measurement-based care"): PHQ-9, GAD-7 and AUDIT-C with their published item wording, response
 * options and scoring, and the LOINC codes used by the FHIR export. The server scores every
 * submission with `scoreInstrument`; the web shows the same bands in plain words.
 *
 * Sources: PHQ-9 and GAD-7 (Kroenke, Spitzer, Williams; Pfizer, public domain, phqscreeners.com);
 * AUDIT-C (Bush et al. 1998, the first three questions of the WHO AUDIT). LOINC: PHQ-9 panel
 * 44249-1, total 44261-6; GAD-7 panel 69737-5, total 70274-6; AUDIT-C panel 72109-2, total 75626-2.
 */

export const INSTRUMENT_IDS = ['phq-9', 'gad-7', 'audit-c'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export const isInstrumentId = (value: string): value is InstrumentId => (INSTRUMENT_IDS as readonly string[]).includes(value);

export interface InstrumentOption {
  /** The stored answer (the option's value). For scored items it is the score as text. */
  value: string;
  label: string;
  /** Points this answer adds to the total; null for unscored items. */
  score: number | null;
  /** LOINC answer code (LA…), where one is published for the answer list. */
  loinc: string | null;
}

export interface InstrumentItem {
  /** Stable id within the instrument: 'q1'…; the form field's id is `${instrumentId}-${id}`. */
  id: string;
  text: string;
  loinc: string;
  /** Counted in the total. The PHQ-9 and GAD-7 difficulty question is asked but not scored. */
  scored: boolean;
  required: boolean;
  options: InstrumentOption[];
}

export interface InstrumentBand {
  key: string;
  label: string;
  min: number;
  max: number;
}

export interface Instrument {
  id: InstrumentId;
  /** Short name: 'PHQ-9'. */
  name: string;
  title: string;
  description: string;
  /** The stem shown above the items. */
  instructions: string;
  panelLoinc: { code: string; display: string };
  totalLoinc: { code: string; display: string };
  maxScore: number;
  items: InstrumentItem[];
  bands: InstrumentBand[];
  /** What a clinician should know when reading the score (e.g. AUDIT-C's positive-screen thresholds). */
  interpretation: string;
  copyright: string;
}

/** Options scored 0, 1, 2 … in order, each valued by its score, with the LOINC answer codes where the instrument has them. */
const scale = (labels: readonly string[], loincs: readonly string[] = []): InstrumentOption[] =>
  labels.map((label, score) => ({ value: String(score), label, score, loinc: loincs[score] ?? null }));

const FREQUENCY = scale(['Not at all', 'Several days', 'More than half the days', 'Nearly every day'], ['LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9']);

const DIFFICULTY: InstrumentOption[] = [
  { value: 'not_difficult', label: 'Not difficult at all', score: null, loinc: 'LA6572-7' },
  { value: 'somewhat_difficult', label: 'Somewhat difficult', score: null, loinc: 'LA6573-5' },
  { value: 'very_difficult', label: 'Very difficult', score: null, loinc: 'LA6575-0' },
  { value: 'extremely_difficult', label: 'Extremely difficult', score: null, loinc: 'LA6574-3' },
];

const DIFFICULTY_TEXT =
  'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';

/** A scored, required question (every item but the closing difficulty question); PHQ-9 and GAD-7 ask how often. */
const scoredItem = (id: string, loinc: string, text: string, options: InstrumentOption[] = FREQUENCY): InstrumentItem => ({
  id,
  text,
  loinc,
  scored: true,
  required: true,
  options,
});

export const PHQ9: Instrument = {
  id: 'phq-9',
  name: 'PHQ-9',
  title: 'Patient Health Questionnaire (PHQ-9)',
  description: 'Depression screening and severity: 9 items, total score 0–27.',
  instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  panelLoinc: { code: '44249-1', display: 'PHQ-9 quick depression assessment panel [Reported.PHQ]' },
  totalLoinc: { code: '44261-6', display: 'Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]' },
  maxScore: 27,
  items: [
    scoredItem('q1', '44250-9', 'Little interest or pleasure in doing things'),
    scoredItem('q2', '44255-8', 'Feeling down, depressed, or hopeless'),
    scoredItem('q3', '44259-0', 'Trouble falling or staying asleep, or sleeping too much'),
    scoredItem('q4', '44254-1', 'Feeling tired or having little energy'),
    scoredItem('q5', '44251-7', 'Poor appetite or overeating'),
    scoredItem('q6', '44258-2', 'Feeling bad about yourself — or that you are a failure or have let yourself or your family down'),
    scoredItem('q7', '44252-5', 'Trouble concentrating on things, such as reading the newspaper or watching television'),
    scoredItem(
      'q8',
      '44253-3',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    ),
    scoredItem('q9', '44260-8', 'Thoughts that you would be better off dead or of hurting yourself in some way'),
    { id: 'q10', text: DIFFICULTY_TEXT, loinc: '69722-7', scored: false, required: false, options: DIFFICULTY },
  ],
  bands: [
    { key: 'minimal', label: 'None–minimal', min: 0, max: 4 },
    { key: 'mild', label: 'Mild', min: 5, max: 9 },
    { key: 'moderate', label: 'Moderate', min: 10, max: 14 },
    { key: 'moderately_severe', label: 'Moderately severe', min: 15, max: 19 },
    { key: 'severe', label: 'Severe', min: 20, max: 27 },
  ],
  interpretation:
    'Depression severity: 0–4 none–minimal, 5–9 mild, 10–14 moderate, 15–19 moderately severe, 20–27 severe. Any answer above "Not at all" to item 9 needs a same-day safety check.',
  copyright:
    'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
};

export const GAD7: Instrument = {
  id: 'gad-7',
  name: 'GAD-7',
  title: 'Generalized Anxiety Disorder (GAD-7)',
  description: 'Anxiety screening and severity: 7 items, total score 0–21.',
  instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  panelLoinc: { code: '69737-5', display: 'Generalized anxiety disorder 7 item (GAD-7)' },
  totalLoinc: { code: '70274-6', display: 'Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]' },
  maxScore: 21,
  items: [
    scoredItem('q1', '69725-0', 'Feeling nervous, anxious, or on edge'),
    scoredItem('q2', '68509-9', 'Not being able to stop or control worrying'),
    scoredItem('q3', '69733-4', 'Worrying too much about different things'),
    scoredItem('q4', '69734-2', 'Trouble relaxing'),
    scoredItem('q5', '69735-9', 'Being so restless that it is hard to sit still'),
    scoredItem('q6', '69689-8', 'Becoming easily annoyed or irritable'),
    scoredItem('q7', '69736-7', 'Feeling afraid, as if something awful might happen'),
    { id: 'q8', text: DIFFICULTY_TEXT, loinc: '69726-8', scored: false, required: false, options: DIFFICULTY },
  ],
  bands: [
    { key: 'minimal', label: 'Minimal', min: 0, max: 4 },
    { key: 'mild', label: 'Mild', min: 5, max: 9 },
    { key: 'moderate', label: 'Moderate', min: 10, max: 14 },
    { key: 'severe', label: 'Severe', min: 15, max: 21 },
  ],
  interpretation: 'Anxiety severity: 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21 severe. A score of 10 or more warrants further assessment.',
  copyright:
    'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
};

/** AUDIT-C: positive screen at 4 or more for men and 3 or more for women. */
export const AUDIT_C_THRESHOLDS = { men: 4, women: 3 } as const;

export const AUDITC: Instrument = {
  id: 'audit-c',
  name: 'AUDIT-C',
  title: 'Alcohol Use Disorders Identification Test – Consumption (AUDIT-C)',
  description: 'Alcohol use screening: 3 items, total score 0–12.',
  instructions: 'Please answer the following questions about your use of alcoholic beverages during the past year.',
  panelLoinc: { code: '72109-2', display: 'Alcohol Use Disorder Identification Test - Consumption [AUDIT-C]' },
  totalLoinc: { code: '75626-2', display: 'Total score [AUDIT-C]' },
  maxScore: 12,
  items: [
    scoredItem(
      'q1',
      '68518-0',
      'How often do you have a drink containing alcohol?',
      scale(['Never', 'Monthly or less', '2 to 4 times a month', '2 to 3 times a week', '4 or more times a week']),
    ),
    scoredItem(
      'q2',
      '68519-8',
      'How many drinks containing alcohol do you have on a typical day when you are drinking?',
      scale(['1 or 2', '3 or 4', '5 or 6', '7, 8, or 9', '10 or more']),
    ),
    scoredItem(
      'q3',
      '68520-6',
      'How often do you have six or more drinks on one occasion?',
      scale(['Never', 'Less than monthly', 'Monthly', 'Weekly', 'Daily or almost daily']),
    ),
  ],
  bands: [
    { key: 'negative', label: 'Negative screen', min: 0, max: AUDIT_C_THRESHOLDS.women - 1 },
    { key: 'positive_women', label: 'Positive screen for women (3 or more); negative for men', min: AUDIT_C_THRESHOLDS.women, max: AUDIT_C_THRESHOLDS.men - 1 },
    { key: 'positive', label: 'Positive screen (4 or more for men, 3 or more for women)', min: AUDIT_C_THRESHOLDS.men, max: 12 },
  ],
  interpretation: `Positive screen at ${AUDIT_C_THRESHOLDS.men} or more for men and ${AUDIT_C_THRESHOLDS.women} or more for women; the higher the score, the more likely drinking affects health and safety.`,
  copyright: 'The AUDIT was developed by the World Health Organization; the AUDIT-C (Bush et al., 1998) uses its first three questions. Public domain.',
};

export const INSTRUMENTS: Record<InstrumentId, Instrument> = { 'phq-9': PHQ9, 'gad-7': GAD7, 'audit-c': AUDITC };

export const instrumentOf = (id: string): Instrument | null => (isInstrumentId(id) ? INSTRUMENTS[id] : null);

/** The id of an instrument item's form field (a template's fields are the items, in order). */
export const instrumentFieldId = (instrument: InstrumentId, itemId: string) => `${instrument}-${itemId}`;

/** The band a total falls in; throws on a total outside the instrument's range. */
export function bandFor(instrument: Instrument, score: number): InstrumentBand {
  const band = instrument.bands.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`${instrument.name} score ${score} is outside 0–${instrument.maxScore}`);
  return band;
}

export interface InstrumentScore {
  score: number;
  band: InstrumentBand;
  /** Score of each scored item by item id. */
  itemScores: Record<string, number>;
}

export type AnswerProblem = { itemId: string; message: string };

/**
 * Scores answers keyed by item id (each the option's value). Every scored item must be answered with
 * one of its options; unscored items may be left out. Returns the problems instead when there are any.
 */
export function scoreInstrument(instrument: Instrument, answers: Record<string, string | undefined>): InstrumentScore | { problems: AnswerProblem[] } {
  const problems: AnswerProblem[] = [];
  const itemScores: Record<string, number> = {};
  for (const item of instrument.items) {
    const answer = answers[item.id];
    if (answer === undefined || answer === '') {
      if (item.required) problems.push({ itemId: item.id, message: 'Please answer this question' });
      continue;
    }
    const option = item.options.find((o) => o.value === answer);
    if (!option) {
      problems.push({ itemId: item.id, message: 'Please choose one of the answers' });
      continue;
    }
    if (item.scored && option.score !== null) itemScores[item.id] = option.score;
  }
  if (problems.length) return { problems };
  const score = Object.values(itemScores).reduce((a, b) => a + b, 0);
  return { score, band: bandFor(instrument, score), itemScores };
}

/** Crisis level of a PHQ-9 item 9 answer: 'Several days' → concern, more → urgent (docs/architecture.md). */
export function phq9Item9Level(itemScores: Record<string, number>): 'concern' | 'urgent' | null {
  const value = itemScores.q9 ?? 0;
  if (value <= 0) return null;
  return value === 1 ? 'concern' : 'urgent';
}

/** Bands a care team should act on: PHQ-9 moderately severe or severe. */
export const PHQ9_ATTENTION_BANDS: readonly string[] = ['moderately_severe', 'severe'];
/** A PHQ-9 rise of this many points from the previous response needs attention. */
export const PHQ9_ATTENTION_RISE = 5;
