import type { CoachReplyInput, MonthlyReportInput, NextQuestionInput, PeriodFacts, WeeklyAnalysisInput, WritingPromptsInput } from '@steady/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_OUTPUT_SCHEMAS, type AiMethod } from '../../src/platform/ai-schemas.js';
import { LocalAnalyzer } from '../../src/platform/adapters/local/analyzer.js';
import { loadConfig } from '../../src/platform/config.js';
import { createPorts } from '../../src/platform/createPorts.js';
import { THEME_NAMES } from '../../src/platform/adapters/local/lexicon.js';
import { OpenAiAdapter, type OpenAiAdapterOptions } from '../../src/platform/adapters/openai/adapter.js';
import type { Ai } from '../../src/platform/ports.js';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openai-server.js';

/**
 * One contract for every Ai adapter (docs/architecture.md, "Safety and analysis"): the local analyser, and the OpenAI adapter
 * pointed at a local server that speaks the OpenAI API. Every method's output parses with the port's
 * zod schema (ai-schemas.ts) and keeps the method's invariants. Then the OpenAI adapter's own
 * behaviour: what it sends, and its fallback to the local analyser, logged without PHI.
 */

const MODEL = 'gpt-test-mini';

// ---- Sample inputs (figures as the code would compute them) ----

const ENTRIES = [
  'Today was wonderful. I felt grateful, calm and proud of myself after my meeting.',
  'Awful day. I felt hopeless, anxious and alone, and the cravings were terrible.',
  'I was so happy and proud this morning. Then tonight I felt terrible and hopeless.',
  'Went to the pharmacy, then did laundry.',
  '',
];

const NEXT_QUESTIONS: NextQuestionInput[] = [
  { firstName: 'Sam', turns: [], remaining: ['opening', 'mood', 'cravings', 'helped', 'goal'] },
  {
    firstName: 'Sam',
    turns: [{ topic: 'opening', question: 'How are you feeling?', answer: 'Pretty anxious, work was a lot today.' }],
    remaining: ['cravings', 'helped', 'goal'],
  },
];

const PROMPTS: WritingPromptsInput[] = [
  { kind: 'personal', themes: ['sleep', 'cravings', 'work'], recentTitles: ['A long shift'], seed: 3, count: 5 },
  { kind: 'personal', themes: [], recentTitles: [], seed: 0, count: 3 },
  { kind: 'category', category: 'gratitude', seed: 1, count: 5 },
];

const COACH: CoachReplyInput[] = [
  {
    message: 'I keep having cravings after work. How do I get through the evenings?',
    history: [
      { role: 'user', content: 'Hi' },
      { role: 'coach', content: 'Hello! How are you today?' },
    ],
    firstName: 'Sam',
    coach: { name: 'Maya', personality: 'warm and practical', specialties: ['cravings', 'routines'] },
    recentEntries: [{ title: 'A long shift', moodScore: 4, sentiment: 'negative', themes: ['work', 'cravings'], createdAt: '2026-11-20T21:00:00.000Z' }],
    weeklyAnalyses: [
      { weekStart: '2026-11-09', averageMood: 5.5, dominantThemes: ['work', 'sleep'], insights: 'A busy week.', recommendations: ['Rest more.'] },
    ],
    goals: ['Sleep by 11pm'],
    preferences: [],
    crisisDetected: false,
  },
  { message: 'Hello', history: [], firstName: '', coach: null, recentEntries: [], weeklyAnalyses: [], goals: [], preferences: [], crisisDetected: false },
];

const WEEK_FACTS: PeriodFacts = {
  periodStart: '2026-11-09',
  periodEnd: '2026-11-15',
  totalEntries: 4,
  totalWords: 312,
  averageMood: 6.3,
  moodTrend: 'improving',
  daysWithEntries: 3,
  dominantThemes: ['sleep', 'work'],
  themeCounts: [
    { theme: 'sleep', count: 3 },
    { theme: 'work', count: 2 },
  ],
  sentimentCounts: { positive: 2, negative: 1, mixed: 1, neutral: 0 },
  bestDay: { date: '2026-11-14', moodScore: 8 },
  hardestDay: { date: '2026-11-10', moodScore: 4 },
};

const WEEKLY: WeeklyAnalysisInput[] = [
  {
    facts: WEEK_FACTS,
    entries: [{ date: '2026-11-14', title: 'Slept well', excerpt: 'Eight hours and a calm morning.', moodScore: 8, themes: ['sleep'] }],
    goals: ['Sleep by 11pm'],
  },
  {
    facts: {
      ...WEEK_FACTS,
      totalEntries: 0,
      totalWords: 0,
      averageMood: null,
      moodTrend: 'stable',
      daysWithEntries: 0,
      dominantThemes: [],
      themeCounts: [],
      sentimentCounts: { positive: 0, negative: 0, mixed: 0, neutral: 0 },
      bestDay: null,
      hardestDay: null,
    },
    entries: [],
    goals: [],
  },
];

