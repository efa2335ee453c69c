import type { Runtime } from '../platform/runtime.js';

/**
 * Account erasure of the forms domain (functions/src/account/erase.ts): forms data lives outside the
 * user's partition, so it is found by index and deleted here. As a client: their assignments (with
 * their due-day items) and responses. As a coach: their forms with every field and option. Responses
 * to a coach's forms are the client's record and stay with the client. Safe to run again.
 */
export async function eraseFormsOf(rt: Runtime, userId: string): Promise<void> {
  const e = rt.db.entities;
  const [{ data: assignments }, { data: responses }, { data: forms }] = await Promise.all([
    e.formAssignment.query.byUser({ userId }).go({ pages: 'all' }),
    e.formResponse.query.byUser({ responderId: userId }).go({ pages: 'all' }),
    e.coachForm.query.byCoach({ coachId: userId }).go({ pages: 'all' }),
  ]);
  for (const a of assignments) {
    if (a.dueDate) await e.formDue.delete({ dueDate: a.dueDate, assignmentId: a.assignmentId }).go();
    await e.formAssignment.delete({ assignmentId: a.assignmentId }).go();
  }
  for (const r of responses) await e.formResponse.delete({ responseId: r.responseId }).go();
  for (const f of forms) {
    const [{ data: fields }, { data: options }] = await Promise.all([
      e.formField.query.byForm({ formId: f.formId }).go({ pages: 'all' }),
      e.fieldOption.query.byForm({ formId: f.formId }).go({ pages: 'all' }),
    ]);
    for (const o of options) await e.fieldOption.delete({ formId: o.formId, fieldId: o.fieldId, optionId: o.optionId }).go();
    for (const x of fields) await e.formField.delete({ formId: x.formId, fieldId: x.fieldId }).go();
    await e.coachForm.delete({ formId: f.formId }).go();
  }
}
