import { instrumentOf, type FhirResource, type FormDetail, type FormField, type FormResponse, type Instrument } from '@steady/shared';
import type { Runtime } from '../platform/runtime.js';
import { responsesOfUser } from './service.js';

/**
 * FHIR R4 for forms (docs/architecture.md, "Forms and measurement-based care"): a form or template as a
 * `Questionnaire`, a response as a `QuestionnaireResponse`, and a person's responses as a `Bundle`
 * (their Export my data). Instruments carry their LOINC codes: the panel on the Questionnaire, each
 * item's code, LOINC answer codes where published, and the total score as a read-only item whose
 * linkId is the total's LOINC code.
 */

type Json = Record<string, unknown>;

export const FHIR_BASE = 'https://steady.health/fhir';
const LOINC = 'http://loinc.org';
const ORDINAL = 'http://hl7.org/fhir/StructureDefinition/ordinalValue';
const questionnaireUrl = (formId: string) => `${FHIR_BASE}/Questionnaire/${formId}`;
const optionSystem = (form: FormDetail) => `${FHIR_BASE}/CodeSystem/${form.instrument ?? 'form-options'}`;

function itemInfo(instrument: Instrument | null, field: FormField) {
  if (!instrument) return null;
  return instrument.items.find((i) => `${instrument.id}-${i.id}` === field.id) ?? null;
}

/** The Coding of a choice answer: LOINC's answer code where one is published, else the form's own code. */
function codingOf(form: FormDetail, field: FormField, optionValue: string): Json | null {
  const option = field.options.find((o) => o.optionValue === optionValue);
  if (!option) return null;
  const instrument = form.instrument ? instrumentOf(form.instrument) : null;
  const published = itemInfo(instrument, field)?.options.find((o) => o.value === optionValue);
  if (published?.loinc) return { system: LOINC, code: published.loinc, display: option.optionLabel };
  return { system: optionSystem(form), code: form.instrument ? `${field.id}-${option.optionValue}` : option.id, display: option.optionLabel };
}

const TYPE: Record<FormField['fieldType'], string> = {
  text: 'string',
  textarea: 'text',
  number: 'decimal',
  scale: 'integer',
  single_choice: 'choice',
  multiple_choice: 'choice',
  date: 'date',
  boolean: 'boolean',
  instructions: 'display',
};

function questionnaireItem(form: FormDetail, field: FormField, instrument: Instrument | null): Json {
  const info = itemInfo(instrument, field);
  const item: Json = { linkId: field.id, text: field.label, type: TYPE[field.fieldType] };
  if (info) item.code = [{ system: LOINC, code: info.loinc, display: info.text }];
  if (field.fieldType === 'instructions') return item;
  item.required = field.isRequired;
  if (field.fieldType === 'multiple_choice') item.repeats = true;
  if (field.fieldType === 'scale')
    item.extension = [
      { url: 'http://hl7.org/fhir/StructureDefinition/minValue', valueInteger: field.scaleMin ?? 1 },
      { url: 'http://hl7.org/fhir/StructureDefinition/maxValue', valueInteger: field.scaleMax ?? 10 },
    ];
  if (field.options.length && (field.fieldType === 'single_choice' || field.fieldType === 'multiple_choice'))
    item.answerOption = field.options.map((o) => ({
      ...(o.score !== null ? { extension: [{ url: ORDINAL, valueDecimal: o.score }] } : {}),
      valueCoding: codingOf(form, field, o.optionValue),
    }));
  return item;
}

