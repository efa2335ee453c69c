import { localDate, type CallRecord, type CallTopic, type CallTurn, type CrisisLevel } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { noteCall } from '../care-team/summary.js';
import { screenForCrisis } from '../safety/screen.js';
import { createEntry } from '../journal/service.js';
import { pushToUser } from '../live/service.js';
import { HttpError, conflict, notFound } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import type { Runtime } from '../platform/runtime.js';
import { committed, isConditionFailure } from '../platform/transactions.js';
import { getSettings } from '../settings/service.js';
import { hasConsent } from '../users/consent.js';
import { CallEntity } from './store.js';
import { markFollowedUp, pendingFormFollowUp, storedFollowUp } from './form-follow-up.js';
import {
  acceptsOffer,
  closingWords,
  connectingWords,
  crisisOfferQuestion,
  crisisWords,
  greeting,
  moodRatingQuestion,
  noAnswerWords,
  offerDeclinedWords,
  parseMoodRating,
  voicemailWords,
} from './script.js';

/** The Suicide & Crisis Lifeline (US): where an accepted offer transfers the call. */
const CRISIS_LINE = '988';

export type CallItem = EntityItem<typeof CallEntity>;

/** At most this many answers make a check-in (mood, cravings or triggers, what helped, a goal). */
export const MAX_ANSWERS = 4;
/** Stop asking when less than this is left of the time limit: room for an answer and the goodbye. */
const CLOSING_MARGIN_SECONDS = 45;
/** Two silences in a row end the call politely. */
const MAX_SILENCES = 2;
const ACTIVE: CallItem['status'][] = ['queued', 'ringing', 'in-progress'];
/** A call still "active" after its limit plus this is stale (a lost status callback) and no longer blocks. */
const STALE_AFTER_SECONDS = 300;

export const CALL_IN_PROGRESS = 'A check-in call is already in progress. Please answer your phone or try again in a few minutes.';
/** 'Start Check-in Now' without consent to calls (403): the web links it to the consent step of /welcome. */
export const CALL_CONSENT_REQUIRED =
  'Steady needs your permission before it calls you: the check-in call is recorded to write your journal entry. Allow check-in calls in Finish setting up.';
export const CALL_NOT_PLACED = 'We could not place the call right now. Please try again in a few minutes.';