const MONTHLY: MonthlyReportInput[] = [
  {
    facts: { ...WEEK_FACTS, periodStart: '2026-10-01', periodEnd: '2026-10-31', totalEntries: 14, totalWords: 2104, averageMood: 5.8, daysWithEntries: 12 },
    weeks: [
      { weekStart: '2026-09-29', entries: 3, averageMood: 5 },
      { weekStart: '2026-10-06', entries: 4, averageMood: 6.1 },
    ],
    entries: [{ date: '2026-10-20', title: 'Good group', excerpt: 'Shared for the first time.', moodScore: 7, themes: ['meetings'] }],
    goals: ['Go to two meetings a week'],
  },
];

// ---- The contract: inputs per method, and the invariants beyond the schema ----

type Case<M extends AiMethod> = {
  inputs: Parameters<Ai[M]>[0][];
  invariants: (output: Awaited<ReturnType<Ai[M]>>, input: Parameters<Ai[M]>[0]) => void;
};

const CONTRACT: { [M in AiMethod]: Case<M> } = {
  analyzeEntry: {
    inputs: ENTRIES,
    invariants: (out) => {
      expect(Number.isInteger(out.moodScore) && out.moodScore >= 1 && out.moodScore <= 10).toBe(true);
      expect(['positive', 'negative', 'mixed', 'neutral']).toContain(out.sentiment);
      for (const t of out.themes) expect(THEME_NAMES).toContain(t);
      expect(new Set(out.themes).size).toBe(out.themes.length);
      expect(out.title.trim().length).toBeGreaterThan(0);
    },
  },
  nextQuestion: {
    inputs: NEXT_QUESTIONS,
    invariants: (out, input) => {
      expect(input.remaining).toContain(out.topic);
      expect(out.question.trim().length).toBeGreaterThan(0);
    },
  },
  writingPrompts: {
    inputs: PROMPTS,
    invariants: (out, input) => {
      expect(out.prompts).toHaveLength(input.count);
      expect(new Set(out.prompts).size).toBe(out.prompts.length);
    },
  },
  coachReply: {
    inputs: COACH,
    invariants: (out) => {
      expect(out.message.trim().length).toBeGreaterThan(0);
      expect(out.recommendations.length).toBeLessThanOrEqual(3);
      expect(out.insights.length).toBeLessThanOrEqual(3);
    },
  },
  weeklyAnalysis: {
    inputs: WEEKLY,
    invariants: (out) => {
      expect(out.recommendations.length).toBeGreaterThanOrEqual(1);
      expect(out.recommendations.length).toBeLessThanOrEqual(4);
    },
  },
  monthlyReport: {
    inputs: MONTHLY,
    invariants: (out) => {
      expect(out.lifeOptimizations.length).toBeGreaterThanOrEqual(1);
      expect(out.areasForImprovement.length).toBeGreaterThanOrEqual(1);
    },
  },
  screenSelfHarm: {
    inputs: ['Went to group tonight and felt supported.', 'I keep thinking everyone would be better off without me.'],
    // No flag without a model (null) or from the scripted server, which flags nothing by default.
    invariants: (out) => {
      if (out !== null) expect(out).toEqual({ selfHarm: false, intent: false, instructions: false });
    },
  },
};

const METHODS = Object.keys(CONTRACT) as AiMethod[];

/** Any call answered by the fallback fails the contract run of the OpenAI adapter. */
const noFallback = new Proxy({} as Ai, {
  get: (_, method) => () => Promise.reject(new Error(`fallback used for ${String(method)}`)),
});

let server: OpenAiTestServer;
beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  vi.restoreAllMocks();
});

const openAi = (options: Partial<OpenAiAdapterOptions> = {}) =>
  new OpenAiAdapter({
    apiKey: server.apiKey,
    model: MODEL,
    baseURL: server.baseURL,
    fallback: new LocalAnalyzer(),
    maxRetries: 0,
    timeoutMs: 2_000,
    ...options,
  });

const ADAPTERS: { name: string; make: () => Ai }[] = [
  { name: 'local analyser', make: () => new LocalAnalyzer() },
  { name: 'OpenAI adapter (local OpenAI-protocol server)', make: () => openAi({ fallback: noFallback }) },
];

