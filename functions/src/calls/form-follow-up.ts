import { FormFollowUp } from '@steady/shared';
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

/** The latest response to follow up, from the forms domain (null: none, or follow-up is off for its form). */
async function latestFollowUpSource(_rt: Runtime, _userId: string, _since: string): Promise<PendingFollowUp | null> {
  return null;
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
