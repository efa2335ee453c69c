#!/usr/bin/env node
// `npm test`: lint, format check, type-check, Chromium and the web build, then every vitest project
// (unit, integration, infrastructure, web components and the browser suite). Fails if any step fails;
// every step's time and each suite's are printed at the end. Arguments are passed to one vitest run
// (`npm test -- --project web`).
//
// Two phases (docs/performance.md, "The test suite"):
// 1. Prepare: the web build and the Chromium check, side by side (seconds): the browser suite needs both.
// 2. Everything else at once: the browser suite (which waits on Chromium and the local stack much of
//    the time, and is the longest), every other project (unit, web, infra, integration) in a second
//    vitest process, and the checks (ESLint, Prettier, the `typecheck` script's programs) one after
//    another in a third lane at a lower CPU priority, so they fill the cores the tests leave idle
//    instead of delaying them. A failing check fails the run as it always did; it no longer holds
//    back the tests. The browser suite's output streams; the others' is printed when each ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-test-'));
const started = Date.now();
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** The commands of a package.json script written as `a && b && c`, each run with npx. */
function scriptSteps(name, label) {
  const script = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts[name];
  return script.split('&&').map((command) => {
    const [cmd, ...args] = command.trim().split(/\s+/);
    return { name: label(cmd, args), cmd: npx, args: [cmd, ...args] };
  });
}

const prepare = [
  { name: 'Build the web app', cmd: 'npm', args: ['run', 'build', '-w', 'web', '--silent'] },
  { name: 'Chromium', cmd: process.execPath, args: ['scripts/ensure-chromium.mjs'] },
];
/** The checks, run one after another beside the tests at a lower priority (`nice`). */
const checks = [
  ...scriptSteps('lint', (cmd) => (cmd === 'eslint' ? 'Lint (ESLint)' : 'Format (Prettier)')),
  ...scriptSteps('typecheck', (_cmd, args) => `Type-check ${args.at(-1).replace(/^tsconfig\.node\.json$/, 'Node packages and e2e')}`),
].map((step) => ({ ...step, nice: 6 }));

const vitestArgs = (json, extra) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...extra];
const userArgs = process.argv.slice(2);
const tests = userArgs.length
  ? [{ name: 'Tests', cmd: npx, args: vitestArgs(path.join(tmp, 'tests.json'), userArgs), json: path.join(tmp, 'tests.json'), stream: true }]
  : [
      {
        name: 'Tests: browser',
        // A little below the other tests: that lane is one process of one worker, and at equal
        // priority Chromium's many processes starve it until it ends alone on one core.
        nice: 2,
        cmd: npx,
        args: vitestArgs(path.join(tmp, 'browser.json'), ['--project', 'browser*']),
        json: path.join(tmp, 'browser.json'),
        stream: true,
      },
      {
        name: 'Tests: unit, web, infra, integration',
        cmd: npx,
        args: vitestArgs(
          path.join(tmp, 'rest.json'),
          ['shared', 'functions', 'web', 'infra', 'integration'].flatMap((p) => ['--project', p]),
        ),
        json: path.join(tmp, 'rest.json'),
      },
    ];

/** Runs one step; its output streams (`stream`) or is printed in one piece when it ends. */
function run(step) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(step.cmd, step.args, { env, stdio: step.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    // A lower priority for the step (inherited by what npx starts): it takes the CPU the others leave.
    if (step.nice && child.pid) {
      try {
        os.setPriority(child.pid, step.nice);
      } catch {
        // Not permitted here: the step runs at normal priority.
      }
    }
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      const ok = code === 0;
      if (!step.stream) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      console.log(`  ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve({ name: step.name, seconds, ok });
    });
  });
}

/** Runs the steps at most `limit` at a time, in order; resolves with every step's result. */
async function pool(steps, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const step = steps[next++];
      results.push(await run(step));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
  return results;
}

const phases = [];
/** Runs a phase: its lanes side by side, each lane's steps one after another. */
async function phase(name, lanes) {
  const t0 = Date.now();
  console.log(
    `\n▶ ${name}: ${lanes
      .flat()
      .map((s) => s.name)
      .join(', ')}`,
  );
  const results = (await Promise.all(lanes.map((lane) => pool(lane, 1)))).flat();
  phases.push({ name, seconds: (Date.now() - t0) / 1000, ok: results.every((r) => r.ok), results });
  return phases.at(-1).ok;
}
const ok =
  (await phase(
    'Prepare',
    prepare.map((step) => [step]),
  )) && (await phase('Tests and checks', [...tests.map((step) => [step]), checks]));
// One plain closing summary, for people and CI logs alike: each phase and step, each suite, the counts.
console.log('\nSteps (the lanes of a phase run side by side; the checks are one lane):');
for (const p of phases) {
  console.log(`  ${p.ok ? 'ok    ' : 'FAILED'} ${p.name.padEnd(38)} ${p.seconds.toFixed(1).padStart(6)} s`);
  for (const r of p.results) console.log(`    ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s`);
}
const summaries = tests.filter((t) => fs.existsSync(t.json)).map((t) => JSON.parse(fs.readFileSync(t.json, 'utf8')));
if (summaries.length) {
  const suites = new Map();
  for (const r of summaries.flatMap((s) => s.testResults)) {
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
  // Name every failed test here, at the end, where a CI log's tail shows it.
  const failed = summaries.flatMap((s) =>
    s.testResults.flatMap((r) =>
      (r.assertionResults ?? [])
        .filter((a) => a.status === 'failed')
        .map((a) => ({ file: path.relative(process.cwd(), r.name), name: a.fullName, why: String(a.failureMessages?.[0] ?? '').split('\n')[0] })),
    ),
  );
  if (failed.length) {
    console.log('\nFailed tests:');
    for (const f of failed) console.log(`  ✗ ${f.file} › ${f.name}\n      ${f.why.slice(0, 300)}`);
  }
  const sum = (key) => summaries.reduce((n, s) => n + s[key], 0);
  console.log(`\nTests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests') + sum('numTodoTests')} skipped`);
}
console.log(`Wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The suites' JSON reports were read above; nothing of the run is left in the temp folder.
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
