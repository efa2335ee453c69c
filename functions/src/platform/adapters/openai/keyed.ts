import type { SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { logger } from '../../logger.js';
import type { Ai } from '../../ports.js';
import { loadSecret } from '../aws/secrets.js';
import { OpenAiAdapter, type OpenAiAdapterOptions } from './adapter.js';

/** What the OpenAI secret holds (infra/lib/steady-stack.ts creates it empty; an operator sets the key). */
const OpenAiSecretSchema = z.object({ apiKey: z.string() });

/** The OpenAI key from its secret (read once per cold start, again after SECRET_TTL_MS), or null when it is not set. */
export async function openAiKeyFromSecret(secretArn: string, clientConfig: SecretsManagerClientConfig = {}): Promise<string | null> {
  const { apiKey } = await loadSecret(secretArn, OpenAiSecretSchema, 'OpenAI', { clientConfig, shape: '{apiKey}' });
  return apiKey.trim() || null;
}

/**
 * The Ai port when the OpenAI key lives in Secrets Manager (production): every call reads the key
 * (cached), so setting or rotating it takes effect without a redeploy. Until a key is set, or while
 * the secret cannot be read, the fallback (the local analyser) answers.
 */
export function keyedOpenAi(options: Omit<OpenAiAdapterOptions, 'apiKey'> & { key: () => Promise<string | null> }): Ai {
  const readKey = () =>
    options.key().catch((err: unknown) => {
      logger.warn('The OpenAI secret could not be read; the local analyser answers', { errorName: (err as Error).name });
      return null;
    });
  const openAi = new OpenAiAdapter({ ...options, apiKey: async () => (await readKey()) ?? '' });
  const pick = async (): Promise<Ai> => ((await readKey()) ? openAi : options.fallback);
  return {
    analyzeEntry: async (text) => (await pick()).analyzeEntry(text),
    nextQuestion: async (input) => (await pick()).nextQuestion(input),
    writingPrompts: async (input) => (await pick()).writingPrompts(input),
    coachReply: async (input) => (await pick()).coachReply(input),
    weeklyAnalysis: async (input) => (await pick()).weeklyAnalysis(input),
    monthlyReport: async (input) => (await pick()).monthlyReport(input),
    screenSelfHarm: async (text) => (await pick()).screenSelfHarm(text),
  };
}
