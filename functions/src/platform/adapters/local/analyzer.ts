import type { NextQuestion, NextQuestionInput } from '@steady/shared';
import type { CoachReplyInput, CoachReplyOutput, WritingPromptsInput, WritingPromptsOutput } from '@steady/shared';
import type { MonthlyReportInput, MonthlyReportWords, WeeklyAnalysisInput, WeeklyAnalysisWords } from '@steady/shared';
import type { Ai, EntryAnalysis, SelfHarmSignal } from '../../ports.js';
import { localCoachReply } from './coach.js';
import { localMonthlyReport, localWeeklyAnalysis } from './insights.js';
import { localWritingPrompts } from './prompts.js';
import { localNextQuestion } from './questions.js';
import { analyzeText } from './text-analysis.js';

/**
 * The Ai port without a network (the default when no OpenAI key is set): entry analysis
 * (text-analysis.ts), the call's questions, writing prompts, the AI coach and the insights' words,
 * each deterministic. It has no moderation model.
 */
export class LocalAnalyzer implements Ai {
  async analyzeEntry(text: string): Promise<EntryAnalysis> {
    return analyzeText(text);
  }

  nextQuestion(input: NextQuestionInput): Promise<NextQuestion> {
    return localNextQuestion(input);
  }

  async writingPrompts(input: WritingPromptsInput): Promise<WritingPromptsOutput> {
    return localWritingPrompts(input);
  }

  async coachReply(input: CoachReplyInput): Promise<CoachReplyOutput> {
    return localCoachReply(input);
  }

  async weeklyAnalysis(input: WeeklyAnalysisInput): Promise<WeeklyAnalysisWords> {
    return localWeeklyAnalysis(input);
  }

  async monthlyReport(input: MonthlyReportInput): Promise<MonthlyReportWords> {
    return localMonthlyReport(input);
  }

  /** No moderation model offline: the deterministic detector decides alone. */
  async screenSelfHarm(): Promise<SelfHarmSignal | null> {
    return null;
  }
}
