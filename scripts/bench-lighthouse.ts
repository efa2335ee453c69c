/**
 * Lighthouse (mobile, its default: simulated slow 4G and a 4× slower CPU) on `/`, `/login` and
 * `/dashboard`, against a private local stack serving the built SPA (`web/dist`, so build it first:
 * `npm run build:web`), in Debian's Chromium. The dashboard is measured signed in as a fresh
 * onboarded patient with a few entries. Goals (docs/performance.md): performance ≥ 95 and
 * accessibility 100 on each. `npm run bench` prints these; `npm run bench:lighthouse` runs them alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseFigure {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  /** Lighthouse's measure of this machine's CPU at the time (a quiet modern desktop scores about 1,000+; below a few hundred the figures above are inflated by a busy machine). */
  benchmarkIndex: number;
}

export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100 } as const;

async function json(res: Response) {
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** A fresh patient through the API, onboarded, with a few entries (so the dashboard has content). */
async function patient(base: string): Promise<{ phone: string; password: string }> {
  const password = 'lighthouse-bench-9';
  // A valid North American number: the exchange starts with 2-9.
  const phone = `+1415${200 + Math.floor(Math.random() * 800)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lighthouse Patient', phoneNumber: phone, password, timeZone: 'America/New_York', callTime: '19:00' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
  const { user } = (await json(reg)) as { user: { id: string } };
  const config = (await json(await fetch(`${base}/config.json`))) as { userPoolClientId: string };
  const auth = await fetch(`${base}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  });
  const token = ((await json(auth)) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
  const put = (p: string, body: unknown, method = 'PUT') =>
    fetch(`${base}${p}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  await put(`/api/users/${user.id}/consents`, { terms: true, privacy: true, callRecording: true, sms: true });
  await put(`/api/users/${user.id}/onboarding`, { completedSteps: ['consent', 'timeZone', 'callTime'], finished: true });
  for (const [title, content] of [
    ['Morning walk', 'Walked by the river before work and felt calmer about the meeting today.'],
    ['Sponsor call', 'Called my sponsor after dinner; the craving passed and I slept well.'],
    ['Steady day', 'Work was busy but I took breaks, ate lunch outside and went to my group.'],
  ])
    await put(`/api/users/${user.id}/journal-entries`, { title, content }, 'POST');
  return { phone, password };
}

/**
 * Runs Lighthouse on the three pages of `base` (a stack serving the SPA). Chromium is started by
 * playwright-core with a remote-debugging port Lighthouse drives; its one persistent profile keeps
 * the sign-in (Lighthouse is told not to clear storage) for `/dashboard`.
 */
export async function measureLighthouse(base: string): Promise<LighthouseFigure[]> {
  const { default: lighthouse } = await import('lighthouse');
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: [...FLAGS, `--remote-debugging-port=${port}`] });
  const figures: LighthouseFigure[] = [];
  try {
    const run = async (page: string) => {
      const result = await lighthouse(
        `${base}${page}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
        undefined,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${page}`);
      const { lhr } = result;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      figures.push({
        page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        transferKb: audit('total-byte-weight') / 1024,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      });
      // LIGHTHOUSE_REPORTS=<dir>: the full JSON reports, to see what the main thread did.
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        fs.mkdirSync(reports, { recursive: true });
        fs.writeFileSync(path.join(reports, `${page === '/' ? 'landing' : page.slice(1)}.json`), JSON.stringify(lhr));
      }
    };
    await run('/');
    await run('/login');
    // Sign in once in the shared profile, as a person would; the SPA keeps its session in localStorage.
    const who = await patient(base);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    await page.getByLabel('Phone Number').fill(who.phone.slice(2));
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    await page.goto('about:blank');
    await run('/dashboard');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return figures;
}

export function printLighthouse(figures: LighthouseFigure[], out: (line: string) => void = console.log): void {
  out('Lighthouse, mobile (goal: performance ≥ 95, accessibility 100)');
  for (const f of figures) {
    const ok = f.performance >= LIGHTHOUSE_GOALS.performance && f.accessibility >= LIGHTHOUSE_GOALS.accessibility;
    out(
      `  ${f.page.padEnd(11)} performance ${String(f.performance).padStart(3)}  accessibility ${String(f.accessibility).padStart(3)}  ` +
        `LCP ${(f.lcpMs / 1000).toFixed(2)} s  CLS ${f.cls.toFixed(3)}  TBT ${Math.round(f.tbtMs)} ms  ${Math.round(f.transferKb)} KB  ` +
        `CPU index ${f.benchmarkIndex}  ${ok ? 'ok' : 'OVER GOAL'}`,
    );
  }
}

// Run alone: `npm run bench:lighthouse` starts its own stack serving web/dist.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.STEADY_MODE = 'local';
  process.env.LOG_LEVEL ??= 'ERROR';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  const webDist = path.join(root, 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('web/dist is missing: run npm run build:web first');
  const { startLocalStack } = await import('../infra/local/stack.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-lighthouse-data-'));
  const stack = await startLocalStack({ port: 0, host: '127.0.0.1', dataDir, webDist, inMemory: true });
  stack.jobs.stop();
  try {
    printLighthouse(await measureLighthouse(stack.url));
  } finally {
    await stack.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
