// Submodules, not the package index: this module loads lazily with the AI port, and a lazily loaded
// index would bring every contract and the whole route manifest into the bundle (docs/performance.md).
import { CoachReplyOutput } from '@steady/shared/contracts/ai-coach';
import { NextQuestion } from '@steady/shared/contracts/calls';
import { MonthlyReportWords, WeeklyAnalysisWords } from '@steady/shared/contracts/insights';
import { Sentiment } from '@steady/shared/contracts/journal';
import { WritingPromptsOutput } from '@steady/shared/contracts/prompts';
import * as z from 'zod';
import { THEME_NAMES } from './adapters/local/lexicon.js';
import type { Ai, EntryAnalysis } from './ports.js';

/**
 * The zod schema of every Ai method's output (docs/architecture.md, "Safety and analysis"). Every adapter's answer must parse
 * with it: the OpenAI adapter validates the model's JSON with it (and asks for it as the structured
 * output), and the contract suite (functions/test/unit/ai-contract.test.ts) checks both adapters.
 * Typed against the port, so a method added to `Ai` without its schema here fails the typecheck.
 */

/** Themes come from one vocabulary (the recovery-and-wellbeing lexicon), whatever the adapter. */
export const ThemeName = z.enum(THEME_NAMES as [string, ...string[]]);

export const EntryAnalysisSchema = z.object({
  title: z.string().min(1).max(80),
  moodScore: z.number().int().min(1).max(10),
  sentiment: Sentiment,
  themes: z.array(ThemeName).max(5),
}) satisfies z.ZodType<EntryAnalysis>;

export const AI_OUTPUT_SCHEMAS = {
  analyzeEntry: EntryAnalysisSchema,
  nextQuestion: NextQuestion,
  writingPrompts: WritingPromptsOutput,
  coachReply: CoachReplyOutput,
  weeklyAnalysis: WeeklyAnalysisWords,
  monthlyReport: MonthlyReportWords,
  screenSelfHarm: z.object({ selfHarm: z.boolean(), intent: z.boolean(), instructions: z.boolean() }).nullable(),
} satisfies { [K in keyof Ai]: z.ZodType<Awaited<ReturnType<Ai[K]>>> };

export type AiMethod = keyof Ai;