it('covers every method of the Ai port', () => {
  const methods = Object.getOwnPropertyNames(LocalAnalyzer.prototype).filter((m) => m !== 'constructor');
  expect(methods.sort()).toEqual([...METHODS].sort());
  expect(Object.keys(AI_OUTPUT_SCHEMAS).sort()).toEqual([...METHODS].sort());
  for (const m of METHODS) expect(typeof OpenAiAdapter.prototype[m]).toBe('function');
});

/** A model reply that keeps the stance rules for the contract's coach messages (the schema's example would not). */
const GOOD_COACH_REPLY = {
  message:
    'Evenings after work sound hard right now. One thing that helps is to plan the first hour home: a short walk, a call to someone, or a meal before anything else. What usually happens in that first hour?',
  recommendations: ['Plan the first hour after work: a walk, a call or a meal.'],
  insights: [],
};

describe.each(ADAPTERS)('Ai contract: $name', ({ make }) => {
  it.each(METHODS)('%s answers within its schema and invariants', async (method) => {
    server.answers.coach_reply = GOOD_COACH_REPLY;
    const ai = make();
    const { inputs, invariants } = CONTRACT[method] as Case<AiMethod>;
    for (const input of inputs) {
      const output = await (ai[method] as (i: unknown) => Promise<unknown>).call(ai, input);
      const parsed = AI_OUTPUT_SCHEMAS[method].safeParse(output);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      (invariants as (o: unknown, i: unknown) => void)(output, input);
    }
  });
});

describe('the local analyser', () => {
  it('gives the same output for the same input', async () => {
    const ai = new LocalAnalyzer();
    for (const method of METHODS) {
      const input = CONTRACT[method].inputs[0];
      const call = () => (ai[method] as (i: unknown) => Promise<unknown>).call(ai, input);
      expect(await call()).toEqual(await call());
    }
  });
});

// ---- The OpenAI adapter's own behaviour ----

/** Captures what the Powertools logger writes (warnings go to stderr). */
function captureLogs() {
  const lines: string[] = [];
  const grab = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stderr, 'write').mockImplementation(grab);
  vi.spyOn(process.stdout, 'write').mockImplementation(grab);
  return lines;
}

const warnings = (lines: string[]) =>
  lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.trim().startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.level === 'WARN');

