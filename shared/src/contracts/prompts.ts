import * as z from 'zod';

/** The writing-prompt mood categories of the journal's prompts panel, in the order the panel shows them. */
export const PROMPT_CATEGORIES = ['reflective', 'gratitude', 'goal-setting', 'creativity', 'problem-solving'] as const;
export const PromptCategory = z.enum(PROMPT_CATEGORIES, {
  error: `Unknown prompt category. Choose one of: ${PROMPT_CATEGORIES.join(', ')}`,
});
export type PromptCategory = z.infer<typeof PromptCategory>;

/** How many prompts a panel shows. */
export const PROMPTS_PER_SET = 5;

/** `GET /api/prompts/mood/{category}`. */
export const PromptCategoryParams = z.object({ category: PromptCategory });

/**
 * Optional `?seed=` of both prompt routes: the panel's Refresh asks for another set (seed + 1).
 * Without it the set is the one of the day, so the same request gives the same prompts.
 */
export const PromptsQuery = z.object({
  seed: z.coerce
    .number({ error: 'seed must be a number' })
    .int('seed must be a whole number')
    .min(0, 'seed must be at least 0')
    .max(1_000_000, 'seed must be at most 1000000')
    .optional(),
});
export type PromptsQuery = z.input<typeof PromptsQuery>;

/** Both prompt routes answer with an array of strings. */
export const PromptList = z.array(z.string().min(1).max(300));
export type PromptList = z.infer<typeof PromptList>;

/**
 * Input of `Ai.writingPrompts`.
 * - `personal`: prompts built from the themes of the person's recent entries (most frequent first,
 *   computed in code) and their recent entry titles; with no themes, gentle general prompts.
 * - `category`: prompts of one mood category.
 * `seed` picks among equivalent sets (the day, or the panel's Refresh count): same input, same output.
 * `count` prompts are returned.
 */
export const WritingPromptsInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('personal'),
    themes: z.array(z.string().max(40)).max(10),
    recentTitles: z.array(z.string().max(200)).max(10),
    seed: z.number().int().min(0),
    count: z.number().int().min(1).max(10),
  }),
  z.object({
    kind: z.literal('category'),
    category: PromptCategory,
    seed: z.number().int().min(0),
    count: z.number().int().min(1).max(10),
  }),
]);
export type WritingPromptsInput = z.infer<typeof WritingPromptsInput>;

/** Output of `Ai.writingPrompts`: exactly `count` distinct prompts, each one or two sentences. */
export const WritingPromptsOutput = z.object({ prompts: z.array(z.string().min(1).max(300)).min(1).max(10) });
export type WritingPromptsOutput = z.infer<typeof WritingPromptsOutput>;
