/**
 * `npm run bench` (docs/performance.md): the API, the jobs, the crisis detector and the Lambda
 * bundles, measured in one run against a private local stack (free port, data in memory), each
 * figure printed beside its ratio to a baseline measured in the same run, so a busy or slow machine
 * moves both. `BENCH_QUICK=1` (or `--quick`) is a short run: fewer rounds and users, a 10-second load,
 * two bundles. Wall-clock budgets live here, never in the tests (the tests count reads and requests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
process.env.STEADY_MODE = 'local';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL ??= 'ERROR';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const { startLocalStack } = await import('../infra/local/stack.js');
const { assessCrisis } = await import('../shared/src/domain/crisis.js');
const { defaultSettings } = await import('../shared/src/contracts/settings.js');
const { directoryItem } = await import('../functions/src/insights/store.js');
const { measureBundles } = await import('./bench-bundles.js');
const { measureLighthouse, printLighthouse } = await import('./bench-lighthouse.js');
const { createDb } = await import('../functions/src/app/db.js');
const { rebuildSummary } = await import('../functions/src/care-team/summary.js');
const caseload = await import('../functions/src/care-team/caseload.js');

const QUICK = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const C = QUICK
  ? { entries: 200, rounds: 40, analysisUsers: 100, loadSeconds: 10, loadUsers: 20, bundles: ['health', 'journal'] as string[] | undefined }
  : { entries: 200, rounds: 200, analysisUsers: 1000, loadSeconds: 60, loadUsers: 50, bundles: undefined as string[] | undefined };
/** Bench users live in Honolulu, so the analysis runs below (New York and Los Angeles mornings) never include them. */
const BENCH_TZ = 'Pacific/Honolulu';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-bench-'));
const stack = await startLocalStack({ port: 0, host: '127.0.0.1', dataDir, webDist: path.join(dataDir, 'none'), inMemory: true });
stack.jobs.stop();
const base = stack.url;
const rt = stack.runtime;
const raw = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'us-east-1', endpoint: rt.config.dynamoEndpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
);

// ---------------------------------------------------------------------------------------------
// Figures

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const x = (n: number) => `${n.toFixed(2)}×`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER GOAL');
const lines: string[] = [];
function out(line = '') {
  lines.push(line);
  console.log(line);
}

class HttpError extends Error {}

async function call(method: string, p: string, token?: string, body?: unknown): Promise<{ ms: number; status: number; json: unknown }> {
  const t = performance.now();
  const res = await fetch(base + p, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const took = performance.now() - t;
  if (!res.ok) throw new HttpError(`${method} ${p.replace(/[0-9a-f-]{36}/g, '{id}')} → ${res.status}`);
  return { ms: took, status: res.status, json: text ? JSON.parse(text) : null };
}

let userSeq = 0;
async function newUser(name: string): Promise<{ id: string; token: string }> {
  const phone = `+1415${String(5_500_000 + (process.pid % 1000) * 1000 + userSeq++).padStart(7, '0')}`;
  const password = 'bench-pass-1';
  const { json } = await call('POST', '/api/register', undefined, { name, phoneNumber: phone, password, timeZone: BENCH_TZ, callTime: '19:00' });
  const idp = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: `${base}/cognito`, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const auth = await idp.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  );
  return { id: (json as { user: { id: string } }).user.id, token: auth.AuthenticationResult!.AccessToken! };
}

const entryBody = (i: number) => ({
  title: `Entry ${i}`,
  content: `Day ${i}: went to group, felt ${i % 3 ? 'calm and grateful' : 'anxious but okay'}, slept ${6 + (i % 3)} hours and called my sponsor.`,
});

/** The dashboard's requests (web/src/app/routes/dashboard.tsx and its cards; e2e/dashboard-budget.test.ts counts them in a browser). */
const dashboard = (id: string) => [
  `/api/users/${id}`,
  `/api/users/${id}/settings`,
  `/api/users/${id}/stats`,
  `/api/users/${id}/journal-entries?limit=3`,
  `/api/users/${id}/weekly-analyses?limit=1`,
  `/api/users/${id}/agenda`,
];

