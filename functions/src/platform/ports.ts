import type { NextQuestion, NextQuestionInput, Sentiment } from '@steady/shared';
import type { CoachReplyInput, CoachReplyOutput, WritingPromptsInput, WritingPromptsOutput } from '@steady/shared';
import type { MonthlyReportInput, MonthlyReportWords, WeeklyAnalysisInput, WeeklyAnalysisWords } from '@steady/shared';

/** What registration answers (409) when the phone number already has an account. */
export const PHONE_TAKEN = 'An account with this phone number already exists. Please sign in instead.';

/** Identity provider: Cognito in production and locally (cognito-local). `createUser` refuses a taken number with 409 PHONE_TAKEN. */
export interface Identity {
  /** Creates a confirmed user whose username is the E.164 phone number; returns the user's `sub`. */
  createUser(input: { phoneNumber: string; password: string; name: string }): Promise<{ userId: string }>;
  /** Removes a user (used to undo a registration that failed part-way). */
  deleteUser(phoneNumber: string): Promise<void>;
  /** Signs the user out on every device: their refresh tokens stop working. */
  signOutEverywhere(phoneNumber: string): Promise<void>;
  /** Refuses sign-in (Cognito AdminDisableUser) until enabled again; the account's data is kept. */
  disableUser(phoneNumber: string): Promise<void>;
  /** Allows sign-in again (AdminEnableUser). */
  enableUser(phoneNumber: string): Promise<void>;
}

export interface EntryAnalysis {
  title: string;
  moodScore: number;
  sentiment: Sentiment;
  themes: string[];
}

/** AI (docs/architecture.md, "Safety and analysis"). The first slice needs entry analysis; the rest lands with the AI issue. */
export interface Ai {
  analyzeEntry(text: string): Promise<EntryAnalysis>;
  /** The check-in call's next question: one of `input.remaining`, worded after what the patient has said. */
  nextQuestion(input: NextQuestionInput): Promise<NextQuestion>;
  /**
   * Writing prompts for the journal's prompts panel: `personal` ones from the themes of recent entries
   * (computed in code), or those of one mood category. Schemas: shared/src/contracts/prompts.ts.
   */
  writingPrompts(input: WritingPromptsInput): Promise<WritingPromptsOutput>;
  /**
   * The AI Life Coach's reply, in the context the service gathered (5 latest entries, 3 latest weekly
   * analyses, goals). Crisis handling does not depend on it: the service leads with the 988 line.
   * Schemas: shared/src/contracts/ai-coach.ts.
   */
  coachReply(input: CoachReplyInput): Promise<CoachReplyOutput>;
  /**
   * Words of a weekly analysis (insight, pattern sentence, recommendations) around the week's figures,
   * which are computed in code (shared/src/domain/insights.ts) and passed in `input.facts`.
   * Schemas: shared/src/contracts/insights.ts (`WeeklyAnalysisInput`, `WeeklyAnalysisWords`).
   */
  weeklyAnalysis(input: WeeklyAnalysisInput): Promise<WeeklyAnalysisWords>;
  /** Words of a monthly report around the month's computed figures (`MonthlyReportInput` → `MonthlyReportWords`). */
  monthlyReport(input: MonthlyReportInput): Promise<MonthlyReportWords>;
  /**
   * A second opinion on self-harm from a moderation model, or null when there is none (the local
   * analyser) or it failed. It can only raise the deterministic crisis level, never lower it
   * (functions/src/safety/screen.ts, docs/crisis-safety.md).
   */
  screenSelfHarm(text: string): Promise<SelfHarmSignal | null>;
}

/** The moderation model's self-harm categories (OpenAI: self-harm, self-harm/intent, self-harm/instructions). */
export interface SelfHarmSignal {
  selfHarm: boolean;
  intent: boolean;
  instructions: boolean;
}

export interface Clock {
  now(): Date;
}

/** A check-in call to place (docs/architecture.md, "The daily check-in call"). URLs are the public webhook URLs, signed by the provider. */
export interface PlaceCallRequest {
  to: string;
  callId: string;
  /** Hard limit on the call's length: the user's max call duration. */
  timeLimitSeconds: number;
  voiceUrl: string;
  statusCallbackUrl: string;
  recordingCallbackUrl: string;
}

/** Telephony: Twilio in production; the phone simulator locally. */
export interface Telephony {
  placeCall(req: PlaceCallRequest): Promise<{ providerCallId: string }>;
  /** The recording's audio (WAV), from the URL the recording callback gave. */
  fetchRecording(recordingUrl: string): Promise<Uint8Array>;
  /** Removes the recording from the provider. Missing is fine (idempotent). */
  deleteRecording(recordingSid: string): Promise<void>;
  /**
   * Sends a text message from the configured number (crisis alerts to the care team). The body never
   * holds PHI: it passes through carriers and shows on lock screens. Callers never log `to` or `body`.
   */
  sendSms(message: SmsMessage): Promise<{ sid: string }>;
  /** The provider's answer to a voice webhook (TwiML for Twilio) for one step of the conversation. */
  voiceResponse(step: VoiceStep): VoiceResponse;
}

/**
 * One step of a voice conversation, as the calls domain decides it: what to say, then either a
 * question to gather an answer to (speech, and key presses when `keys`), a transfer, or goodbye.
 */
export type VoiceStep =
  | { kind: 'gather'; say: string[]; question: string; actionUrl: string; keys: boolean }
  | { kind: 'dial'; say: string[]; number: string }
  | { kind: 'hangup'; say: string[] };

export interface VoiceResponse {
  body: string;
  contentType: string;
}

/** A text message to send: an E.164 number and the text. */
export interface SmsMessage {
  to: string;
  body: string;
}

