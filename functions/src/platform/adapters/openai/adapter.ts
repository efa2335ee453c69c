import type {
  CoachReplyInput,
  CoachReplyOutput,
  MonthlyReportInput,
  MonthlyReportWords,
  NextQuestion,
  NextQuestionInput,
  WeeklyAnalysisInput,
  WeeklyAnalysisWords,
  WritingPromptsInput,
  WritingPromptsOutput,
} from '@steady/shared';
import { NextQuestion as NextQuestionSchema } from '@steady/shared/contracts/calls';
import { WritingPromptsOutput as WritingPromptsSchema } from '@steady/shared/contracts/prompts';
import OpenAI from 'openai';
import * as z from 'zod';
import { AI_OUTPUT_SCHEMAS, type AiMethod } from '../../ai-schemas.js';
import { logger } from '../../logger.js';
import type { Ai, EntryAnalysis, SelfHarmSignal } from '../../ports.js';
import * as prompts from './prompts.js';
import { stanceViolations } from '../local/stance.js';
import { insightViolations } from './insight-checks.js';
import { understand } from '../local/understand.js';
import { AiAnswerError, createStructured, failureKind, type Structured, type StructuredOptions } from './structured.js';

export interface OpenAiAdapterOptions extends Partial<Pick<StructuredOptions, 'timeoutMs' | 'maxRetries' | 'budgetMs'>> {
  /** The key, or a function that reads it before each request (a rotated key is picked up). */
  apiKey: string | (() => Promise<string>);
  model: string;
  baseURL?: string | undefined;
  /** Answers any call the provider fails (the local analyser). */
  fallback: Ai;
}

/** Per attempt; with 2 retries and backoff the whole call is capped by the budget. */
export const OPENAI_DEFAULTS = { timeoutMs: 10_000, maxRetries: 2, budgetMs: 20_000 } as const;

/** The moderation check runs before an entry, message or call answer is answered: short, and never retried. */
export const MODERATION_TIMEOUT_MS = 2_500;
export const MODERATION_MODEL = 'omni-moderation-latest';

/** The person is waiting on the phone for the next question: a short budget, then the local wording. */
export const NEXT_QUESTION_BUDGET_MS = 6_000;

/**
 * The Ai port on OpenAI (docs/architecture.md, "Safety and analysis"). Each method is a small prompt and a schema over one
 * `structured` call (structured outputs, validated by the port's zod schemas in ai-schemas.ts). On any
 * failure (network, timeout, HTTP error, invalid JSON, schema mismatch, refusal) that call is answered
 * by the fallback (the local analyser), and a warning is logged with the method and the kind of
 * failure only: never the text, names or the model's answer.
 * Crisis detection does not involve this adapter; a coach reply to a message in crisis is the local,
 * deterministic one (the service leads it with the 988 line).
 */
export class OpenAiAdapter implements Ai {
  private readonly structured: Structured;
  private readonly fallback: Ai;
  private readonly moderation: OpenAI;

