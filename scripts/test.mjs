#!/usr/bin/env node
// `npm test`: lint, type-check, Chromium, the web build, then every vitest project (unit,
// integration, infrastructure, web components and the browser suite) in one vitest run. Stops at the
// first failing step; every step's time and each suite's are printed at the end. Arguments are passed
// to vitest (`npm test -- --project web`).
//
// One chain, on purpose: on a 2-core machine the browser suite and the checks are both CPU-bound,
// and running them side by side was measured slower (562 s) than one after the other.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'steady-test-')), 'vitest.json');
const started = Date.now();
const steps = [
  ['Lint', 'npm', ['run', 'lint', '--silent']],
  ['Type-check', 'npm', ['run', 'typecheck', '--silent']],
  ['Chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['Build the web app', 'npm', ['run', 'build', '-w', 'web', '--silent']],
  ['Tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)]],
];

const timings = [];
let ok = true;
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = (Date.now() - t0) / 1000;
  timings.push({ name, seconds, ok: r.status === 0 });
  console.log(`  ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (r.status !== 0) {
    ok = false;
    break;
  }
}

// One plain closing summary, for people and CI logs alike: each step, each suite, the counts.
console.log('\nSteps:');
for (const t of timings) console.log(`  ${t.ok ? 'ok    ' : 'FAILED'} ${t.name.padEnd(20)} ${t.seconds.toFixed(1).padStart(6)} s`);
if (fs.existsSync(results)) {
  const summary = JSON.parse(fs.readFileSync(results, 'utf8'));
  const suites = new Map();
  for (const r of summary.testResults) {
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
  console.log('Suites (first file started → last file ended):');
  for (const [name, s] of [...suites].sort((a, b) => a[1].start - b[1].start)) {
    console.log(`  ${name.padEnd(12)} ${String(s.files).padStart(3)} files ${((s.end - s.start) / 1000).toFixed(1).padStart(7)} s`);
  }
  console.log(`\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped`);
}
console.log(`Wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(ok ? 0 : 1);
