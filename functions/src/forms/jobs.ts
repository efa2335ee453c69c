import { localDate, shiftDate } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { pushToUser } from '../live/service.js';
import { committed, failedConditions, isConditionFailure } from '../platform/transactions.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { hasConsent } from '../users/consent.js';
import { nextAssignment } from './service.js';
import { noteFormOverdue } from './signals.js';
import type { FormAssignmentEntity } from './store.js';

/**
 * The forms job (docs/architecture.md, "Forms and measurement-based care"), every 15 minutes: for each
 * open assignment due around today (the `formDue` items of a few UTC days, Queried by key: no Scan),
 * in the client's own time zone,
 * - past its due day: marked overdue, the next one of a recurring assignment made in the same
 *   transaction, the coach's Needs attention told, and its `formDue` item removed;
 * - due tomorrow or today, reminders on: a reminder once per day at or after the client's call time,
 *   in the app (a `form_reminder` push) and by text message with consent. Neither names the form.
 */

type AssignmentItem = EntityItem<typeof FormAssignmentEntity>;
interface Person {
  timeZone: string;
  callTime: string;
  phoneNumber?: string;
  consents?: NonNullable<Parameters<typeof hasConsent>[0]>['consents'];
}

const errorName = (err: unknown) => (err as Error | undefined)?.name ?? 'Error';

/** 'HH:MM' of an instant in a time zone. */
function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** The reminder's words: no form title (it can say what the client is being treated for). */
export function formReminderSms(due: 'today' | 'tomorrow', link: string): string {
  return `Steady: you have a form to complete, due ${due}. Open ${link}`;
}

async function markOverdue(rt: Runtime, a: AssignmentItem, today: string, now: string): Promise<boolean> {
  const next = nextAssignment(a, today, now);
  const result = await rt.db.transaction
    .write(({ formAssignment, formDue }) => [
      formAssignment
        .patch({ assignmentId: a.assignmentId })
        .set({ status: 'overdue', updatedAt: now, ...(next ? { nextAssignmentId: next.assignmentId } : {}) })
        .where((x, { ne }) => `${ne(x.status, 'submitted')} AND ${ne(x.status, 'overdue')}`)
        .commit(),
      formDue.delete({ dueDate: a.dueDate!, assignmentId: a.assignmentId }).commit(),
      ...(next ? [formAssignment.create(next).commit()] : []),
      ...(next?.dueDate ? [formDue.put({ dueDate: next.dueDate, assignmentId: next.assignmentId, userId: next.userId }).commit()] : []),
    ])
    .go();
  if (failedConditions(result).includes(0)) return false; // submitted meanwhile
  committed(result);
  await noteFormOverdue(rt, a.userId, a.assignedBy);
  if (next) await pushToUser(rt, a.userId, { type: 'form_assigned', assignmentId: next.assignmentId }).catch(() => 0);
  return true;
}

async function remind(rt: Runtime, a: AssignmentItem, person: Person, due: 'today' | 'tomorrow', day: string): Promise<boolean> {
  try {
    // Claimed first, so overlapping runs remind once.
    await rt.db.entities.formAssignment
      .update({ assignmentId: a.assignmentId })
      .add({ remindedDays: [day] })
      .where((x, { notContains, ne }) => `${notContains(x.remindedDays, day)} AND ${ne(x.status, 'submitted')}`)
      .go();
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
  const origin = (rt.config.appUrl ?? rt.config.publicUrl ?? '').replace(/\/$/, '');
  const sms = async () => {
    if (!person.phoneNumber || !hasConsent(person, 'sms')) return;
    await rt.ports.telephony.sendSms({ to: person.phoneNumber, body: formReminderSms(due, `${origin}/my-forms`) });
  };
  const [texted, pushed] = await Promise.allSettled([
    sms(),
    pushToUser(rt, a.userId, { type: 'form_reminder', assignmentId: a.assignmentId, dueDate: a.dueDate! }),
  ]);
  if (texted.status === 'rejected') logger.error('Form reminder text failed', { assignmentId: a.assignmentId, errorName: errorName(texted.reason) });
  if (pushed.status === 'rejected') logger.warn('Form reminder push failed', { assignmentId: a.assignmentId, errorName: errorName(pushed.reason) });
  return true;
}

/** Runs the job as of `at`; returns how many assignments it marked overdue or reminded about. */
export async function runFormsDueJob(rt: Runtime, at: Date = rt.ports.clock.now()): Promise<number> {
  const utcToday = at.toISOString().slice(0, 10);
  // Every zone's today is within a day of UTC's; reminders look one day further ahead, overdue two back.
  const days = [-2, -1, 0, 1, 2].map((d) => shiftDate(utcToday, d));
  const pages = await Promise.all(days.map((dueDate) => rt.db.entities.formDue.query.byDay({ dueDate }).go({ pages: 'all' })));
  const due = pages.flatMap((p) => p.data);
  const people = new Map<string, Person | null>();
  const now = at.toISOString();
  let handled = 0;
  for (const d of due) {
    try {
      const { data: a } = await rt.db.entities.formAssignment.get({ assignmentId: d.assignmentId }).go();
      if (!a || a.status === 'submitted' || a.status === 'overdue' || !a.dueDate) {
        await rt.db.entities.formDue.delete({ dueDate: d.dueDate, assignmentId: d.assignmentId }).go();
        continue;
      }
      if (!people.has(a.userId)) {
        const { data: user } = await rt.db.entities.user.get({ userId: a.userId }).go();
        people.set(a.userId, user ? { timeZone: user.timeZone, callTime: user.callTime, phoneNumber: user.phoneNumber, consents: user.consents } : null);
      }
      const person = people.get(a.userId);
      if (!person) continue;
      const today = localDate(at, person.timeZone);
      if (a.dueDate < today) {
        if (await markOverdue(rt, a, today, now)) handled++;
        continue;
      }
      if (!a.reminderEnabled || localTime(at, person.timeZone) < person.callTime) continue;
      const when = a.dueDate === today ? 'today' : a.dueDate === shiftDate(today, 1) ? 'tomorrow' : null;
      if (when && !(a.remindedDays ?? []).includes(today) && (await remind(rt, a, person, when, today))) handled++;
    } catch (err) {
      logger.error('Forms job failed for an assignment', { assignmentId: d.assignmentId, errorName: errorName(err) });
    }
  }
  return handled;
}
