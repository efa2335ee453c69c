import * as z from 'zod';

/**
 * The daily check-in call (docs/architecture.md, "The daily check-in call"; spec sections 2, 4 and 8).
 * Status values follow Twilio's call statuses; `voicemail` is ours (answering-machine detection).
 */
export const CallStatus = z.enum(['queued', 'ringing', 'in-progress', 'completed', 'failed', 'no-answer', 'voicemail', 'busy', 'canceled']);
export type CallStatus = z.infer<typeof CallStatus>;

export const CallTrigger = z.enum(['scheduled', 'manual']);
export type CallTrigger = z.infer<typeof CallTrigger>;

/** One call as the call-history screen reads it. */
export const CallRecord = z.object({
  id: z.string(),
  userId: z.string(),
  phoneNumber: z.string(),
  status: CallStatus,
  trigger: CallTrigger,
  /** Seconds, once the call has ended. */
  duration: z.number().int().min(0).nullable(),
  /** A short-lived link to the kept recording; null when the recording was deleted (the default) or is not in yet. */
  recordingUrl: z.string().nullable(),
  /** The conversation as transcribed: null until the transcript is in. */
  transcriptionText: z.string().nullable(),
  journalEntryId: z.string().nullable(),
  /** The telephony provider's call id (Twilio CallSid). */
  providerCallId: z.string().nullable(),
  /** human, machine, … (answering-machine detection), when known. */
  answeredBy: z.string().nullable(),
  /** Crisis language was heard in an answer: the 988 line was said before closing. */
  crisisDetected: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CallRecord = z.infer<typeof CallRecord>;

export const CallHistory = z.array(CallRecord);
export type CallHistory = z.infer<typeof CallHistory>;

/** Messages on the live channel `/ws` (each a JSON object with a type). */
export const PushMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call_completed'), callId: z.string(), journalEntryId: z.string().nullable() }),
  z.object({ type: z.literal('daily_refresh') }),
  /** To a coach or therapist: a connected client's words suggest they may be at risk (no name, no text). */
  z.object({
    type: z.literal('crisis_alert'),
    alertId: z.string(),
    patientId: z.string(),
    level: z.enum(['concern', 'urgent']),
    source: z.enum(['entry', 'chat', 'call', 'comment', 'message', 'booking', 'form']),
    at: z.string(),
  }),
  /** Friends: something changed for the recipient (a request arrived, a link or request was accepted, an unfriend); no names. */
  z.object({ type: z.literal('friends_changed'), reason: z.enum(['request_received', 'request_accepted', 'invite_accepted', 'unfriended']) }),
  /** A comment on an entry was written or deleted (to the entry's author and the thread's writers; no content). */
  z.object({
    type: z.literal('entry_comment'),
    entryId: z.string(),
    commentId: z.string(),
    change: z.enum(['created', 'deleted']),
  }),
  /** A secure message arrived in the conversation with `connectionId` (the other person), or was sent from another tab; no content. */
  z.object({ type: z.literal('secure_message'), connectionId: z.string(), messageId: z.string(), at: z.string() }),
  /** The conversation with `connectionId` was read in another tab (unread counts change). */
  z.object({ type: z.literal('conversation_read'), connectionId: z.string() }),
  /** A shared workspace was saved by `editorName` (to its other collaborators; no content): `version` is now stored. */
  z.object({ type: z.literal('workspace_updated'), userId: z.string(), entryId: z.string(), version: z.number().int(), editorName: z.string() }),
  /** A coaching session of the recipient's was booked, paid (scheduled) or cancelled (to both sides; no names, no notes). */
  z.object({ type: z.literal('coaching_session'), sessionId: z.string(), change: z.enum(['booked', 'scheduled', 'cancelled', 'expired']) }),
  /** To a client: a form was assigned to them (My Forms refetches); no title or content. */
  z.object({ type: z.literal('form_assigned'), assignmentId: z.string() }),
  /** To the coach who assigned it: a client submitted a form (responses and trends refetch); no answers. */
  z.object({ type: z.literal('form_submitted'), assignmentId: z.string(), userId: z.string() }),
  /** To a client: a form is due today or tomorrow (the reminder in the app); no title. */
  z.object({ type: z.literal('form_reminder'), assignmentId: z.string(), dueDate: z.string() }),
]);
export type PushMessage = z.infer<typeof PushMessage>;

