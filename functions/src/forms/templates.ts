import {
  INSTRUMENTS,
  INSTRUMENT_IDS,
  instrumentFieldId,
  instrumentOf,
  type FormDetail,
  type FormField,
  type FormTemplate,
  type Instrument,
  type InstrumentId,
} from '@steady/shared';

/**
 * The validated instruments as read-only form templates (docs/architecture.md, "Forms and
 * measurement-based care"): built from shared/src/domain/instruments.ts, never stored. Their
 * fields are the stem (an instructions field) and the items (single choice), with ids
 * `<instrument>-stem` and `<instrument>-q1`…; option values are the item scores.
 */

/** A fixed time for templates' timestamps (they never change at runtime). */
const TEMPLATE_TIME = '2026-01-01T00:00:00.000Z';

export const stemFieldId = (id: InstrumentId) => `${id}-stem`;

function templateFields(instrument: Instrument): FormField[] {
  const base = {
    formId: instrument.id,
    placeholder: null,
    scaleMin: null,
    scaleMax: null,
    scaleMinLabel: null,
    scaleMaxLabel: null,
    configuration: null,
  };
  const stem: FormField = {
    ...base,
    id: stemFieldId(instrument.id),
    fieldType: 'instructions',
    label: instrument.instructions,
    helpText: null,
    isRequired: false,
    orderIndex: 0,
    options: [],
  };
  const items = instrument.items.map((item, i): FormField => {
    const fieldId = instrumentFieldId(instrument.id, item.id);
    return {
      ...base,
      id: fieldId,
      fieldType: 'single_choice',
      label: item.scored ? `${i + 1}. ${item.text}` : item.text,
      helpText: null,
      isRequired: item.required,
      orderIndex: i + 1,
      configuration: { loinc: item.loinc, scored: item.scored },
      options: item.options.map((o, j) => ({
        id: `${fieldId}-${o.value}`,
        fieldId,
        optionValue: o.value,
        optionLabel: o.label,
        orderIndex: j,
        score: o.score,
      })),
    };
  });
  return [stem, ...items];
}

export function templateDetail(id: string): FormDetail | null {
  const instrument = instrumentOf(id);
  if (!instrument) return null;
  const fields = templateFields(instrument);
  return {
    id: instrument.id,
    coachId: '',
    title: instrument.title,
    description: instrument.description,
    purpose: 'custom',
    isActive: true,
    isPublished: true,
    isRecurring: false,
    recurrencePattern: 'none',
    recurrenceDay: null,
    aiFollowupEnabled: false,
    aiInstructions: null,
    instrument: instrument.id,
    isTemplate: true,
    copiedFrom: null,
    fieldCount: fields.length,
    createdAt: TEMPLATE_TIME,
    updatedAt: TEMPLATE_TIME,
    fields,
  };
}

export function listTemplates(): FormTemplate[] {
  return INSTRUMENT_IDS.map((id) => {
    const i = INSTRUMENTS[id];
    return {
      id,
      name: i.name,
      title: i.title,
      description: i.description,
      itemCount: i.items.length,
      maxScore: i.maxScore,
      bands: i.bands.map((b) => ({ ...b })),
      interpretation: i.interpretation,
      loinc: i.panelLoinc.code,
    };
  });
}

/** Answers by item id from answers by template field id. */
export function itemAnswers(instrument: Instrument, values: ReadonlyMap<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(instrument.items.map((item) => [item.id, values.get(instrumentFieldId(instrument.id, item.id))]));
}
