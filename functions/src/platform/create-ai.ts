import { LocalAnalyzer } from './adapters/local/analyzer.js';
import { OpenAiAdapter } from './adapters/openai/adapter.js';
import { keyedOpenAi, openAiKeyFromSecret } from './adapters/openai/keyed.js';
import type { Config } from './config.js';
import type { Ai } from './ports.js';

/**
 * OpenAI when a key is configured, each failed call answered by the local analyser: the key from
 * OPENAI_API_KEY (local, tests), else from the secret named by OPENAI_SECRET_ARN (production, read at
 * run time); without either, the local analyser.
 */
export function createAi(config: Config): Ai {
  const fallback = new LocalAnalyzer();
  const common = { model: config.openAiModel, baseURL: config.openAiBaseUrl, fallback };
  if (config.openAiApiKey) return new OpenAiAdapter({ ...common, apiKey: config.openAiApiKey });
  const secretArn = config.openAiSecretArn;
  if (secretArn) return keyedOpenAi({ ...common, key: () => openAiKeyFromSecret(secretArn, { region: config.region }) });
  return fallback;
}
