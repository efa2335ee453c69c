import type { Runtime } from '../platform/runtime.js';
import type { Ownership } from '../platform/runtime.js';

/**
 * Owners of forms resources by their own ids, for the `owner:` policies (platform/policy.ts). Their
 * own module so the policy (every Lambda) does not bundle the forms service (docs/performance.md).
 */

/** The form's id inside a field's id (`<formId>_<ulid>`, docs/data-model.md "Forms"); null when it has none. */
export function formIdOfField(fieldId: string): string | null {
  const at = fieldId.indexOf('_');
  return at > 0 ? fieldId.slice(0, at) : null;
}

/** The coach who owns a form; null when there is no such form or it was deleted. One GetItem. */
export async function formOwner(rt: Runtime, formId: string): Promise<string | null> {
  const { data } = await rt.db.entities.coachForm.get({ formId }).go({ attributes: ['coachId', 'deletedAt'] });
  return data && !data.deletedAt ? data.coachId : null;
}

/** The coach who owns a field's form; null when the field or its form does not exist. Two GetItems. */
export async function fieldOwner(rt: Runtime, fieldId: string): Promise<string | null> {
  const formId = formIdOfField(fieldId);
  if (!formId) return null;
  const [{ data: field }, owner] = await Promise.all([
    rt.db.entities.formField.get({ formId, fieldId }).go({ attributes: ['fieldId'] }),
    formOwner(rt, formId),
  ]);
  return field ? owner : null;
}

/** The client an assignment is for; null when there is none. One GetItem. */
export async function assignmentOwner(rt: Runtime, assignmentId: string): Promise<string | null> {
  const { data } = await rt.db.entities.formAssignment.get({ assignmentId }).go({ attributes: ['userId'] });
  return data?.userId ?? null;
}

/** The `owner:form`, `owner:formField` and `owner:formAssignment` policies' lookups (platform/policy.ts), registered by app/access.ts. */
export const formOwnership: Ownership = { param: 'formId', notFound: 'Form not found', owner: formOwner };
export const formFieldOwnership: Ownership = { param: 'fieldId', notFound: 'Field not found', owner: fieldOwner };
export const formAssignmentOwnership: Ownership = { param: 'assignmentId', notFound: 'Assignment not found', owner: assignmentOwner };