  constructor(options: OpenAiAdapterOptions) {
    this.fallback = options.fallback;
    this.moderation = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: MODERATION_TIMEOUT_MS, maxRetries: 0 });
    this.structured = createStructured({
      apiKey: options.apiKey,
      model: options.model,
      baseURL: options.baseURL,
      timeoutMs: options.timeoutMs ?? OPENAI_DEFAULTS.timeoutMs,
      maxRetries: options.maxRetries ?? OPENAI_DEFAULTS.maxRetries,
      budgetMs: options.budgetMs ?? OPENAI_DEFAULTS.budgetMs,
    });
  }

  private async orFallback<T>(method: AiMethod, ask: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await ask();
    } catch (err) {
      logger.warn('AI provider call failed; the local analyser answered', { method, ...failureKind(err) });
      return local();
    }
  }

  analyzeEntry(text: string): Promise<EntryAnalysis> {
    return this.orFallback(
      'analyzeEntry',
      () => this.structured('entry_analysis', AI_OUTPUT_SCHEMAS.analyzeEntry, prompts.ANALYZE_ENTRY_SYSTEM, prompts.analyzeEntryUser(text)),
      () => this.fallback.analyzeEntry(text),
    );
  }

  nextQuestion(input: NextQuestionInput): Promise<NextQuestion> {
    // The topic must be one the code left open.
    const schema = NextQuestionSchema.extend({ topic: z.enum(input.remaining as [string, ...string[]]) }) as unknown as typeof NextQuestionSchema;
    return this.orFallback(
      'nextQuestion',
      () => this.structured('next_question', schema, prompts.NEXT_QUESTION_SYSTEM, prompts.nextQuestionUser(input), NEXT_QUESTION_BUDGET_MS),
      () => this.fallback.nextQuestion(input),
    );
  }

  writingPrompts(input: WritingPromptsInput): Promise<WritingPromptsOutput> {
    // Exactly `count` distinct prompts.
    const schema = WritingPromptsSchema.extend({ prompts: z.array(z.string().min(1).max(300)).length(input.count) }).refine(
      (o) => new Set(o.prompts.map((p) => p.trim().toLowerCase())).size === o.prompts.length,
      'prompts must be distinct',
    );
    return this.orFallback(
      'writingPrompts',
      () => this.structured('writing_prompts', schema, prompts.WRITING_PROMPTS_SYSTEM, prompts.writingPromptsUser(input)),
      () => this.fallback.writingPrompts(input),
    );
  }

  /**
   * The model's reply is held to the same stance rules as the local coach (docs/ai-coach.md): one that
   * breaks any (pain read as progress, judging a lapse, dosing advice, no open question, a repeated
   * sentence…) is replaced by the local reply, and the broken rule is logged by name only.
   */
  coachReply(input: CoachReplyInput): Promise<CoachReplyOutput> {
    if (input.crisisDetected) return this.fallback.coachReply(input);
    return this.orFallback(
      'coachReply',
      async () => {
        const reply = await this.structured('coach_reply', AI_OUTPUT_SCHEMAS.coachReply, prompts.coachSystem(input), prompts.coachReplyUser(input));
        const earlier = input.history.filter((t) => t.role === 'coach').map((t) => t.content);
        const broken = stanceViolations(understand(input.message), reply.message, earlier);
        if (broken.length) {
          logger.warn('AI coach reply broke the stance rules', { method: 'coachReply', rules: broken });
          throw new AiAnswerError('stance_violation');
        }
        return reply;
      },
      () => this.fallback.coachReply(input),
    );
  }

  weeklyAnalysis(input: WeeklyAnalysisInput): Promise<WeeklyAnalysisWords> {
    return this.orFallback(
      'weeklyAnalysis',
      async () => {
        const words = await this.structured('weekly_analysis', AI_OUTPUT_SCHEMAS.weeklyAnalysis, prompts.WEEKLY_SYSTEM, prompts.weeklyUser(input));
        const broken = insightViolations(input.facts, [words.insights, words.pattern], words.recommendations, input.previousRecommendations, input.entries);
        if (broken.length) {
          logger.warn('AI weekly analysis broke the insight rules', { method: 'weeklyAnalysis', rules: broken });
          throw new AiAnswerError('insight_violation');
        }
        return words;
      },
      () => this.fallback.weeklyAnalysis(input),
    );
  }

  monthlyReport(input: MonthlyReportInput): Promise<MonthlyReportWords> {
    return this.orFallback(
      'monthlyReport',
      async () => {
        const words = await this.structured('monthly_report', AI_OUTPUT_SCHEMAS.monthlyReport, prompts.MONTHLY_SYSTEM, prompts.monthlyUser(input));
        const broken = insightViolations(
          input.facts,
          [words.keyInsights, words.summary, ...words.goalsAchieved],
          [...words.lifeOptimizations, ...words.areasForImprovement],
          input.previousRecommendations,
          input.entries,
        );
        if (broken.length) {
          logger.warn('AI monthly report broke the insight rules', { method: 'monthlyReport', rules: broken });
          throw new AiAnswerError('insight_violation');
        }
        return words;
      },
      () => this.fallback.monthlyReport(input),
    );
  }

  /** OpenAI's moderation endpoint, self-harm categories only. Any failure: null (logged without text). */
  async screenSelfHarm(text: string): Promise<SelfHarmSignal | null> {
    try {
      const out = await this.moderation.moderations.create({ model: MODERATION_MODEL, input: text }, { signal: AbortSignal.timeout(MODERATION_TIMEOUT_MS) });
      const c = out.results[0]?.categories;
      if (!c) return null;
      return { selfHarm: c['self-harm'] === true, intent: c['self-harm/intent'] === true, instructions: c['self-harm/instructions'] === true };
    } catch (err) {
      logger.warn('Moderation check failed; the deterministic crisis level stands', { method: 'screenSelfHarm', ...failureKind(err) });
      return null;
    }
  }
}
