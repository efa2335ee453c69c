import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks the part of the OpenAI API the adapter uses: POST /v1/chat/completions
 * with `response_format: { type: 'json_schema' }`. It checks the bearer key, records every request,
 * and answers as scripted:
 * - `valid`: `choices[0].message.content` is a JSON string of an object valid for the requested schema
 *   (`answers[schemaName]` when set, else one built from the JSON schema itself);
 * - `invalid-json`, `schema-mismatch` (valid JSON, wrong shape), `refusal`;
 * - `server-error` (HTTP 500, `retry-after-ms: 1` so the SDK's retries are quick);
 * - `slow` (answers validly after `slowMs`, beyond the client's timeout).
 * `script` is consumed one behaviour per request, then `behaviour` applies.
 * POST /v1/moderations answers one result whose flagged categories are `moderation` (default none);
 * `server-error` and `slow` apply to it as well.
 */
export type Behaviour = 'valid' | 'invalid-json' | 'schema-mismatch' | 'refusal' | 'server-error' | 'slow';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: JsonSchema } };
  [key: string]: unknown;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: ChatRequest;
}

export interface OpenAiTestServer {
  /** The `baseURL` to give the SDK (ends in /v1). */
  baseURL: string;
  apiKey: string;
  requests: RecordedRequest[];
  behaviour: Behaviour;
  script: Behaviour[];
  slowMs: number;
  /** A fixed answer per json_schema name (else one is built from the schema). */
  answers: Record<string, unknown>;
  /** The moderation categories flagged for every input (e.g. `['self-harm', 'self-harm/intent']`). */
  moderation: string[];
  /** Forgets requests and answers; back to `valid`. */
  reset(): void;
  close(): Promise<void>;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
}

/** An object valid for a (strict, OpenAI-style) JSON schema: first enum values, middle of numeric ranges, distinct strings. */
export function exampleFor(schema: JsonSchema, root: JsonSchema = schema, path = 'value', index = 0): unknown {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    const target = root.definitions?.[name] ?? root.$defs?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return exampleFor(target, root, path, index);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[index % schema.enum.length];
  if (schema.anyOf) return exampleFor(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!, root, path, index);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, exampleFor(s, root, k, 0)]));
    case 'array': {
      const n = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? Number.POSITIVE_INFINITY);
      return Array.from({ length: n }, (_, i) => exampleFor(schema.items ?? {}, root, path, i));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 10;
      return type === 'integer' ? Math.round((min + max) / 2) : (min + max) / 2;
    }
    case 'boolean':
      return false;
    default: {
      let text = `Model-written ${path} ${index + 1}.`;
      if (schema.maxLength !== undefined) text = text.slice(0, schema.maxLength);
      if (schema.minLength !== undefined) text = text.padEnd(schema.minLength, '.');
      return text;
    }
  }
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

export async function startOpenAiServer(apiKey = 'sk-test-local'): Promise<OpenAiTestServer> {
  const timers = new Set<NodeJS.Timeout>();
  let sequence = 0;

  const completion = (model: string, message: { content: string | null; refusal: string | null }) => ({
    id: `chatcmpl-local-${++sequence}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });

  const state: Omit<OpenAiTestServer, 'baseURL' | 'close'> = {
    apiKey,
    requests: [],
    behaviour: 'valid',
    script: [],
    slowMs: 2_000,
    answers: {},
    moderation: [],
    reset() {
      state.requests.length = 0;
      state.behaviour = 'valid';
      state.script = [];
      state.answers = {};
      state.moderation = [];
    },
  };

  const CATEGORIES = ['harassment', 'hate', 'self-harm', 'self-harm/intent', 'self-harm/instructions', 'sexual', 'violence'];
  function moderate(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer) {
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return json(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } });
    const body = JSON.parse(raw.toString('utf8') || '{}') as ChatRequest;
    state.requests.push({ path: '/v1/moderations', authorization: req.headers.authorization, body });
    const behaviour = state.script.shift() ?? state.behaviour;
    if (behaviour === 'server-error') return json(res, 500, { error: { message: 'The server had an error.', type: 'server_error' } });
    const answer = () =>
      json(res, 200, {
        id: `modr-local-${++sequence}`,
        model: String(body.model ?? 'omni-moderation-latest'),
        results: [
          {
            flagged: state.moderation.length > 0,
            categories: Object.fromEntries(CATEGORIES.map((c) => [c, state.moderation.includes(c)])),
            category_scores: Object.fromEntries(CATEGORIES.map((c) => [c, state.moderation.includes(c) ? 0.97 : 0.001])),
          },
        ],
      });
    if (behaviour === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, state.slowMs);
      timers.add(timer);
      return;
    }
    return answer();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/moderations') return moderate(req, res, Buffer.concat(chunks));
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return json(res, 404, { error: { message: `Unknown route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return json(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
      }
      let body: ChatRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      } catch {
        return json(res, 400, { error: { message: 'Invalid JSON body.', type: 'invalid_request_error' } });
      }
      state.requests.push({ path: req.url, authorization: req.headers.authorization, body });
      const format = body.response_format?.json_schema;
      if (body.response_format?.type !== 'json_schema' || !format) {
        return json(res, 400, { error: { message: 'This server answers json_schema response formats only.', type: 'invalid_request_error' } });
      }
      const valid = () => JSON.stringify(format.name in state.answers ? state.answers[format.name] : exampleFor(format.schema));
      const behaviour = state.script.shift() ?? state.behaviour;
      switch (behaviour) {
        case 'server-error':
          return json(
            res,
            500,
            { error: { message: 'The server had an error while processing your request.', type: 'server_error' } },
            { 'retry-after-ms': '1' },
          );
        case 'invalid-json':
          return json(res, 200, completion(body.model, { content: '{"answer": "this JSON never ends', refusal: null }));
        case 'schema-mismatch':
          return json(res, 200, completion(body.model, { content: JSON.stringify({ unexpected: true }), refusal: null }));
        case 'refusal':
          return json(res, 200, completion(body.model, { content: null, refusal: 'I cannot help with that.' }));
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!res.destroyed) json(res, 200, completion(body.model, { content: valid(), refusal: null }));
          }, state.slowMs);
          timers.add(timer);
          return;
        }
        default:
          return json(res, 200, completion(body.model, { content: valid(), refusal: null }));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
