import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';

/** The model's answer was not what was asked for (refused, empty, or not matching the schema). */
export class AiAnswerError extends Error {
  constructor(readonly kind: 'refusal' | 'empty_answer' | 'schema_mismatch' | 'stance_violation' | 'insight_violation') {
    super(`AI answer unusable: ${kind}`);
    this.name = 'AiAnswerError';
  }
}

export interface StructuredOptions {
  /** The key, or a function that reads it before each request (a rotated key is picked up). */
  apiKey: string | (() => Promise<string>);
  model: string;
  /** Another OpenAI-compatible base URL (OPENAI_BASE_URL); the SDK's default otherwise. */
  baseURL?: string | undefined;
  /** Per attempt. */
  timeoutMs: number;
  /** The SDK retries connection errors, timeouts, 408, 409, 429 and 5xx with backoff. */
  maxRetries: number;
  /** Total time for one call, attempts and backoff included, so a fallback still fits the request. */
  budgetMs: number;
}

export type Structured = <S extends z.ZodType>(
  name: string,
  schema: S,
  system: string,
  user: string,
  /** A shorter budget for this call (e.g. a question the caller is waiting for on the phone). */
  budgetMs?: number,
) => Promise<z.infer<S>>;

/**
 * One structured-output call: the schema goes out as `response_format: json_schema` (strict, built
 * from the zod schema by the SDK's zod 4 helper), and the JSON that comes back is parsed with the
 * same zod schema. Anything else throws; the caller decides what to fall back to.
 */
export function createStructured(options: StructuredOptions): Structured {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });
  return async (name, schema, system, user, budgetMs) => {
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: withoutStringLengths(zodResponseFormat(schema, name)),
        // Every answer is a few sentences at most; a cap keeps a runaway answer short (it then fails to parse).
        max_completion_tokens: 1_500,
      },
      { signal: AbortSignal.timeout(Math.min(budgetMs ?? options.budgetMs, options.budgetMs)) },
    );
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new AiAnswerError('refusal');
    if (!message?.content) throw new AiAnswerError('empty_answer');
    const parsed = schema.safeParse(JSON.parse(message.content));
    if (!parsed.success) throw new AiAnswerError('schema_mismatch');
    return parsed.data;
  };
}

/**
 * Strict structured outputs accept a subset of JSON Schema, and OpenAI's list of string keywords has
 * only `pattern` and `format`: string lengths are left to the prompt and checked by zod afterwards.
 */
function withoutStringLengths<F extends { json_schema: { schema?: Record<string, unknown> } }>(format: F): F {
  const strip = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(strip);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'string') {
      delete record.minLength;
      delete record.maxLength;
    }
    Object.values(record).forEach(strip);
  };
  strip(format.json_schema.schema);
  return format;
}

/**
 * A stable, PHI-free name for a failure (class names do not survive minification, and messages may
 * echo content): what the fallback warning logs.
 */
export function failureKind(err: unknown): { errorName: string; status?: number } {
  if (err instanceof AiAnswerError) return { errorName: err.kind };
  if (err instanceof SyntaxError) return { errorName: 'invalid_json' };
  if (err instanceof APIConnectionTimeoutError) return { errorName: 'timeout' };
  if (err instanceof APIUserAbortError) return { errorName: 'budget_exceeded' };
  if (err instanceof APIConnectionError) return { errorName: 'connection_error' };
  if (err instanceof APIError) return { errorName: 'api_error', ...(typeof err.status === 'number' ? { status: err.status } : {}) };
  if (err instanceof Error && err.name === 'TimeoutError') return { errorName: 'budget_exceeded' };
  return { errorName: 'unexpected_error' };
}
