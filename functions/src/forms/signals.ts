import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';

/**
 * Needs-attention signals of the forms domain in the student's caseload summary (docs/architecture.md,
 * "Coach workspace" and "Forms and measurement-based care"): an overdue form, and the latest PHQ-9 with
 * the one before it. Like the other summary writes, a failure is logged by kind and never fails the
 * submission or the job that calls it.
 */

const errorName = (err: unknown) => (err as Error | undefined)?.name ?? 'Error';

async function safely(what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    logger.warn('Caseload summary not updated', { what, errorName: errorName(err) });
  }
}

/** A coach's form for the student fell overdue. */
export function noteFormOverdue(rt: Runtime, userId: string, coachId: string): Promise<void> {
  return safely('form_overdue', async () => {
    await rt.db.entities.caseloadSummary
      .update({ userId })
      .add({ formOverdueFor: [coachId] })
      .set({ updatedAt: rt.ports.clock.now().toISOString() })
      .go();
  });
}

/** An overdue form was submitted: the coach leaves the set when no other form of theirs for the student is overdue (one Query). */
export function clearFormOverdue(rt: Runtime, userId: string, coachId: string, submittedId: string): Promise<void> {
  return safely('form_overdue', async () => {
    const { data } = await rt.db.entities.formAssignment.query.byUser({ userId }).go({ pages: 'all', attributes: ['assignmentId', 'assignedBy', 'status'] });
    if (data.some((a) => a.assignedBy === coachId && a.status === 'overdue' && a.assignmentId !== submittedId)) return;
    await rt.db.entities.caseloadSummary
      .update({ userId })
      .delete({ formOverdueFor: [coachId] })
      .set({ updatedAt: rt.ports.clock.now().toISOString() })
      .go();
  });
}

/** A PHQ-9 was scored: the latest score and band, the coach's previous score for the student, shown to that coach. */
export function notePhq9(
  rt: Runtime,
  userId: string,
  coachId: string,
  at: string,
  score: number,
  band: { key: string; label: string },
  previous: number | null,
): Promise<void> {
  return safely('phq9', async () => {
    const update = rt.db.entities.caseloadSummary
      .update({ userId })
      .set({ phq9For: [coachId], phq9Score: score, phq9BandKey: band.key, phq9BandLabel: band.label, phq9At: at, updatedAt: at });
    await (previous === null ? update.remove(['phq9PrevScore']) : update.set({ phq9PrevScore: previous })).go();
  });
}