export async function toCallRecord(rt: Runtime, c: CallItem): Promise<CallRecord> {
  return {
    id: c.callId,
    userId: c.userId,
    phoneNumber: c.phoneNumber,
    status: c.status,
    trigger: c.trigger,
    duration: c.duration ?? null,
    recordingUrl: c.recordingKey ? await recordingUrl(rt, c.recordingKey) : null,
    transcriptionText: c.transcriptionText ?? null,
    journalEntryId: c.journalEntryId ?? null,
    providerCallId: c.providerCallId ?? null,
    answeredBy: c.answeredBy ?? null,
    crisisDetected: c.crisisDetected ?? false,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

function bucket(rt: Runtime): string {
  if (!rt.config.recordingsBucket) throw new Error('RECORDINGS_BUCKET is not configured');
  return rt.config.recordingsBucket;
}

/** A kept recording is reachable for 15 minutes through a presigned link. */
function recordingUrl(rt: Runtime, key: string): Promise<string> {
  return rt.ports.objects.signedUrl(key, 900);
}

export async function getCall(rt: Runtime, callId: string): Promise<CallItem | null> {
  const { data } = await rt.db.entities.call.query.byId({ callId }).go({ limit: 1 });
  return data[0] ?? null;
}

export async function callHistory(rt: Runtime, userId: string): Promise<CallRecord[]> {
  const { data } = await rt.db.entities.call.query.byUser({ userId }).go({ order: 'desc', limit: 100 });
  return Promise.all(data.map((c) => toCallRecord(rt, c)));
}

function webhook(rt: Runtime, name: 'voice' | 'gather' | 'status' | 'recording', query: Record<string, string>): string {
  if (!rt.config.publicUrl) throw new Error('PUBLIC_URL is not configured');
  return `${rt.config.publicUrl}/twilio/${name}?${new URLSearchParams(query).toString()}`;
}

/**
 * Places a check-in call (docs/architecture.md, "The daily check-in call"). One service for both triggers:
 * - scheduled: skipped when daily calls are off, and at most one per local day (a guard item
 *   written with the call record, so a repeated schedule invocation is harmless);
 * - manual ('Start Check-in Now'): refused while another call is still going.
 * Returns null when a scheduled call is skipped.
 */
/** A manual call is always placed (or refused with an error); only a scheduled one may be skipped (null). */
export async function placeCall(rt: Runtime, userId: string, trigger: 'manual'): Promise<CallRecord>;
export async function placeCall(rt: Runtime, userId: string, trigger: CallItem['trigger']): Promise<CallRecord | null>;
export async function placeCall(rt: Runtime, userId: string, trigger: CallItem['trigger']): Promise<CallRecord | null> {
  const settings = await getSettings(rt, userId);
  if (trigger === 'scheduled' && !settings.dailyCallEnabled) return null;
  const { data: user } = await rt.db.entities.user.get({ userId }).go();
  if (!user) throw notFound('User not found');
  // Nobody is called, on schedule or on request, before consenting to recorded calls
  // (docs/architecture.md, "First-run onboarding and consent").
  if (!hasConsent(user, 'callRecording')) {
    if (trigger === 'scheduled') {
      logger.info('Scheduled call skipped: no consent to calls');
      return null;
    }
    throw new HttpError(403, CALL_CONSENT_REQUIRED);
  }
  const now = rt.ports.clock.now();
  const { data: latest } = await rt.db.entities.call.query.byUser({ userId }).go({ order: 'desc', limit: 1 });
  const last = latest[0];
  if (last && ACTIVE.includes(last.status)) {
    const age = (now.getTime() - Date.parse(last.createdAt)) / 1000;
    if (age < last.maxDuration + STALE_AFTER_SECONDS) {
      if (trigger === 'scheduled') return null;
      throw conflict(CALL_IN_PROGRESS);
    }
  }
  const callId = ulid(now.getTime());
  const day = localDate(now, settings.timeZone);
  const item = {
    userId,
    callId,
    phoneNumber: user.phoneNumber,
    status: 'queued' as const,
    trigger,
    localDate: day,
    maxDuration: settings.maxCallDuration,
    turns: [],
    turnCount: 0,
    closed: false,
    crisisDetected: false,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (trigger === 'scheduled') {
    const result = await rt.db.transaction
      .write(({ call, callDay }) => [
        call.create(item).commit(),
        callDay.create({ userId, localDate: day, callId, expiresAt: Math.floor(now.getTime() / 1000) + 7 * 86400 }).commit(),
      ])
      .go();
    if (result.canceled) {
      logger.info('Scheduled call skipped: already called today');
      return null;
    }
    committed(result);
  } else {
    await rt.db.entities.call.create(item).go();
  }
  try {
    const { providerCallId } = await rt.ports.telephony.placeCall({
      to: user.phoneNumber,
      callId,
      timeLimitSeconds: settings.maxCallDuration,
      voiceUrl: webhook(rt, 'voice', { callId }),
      statusCallbackUrl: webhook(rt, 'status', { callId }),
      recordingCallbackUrl: webhook(rt, 'recording', { callId }),
    });
    const { data } = await rt.db.entities.call
      .patch({ userId, callId })
      .set({ providerCallId, updatedAt: rt.ports.clock.now().toISOString() })
      .go({ response: 'all_new' });
    logger.info('Call placed', { callId, trigger });
    return toCallRecord(rt, data as CallItem);
  } catch (err) {
    logger.warn('Call could not be placed', { callId, errorName: (err as Error).name });
    await rt.db.entities.call.patch({ userId, callId }).set({ status: 'failed', updatedAt: rt.ports.clock.now().toISOString() }).go();
    if (err instanceof HttpError) throw err;
    throw new HttpError(502, CALL_NOT_PLACED);
  }
}

// ---------------------------------------------------------------------------------------------
// The conversation (docs/architecture.md, "The daily check-in call"). Each webhook returns the words to say and, while
// the conversation goes on, the question to gather an answer for. Every step is stored before it
// is answered, and a repeated delivery re-reads the stored step instead of taking it again.

export type Step =
  | { kind: 'ask'; say: string[]; question: string; turn: number }
  /** After crisis language: the 988 line and the offer to connect now, answered by a key press or speech. */
  | { kind: 'offer'; say: string[]; question: string; turn: number }
  /** The person took the offer: the call is transferred to the 988 Lifeline. */
  | { kind: 'dial'; say: string[]; number: string }
  | { kind: 'close'; say: string[] }
  | { kind: 'hangup' };

async function firstName(rt: Runtime, userId: string): Promise<string> {
  const { data } = await rt.db.entities.user.get({ userId }).go({ attributes: ['name'] });
  return (data?.name ?? '').trim().split(/\s+/)[0] ?? '';
}

const elapsedSeconds = (rt: Runtime, c: CallItem) => (rt.ports.clock.now().getTime() - Date.parse(c.createdAt)) / 1000;

/** The call was answered: greet by first name and ask the opening question; a machine gets a short message. */
export async function answered(rt: Runtime, callId: string, answeredBy: string | undefined): Promise<Step> {
  const call = await getCall(rt, callId);
  if (!call || call.closed) return { kind: 'hangup' };
  const now = rt.ports.clock.now().toISOString();
  if (answeredBy && /^(machine|fax)/.test(answeredBy)) {
    await rt.db.entities.call.patch({ userId: call.userId, callId }).set({ status: 'voicemail', answeredBy, closed: true, updatedAt: now }).go();
    return { kind: 'close', say: [voicemailWords()] };
  }
  const name = await firstName(rt, call.userId);
  if (call.turnCount === 0 && call.pendingQuestion) {
    // A repeated voice webhook: ask the same opening question again.
    return { kind: 'ask', say: [greeting(name)], question: call.pendingQuestion, turn: 0 };
  }
  const opening = await rt.ports.ai.nextQuestion({ firstName: name, turns: [], remaining: ['opening'] });
  // A form follow-up is chosen once, when the call is answered, and kept with the call.
  const followUp = await pendingFormFollowUp(rt, call.userId);
  await rt.db.entities.call
    .patch({ userId: call.userId, callId })
    .set({
      status: 'in-progress',
      answeredBy: answeredBy ?? 'human',
      pendingTopic: 'opening',
      pendingQuestion: opening.question,
      ...(followUp ? { formFollowUp: JSON.stringify(followUp) } : {}),
      updatedAt: now,
    })
    .go();
  return { kind: 'ask', say: [greeting(name)], question: opening.question, turn: 0 };
}

/** The follow-ups after the opening question (which asks about mood), in the order a check-in goes. */
const FOLLOW_UPS: CallTopic[] = ['cravings', 'helped', 'goal'];

/** With a form follow-up, it comes after what helped and before tomorrow's goal. */
const FOLLOW_UPS_WITH_FORM: CallTopic[] = ['cravings', 'helped', 'form', 'goal'];

/** Topics not yet asked. */
function remainingTopics(turns: CallTurn[], withForm: boolean): CallTopic[] {
  const asked = new Set(turns.map((t) => t.topic));
  return (withForm ? FOLLOW_UPS_WITH_FORM : FOLLOW_UPS).filter((t) => !asked.has(t));
}

/** What the call says for the state stored after turn `turn` (used for first and repeated deliveries). */
function stepAfter(call: CallItem, turn: number, name: string): Step {
  if (call.turnCount > turn + 1) return { kind: 'hangup' }; // a very late duplicate: the call has moved on
  if (call.crisisOffer === 'accepted') return { kind: 'dial', say: [connectingWords()], number: CRISIS_LINE };
  if (call.crisisOffer === 'declined') return { kind: 'close', say: [offerDeclinedWords(name)] };
  if (call.crisisOffer === 'offered' && !call.closed) {
    return { kind: 'offer', say: [crisisWords()], question: crisisOfferQuestion(), turn: call.turnCount };
  }
  if (call.closed) {
    return {
      kind: 'close',
      say: call.crisisDetected
        ? [crisisWords(), closingWords(name, true)]
        : [
            closingWords(
              name,
              call.turns.some((t) => t.answer),
            ),
          ],
    };
  }
  return { kind: 'ask', say: [], question: call.pendingQuestion ?? '', turn: call.turnCount };
}

/**
 * An answer arrived for turn `turn`: store it with the question it answers, then ask the next
 * AI-chosen question, or close: after 4 answers, near the time limit, after repeated silence. When
 * the answer holds crisis language the conversation stops there: the next turn says the 988 line and
 * offers to connect the person now (1 or yes transfers the call to 988). See docs/crisis-safety.md.
 */
export async function gathered(rt: Runtime, callId: string, turn: number, speech: string, digits?: string): Promise<Step> {
  const call = await getCall(rt, callId);
  if (!call) return { kind: 'hangup' };
  const name = await firstName(rt, call.userId);
  if (turn < call.turnCount || call.closed) return stepAfter(call, turn, name);
  if (turn > call.turnCount) return { kind: 'hangup' };
  if (call.crisisOffer === 'offered') return answerOffer(rt, call, turn, name, speech, digits);
  if (call.moodQuestion === 'asked') return answerMoodQuestion(rt, call, turn, name, speech, digits);

  const answer = speech.trim();
  const turns: CallTurn[] = [...call.turns, { topic: call.pendingTopic ?? 'opening', question: call.pendingQuestion ?? '', answer }];
  const answers = turns.filter((t) => t.answer).length;
  const trailingSilences = turns.length - 1 - turns.findLastIndex((t) => t.answer);
  const check = answer ? await screenForCrisis(rt, answer) : null;
  const crisis = check?.detected ?? false;
  const followUp = storedFollowUp(call.formFollowUp);
  const remaining = remainingTopics(turns, followUp !== null);
  const timeLeft = call.maxDuration - elapsedSeconds(rt, call);
  // The form follow-up is one answer more than a call without it.
  const maxAnswers = MAX_ANSWERS + (followUp ? 1 : 0);
  const done = !crisis && (answers >= maxAnswers || remaining.length === 0 || trailingSilences >= MAX_SILENCES || timeLeft < CLOSING_MARGIN_SECONDS);
  // Before the closing words, once: the person's own mood rating. Not after silences, nor when time is short.
  const askRating = done && !call.moodQuestion && answers > 0 && trailingSilences < MAX_SILENCES && timeLeft >= CLOSING_MARGIN_SECONDS;
  const close = done && !askRating;

  let next: { topic: CallTopic; question: string } | null = null;
  if (!close && !crisis) {
    // After a silence, the same question again, said more gently.
    next =
      !answer && call.pendingTopic
        ? { topic: call.pendingTopic, question: `${noAnswerWords()} ${call.pendingQuestion ?? ''}`.trim() }
        : await rt.ports.ai.nextQuestion({
            firstName: name,
            turns: turns.filter((t) => t.answer),
            remaining,
            ...(followUp && remaining.includes('form')
              ? { formFollowUp: { formTitle: followUp.formTitle, instructions: followUp.instructions, answers: followUp.answers } }
              : {}),
          });
  }
  const stored = answer ? turns : call.turns;
  const update = rt.db.entities.call
    .patch({ userId: call.userId, callId })
    .set({
      turns: stored,
      turnCount: call.turnCount + 1,
      closed: close,
      crisisDetected: call.crisisDetected || crisis,
      ...(crisis ? { crisisOffer: 'offered' as const } : {}),
      ...(next ? { pendingTopic: next.topic, pendingQuestion: next.question } : {}),
      ...(askRating ? { moodQuestion: 'asked' as const, pendingTopic: 'mood' as const, pendingQuestion: moodRatingQuestion() } : {}),
      updatedAt: rt.ports.clock.now().toISOString(),
    })
    .where((a, { eq }) => eq(a.turnCount, call.turnCount));
  try {
    const { data } = await update.go({ response: 'all_new' });
    if (check?.detected && !call.crisisDetected) await onCrisis(rt, data as CallItem, check);
    if (followUp && answer && call.pendingTopic === 'form') await markFollowedUp(rt, call.userId, followUp.responseId, callId);
    return stepAfter(data as CallItem, turn, name);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    // The same answer is being stored by a concurrent delivery: say what it stored.
    const again = await getCall(rt, callId);
    return again ? stepAfter(again, turn, name) : { kind: 'hangup' };
  }
}

/**
 * The answer to the mood question ("On a scale of 1 to 10…"): the rating is stored when one can be
 * read (keypad or speech), and the call closes; an unreadable answer or silence just closes (no
 * re-ask). Crisis language keeps priority: the 988 line and the offer follow, as for any answer.
 */
async function answerMoodQuestion(rt: Runtime, call: CallItem, turn: number, name: string, speech: string, digits: string | undefined): Promise<Step> {
  const answer = speech.trim() || (digits?.trim() ?? '');
  const check = speech.trim() ? await screenForCrisis(rt, speech.trim()) : null;
  const crisis = check?.detected ?? false;
  const rating = parseMoodRating(speech, digits);
  try {
    const { data } = await rt.db.entities.call
      .patch({ userId: call.userId, callId: call.callId })
      .set({
        moodQuestion: 'answered',
        ...(rating !== null ? { moodRating: rating } : {}),
        ...(answer ? { turns: [...call.turns, { topic: 'mood' as const, question: moodRatingQuestion(), answer }] } : {}),
        turnCount: call.turnCount + 1,
        closed: !crisis,
        crisisDetected: call.crisisDetected || crisis,
        ...(crisis ? { crisisOffer: 'offered' as const } : {}),
        updatedAt: rt.ports.clock.now().toISOString(),
      })
      .where((a, { eq }) => eq(a.turnCount, call.turnCount))
      .go({ response: 'all_new' });
    if (check?.detected && !call.crisisDetected) await onCrisis(rt, data as CallItem, check);
    return stepAfter(data as CallItem, turn, name);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const again = await getCall(rt, call.callId);
    return again ? stepAfter(again, turn, name) : { kind: 'hangup' };
  }
}

/** The answer to the 988 offer: 1 or yes transfers the call; anything else closes it gently. Stored once. */
async function answerOffer(rt: Runtime, call: CallItem, turn: number, name: string, speech: string, digits: string | undefined): Promise<Step> {
  const accepted = acceptsOffer(digits, speech);
  try {
    const { data } = await rt.db.entities.call
      .patch({ userId: call.userId, callId: call.callId })
      .set({ crisisOffer: accepted ? 'accepted' : 'declined', closed: true, turnCount: call.turnCount + 1, updatedAt: rt.ports.clock.now().toISOString() })
      .where((a, { eq }) => eq(a.turnCount, call.turnCount))
      .go({ response: 'all_new' });
    logger.info('Crisis line offer answered', { callId: call.callId, accepted });
    return stepAfter(data as CallItem, turn, name);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const again = await getCall(rt, call.callId);
    return again ? stepAfter(again, turn, name) : { kind: 'hangup' };
  }
}

/** Once per call: the connected care team is alerted while the patient is still on the line. */
async function onCrisis(rt: Runtime, call: CallItem, check: { level: CrisisLevel; constructs: string[] }): Promise<void> {
  logger.warn('Crisis language in a call answer', { callId: call.callId, crisisLevel: check.level });
  const at = rt.ports.clock.now().toISOString();
  await raiseCrisisAlerts(rt, { patientId: call.userId, source: 'call', sourceId: call.callId, at, level: check.level, constructs: check.constructs }).catch(
    (err: Error) => logger.error('Crisis alert failed', { errorName: err.name }),
  );
}

const FINAL: Record<string, CallItem['status']> = {
  completed: 'completed',
  busy: 'busy',
  'no-answer': 'no-answer',
  failed: 'failed',
  canceled: 'canceled',
};

/** The provider's status callback: the final status and the duration. Repeats write the same values. */
export async function statusChanged(rt: Runtime, callId: string, status: string, durationSeconds: number | undefined, answeredBy?: string): Promise<void> {
  const call = await getCall(rt, callId);
  if (!call) return;
  const mapped = FINAL[status];
  if (!mapped) {
    if (status === 'ringing' || status === 'in-progress') {
      if (call.status === 'queued' || (call.status === 'ringing' && status === 'in-progress')) {
        await rt.db.entities.call.patch({ userId: call.userId, callId }).set({ status, updatedAt: rt.ports.clock.now().toISOString() }).go();
      }
    }
    return;
  }
  // A machine-answered call stays 'voicemail'; answering-machine detection may also arrive only here.
  const machine = call.status === 'voicemail' || (answeredBy !== undefined && /^(machine|fax)/.test(answeredBy));
  await rt.db.entities.call
    .patch({ userId: call.userId, callId })
    .set({
      status: machine ? 'voicemail' : mapped,
      ...(durationSeconds !== undefined ? { duration: durationSeconds } : {}),
      ...(answeredBy ? { answeredBy } : {}),
      closed: true,
      updatedAt: rt.ports.clock.now().toISOString(),
    })
    .go();
  // The coach's caseload summary: an answered call ends a run of missed ones (care-team/summary.ts).
  const outcome = !machine && mapped === 'completed' ? 'answered' : mapped === 'canceled' ? null : 'missed';
  if (outcome) await noteCall(rt, call.userId, callId, outcome, rt.ports.clock.now().toISOString());
}

const recordingKey = (call: CallItem) => `recordings/${call.userId}/${call.callId}.wav`;

/** The conversation as the patient heard and answered it, which speech recognition transcribed. */
export const spokenText = (turns: CallTurn[]) =>
  turns
    .map((t) => t.answer)
    .filter(Boolean)
    .join('\n');

/**
 * The recording is ready (step 4): copy it to S3 and start the transcription. A call without any
 * answer (voicemail, silence) makes no entry: its recording is deleted at once.
 */
export async function recordingReady(rt: Runtime, callId: string, recordingSid: string, recordingUrl: string): Promise<void> {
  const call = await getCall(rt, callId);
  if (!call) return;
  // A repeated delivery, or a recording for a call already stored or journaled: nothing more to do.
  if (call.recordingSid || call.journalEntryId) return;
  const answered = call.turns.some((t) => t.answer) && call.status !== 'voicemail';
  if (!answered) {
    await rt.ports.telephony.deleteRecording(recordingSid);
    await rt.db.entities.call.patch({ userId: call.userId, callId }).set({ recordingSid, updatedAt: rt.ports.clock.now().toISOString() }).go();
    return;
  }
  const audio = await rt.ports.telephony.fetchRecording(recordingUrl);
  const key = recordingKey(call);
  await rt.ports.objects.put(key, audio, 'audio/wav');
  try {
    await rt.db.entities.call
      .patch({ userId: call.userId, callId })
      .set({ recordingSid, recordingKey: key, updatedAt: rt.ports.clock.now().toISOString() })
      .where((a, { notExists }) => notExists(a.recordingSid))
      .go();
  } catch (err) {
    if (isConditionFailure(err)) return; // a concurrent delivery won
    throw err;
  }
  await rt.ports.transcriber.start({ callId, bucket: bucket(rt), key, spokenText: spokenText(call.turns) });
}

function conversation(turns: CallTurn[]): string {
  return turns
    .filter((t) => t.answer)
    .map((t) => `${t.question}\n${t.answer}`)
    .join('\n\n');
}

/**
 * The transcript is in (step 5): one journal entry per call (its id is the call's id, so a repeated
 * completion finds it), the call record linked, the recording deleted unless the user keeps
 * recordings, and `call_completed` pushed to the user's open connections.
 */
export async function transcribed(rt: Runtime, callId: string, transcript: string): Promise<void> {
  const call = await getCall(rt, callId);
  if (!call) return;
  if (call.journalEntryId) return;
  const answers = call.turns.filter((t) => t.answer);
  if (!answers.length) return;
  const entry = await createEntry(rt, call.userId, {
    entryId: call.callId,
    content: conversation(call.turns),
    analysisText: answers.map((t) => t.answer).join('\n'),
    source: 'call',
    transcription: transcript || spokenText(call.turns),
    callDuration: call.duration ?? Math.round(elapsedSeconds(rt, call)),
    callId: call.callId,
    // The person's own answer to "On a scale of 1 to 10…": it wins over the estimate.
    moodRating: call.moodRating ?? null,
    // The care team was alerted during the call (source 'call'); the entry does not alert again.
    crisisAlerted: call.crisisDetected,
  });
  const { keepCallRecordings } = await getSettings(rt, call.userId);
  // The recording goes first, then the call is linked in one write: nobody sees a journaled call
  // whose recording is still stored against the user's choice. A failure part-way is retried and
  // finds the entry already made.
  if (!keepCallRecordings) {
    if (call.recordingKey) await rt.ports.objects.delete(call.recordingKey);
    if (call.recordingSid) await rt.ports.telephony.deleteRecording(call.recordingSid);
  }
  let link = rt.db.entities.call.patch({ userId: call.userId, callId }).set({
    journalEntryId: entry.id,
    transcriptionText: transcript || spokenText(call.turns),
    ...(call.status === 'in-progress' || call.status === 'queued' || call.status === 'ringing' ? { status: 'completed' as const } : {}),
    updatedAt: rt.ports.clock.now().toISOString(),
  });
  if (!keepCallRecordings && call.recordingKey) link = link.remove(['recordingKey']);
  await link.go();
  await pushToUser(rt, call.userId, { type: 'call_completed', callId, journalEntryId: entry.id });
}