describe('the OpenAI adapter', () => {
  const text = 'Marguerite Okafor here. I relapsed after the funeral and my sponsor Dmitri does not know yet.';

  it('sends the model, the bearer key and the json_schema of the port, and returns the model’s answer', async () => {
    server.answers.entry_analysis = { title: 'After the funeral', moodScore: 2, sentiment: 'negative', themes: ['cravings', 'meetings'] };
    const out = await openAi().analyzeEntry(text);
    expect(out).toEqual({ title: 'After the funeral', moodScore: 2, sentiment: 'negative', themes: ['cravings', 'meetings'] });

    expect(server.requests).toHaveLength(1);
    const { authorization, body } = server.requests[0]!;
    expect(authorization).toBe(`Bearer ${server.apiKey}`);
    expect(body.model).toBe(MODEL);
    expect(body.response_format?.type).toBe('json_schema');
    const format = body.response_format!.json_schema!;
    expect(format.name).toBe('entry_analysis');
    expect(format.strict).toBe(true);
    expect(Object.keys(format.schema.properties!).sort()).toEqual(['moodScore', 'sentiment', 'themes', 'title']);
    expect(format.schema.properties!.themes!.items!.enum).toEqual(THEME_NAMES);
    expect(format.schema.properties!.sentiment!.enum).toEqual(['positive', 'negative', 'mixed', 'neutral']);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1]!.content).toContain(text);
  });

  it('passes the computed facts in the prompt and asks only for words', async () => {
    const input = WEEKLY[0]!;
    await openAi().weeklyAnalysis(input);
    const body = server.requests[0]!.body;
    const user = JSON.parse(body.messages[1]!.content) as WeeklyAnalysisInput;
    expect(user.facts).toEqual(WEEK_FACTS);
    expect(user.goals).toEqual(['Sleep by 11pm']);
    expect(Object.keys(body.response_format!.json_schema!.schema.properties!).sort()).toEqual(['insights', 'pattern', 'recommendations']);
    expect(body.messages[0]!.content).toMatch(/cite them exactly as given/);
    // Strict structured outputs: every property required, no others, and no string lengths (checked by zod afterwards).
    const schema = body.response_format!.json_schema!.schema as Record<string, unknown>;
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false, required: ['insights', 'pattern', 'recommendations'] });
    expect(JSON.stringify(schema)).not.toMatch(/minLength|maxLength/);

    await openAi().monthlyReport(MONTHLY[0]!);
    const monthly = JSON.parse(server.requests[1]!.body.messages[1]!.content) as MonthlyReportInput;
    expect(monthly.facts).toEqual(MONTHLY[0]!.facts);
    expect(monthly.weeks).toEqual(MONTHLY[0]!.weeks);
  });

  it('restricts the next topic to the remaining ones and the prompts to the count asked', async () => {
    await openAi().nextQuestion(NEXT_QUESTIONS[1]!);
    expect(server.requests[0]!.body.response_format!.json_schema!.schema.properties!.topic!.enum).toEqual(['cravings', 'helped', 'goal']);
    await openAi().writingPrompts(PROMPTS[0]!);
    const prompts = server.requests[1]!.body.response_format!.json_schema!.schema.properties!.prompts!;
    expect([prompts.minItems, prompts.maxItems]).toEqual([5, 5]);
  });

  it('retries a server error and uses the answer that follows', async () => {
    const logs = captureLogs();
    server.script = ['server-error'];
    server.answers.entry_analysis = { title: 'Second try', moodScore: 5, sentiment: 'neutral', themes: [] };
    const out = await openAi({ maxRetries: 2 }).analyzeEntry('A plain day.');
    expect(out.title).toBe('Second try');
    expect(server.requests).toHaveLength(2);
    expect(warnings(logs)).toEqual([]);
  });

  const local = new LocalAnalyzer();
  const failures: {
    behaviour: 'server-error' | 'invalid-json' | 'schema-mismatch' | 'refusal' | 'slow';
    errorName: string;
    status?: number;
    options?: Partial<OpenAiAdapterOptions>;
    attempts: number;
  }[] = [
    { behaviour: 'server-error', errorName: 'api_error', status: 500, options: { maxRetries: 2 }, attempts: 3 },
    { behaviour: 'invalid-json', errorName: 'invalid_json', attempts: 1 },
    { behaviour: 'schema-mismatch', errorName: 'schema_mismatch', attempts: 1 },
    { behaviour: 'refusal', errorName: 'refusal', attempts: 1 },
    { behaviour: 'slow', errorName: 'timeout', options: { timeoutMs: 150 }, attempts: 1 },
    { behaviour: 'slow', errorName: 'budget_exceeded', options: { timeoutMs: 1_000, maxRetries: 2, budgetMs: 250 }, attempts: 1 },
  ];

  it.each(failures)(
    'falls back to the local answer on $behaviour ($errorName), logging no PHI',
    async ({ behaviour, errorName, status, options, attempts }) => {
      server.behaviour = behaviour;
      const logs = captureLogs();
      const out = await openAi(options).analyzeEntry(text);
      expect(out).toEqual(await local.analyzeEntry(text));
      expect(server.requests).toHaveLength(attempts);

      const logged = warnings(logs);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ method: 'analyzeEntry', errorName, ...(status ? { status } : {}) });
      const raw = logs.join('');
      for (const phi of ['Marguerite', 'Okafor', 'Dmitri', 'funeral', 'relapsed', out.title]) expect(raw).not.toContain(phi);
    },
  );

  it('falls back when the key is refused (401), without logging the key', async () => {
    const logs = captureLogs();
    const out = await openAi({ apiKey: 'sk-wrong-key' }).coachReply(COACH[0]!);
    expect(out).toEqual(await local.coachReply(COACH[0]!));
    expect(warnings(logs)[0]).toMatchObject({ method: 'coachReply', errorName: 'api_error', status: 401 });
    expect(logs.join('')).not.toContain('sk-wrong-key');
    expect(logs.join('')).not.toContain('cravings after work');
  });

  it('falls back when the server cannot be reached', async () => {
    const logs = captureLogs();
    const out = await openAi({ baseURL: 'http://127.0.0.1:9/v1' }).weeklyAnalysis(WEEKLY[0]!);
    expect(out).toEqual(await local.weeklyAnalysis(WEEKLY[0]!));
    expect(warnings(logs)[0]).toMatchObject({ method: 'weeklyAnalysis', errorName: 'connection_error' });
  });

  it('falls back when the model breaks an invariant beyond the JSON schema', async () => {
    captureLogs();
    server.answers.next_question = { topic: 'opening', question: 'Hello again?' };
    expect(await openAi().nextQuestion(NEXT_QUESTIONS[1]!)).toEqual(await local.nextQuestion(NEXT_QUESTIONS[1]!));
    server.answers.writing_prompts = { prompts: ['Same?', 'Same?', 'Same?', 'Same?', 'Same?'] };
    expect(await openAi().writingPrompts(PROMPTS[0]!)).toEqual(await local.writingPrompts(PROMPTS[0]!));
  });

  it('holds a model coach reply to the stance rules: one that breaks them is replaced by the local reply (rules logged by name)', async () => {
    const logs = captureLogs();
    const lapse = { ...COACH[0]!, message: 'I drank last night after two weeks sober.', history: [] };
    const breaking = [
      // Pain read as progress, and judging.
      'That sounds like a step forward, but you failed your two weeks. What will you do differently?',
      // No open question, and it claims to have told the coach.
      'Thank you for telling me you drank after two weeks. I have told your coach.',
    ];
    for (const message of breaking) {
      server.answers.coach_reply = { message, recommendations: [], insights: [] };
      expect(await openAi().coachReply(lapse)).toEqual(await local.coachReply(lapse));
    }
    const medication = { ...COACH[0]!, message: 'Can I take a double dose of my Suboxone tonight?', history: [] };
    server.answers.coach_reply = { message: 'Sure, taking 16 mg once is fine. How are you feeling?', recommendations: [], insights: [] };
    expect(await openAi().coachReply(medication)).toEqual(await local.coachReply(medication));
    const logged = warnings(logs).filter((w) => w.message === 'AI coach reply broke the stance rules');
    expect(logged.map((w) => w.rules)).toEqual([
      expect.arrayContaining(['pain_read_as_progress', 'judging_language']),
      expect.arrayContaining(['no_open_question', 'claims_to_share']),
      expect.arrayContaining(['dosing_advice']),
    ]);
    expect(JSON.stringify(logged)).not.toContain('drank');

    // A reply that keeps them is the model's own.
    const good = {
      message:
        'Thank you for telling me you drank last night. A lapse does not erase the two weeks before it. Who could you tell, your coach or your sponsor? What was happening just before it?',
      recommendations: ['Tell your sponsor today.'],
      insights: [],
    };
    server.answers.coach_reply = good;
    expect(await openAi().coachReply(lapse)).toEqual(good);
  });

  it('answers a message in crisis with the local reply, without calling the model', async () => {
    const input = { ...COACH[0]!, message: 'I do not want to be here anymore.', crisisDetected: true };
    expect(await openAi().coachReply(input)).toEqual(await local.coachReply(input));
    expect(server.requests).toHaveLength(0);
  });
});