/**
 * The dev phone (local mode only): the phone simulator rings the signed-in user's browser.
 * Server → page events on `GET /dev/phone/events?token={access token}` (Server-Sent Events, one JSON object per `data:`).
 */
export const DevPhoneEvent = z.discriminatedUnion('type', [
  /** A call to this user's number: answer or decline with POST /dev/phone/calls/{callId}/answer|decline. */
  z.object({ type: z.literal('ring'), callId: z.string(), from: z.string() }),
  /** Text the call speaks (TwiML <Say>). */
  z.object({ type: z.literal('say'), callId: z.string(), text: z.string() }),
  /** The call is listening (TwiML <Gather input="speech">): reply with POST /dev/phone/calls/{callId}/speech within `timeoutSeconds`. */
  z.object({ type: z.literal('listen'), callId: z.string(), timeoutSeconds: z.number() }),
  /** The call ended (hangup by either side, no answer, or time limit). */
  z.object({ type: z.literal('ended'), callId: z.string(), reason: z.string() }),
]);
export type DevPhoneEvent = z.infer<typeof DevPhoneEvent>;

export const DevPhoneSpeechBody = z.object({ text: z.string().trim().min(1, 'Say something first').max(2000) });

/**
 * What the check-in call asks about after the opening question (mood, cravings or triggers, what helped, one goal for tomorrow);
 * `form`: one follow-up on the person's latest form answers, when their coach enabled it (docs/architecture.md, "Form follow-up in the call").
 */
export const CallTopic = z.enum(['opening', 'mood', 'cravings', 'helped', 'goal', 'form']);
export type CallTopic = z.infer<typeof CallTopic>;

/** One question and the patient's answer, in the order spoken. */
export const CallTurn = z.object({ topic: CallTopic, question: z.string(), answer: z.string() });
export type CallTurn = z.infer<typeof CallTurn>;

/** Input of `Ai.nextQuestion`: the code decides which topics are still open; the AI picks one and words the question. */
export const NextQuestionInput = z.object({
  firstName: z.string(),
  turns: z.array(CallTurn),
  /** Topics not yet asked, in the preferred order; never empty when nextQuestion is called. */
  remaining: z.array(CallTopic).min(1),
  /** With the `form` topic: the latest answered form to ask one follow-up question about. */
  formFollowUp: z.lazy(() => FormFollowUp).optional(),
});
export type NextQuestionInput = z.infer<typeof NextQuestionInput>;

/** A form the person answered whose coach asked for a follow-up in the call: its title, the coach's instructions, the questions and answers. */
export const FormFollowUp = z.object({
  formTitle: z.string(),
  instructions: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })).max(30),
});
export type FormFollowUp = z.infer<typeof FormFollowUp>;

/** Output of `Ai.nextQuestion`: one of `remaining`, and a short spoken question (no more than two sentences). */
export const NextQuestion = z.object({ topic: CallTopic, question: z.string().min(1).max(300) });
export type NextQuestion = z.infer<typeof NextQuestion>;

// Twilio webhooks (`/twilio/*`): form fields as Twilio posts them. Unknown fields are kept (Twilio sends many).
export const TwilioCallQuery = z.object({ callId: z.string().min(1).max(64) });
export const TwilioGatherQuery = TwilioCallQuery.extend({ turn: z.coerce.number().int().min(0).max(50) });
export const TwilioVoiceBody = z.looseObject({ CallSid: z.string().min(1), AnsweredBy: z.string().optional() });
export const TwilioGatherBody = z.looseObject({
  CallSid: z.string().min(1),
  SpeechResult: z.string().max(5000).optional(),
  Digits: z.string().max(10).optional(),
});
export const TwilioStatusBody = z.looseObject({
  CallSid: z.string().min(1),
  CallStatus: z.string().min(1),
  CallDuration: z.coerce.number().int().min(0).optional(),
  AnsweredBy: z.string().optional(),
});
export const TwilioRecordingBody = z.looseObject({
  CallSid: z.string().min(1),
  RecordingSid: z.string().min(1),
  RecordingUrl: z.url(),
  RecordingStatus: z.string().optional(),
});