/** When a user is called: one schedule per user, in the user's own time zone. */
export interface CallSchedule {
  callTime: string | null;
  timeZone: string;
  enabled: boolean;
}

/** Schedules: EventBridge Scheduler in production; croner locally. */
export interface CallScheduler {
  upsert(userId: string, schedule: CallSchedule): Promise<void>;
  remove(userId: string): Promise<void>;
}

/** A recording to transcribe. `spokenText` is what speech recognition heard during the call. */
export interface TranscriptionJob {
  callId: string;
  bucket: string;
  key: string;
  spokenText: string;
}

/**
 * Transcription: Amazon Transcribe in production (completion arrives as an EventBridge event);
 * locally the conversation's speech-recognition turns complete it at once (docs/architecture.md, "Runtime modes").
 */
export interface Transcriber {
  start(job: TranscriptionJob): Promise<void>;
  /** The finished transcript's text, or null when there is none (locally: the speech turns are used). */
  transcript(callId: string): Promise<string | null>;
}

/** Private object storage: the recordings bucket (S3 with SSE-KMS; s3rver locally). */
export interface ObjectStore {
  /** False when no bucket is configured (nothing is stored, so there is nothing to erase). */
  readonly configured: boolean;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's text, or null when it does not exist. */
  getText(key: string): Promise<string | null>;
  /** The object's bytes, or null when it does not exist. */
  getBytes(key: string): Promise<Uint8Array | null>;
  /** Missing is fine (idempotent). */
  delete(key: string): Promise<void>;
  /** A link that reads the object for `seconds`. */
  signedUrl(key: string, seconds: number): Promise<string>;
  /** Deletes these keys and every object under these prefixes; returns how many were asked for. */
  deleteAll(keys: string[], prefixes: string[]): Promise<number>;
}

/** Pushes to open WebSocket connections: API Gateway's management API (the local gateway locally). */
export interface LivePush {
  /** False when there is no live channel (no WS_ENDPOINT): nothing is ever open. */
  readonly enabled: boolean;
  /** `gone` when the connection no longer exists (the caller forgets it). */
  post(connectionId: string, data: string): Promise<'sent' | 'gone'>;
  /** Closes a connection; one already gone is fine. */
  close(connectionId: string): Promise<void>;
}

/** A queue of jobs (SQS): the insights fan-out sends one message per due user. */
export interface JobQueue {
  send(messages: { id: string; body: string }[]): Promise<void>;
}

/** Whole partitions of the one table, by key (account erasure). */
export interface TablePartitions {
  /** Deletes every item of the partition (a Query, then batched deletes; never a Scan); returns how many. */
  deletePartition(pk: string): Promise<number>;
}

/** A hosted checkout to open (docs/architecture.md, "Payments"): one line item, priced by the server. */
export interface CheckoutRequest {
  /** The line item's name, shown on the checkout page. */
  name: string;
  /** Whole cents, at least 50 (Stripe's minimum charge in usd). */
  amountCents: number;
  currency: 'usd';
  successUrl: string;
  cancelUrl: string;
  /** Copied onto the session and its payment intent, so every webhook event carries it back. String values only. */
  metadata: Record<string, string>;
  /** When the session expires unpaid (Stripe: 30 minutes to 24 hours from now); the provider's default (24 h) when absent. */
  expiresAt?: Date;
  /** Makes a retried create return the same session. */
  idempotencyKey?: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  paymentIntentId: string | null;
  amountCents: number;
  metadata: Record<string, string>;
}

/** A verified webhook event, in the domain's words; events the app does not handle are `other`. */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed'; sessionId: string; paymentIntentId: string | null; amountCents: number; metadata: Record<string, string> }
  | { id: string; type: 'checkout.expired'; sessionId: string; metadata: Record<string, string> }
  | { id: string; type: 'charge.refunded'; paymentIntentId: string; metadata: Record<string, string> }
  | { id: string; type: 'other'; providerType: string };

/** What `verifyWebhook` throws when the signature does not prove the provider sent these bytes. */
export class BadWebhookSignature extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'BadWebhookSignature';
  }
}

/** Card payments: Stripe Checkout in production; the local Stripe stand-in (infra/local/stripe.ts) locally, through the same SDK. */
export interface Payments {
  createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  /** Refunds a payment intent in full; `idempotencyKey` makes a retry refund once. */
  refund(paymentIntentId: string, idempotencyKey?: string): Promise<{ refundId: string; status: string }>;
  /** Checks the signature over the raw body (exactly the bytes received); throws BadWebhookSignature. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}

export interface Ports {
  identity: Identity;
  ai: Ai;
  clock: Clock;
  telephony: Telephony;
  scheduler: CallScheduler;
  transcriber: Transcriber;
  objects: ObjectStore;
  live: LivePush;
  insightsQueue: JobQueue;
  partitions: TablePartitions;
  /** Coach profile photos: a private bucket of their own (docs/architecture.md, "Coach availability and profile"). */
  photos: ObjectStore;
  /** Card payments (docs/architecture.md, "Payments"). */
  payments: Payments;
}

/** The names of the ports, for the bundling's port detection (infra/lib/bundling.ts). */
export const PORT_NAMES = [
  'identity',
  'ai',
  'clock',
  'telephony',
  'scheduler',
  'transcriber',
  'objects',
  'live',
  'insightsQueue',
  'partitions',
  'photos',
  'payments',
] as const;
// Every port is named, and only ports: a new port that is not listed here fails to compile.
type Missing = Exclude<keyof Ports, (typeof PORT_NAMES)[number]>;
const everyPortNamed: [Missing] extends [never] ? true : Missing = true;
void everyPortNamed;
