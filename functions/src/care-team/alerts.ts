import {
  CRISIS_ALERTS,
  crisisAlertLink,
  crisisAlertSms,
  type AlertLevel,
  type CrisisAlert,
  type CrisisLevel,
  type CrisisSource,
  type PushMessage,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { pushToUser } from '../live/service.js';
import { notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { connectionsOf, getConnection } from './service.js';
import type { CrisisAlertEntity, CrisisResendEntity } from './store.js';
import { clearAlert, noteAlert } from './summary.js';
import { hasConsent } from '../users/consent.js';
import { isConditionFailure } from '../platform/transactions.js';

/**
 * Crisis alerts for the care team (docs/architecture.md, "Crisis alerts for the care team"). Crisis
 * language in an entry, an AI coach chat message or a call answer alerts every coach or therapist with
 * an active connection and permission to view entries: an alert item in their partition, a text
 * message and a push on their open WebSockets, within seconds. No name or words of the patient ever
 * leave in a text message or a push; the alert keeps the constructs found, never the words.
 *
 * - Folding: crisis language from the same patient within an hour of an unacknowledged alert joins it
 *   (count, last time, the higher level) instead of making another; only a rise from concern to urgent
 *   tells the coach again.
 * - Re-send: an unacknowledged urgent alert is sent again (text and push) once, 15 minutes after it was
 *   sent (`resendDueAlerts`, run every minute locally and every 5 minutes in production).
 * - Acknowledging records who and when, and stops the re-send.
 */

type AlertItem = EntityItem<typeof CrisisAlertEntity>;
type ResendItem = EntityItem<typeof CrisisResendEntity>;

export interface CrisisEvent {
  patientId: string;
  /** Where the crisis language was found: a journal entry, an AI coach chat message, or a call answer. */
  source: CrisisSource;
  /** The id of that entry, chat message or call; never its text. */
  sourceId: string;
  /** When it was written or said (ISO-8601 UTC, or a Date). */
  at: string | Date;
  /** The detector's level (shared/src/domain/crisis.ts); `none` raises nothing. */
  level: CrisisLevel;
  /** The detector's constructs (e.g. `plan`, `passive_ideation`): what was found, never the words. */
  constructs: readonly string[];
}

/** What happened to one recipient's alerts. */
type Outcome = 'created' | 'folded' | 'escalated' | 'repeated';

const iso = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at).toISOString();
const errorName = (err: unknown) => (err as Error | undefined)?.name ?? 'Error';

/** The origin links in text messages point at: the app (APP_URL), else the public URL. */
function appOrigin(rt: Runtime): string {
  return rt.config.appUrl ?? rt.config.publicUrl ?? '';
}

/** The UTC hour a re-send is due in: the partition of its `crisisResend` item. */
export const dueHourOf = (dueAt: string) => dueAt.slice(0, 13);

function resendItem(userId: string, alertId: string, dueAt: string): ResendItem {
  return { dueHour: dueHourOf(dueAt), dueAt, userId, alertId };
}

/**
 * Tells a coach or therapist about an alert: a text message to the phone number of their user record
 * and `crisis_alert` on their open WebSockets. Neither carries the patient's name or words. Failures
 * are logged by kind only and never thrown: the alert itself is stored, and shows on the screen.
 */
async function notify(rt: Runtime, alert: Pick<AlertItem, 'userId' | 'alertId' | 'patientId' | 'level' | 'source' | 'lastAt'>): Promise<void> {
  const message: PushMessage = {
    type: 'crisis_alert',
    alertId: alert.alertId,
    patientId: alert.patientId,
    level: alert.level,
    source: alert.source,
    at: alert.lastAt,
  };
  const sms = async () => {
    const { data: recipient } = await rt.db.entities.user.get({ userId: alert.userId }).go();
    if (!recipient?.phoneNumber) return;
    // No text message without consent to them: the alert still shows on the screen and over /ws.
    if (!hasConsent(recipient, 'sms')) {
      logger.info('Crisis alert not texted: no consent to text messages', { alertId: alert.alertId });
      return;
    }
    await rt.ports.telephony.sendSms({ to: recipient.phoneNumber, body: crisisAlertSms(crisisAlertLink(alert.alertId, appOrigin(rt))) });
  };
  const [texted, pushed] = await Promise.allSettled([sms(), pushToUser(rt, alert.userId, message)]);
  if (texted.status === 'rejected') logger.error('Crisis alert text message failed', { alertId: alert.alertId, errorName: errorName(texted.reason) });
  if (pushed.status === 'rejected') logger.warn('Crisis alert push failed', { alertId: alert.alertId, errorName: errorName(pushed.reason) });
}

/** Creates a new alert for one recipient, replacing their latest one for this patient; false when another write came first. */
async function createAlert(
  rt: Runtime,
  userId: string,
  event: CrisisEvent & { at: string; level: AlertLevel },
  patientName: string,
  replaces: string | null,
): Promise<AlertItem | null> {
  const now = rt.ports.clock.now().toISOString();
  const urgent = event.level === 'urgent';
  const resendDueAt = urgent ? new Date(Date.parse(now) + CRISIS_ALERTS.resendAfterMs).toISOString() : undefined;
  const item: AlertItem = {
    userId,
    alertId: ulid(Date.parse(event.at)),
    patientId: event.patientId,
    patientName,
    level: event.level,
    ...(event.constructs.length ? { constructs: [...event.constructs] } : {}),
    source: event.source,
    sourceId: event.sourceId,
    at: event.at,
    lastAt: event.at,
    lastSourceId: event.sourceId,
    count: 1,
    ...(event.source === 'entry' ? { entryId: event.sourceId } : {}),
    notifiedAt: now,
    ...(resendDueAt ? { resendDueAt } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const result = await rt.db.transaction
    .write(({ crisisAlert, crisisAlertLatest, crisisResend }) => [
      crisisAlert.create(item).commit(),
      replaces
        ? crisisAlertLatest
            .update({ userId, patientId: event.patientId })
            .set({ alertId: item.alertId, updatedAt: now })
            .where((a, { eq }) => eq(a.alertId, replaces))
            .commit()
        : crisisAlertLatest.create({ userId, patientId: event.patientId, alertId: item.alertId, updatedAt: now }).commit(),
      ...(resendDueAt ? [crisisResend.put(resendItem(userId, item.alertId, resendDueAt)).commit()] : []),
    ])
    .go();
  return result.canceled ? null : item;
}

/** Folds the event into an unacknowledged alert; null when it was acknowledged meanwhile. */
async function foldInto(rt: Runtime, current: AlertItem, event: CrisisEvent & { at: string; level: AlertLevel }): Promise<Outcome | null> {
  const now = rt.ports.clock.now().toISOString();
  const rises = event.level === 'urgent';
  try {
    const { data: before } = await rt.db.entities.crisisAlert
      .patch({ userId: current.userId, alertId: current.alertId })
      .set({
        lastAt: event.at > current.lastAt ? event.at : current.lastAt,
        lastSourceId: event.sourceId,
        updatedAt: now,
        ...(rises ? { level: 'urgent' as const } : {}),
        ...(event.source === 'entry' ? { entryId: event.sourceId } : {}),
      })
      .add({ count: 1, ...(event.constructs.length ? { constructs: [...event.constructs] } : {}) })
      .where((a, { notExists }) => notExists(a.acknowledgedAt))
      .go({ response: 'all_old' });
    // Only the write that moved the level from concern to urgent tells the coach again.
    if (!rises || before.level !== 'concern') return 'folded';
  } catch (err) {
    if (isConditionFailure(err)) return null;
    throw err;
  }
  const resendDueAt = new Date(Date.parse(now) + CRISIS_ALERTS.resendAfterMs).toISOString();
  await rt.db.entities.crisisAlert.patch({ userId: current.userId, alertId: current.alertId }).set({ notifiedAt: now, resendDueAt }).go();
  await rt.db.entities.crisisResend.put(resendItem(current.userId, current.alertId, resendDueAt)).go();
  await noteAlert(rt, current.patientId, current.userId, true);
  await notify(rt, { ...current, level: 'urgent', lastAt: event.at > current.lastAt ? event.at : current.lastAt });
  return 'escalated';
}

/** One recipient: fold into their open alert for this patient, or make a new one and tell them. */
async function raiseFor(rt: Runtime, userId: string, event: CrisisEvent & { at: string; level: AlertLevel }, patientName: string): Promise<Outcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { data: latest } = await rt.db.entities.crisisAlertLatest.get({ userId, patientId: event.patientId }).go();
    const current = latest ? (await rt.db.entities.crisisAlert.get({ userId, alertId: latest.alertId }).go()).data : null;
    if (current) {
      // The same entry, message or call again (a repeated delivery): nothing new.
      if (current.sourceId === event.sourceId || current.lastSourceId === event.sourceId) return 'repeated';
      const withinWindow = Math.abs(Date.parse(event.at) - Date.parse(current.at)) < CRISIS_ALERTS.foldWindowMs;
      if (!current.acknowledgedAt && withinWindow) {
        const outcome = await foldInto(rt, current, event);
        if (outcome) return outcome;
        continue; // acknowledged meanwhile: a new alert
      }
    }
    const created = await createAlert(rt, userId, event, patientName, latest?.alertId ?? null);
    if (!created) continue; // another crisis of this patient made the alert first: fold into it
    await noteAlert(rt, event.patientId, userId, created.level === 'urgent');
    await notify(rt, created);
    return 'created';
  }
  throw new Error('Crisis alert kept conflicting');
}

/**
 * Alerts every coach or therapist with an active connection to the patient and permission to view
 * entries (docs/architecture.md, "Crisis alerts for the care team"). Never throws: the entry, message
 * or call that raised it is already stored; a failure is logged without PHI. Returns how many
 * recipients' alerts were created or updated.
 */
export async function raiseCrisisAlerts(rt: Runtime, event: CrisisEvent): Promise<number> {
  if (event.level === 'none') return 0;
  try {
    const recipients = (await connectionsOf(rt, event.patientId)).filter(
      (c) => c.status === 'active' && c.canViewEntries && (c.relationshipType === 'coach' || c.relationshipType === 'therapist'),
    );
    if (!recipients.length) return 0;
    const { data: patient } = await rt.db.entities.user.get({ userId: event.patientId }).go();
    const normalised = { ...event, at: iso(event.at), level: event.level };
    const outcomes = await Promise.all(
      recipients.map((c) =>
        raiseFor(rt, c.memberId, normalised, patient?.name ?? 'Your client').catch((err: unknown) => {
          logger.error('Crisis alert failed for a recipient', { source: event.source, errorName: errorName(err) });
          return null;
        }),
      ),
    );
    const done = outcomes.filter((o) => o !== null);
    logger.info('Crisis alerts raised', {
      source: event.source,
      crisisLevel: event.level,
      created: done.filter((o) => o === 'created').length,
      folded: done.filter((o) => o === 'folded' || o === 'repeated').length,
      escalated: done.filter((o) => o === 'escalated').length,
    });
    return done.length;
  } catch (err) {
    logger.error('Crisis alerts failed', { source: event.source, errorName: errorName(err) });
    return 0;
  }
}

/** How far back the re-send job looks for due items (a missed run is caught up). */
const RESEND_LOOKBACK_HOURS = 24;

/**
 * Re-sends every unacknowledged urgent alert whose re-send is due at `at`, once (text and push). Reads
 * the `crisisResend` items of the last 24 UTC hours by key (no Scan); each is deleted once handled. The
 * alert is claimed with a condition before it is sent, so overlapping runs send it once. Returns how
 * many alerts were re-sent.
 */
export async function resendDueAlerts(rt: Runtime, at: Date = rt.ports.clock.now()): Promise<number> {
  const now = at.toISOString();
  const hours = Array.from({ length: RESEND_LOOKBACK_HOURS + 1 }, (_, i) => dueHourOf(new Date(at.getTime() - i * 3_600_000).toISOString()));
  const pages = await Promise.all(hours.map((dueHour) => rt.db.entities.crisisResend.query.byHour({ dueHour }).go({ pages: 'all' })));
  const due = pages.flatMap((p) => p.data).filter((r) => r.dueAt <= now);
  let resent = 0;
  for (const item of due) {
    try {
      if (await resendOne(rt, item, now)) resent++;
    } catch (err) {
      logger.error('Crisis alert re-send failed', { alertId: item.alertId, errorName: errorName(err) });
    }
  }
  if (due.length) logger.info('Crisis alert re-sends handled', { due: due.length, resent });
  return resent;
}

async function resendOne(rt: Runtime, item: ResendItem, now: string): Promise<boolean> {
  const done = () => rt.db.entities.crisisResend.delete(item).go();
  const { data: alert } = await rt.db.entities.crisisAlert.get({ userId: item.userId, alertId: item.alertId }).go();
  if (!alert || alert.acknowledgedAt || alert.resentAt || alert.level !== 'urgent') {
    await done();
    return false;
  }
  try {
    await rt.db.entities.crisisAlert
      .patch({ userId: item.userId, alertId: item.alertId })
      .set({ resentAt: now, notifiedAt: now, updatedAt: now })
      .where((a, { notExists }) => `${notExists(a.resentAt)} AND ${notExists(a.acknowledgedAt)}`)
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    await done();
    return false;
  }
  await notify(rt, alert);
  await done();
  return true;
}

const ALERTS_LIMIT = 50;

function toAlert(a: AlertItem, canViewEntries: boolean): CrisisAlert {
  return {
    id: a.alertId,
    patientId: a.patientId,
    patientName: a.patientName,
    level: a.level,
    constructs: [...(a.constructs ?? [])].sort(),
    source: a.source,
    sourceId: a.sourceId,
    at: a.at,
    lastAt: a.lastAt,
    count: a.count,
    entryId: canViewEntries && a.entryId ? a.entryId : null,
    link: crisisAlertLink(a.alertId),
    acknowledgedAt: a.acknowledgedAt ?? null,
    acknowledgedBy: a.acknowledgedAt ? { id: a.acknowledgedById ?? '', name: a.acknowledgedByName ?? '' } : null,
    createdAt: a.createdAt,
  };
}

/** Which of these patients currently share their entries with the coach (one GetItem per patient). */
async function sharingPatients(rt: Runtime, coachId: string, alerts: AlertItem[]): Promise<Set<string>> {
  const patients = [...new Set(alerts.filter((a) => a.entryId).map((a) => a.patientId))];
  const shared = await Promise.all(
    patients.map(async (p) => {
      const c = await getConnection(rt, p, coachId);
      return c?.status === 'active' && c.canViewEntries ? p : null;
    }),
  );
  return new Set(shared.filter((p): p is string => p !== null));
}

/** A coach's or therapist's crisis alerts, newest first (the latest 50): one Query. */
export async function listAlerts(rt: Runtime, coachId: string): Promise<CrisisAlert[]> {
  const { data } = await rt.db.entities.crisisAlert.query.byRecipient({ userId: coachId }).go({ order: 'desc', limit: ALERTS_LIMIT });
  const sharing = await sharingPatients(rt, coachId, data);
  return data.map((a) => toAlert(a, sharing.has(a.patientId)));
}

/**
 * `POST /api/users/{id}/coach/alerts/{alertId}/acknowledge`: records who (the caller's id and name)
 * and when, and stops the re-send. Idempotent: a second acknowledgement keeps the first. 404 when the
 * caller has no such alert.
 */
export async function acknowledgeAlert(rt: Runtime, coachId: string, alertId: string): Promise<CrisisAlert> {
  const now = rt.ports.clock.now().toISOString();
  const { data: coach } = await rt.db.entities.user.get({ userId: coachId }).go();
  try {
    await rt.db.entities.crisisAlert
      .patch({ userId: coachId, alertId })
      .set({ acknowledgedAt: now, acknowledgedById: coachId, acknowledgedByName: coach?.name ?? 'Care team', updatedAt: now })
      .where((a, { notExists }) => notExists(a.acknowledgedAt))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
  const { data: alert } = await rt.db.entities.crisisAlert.get({ userId: coachId, alertId }).go();
  if (!alert) throw notFound('Crisis alert not found');
  // The student's caseload summary drops this coach's open flag, unless a newer alert of theirs is open.
  const { data: latest } = await rt.db.entities.crisisAlertLatest.get({ userId: coachId, patientId: alert.patientId }).go();
  if (!latest || latest.alertId === alertId) await clearAlert(rt, alert.patientId, coachId);
  // The re-send item goes now (the job would also skip an acknowledged alert).
  if (alert.resendDueAt && !alert.resentAt) await rt.db.entities.crisisResend.delete(resendItem(coachId, alertId, alert.resendDueAt)).go();
  const sharing = await sharingPatients(rt, coachId, [alert]);
  logger.info('Crisis alert acknowledged', { alertId });
  return toAlert(alert, sharing.has(alert.patientId));
}
