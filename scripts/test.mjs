#!/usr/bin/env node
// `npm test`: lint, type-check and every vitest project (unit, integration, infrastructure, web
// components and the browser suite), in two chains that run side by side:
//   checks:  lint → type-check → every project but the browser one
//   browser: Chromium → build the web app → the browser suite (one local stack, files one by one)
// The browser suite spends much of its time waiting on the page and the stack, which the checks'
// chain fills. Any failing step fails the run; every step's time and each suite's are printed at
// the end. With arguments (`npm test -- --project web`), it runs vitest once with them, after lint
// and the type-check.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-test-'));
const started = Date.now();
const timings = [];
const reports = [];

/** Runs one step; its output lines carry the chain's prefix when two chains share the terminal. */
function run(chain, name, cmd, args) {
  const t0 = Date.now();
  console.log(`${chain.prefix}▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: chain.prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (chain.prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(chain.prefix + line);
        });
        stream.on('end', () => rest && console.log(chain.prefix + rest));
      }
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      console.log(`${chain.prefix}  ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

function vitest(name, projectArgs) {
  const out = path.join(dir, `${name}.json`);
  reports.push(out);
  return ['npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...projectArgs]];
}

async function chain(prefix, steps) {
  const c = { prefix };
  for (const [name, cmd, args] of steps) if (!(await run(c, name, cmd, args))) return false;
  return true;
}

const lint = ['Lint', 'npm', ['run', 'lint', '--silent']];
const typecheck = ['Type-check', 'npm', ['run', 'typecheck', '--silent']];
const chromium = ['Chromium', process.execPath, ['scripts/ensure-chromium.mjs']];
const build = ['Build the web app', 'npm', ['run', 'build', '-w', 'web', '--silent']];
const extra = process.argv.slice(2);

let ok;
if (extra.length) {
  ok = await chain('', [lint, typecheck, chromium, build, ['Tests', ...vitest('tests', extra)]]);
} else {
  const others = ['shared', 'functions', 'integration', 'infra', 'web'].flatMap((p) => ['--project', p]);
  const results = await Promise.all([
    chain('', [lint, typecheck, ['Tests', ...vitest('checks', others)]]),
    chain('browser │ ', [chromium, build, ['Browser tests', ...vitest('browser', ['--project', 'browser'])]]),
  ]);
  ok = results.every(Boolean);
}

// One plain closing summary, for people and CI logs alike: counts, each step, each suite.
const summaries = reports.filter((f) => fs.existsSync(f)).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
const count = (key) => summaries.reduce((n, s) => n + s[key], 0);
console.log('\nSteps:');
for (const t of timings) console.log(`  ${t.ok ? 'ok    ' : 'FAILED'} ${t.name.padEnd(20)} ${t.seconds.toFixed(1).padStart(6)} s`);
const suites = new Map();
for (const s of summaries) {
  for (const r of s.testResults) {
    const rel = path.relative(process.cwd(), r.name);
    const suite = rel.startsWith('e2e/')
      ? 'browser'
      : rel.startsWith('functions/test/integration/')
        ? 'integration'
        : rel.startsWith('functions/')
          ? 'functions'
          : rel.split('/')[0];
    const span = suites.get(suite) ?? { start: Infinity, end: 0, files: 0 };
    suites.set(suite, { start: Math.min(span.start, r.startTime), end: Math.max(span.end, r.endTime), files: span.files + 1 });
  }
}
console.log('Suites (first file started → last file ended):');
for (const [name, s] of [...suites].sort((a, b) => a[1].start - b[1].start)) {
  console.log(`  ${name.padEnd(12)} ${String(s.files).padStart(3)} files ${((s.end - s.start) / 1000).toFixed(1).padStart(7)} s`);
}
console.log(`\nTests: ${count('numPassedTests')} passed, ${count('numFailedTests')} failed, ${count('numPendingTests') + count('numTodoTests')} skipped`);
console.log(`Wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(ok ? 0 : 1);
