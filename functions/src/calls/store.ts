import { defineEntity } from '../platform/entity.js';

const STATUSES = ['queued', 'ringing', 'in-progress', 'completed', 'failed', 'no-answer', 'voicemail', 'busy', 'canceled'] as const;
const TOPICS = ['opening', 'mood', 'cravings', 'helped', 'goal', 'form'] as const;

/**
 * A check-in call, in the user's partition sorted by its ULID (call history is a reverse Query), and
 * by its own id on gsi1 (the webhooks address a call by id).
 */
export const CallEntity = defineEntity({
  model: { entity: 'call', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    callId: { type: 'string', required: true },
    phoneNumber: { type: 'string', required: true },
    status: { type: STATUSES, required: true },
    trigger: { type: ['scheduled', 'manual'] as const, required: true },
    /** The user's local date when the call was placed (YYYY-MM-DD). */
    localDate: { type: 'string', required: true },
    maxDuration: { type: 'number', required: true },
    duration: { type: 'number' },
    providerCallId: { type: 'string' },
    answeredBy: { type: 'string' },
    /** The conversation so far, one item per gathered answer. */
    turns: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          topic: { type: TOPICS, required: true },
          question: { type: 'string', required: true },
          answer: { type: 'string', required: true },
        },
      },
    },
    /** Number of turns stored: the optimistic guard that makes a repeated gather webhook harmless. */
    turnCount: { type: 'number', required: true, default: 0 },
    /** The question being asked now (its answer arrives as turn `turnCount`). */
    pendingTopic: { type: TOPICS },
    pendingQuestion: { type: 'string' },
    /** The conversation is over: the closing words were said (and the 988 line, on a crisis). */
    closed: { type: 'boolean', required: true, default: false },
    crisisDetected: { type: 'boolean', required: true, default: false },
    /** After a crisis answer the call offers to connect the person to 988: offered, then accepted or declined. */
    crisisOffer: { type: ['offered', 'accepted', 'declined'] as const },
    /** The mood question ("On a scale of 1 to 10…"), asked once before closing: asked, then answered. */
    moodQuestion: { type: ['asked', 'answered'] as const },
    /** The person's own mood rating (1-10) from that answer; it becomes the call entry's self-rating. */
    moodRating: { type: 'number' },
    recordingSid: { type: 'string' },
    /** S3 key of the recording while it is stored. */
    recordingKey: { type: 'string' },
    transcriptionText: { type: 'string' },
    journalEntryId: { type: 'string' },
    /**
     * The form follow-up this call asks (a FormFollowUp as JSON, with its response id), chosen when the
     * call is answered (docs/architecture.md, "Form follow-up in the call").
     */
    formFollowUp: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['callId'] } },
    byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['callId'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});

/** One per user and local day with a scheduled call: at most one scheduled call a day (created with the call). */
export const CallDayEntity = defineEntity({
  model: { entity: 'callDay', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    localDate: { type: 'string', required: true },
    callId: { type: 'string', required: true },
    /** Removed after a week: it only guards the day itself. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['localDate'] } },
  },
});

/**
 * The form response whose follow-up question a call last asked and got an answer to, one per user: the
 * next call asks about a newer response only (docs/architecture.md, "Form follow-up in the call").
 */
export const FormFollowUpMarkEntity = defineEntity({
  model: { entity: 'formFollowUpMark', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    responseId: { type: 'string', required: true },
    callId: { type: 'string', required: true },
    at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});
