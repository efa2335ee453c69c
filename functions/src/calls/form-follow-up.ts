import { FormFollowUp, type FormDetail } from '@steady/shared';
import { anyFormDetail } from '../forms/service.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';

/**
 * Form follow-up in the call (docs/architecture.md, "Form follow-up in the call"): when the person's
 * latest answered form has aiFollowupEnabled, their next daily call asks one question about those
 * answers (worded by the Ai port, guided by the coach's aiInstructions); the answer is part of the
 * call's journal entry. Once answered, a mark keeps later calls from asking about the same response.
 */

/** Only answers this recent are followed up: a form from weeks ago is not "the latest" any more. */
export const FOLLOW_UP_WITHIN_DAYS = 14;

export interface PendingFollowUp extends FormFollowUp {
  responseId: string;
}

/** A response's answers in words (option labels, Yes/No, lists joined); instructions and empty answers left out. */
function answersInWords(values: StoredValue[], form: FormDetail): FormFollowUp['answers'] {
  const fields = new Map(form.fields.map((f) => [f.id, f]));
  const label = (fieldId: string, value: string) => fields.get(fieldId)?.options.find((o) => o.optionValue === value)?.optionLabel ?? value;
  return values
    .filter((v) => v.fieldType !== 'instructions' && v.value.trim())
    .map((v) => {
      let answer = v.value;
      if (v.fieldType === 'boolean') answer = v.value === 'true' ? 'Yes' : 'No';
      else if (v.fieldType === 'single_choice') answer = label(v.fieldId, v.value);
      else if (v.fieldType === 'multiple_choice') {
        try {
          answer = (JSON.parse(v.value) as string[]).map((x) => label(v.fieldId, x)).join(', ');
        } catch {
          answer = v.value;
        }
      }
      return { question: v.label, answer: answer.slice(0, 500) };
    })
    .slice(0, 30);
}

interface StoredValue {
  fieldId: string;
  label: string;
  fieldType: string;
  value: string;
}

/**
 * The latest response to follow up (null: none this recent, or follow-up is off for its form): one
 * Query of the person's responses (newest first) and the form it answers. A validated instrument's
 * answers are not quoted back (they hold symptom ratings, PHQ-9 item 9 among them): the call asks
 * how things have been since, and safety stays with the crisis screen.
 */
async function latestFollowUpSource(rt: Runtime, userId: string, since: string): Promise<PendingFollowUp | null> {
  const { data } = await rt.db.entities.formResponse.query.byUser({ responderId: userId }).gte({ submittedAt: since }).go({ order: 'desc', limit: 1 });
  const latest = data[0];
  if (!latest) return null;
  const form = await anyFormDetail(rt, latest.formId);
  if (!form.aiFollowupEnabled) return null;
  const values = JSON.parse(latest.values) as StoredValue[];
  return {
    responseId: latest.responseId,
    formTitle: latest.formTitle,
    instructions: form.aiInstructions,
    answers: latest.instrument ? [] : answersInWords(values, form),
  };
}

/** The follow-up the next call should ask, or null (none, or already asked and answered). */
export async function pendingFormFollowUp(rt: Runtime, userId: string): Promise<PendingFollowUp | null> {
  const since = new Date(rt.ports.clock.now().getTime() - FOLLOW_UP_WITHIN_DAYS * 86_400_000).toISOString();
  const latest = await latestFollowUpSource(rt, userId, since);
  if (!latest) return null;
  const { data: mark } = await rt.db.entities.formFollowUpMark.get({ userId }).go();
  return mark?.responseId === latest.responseId ? null : latest;
}

/** The follow-up stored on a call, or null (none chosen, or unreadable). */
export function storedFollowUp(json: string | undefined): PendingFollowUp | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { responseId?: unknown };
    const parsed = FormFollowUp.safeParse(value);
    return parsed.success && typeof value.responseId === 'string' ? { ...parsed.data, responseId: value.responseId } : null;
  } catch {
    logger.warn('Unreadable form follow-up on a call');
    return null;
  }
}

/** The person answered the follow-up: later calls ask about a newer response only. */
export async function markFollowedUp(rt: Runtime, userId: string, responseId: string, callId: string): Promise<void> {
  await rt.db.entities.formFollowUpMark.put({ userId, responseId, callId, at: rt.ports.clock.now().toISOString() }).go();
}