try {
  out(
    `Steady bench${QUICK ? ' (quick)' : ''}: ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  out();

  // -------------------------------------------------------------------------------------------
  // Reads of a 200-entry user: the API beside a raw GetItem / Query of the same items.
  const reader = await newUser('Bench Reader');
  for (let i = 0; i < C.entries; i += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, C.entries - i) }, (_, j) => call('POST', `/api/users/${reader.id}/journal-entries`, reader.token, entryBody(i + j))),
    );
  }
  const statsParams = rt.db.entities.stats.get({ userId: reader.id }).params();
  const listParams = rt.db.entities.journalEntry.query.byUser({ userId: reader.id }).params({ order: 'desc', limit: 100 });
  const t = { rawGet: [] as number[], stats: [] as number[], rawQuery: [] as number[], list: [] as number[] };
  const timed = async (f: () => Promise<unknown>) => {
    const s = performance.now();
    await f();
    return performance.now() - s;
  };
  for (let i = 0; i < 10; i++) {
    await raw.send(new GetCommand(statsParams as never));
    await call('GET', `/api/users/${reader.id}/stats`, reader.token);
  }
  for (let i = 0; i < C.rounds; i++) {
    t.rawGet.push(await timed(() => raw.send(new GetCommand(statsParams as never))));
    const s = await call('GET', `/api/users/${reader.id}/stats`, reader.token);
    t.stats.push(s.ms);
    if (i === 0 && (s.json as { totalEntries: number }).totalEntries !== C.entries)
      throw new Error(`stats counted ${(s.json as { totalEntries: number }).totalEntries}`);
    if (i % 2 === 0) {
      t.rawQuery.push(await timed(() => raw.send(new QueryCommand(listParams as never))));
      const l = await call('GET', `/api/users/${reader.id}/journal-entries?limit=100`, reader.token);
      t.list.push(l.ms);
    }
  }
  out(`Reads of a ${C.entries}-entry user (${C.rounds} rounds, interleaved; goal ≤ 1.5× the raw read)`);
  for (const [label, api, base, n] of [
    ['GET /stats vs raw GetItem', t.stats, t.rawGet, C.rounds],
    ['GET /journal-entries?limit=100 vs raw Query(100)', t.list, t.rawQuery, t.list.length],
  ] as const) {
    const r50 = pct(api, 50) / pct(base, 50);
    const r99 = pct(api, 99) / pct(base, 99);
    out(`  ${label} (${n}×)`);
    out(`    p50 ${ms(pct(api, 50))} vs ${ms(pct(base, 50))}: ${x(r50)} ${verdict(r50 <= 1.5)}`);
    out(`    p99 ${ms(pct(api, 99))} vs ${ms(pct(base, 99))}: ${x(r99)} ${verdict(r99 <= 1.5)}`);
  }
  out();

  // -------------------------------------------------------------------------------------------
  // The dashboard of that user: its requests in parallel, as the browser sends them.
  const paths = dashboard(reader.id);
  const each: number[][] = paths.map(() => []);
  const page: number[] = [];
  for (let i = 0; i < Math.min(C.rounds, 60); i++) {
    // Each request alone (its own time), then all of them together as the browser sends them.
    for (const [k, p] of paths.entries()) each[k]!.push((await call('GET', p, reader.token)).ms);
    const s = performance.now();
    await Promise.all(paths.map((p) => call('GET', p, reader.token)));
    page.push(performance.now() - s);
  }
  const sumP50 = each.reduce((a, xs) => a + pct(xs, 50), 0);
  const rawP50 = pct(t.rawGet, 50);
  out(`Dashboard of the ${C.entries}-entry user (${page.length} loads; goal ≤ 6 requests)`);
  out(`  requests ${paths.length} ${verdict(paths.length <= 6)}`);
  paths.forEach((p, k) => out(`    ${`GET ${p.replace(reader.id, '{id}')}`.padEnd(44)} p50 ${ms(pct(each[k]!, 50))}, p99 ${ms(pct(each[k]!, 99))}`));
  out(`  sum of p50 ${ms(sumP50)}: ${x(sumP50 / (paths.length * rawP50))} of ${paths.length} raw GetItems (${ms(paths.length * rawP50)})`);
  out(`  page (all ${paths.length} in parallel) p50 ${ms(pct(page, 50))}, p99 ${ms(pct(page, 99))}`);
  out();

  // -------------------------------------------------------------------------------------------
  // The Coach Dashboard of a coach with 50 students × 200 entries (docs/architecture.md, "Coach
  // workspace"): overview, students and needs-attention are served from the per-student summaries,
  // so their reads are counted (a DynamoDB client that counts what it sends) and must not grow with entries.
  {
    const STUDENTS = 50;
    const PER_STUDENT = 200;
    const coach = await newUser('Bench Coach');
    await rt.db.entities.user.patch({ userId: coach.id }).set({ role: 'coach' }).go();
    const students = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => newUser(`Bench Student ${i}`)));
    const start = Date.now() - PER_STUDENT * 3 * 3_600_000;
    for (const [k, s] of students.entries()) {
      const now = new Date().toISOString();
      await rt.db.entities.careConnection
        .put({
          userId: s.id,
          memberId: coach.id,
          relationshipType: 'coach',
          status: 'active',
          canViewEntries: true,
          canCommentEntries: true,
          canEditWorkspaces: false,
          createdAt: now,
          updatedAt: now,
        })
        .go();
      const entries = Array.from({ length: PER_STUDENT }, (_, i) => {
        const at = new Date(start + i * 3 * 3_600_000 + k * 1000);
        return {
          userId: s.id,
          entryId: ulid(at.getTime()),
          title: `Entry ${i}`,
          content: entryBody(i + k).content,
          moodScore: 3 + ((i + k) % 7),
          moodSource: 'self' as const,
          sentiment: (['positive', 'mixed', 'neutral'] as const)[(i + k) % 3],
          themes: ['recovery'],
          wordCount: 18,
          source: 'manual' as const,
          visibility: (['coach_only', 'circle', 'private', 'public'] as const)[i % 4],
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        };
      });
      await rt.db.entities.journalEntry.put(entries).go();
      await rebuildSummary(rt, s.id);
    }
    let reads = 0;
    const READS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand', 'ScanCommand']);
    const counting = new DynamoDBClient({ region: 'us-east-1', endpoint: rt.config.dynamoEndpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    counting.middlewareStack.add(
      (next, context) => (args) => {
        if (READS.has(context.commandName ?? '')) reads++;
        return next(args);
      },
      { step: 'initialize', name: 'countReads' },
    );
    const countingRt = { ...rt, db: createDb(counting, rt.config.tableName) };
    const routes = [
      ['overview', 'insights', () => caseload.coachInsights(countingRt, coach.id)],
      ['students', 'students', () => caseload.listStudents(countingRt, coach.id)],
      ['needs-attention', 'needs-attention', () => caseload.needsAttention(countingRt, coach.id)],
    ] as const;
    const counts = new Map<string, number>();
    for (const [label, , run] of routes) {
      reads = 0;
      await run();
      counts.set(label, reads);
    }
    const timings = new Map<string, number[]>(routes.map(([label]) => [label, []]));
    const rawGets: number[] = [];
    const coachGet = rt.db.entities.user.get({ userId: coach.id }).params();
    const rounds = Math.max(20, Math.floor(C.rounds / 2));
    for (let i = 0; i < rounds + 5; i++) {
      const g = performance.now();
      await raw.send(new GetCommand(coachGet as never));
      if (i >= 5) rawGets.push(performance.now() - g);
      for (const [label, path] of routes) {
        const r = await call('GET', `/api/users/${coach.id}/coach/${path}`, coach.token);
        if (i >= 5) timings.get(label)!.push(r.ms);
      }
    }
    out(
      `Coach Dashboard: ${STUDENTS} students × ${PER_STUDENT} entries (${rounds} rounds; reads counted at the DynamoDB client; goal: bounded, not per entry)`,
    );
    out(`  raw GetItem p50 ${ms(pct(rawGets, 50))}, p99 ${ms(pct(rawGets, 99))}`);
    for (const [label, path] of routes) {
      const xs = timings.get(label)!;
      const n = counts.get(label)!;
      out(
        `  GET …/coach/${path.padEnd(16)} ${String(n).padStart(2)} reads (${(n / (STUDENTS * PER_STUDENT)).toFixed(4)} per entry) ${verdict(n <= 12)}, ` +
          `p50 ${ms(pct(xs, 50))} (${x(pct(xs, 50) / pct(rawGets, 50))} a GetItem), p99 ${ms(pct(xs, 99))} (${x(pct(xs, 99) / pct(rawGets, 99))})`,
      );
    }
    out();
  }

  // -------------------------------------------------------------------------------------------
  // Weekly analyses: N users in New York, 2N in Los Angeles, each run as the local hourly job does.
  const monday = (hourUtc: number) => new Date(Date.UTC(2026, 10, 16, hourUtc));
  async function seedUsers(n: number, timeZone: string): Promise<void> {
    const now = new Date().toISOString();
    for (let i = 0; i < n; i += 25) {
      const ids = Array.from({ length: Math.min(25, n - i) }, () => `bench-${ulid()}`);
      await rt.db.entities.settings
        .put(ids.map((id) => ({ ...defaultSettings(id, timeZone, '19:00', now), currentAiCoachId: undefined, currentHabitSystemId: undefined })))
        .go();
      await rt.db.entities.jobDirectory.put(ids.map((id) => directoryItem(id, timeZone, now))).go();
      const entries = ids.flatMap((userId, k) =>
        [10, 12, 14].map((day, d) => {
          const at = new Date(Date.UTC(2026, 10, day, 18, k % 60));
          return {
            userId,
            entryId: ulid(at.getTime()),
            title: `Day ${day}`,
            content: entryBody(k + d).content,
            moodScore: 4 + ((k + d) % 6),
            moodSource: 'estimate' as const,
            sentiment: (['positive', 'mixed', 'neutral'] as const)[(k + d) % 3],
            themes: ['recovery', 'sleep'],
            wordCount: 18,
            source: 'manual' as const,
            createdAt: at.toISOString(),
            updatedAt: at.toISOString(),
          };
        }),
      );
      await rt.db.entities.journalEntry.put(entries).go();
    }
  }
  // A warm-up run first (Honolulu, where the bench's own users live): the analyser's model loads once.
  await seedUsers(20, BENCH_TZ);
  await stack.jobs.runInsightsNow(monday(17));
  const runs: { users: number; seconds: number }[] = [];
  for (const [n, zone, hour] of [
    [C.analysisUsers, 'America/New_York', 12],
    [2 * C.analysisUsers, 'America/Los_Angeles', 15],
  ] as const) {
    await seedUsers(n, zone);
    const s = performance.now();
    const done = await stack.jobs.runInsightsNow(monday(hour));
    const seconds = (performance.now() - s) / 1000;
    if (done !== n) throw new Error(`the job ran for ${done} users, expected ${n}`);
    const { data } = await rt.db.entities.jobDirectory.query.byZone({ timeZone: zone, shard: 0 }).go({ limit: 1 });
    const first = data[0]?.userId;
    if (first && !(await rt.db.entities.weeklyAnalysis.query.byUser({ userId: first }).go({ limit: 1 })).data.length)
      throw new Error('no weekly analysis written');
    runs.push({ users: n, seconds });
  }
  const [a, b] = runs as [{ users: number; seconds: number }, { users: number; seconds: number }];
  const linear = b.seconds / a.seconds;
  out(`Weekly analyses (the local job: fan-out, then each user's analysis in turn)`);
  out(
    `  ${a.users} users: ${a.seconds.toFixed(1)} s, ${(a.users / a.seconds).toFixed(0)} users/s, ${ms((1000 * a.seconds) / a.users)} per user = ${x((1000 * a.seconds) / a.users / rawP50)} a raw GetItem`,
  );
  out(`  ${b.users} users: ${b.seconds.toFixed(1)} s, ${(b.users / b.seconds).toFixed(0)} users/s`);
  out(`  linearity: ${b.users} users take ${x(linear)} as long as ${a.users} (goal ≤ 2.2×) ${verdict(linear <= 2.2)}`);
  out();

  // -------------------------------------------------------------------------------------------
  // Crisis detection on 5,000 characters, beside tokenising the same text.
  const days = [
    'Woke up at six, made coffee, walked the dog around the block twice. Traffic on the way to work was killing me.',
    'Group this morning was about boundaries with family. I shared a little about my brother and the holidays.',
    'My sponsor called at lunch and we talked through the step work. Cravings were loud around three but I went for a walk.',
    'Two years ago I tried to end my life, and today I am grateful to be here even when days are hard.',
    "Paid the electric bill, picked up my methadone dose at the clinic, then stopped for groceries. I'm dead tired.",
  ];
  let text = '';
  for (let i = 0; text.length < 5000; i++) text += days[i % days.length] + (i % 3 === 2 ? '\n' : ' ');
  text = text.slice(0, 5000);
  const crisis: number[] = [];
  const tokenise: number[] = [];
  let sink = 0;
  for (let i = 0; i < 20; i++) assessCrisis(text);
  for (let i = 0; i < 300; i++) {
    let s = performance.now();
    sink += assessCrisis(text).level.length;
    crisis.push(performance.now() - s);
    s = performance.now();
    sink += text.toLowerCase().split(/[^a-z']+/).length;
    tokenise.push(performance.now() - s);
  }
  out(`Crisis detection, 5,000 characters (300 runs; result kept: ${sink > 0})`);
  out(`  p50 ${ms(pct(crisis, 50))}, p99 ${ms(pct(crisis, 99))}: ${x(pct(crisis, 50) / pct(tokenise, 50))} tokenising the text (${ms(pct(tokenise, 50))})`);
  out();

  // -------------------------------------------------------------------------------------------
  // 50 concurrent simulated users for 60 s: dashboard, write an entry, chat, read insights.
  const loadUsers = await Promise.all(Array.from({ length: C.loadUsers }, (_, i) => newUser(`Load ${i}`)));
  const lat: number[] = [];
  const kinds = new Map<string, number[]>();
  const errors = new Map<string, number>();
  let written = 0;
  let requests = 0;
  const stopAt = performance.now() + C.loadSeconds * 1000;
  const startedLoad = performance.now();
  async function step(kind: string, f: () => Promise<{ ms: number }[] | { ms: number }>) {
    try {
      const s = performance.now();
      const r = await f();
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind)!.push(performance.now() - s);
      if (kind === 'write an entry') written += 1;
      for (const one of Array.isArray(r) ? r : [r]) lat.push(one.ms);
      requests += Array.isArray(r) ? r.length : 1;
    } catch (err) {
      const key = err instanceof HttpError ? err.message : (err as Error).message;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      requests += 1;
    }
  }
  await Promise.all(
    loadUsers.map(async (u, k) => {
      for (let i = 0; performance.now() < stopAt; i++) {
        await step('dashboard (6 in parallel)', () => Promise.all(dashboard(u.id).map((p) => call('GET', p, u.token))));
        await step('write an entry', () => call('POST', `/api/users/${u.id}/journal-entries`, u.token, entryBody(i + k)));
        await step('AI coach chat', () =>
          call('POST', `/api/users/${u.id}/ai-coach/chat`, u.token, {
            message: 'I had cravings after work but I called my sponsor. What could help tomorrow?',
          }),
        );
        await step('read insights (2 in parallel)', () =>
          Promise.all([call('GET', `/api/users/${u.id}/weekly-analyses?limit=3`, u.token), call('GET', `/api/users/${u.id}/monthly-reports?limit=3`, u.token)]),
        );
      }
    }),
  );
  const loadSeconds = (performance.now() - startedLoad) / 1000;
  const stored = await Promise.all(
    loadUsers.map(async (u) => ((await call('GET', `/api/users/${u.id}/stats`, u.token)).json as { totalEntries: number }).totalEntries),
  );
  const errorCount = [...errors.values()].reduce((s, n) => s + n, 0);
  out(`Load: ${C.loadUsers} concurrent users for ${C.loadSeconds} s (dashboard, write an entry, AI coach chat, read insights; goal 0 errors)`);
  out(`  requests ${requests}, throughput ${(requests / loadSeconds).toFixed(0)} req/s, errors ${errorCount} ${verdict(errorCount === 0)}`);
  for (const [k, n] of errors) out(`    ${n} × ${k}`);
  out(`  latency p50 ${ms(pct(lat, 50))}, p99 ${ms(pct(lat, 99))}: p99 ${x(pct(lat, 99) / pct(t.stats, 50))} an unloaded GET /stats p50`);
  for (const [kind, xs] of kinds) out(`    ${kind.padEnd(30)} ${String(xs.length).padStart(5)}×, p50 ${ms(pct(xs, 50))}, p99 ${ms(pct(xs, 99))}`);
  const total = stored.reduce((s, n) => s + n, 0);
  out(`  entries: ${written} writes answered 201, stats count ${total} ${verdict(total === written)}`);
  out();
} finally {
  await stack.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Lambda bundles, after the stack is down (builds and fresh processes).
const { bundles, empty } = measureBundles(C.bundles);
out(
  `Lambda bundles (infra/lib/bundling.ts; JS = index.mjs and its chunks, at start = index.mjs and the chunks it imports statically; init = importing the bundle in a fresh Node process, median of 10; goals ≤ 1 MB, ≤ 150 ms)`,
);
out(`  empty module: init ${ms(empty.wall)} (cpu ${ms(empty.cpu)})`);
for (const b of bundles) {
  out(
    `  ${b.name.padEnd(18)} ${(b.js / 1e6).toFixed(2)} MB (${x(b.js / 1e6)} of 1 MB) ${verdict(b.js <= 1e6)}, at start ${(b.initJs / 1e6).toFixed(2)} MB ${verdict(b.initJs <= 1e6)} (${b.chunks} chunks on first use), data ${(b.data / 1e6).toFixed(1)} MB, map ${(b.map / 1e6).toFixed(1)} MB off the asset; ` +
      `init ${ms(b.initWall)} (${x(b.initWall / 150)} of 150 ms, ${x(b.initWall / empty.wall)} an empty module) ${verdict(b.initWall <= 150)}, cpu ${ms(b.initCpu)}`,
  );
}
// ---------------------------------------------------------------------------------------------
// Lighthouse (mobile) on /, /login and /dashboard, against a stack serving the built SPA.
{
  const webDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) out('Lighthouse: skipped, web/dist is missing (npm run build:web)');
  else {
    const lhData = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-bench-lh-'));
    const lhStack = await startLocalStack({ port: 0, host: '127.0.0.1', dataDir: lhData, webDist, inMemory: true });
    lhStack.jobs.stop();
    try {
      printLighthouse(await measureLighthouse(lhStack.url), out);
    } finally {
      await lhStack.close();
      fs.rmSync(lhData, { recursive: true, force: true });
    }
  }
}
out();
out(
  `load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, lines.join('\n') + '\n');