export function questionnaireOf(form: FormDetail): FhirResource {
  const instrument = form.instrument ? instrumentOf(form.instrument) : null;
  const items = [...form.fields].sort((a, b) => a.orderIndex - b.orderIndex).map((f) => questionnaireItem(form, f, instrument));
  if (instrument)
    items.push({
      linkId: instrument.totalLoinc.code,
      code: [{ system: LOINC, code: instrument.totalLoinc.code, display: instrument.totalLoinc.display }],
      text: `${instrument.name} total score`,
      type: 'integer',
      readOnly: true,
    });
  return {
    resourceType: 'Questionnaire',
    id: form.id,
    url: questionnaireUrl(form.id),
    ...(instrument ? { name: instrument.name.replace(/[^A-Za-z0-9]/g, '') } : {}),
    title: form.title,
    status: form.isActive ? 'active' : 'retired',
    subjectType: ['Patient'],
    date: form.updatedAt,
    ...(form.description ? { description: form.description } : {}),
    ...(instrument
      ? { copyright: instrument.copyright, code: [{ system: LOINC, code: instrument.panelLoinc.code, display: instrument.panelLoinc.display }] }
      : {}),
    ...(items.length ? { item: items } : {}),
  };
}

function answersOf(form: FormDetail, field: FormField, value: string): Json[] {
  switch (field.fieldType) {
    case 'text':
    case 'textarea':
      return [{ valueString: value }];
    case 'number':
      return Number.isFinite(Number(value)) ? [{ valueDecimal: Number(value) }] : [];
    case 'scale':
      return Number.isInteger(Number(value)) ? [{ valueInteger: Number(value) }] : [];
    case 'date':
      return [{ valueDate: value }];
    case 'boolean':
      return [{ valueBoolean: value === 'true' }];
    case 'single_choice': {
      const coding = codingOf(form, field, value);
      return coding ? [{ valueCoding: coding }] : [{ valueString: value }];
    }
    case 'multiple_choice': {
      let list: unknown = [];
      try {
        list = JSON.parse(value);
      } catch {
        return [];
      }
      return (Array.isArray(list) ? list : []).map((v) => {
        const coding = codingOf(form, field, String(v));
        return coding ? { valueCoding: coding } : { valueString: String(v) };
      });
    }
    case 'instructions':
      return [];
  }
}

export function questionnaireResponseOf(response: FormResponse, form: FormDetail): FhirResource {
  const instrument = response.instrument ? instrumentOf(response.instrument) : null;
  const fields = new Map(form.fields.map((f) => [f.id, f]));
  const items: Json[] = [];
  for (const v of response.values) {
    // A field deleted since: answered with the type it was asked as.
    const field = fields.get(v.fieldId) ?? ({ id: v.fieldId, fieldType: v.fieldType, label: v.label, options: [] } as unknown as FormField);
    const answer = answersOf(form, field, v.value);
    if (answer.length) items.push({ linkId: v.fieldId, text: v.label, answer });
  }
  if (instrument && response.score !== null)
    items.push({ linkId: instrument.totalLoinc.code, text: `${instrument.name} total score`, answer: [{ valueInteger: response.score }] });
  const subject = { reference: `Patient/${response.responderId}`, display: response.responderName };
  return {
    resourceType: 'QuestionnaireResponse',
    id: response.id,
    questionnaire: questionnaireUrl(response.formId),
    status: 'completed',
    subject,
    authored: response.submittedAt,
    source: subject,
    ...(items.length ? { item: items } : {}),
  };
}

/** A person's form responses, and the questionnaires they answered, as a FHIR R4 collection Bundle. */
export async function bundleForUser(rt: Runtime, userId: string): Promise<FhirResource> {
  const answered = await responsesOfUser(rt, userId);
  const forms = new Map(answered.map((a) => [a.form.id, a.form]));
  const entry = [
    ...[...forms.values()].map((f) => ({ fullUrl: questionnaireUrl(f.id), resource: questionnaireOf(f) })),
    ...answered.map((a) => ({ fullUrl: `${FHIR_BASE}/QuestionnaireResponse/${a.response.id}`, resource: questionnaireResponseOf(a.response, a.form) })),
  ];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: rt.ports.clock.now().toISOString(),
    ...(entry.length ? { entry } : {}),
  };
}