describe('createPorts', () => {
  const env = { TABLE_NAME: 't', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c' };

  it('uses the local analyser without OPENAI_API_KEY', () => {
    expect(createPorts(loadConfig(env)).ai).toBeInstanceOf(LocalAnalyzer);
    expect(createPorts(loadConfig({ ...env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' })).ai).toBeInstanceOf(LocalAnalyzer);
  });

  it('uses OpenAI with OPENAI_API_KEY, at OPENAI_BASE_URL with OPENAI_MODEL', async () => {
    const { ai } = createPorts(loadConfig({ ...env, OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'gpt-configured' }));
    expect(ai).toBeInstanceOf(OpenAiAdapter);
    server.answers.entry_analysis = { title: 'From the model', moodScore: 7, sentiment: 'positive', themes: [] };
    expect((await ai.analyzeEntry('A good day.')).title).toBe('From the model');
    expect(server.requests[0]!.body.model).toBe('gpt-configured');
  });

  it('defaults the model to a current small one', () => {
    expect(loadConfig(env).openAiModel).toBe('gpt-4.1-mini');
  });
});

describe('the moderation check (OpenAI adapter)', () => {
  it('reads the self-harm categories the model flags', async () => {
    server.moderation = ['self-harm', 'self-harm/intent'];
    expect(await openAi().screenSelfHarm('some text')).toEqual({ selfHarm: true, intent: true, instructions: false });
    const sent = server.requests.find((r) => r.path === '/v1/moderations')!;
    expect(sent.body).toMatchObject({ model: 'omni-moderation-latest', input: 'some text' });
  });

  it('answers null, without the text in the log, when the endpoint fails or is slow', async () => {
    const warn = vi.spyOn(process.stdout, 'write');
    server.behaviour = 'server-error';
    expect(await openAi().screenSelfHarm('a private sentence')).toBeNull();
    server.behaviour = 'slow';
    server.slowMs = 5_000;
    // The slow answer would flag nothing; null shows the check gave up at its timeout instead.
    expect(await openAi().screenSelfHarm('a private sentence')).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0])).join('')).not.toContain('a private sentence');
  });
});
