/**
 * `npm run bench`: measures the API on the local stack. Starts a private stack (free port, temp
 * data), registers a patient, writes 200 entries, then times the dashboard's reads.
 * Numbers are for this machine and the emulators; they show regressions, not production latency.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
process.env.STEADY_MODE = 'local';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { startLocalStack } = await import('../infra/local/stack.js');
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-bench-'));
const stack = await startLocalStack({ port: 0, host: '127.0.0.1', dataDir, webDist: path.join(dataDir, 'none'), inMemory: true });
const base = stack.url;
const phone = '+14155550177';
const password = 'bench-pass-1';

async function call(method: string, p: string, token?: string, body?: unknown) {
  const t = performance.now();
  const res = await fetch(base + p, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${p} → ${res.status}`);
  return { ms: performance.now() - t, json };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

try {
  const { json } = await call('POST', '/api/register', undefined, { name: 'Bench', phoneNumber: phone, password });
  const id = json.user.id as string;
  const idp = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: `${base}/cognito`, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const auth = await idp.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  );
  const token = auth.AuthenticationResult!.AccessToken!;

  const writes: number[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const r = await call('POST', `/api/users/${id}/journal-entries`, token, {
      title: `Entry ${i}`,
      content: `Day ${i}: went to group, felt ${i % 3 ? 'calm and grateful' : 'anxious but okay'}, slept ${6 + (i % 3)} hours and called my sponsor.`,
    });
    writes.push(r.ms);
  }
  console.log(`POST journal entry (${ENTRIES}):        ${fmt(writes)}`);

  const dashboard = { stats: [] as number[], recent: [] as number[], settings: [] as number[], user: [] as number[], page: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    const rs = await Promise.all([
      call('GET', `/api/users/${id}/stats`, token),
      call('GET', `/api/users/${id}/journal-entries?limit=3`, token),
      call('GET', `/api/users/${id}/settings`, token),
      call('GET', `/api/users/${id}`, token),
    ]);
    dashboard.stats.push(rs[0].ms);
    dashboard.recent.push(rs[1].ms);
    dashboard.settings.push(rs[2].ms);
    dashboard.user.push(rs[3].ms);
    dashboard.page.push(Math.max(...rs.map((r) => r.ms)));
    if (i === 0 && rs[0].json.totalEntries !== ENTRIES) throw new Error(`stats counted ${rs[0].json.totalEntries}, expected ${ENTRIES}`);
  }
  const list: number[] = [];
  for (let i = 0; i < 20; i++) list.push((await call('GET', `/api/users/${id}/journal-entries?limit=100`, token)).ms);
  console.log(`GET stats (${ENTRIES} entries):          ${fmt(dashboard.stats)}`);
  console.log(`GET journal-entries?limit=3:         ${fmt(dashboard.recent)}`);
  console.log(`GET settings:                        ${fmt(dashboard.settings)}`);
  console.log(`GET user:                            ${fmt(dashboard.user)}`);
  console.log(`dashboard (4 reads in parallel):     ${fmt(dashboard.page)}`);
  console.log(`GET journal-entries?limit=100:       ${fmt(list)}`);
} finally {
  await stack.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
