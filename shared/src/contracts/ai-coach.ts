import * as z from 'zod';
import { Sentiment } from './journal.js';

/**
 * The line every AI coach reply leads with when the person's message holds crisis language (the
 * deterministic detector decides, never a model). Worded so that the detector itself does not fire on it.
 */
export const CRISIS_LINE_MESSAGE =
  'Your safety comes first. Please call or text 988 now to reach the 988 Suicide & Crisis Lifeline: it is free, confidential and open 24 hours a day. If you are in immediate danger, call 911.';

/** Limits of the AI Life Coach chat. */
export const COACH_CHAT = { messageMax: 2000, historyMax: 20, replyMax: 1500 } as const;

export const ChatRole = z.enum(['user', 'coach']);
export type ChatRole = z.infer<typeof ChatRole>;

/** One earlier turn of the conversation, as the client shows it. */
export const ChatTurn = z.object({
  role: ChatRole,
  content: z.string().max(COACH_CHAT.replyMax * 2),
});
export type ChatTurn = z.infer<typeof ChatTurn>;

/**
 * `POST /api/users/{id}/ai-coach/chat` (body: message, saveAsJournalEntry, context).
 * The context (5 latest entries, 3 latest weekly analyses, goals, preferences) is read by the server
 * from the person's own data; a `context` sent by the client is ignored.
 */
export const CoachChatBody = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(COACH_CHAT.messageMax, `Message must be under ${COACH_CHAT.messageMax} characters`),
  saveAsJournalEntry: z.boolean({ error: 'saveAsJournalEntry must be true or false' }).default(false),
  /** Earlier turns, oldest first (at most 20), so a reply can follow the conversation. */
  history: z.array(ChatTurn).max(COACH_CHAT.historyMax, `history must have at most ${COACH_CHAT.historyMax} turns`).default([]),
  /** Sent by the spec's client; when present it must be the caller. */
  userId: z.string().optional(),
});
export type CoachChatBody = z.input<typeof CoachChatBody>;

/** The reply: message, recommendations, insights and journalEntryId. */
export const CoachChatResponse = z.object({
  message: z.string(),
  recommendations: z.array(z.string()),
  insights: z.array(z.string()),
  /** The id of the journal entry (source ai_coach) when the conversation was saved, else null. */
  journalEntryId: z.string().nullable(),
  /** Crisis language was found in the message (deterministic check): the reply leads with the 988 line. */
  crisisDetected: z.boolean(),
});
export type CoachChatResponse = z.infer<typeof CoachChatResponse>;

/** What the coach knows of one recent entry: no full text, only its title and analysis. */
export const CoachEntryContext = z.object({
  title: z.string(),
  moodScore: z.number().int().min(1).max(10).nullable(),
  sentiment: Sentiment.nullable(),
  themes: z.array(z.string()),
  createdAt: z.string(),
});
export type CoachEntryContext = z.infer<typeof CoachEntryContext>;

/** What the coach knows of one weekly analysis. */
export const CoachWeekContext = z.object({
  weekStart: z.string(),
  averageMood: z.number().nullable(),
  dominantThemes: z.array(z.string()),
  insights: z.string().nullable(),
  recommendations: z.array(z.string()),
});
export type CoachWeekContext = z.infer<typeof CoachWeekContext>;

/**
 * Input of `Ai.coachReply`. The context is gathered in code (the 5 most recent
 * entries, newest first, and the 3 most recent weekly analyses); `crisisDetected` comes from the
 * deterministic detector, and the service leads the reply with the 988 line whatever the adapter says.
 */
export const CoachReplyInput = z.object({
  message: z.string(),
  history: z.array(ChatTurn),
  firstName: z.string(),
  /** The selected AI coach (settings), for tone; null means the default Recovery Guide. */
  coach: z
    .object({
      name: z.string(),
      personality: z.string(),
      specialties: z.array(z.string()),
      /** The catalog id (marketplace coaches bring their own voice to the local analyser). */
      id: z.string().optional(),
      /** The persona's own instructions (its system prompt), for tone only. */
      instructions: z.string().optional(),
    })
    .nullable(),
  recentEntries: z.array(CoachEntryContext).max(5),
  weeklyAnalyses: z.array(CoachWeekContext).max(3),
  goals: z.array(z.string()),
  preferences: z.array(z.string()),
  crisisDetected: z.boolean(),
});
export type CoachReplyInput = z.infer<typeof CoachReplyInput>;

/**
 * Output of `Ai.coachReply`: the reply (reflects the message, names themes of the context, asks one
 * question, offers one small next step), up to 3 recommendations and up to 3 insights.
 */
export const CoachReplyOutput = z.object({
  message: z.string().min(1).max(COACH_CHAT.replyMax),
  recommendations: z.array(z.string().max(300)).max(3),
  insights: z.array(z.string().max(300)).max(3),
});
export type CoachReplyOutput = z.infer<typeof CoachReplyOutput>;
