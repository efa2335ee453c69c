import {
  COACH_CHAT_CONTEXT,
  JOURNAL,
  CRISIS_LINE_MESSAGE,
  PROMPTS_PER_SET,
  type CoachChatBody,
  type CoachChatResponse,
  type CoachReplyInput,
  type PromptCategory,
} from '@steady/shared';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { screenForCrisis } from '../safety/screen.js';
import { latestWeeklyAnalyses } from '../insights/store.js';
import { createEntry } from '../journal/service.js';
import type { Runtime } from '../platform/runtime.js';
import { getSettings } from '../settings/service.js';
import { resolveCoach } from '../marketplace/install.js';

/** How many recent entries the personal prompts look at for themes. */
export const PROMPT_THEME_ENTRIES = 10;

/** Without `?seed=`, the prompts of the day: the same request gives the same prompts until midnight UTC. */
const daySeed = (now: Date) => Math.floor(now.getTime() / 86_400_000);

/** Themes of entries, most frequent first; ties go to the more recent (entries are newest first). */
export function rankThemes(entries: { themes: string[] }[]): string[] {
  const counts = new Map<string, { n: number; first: number }>();
  entries.forEach((e, i) =>
    e.themes.forEach((t) => {
      const c = counts.get(t);
      if (c) c.n++;
      else counts.set(t, { n: 1, first: i });
    }),
  );
  return [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first).map(([t]) => t);
}

async function recentEntries(rt: Runtime, userId: string, limit: number) {
  const { data } = await rt.db.entities.journalEntry.query.byUser({ userId }).go({ order: 'desc', limit });
  return data;
}

/** `GET /api/users/{id}/prompts`: personal prompts from the themes of the user's 10 latest entries (one Query). */
export async function personalPrompts(rt: Runtime, userId: string, seed?: number): Promise<string[]> {
  const entries = await recentEntries(rt, userId, PROMPT_THEME_ENTRIES);
  const { prompts } = await rt.ports.ai.writingPrompts({
    kind: 'personal',
    themes: rankThemes(entries).slice(0, 10),
    // Titles the person chose (a saved coach conversation's title is not theirs).
    recentTitles: entries
      .filter((e) => e.source !== 'ai_coach')
      .slice(0, 3)
      .map((e) => e.title.slice(0, 200)),
    seed: seed ?? daySeed(rt.ports.clock.now()),
    count: PROMPTS_PER_SET,
  });
  return prompts.slice(0, PROMPTS_PER_SET);
}

/** `GET /api/prompts/mood/{category}`: the prompts of one mood category. */
export async function categoryPrompts(rt: Runtime, category: PromptCategory, seed?: number): Promise<string[]> {
  const { prompts } = await rt.ports.ai.writingPrompts({ kind: 'category', category, seed: seed ?? daySeed(rt.ports.clock.now()), count: PROMPTS_PER_SET });
  return prompts.slice(0, PROMPTS_PER_SET);
}

/** Gathers the coach's context: 5 latest entries, 3 latest weekly analyses, goals and preferences. */
async function coachContext(rt: Runtime, userId: string): Promise<Omit<CoachReplyInput, 'message' | 'history' | 'crisisDetected'>> {
  const [user, settings, entries, weeks] = await Promise.all([
    rt.db.entities.user.get({ userId }).go(),
    getSettings(rt, userId),
    recentEntries(rt, userId, COACH_CHAT_CONTEXT.recentEntries),
    latestWeeklyAnalyses(rt, userId, COACH_CHAT_CONTEXT.weeklyAnalyses),
  ]);
  // The catalog's persona or a coach-published one (docs/architecture.md, "Coach-published marketplace content").
  const coach = await resolveCoach(rt, settings.currentAiCoachId);
  return {
    firstName: (user.data?.name ?? '').trim().split(/\s+/)[0] ?? '',
    coach: coach
      ? {
          id: coach.id,
          name: coach.name,
          personality: coach.personality,
          specialties: [...coach.specialties],
          ...(coach.systemPrompt ? { instructions: coach.systemPrompt } : {}),
        }
      : null,
    recentEntries: entries.map((e) => ({
      title: e.title,
      moodScore: e.moodScore ?? null,
      sentiment: e.sentiment ?? null,
      themes: e.themes ?? [],
      createdAt: e.createdAt,
    })),
    weeklyAnalyses: weeks.map((w) => ({
      weekStart: w.weekStart,
      averageMood: w.averageMood ?? null,
      dominantThemes: w.dominantThemes ?? [],
      insights: w.insights || null,
      recommendations: w.recommendations ?? [],
    })),
    goals: settings.goals,
    preferences: settings.preferences,
  };
}

/** The text of a saved conversation: the person's message, the reply and its next steps (within the journal's 5000 characters). */
export function savedConversation(mine: string, reply: string, recommendations: string[]): string {
  const steps = recommendations.length ? `\n\nNext steps:\n${recommendations.map((r) => `- ${r}`).join('\n')}` : '';
  return `Me: ${mine}\n\nCoach: ${reply}${steps}`.slice(0, JOURNAL.contentMax);
}

/** The title of a conversation saved to the journal. */
export const savedConversationTitle = (coachName: string) => `Conversation with ${coachName}`;

/**
 * `POST /api/users/{id}/ai-coach/chat`. The deterministic crisis check runs on every message: a hit
 * leads the reply with the 988 line (whatever the adapter wrote) and alerts the care team. With
 * saveAsJournalEntry the exchange becomes an entry of source `ai_coach` through the journal's own
 * createEntry (same analysis, transaction and stats).
 */
export async function chat(rt: Runtime, userId: string, body: z.output<typeof CoachChatBody>): Promise<CoachChatResponse> {
  const crisis = await screenForCrisis(rt, body.message);
  const crisisDetected = crisis.detected;
  const context = await coachContext(rt, userId);
  const reply = await rt.ports.ai.coachReply({ ...context, message: body.message, history: body.history, crisisDetected });
  const message = crisisDetected && !reply.message.startsWith(CRISIS_LINE_MESSAGE) ? `${CRISIS_LINE_MESSAGE}\n\n${reply.message}` : reply.message;
  const now = rt.ports.clock.now();
  if (crisisDetected)
    await raiseCrisisAlerts(rt, {
      patientId: userId,
      source: 'chat',
      sourceId: ulid(now.getTime()),
      at: now,
      level: crisis.level,
      constructs: crisis.constructs,
    });
  let journalEntryId: string | null = null;
  if (body.saveAsJournalEntry) {
    const entry = await createEntry(rt, userId, {
      title: savedConversationTitle(context.coach?.name ?? 'my AI Life Coach'),
      content: savedConversation(body.message, message, reply.recommendations),
      // Mood, sentiment, themes and the crisis check read the person's words, not the coach's.
      analysisText: body.message,
      source: 'ai_coach',
      crisisAlerted: crisisDetected,
    });
    journalEntryId = entry.id;
  }
  return { message, recommendations: reply.recommendations, insights: reply.insights, journalEntryId, crisisDetected };
}
