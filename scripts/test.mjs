#!/usr/bin/env node
// `npm test`: lint, type-check, then every vitest project (unit, integration, infrastructure, web
// components and the browser suite). Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'steady-test-')), 'vitest.json');
const steps = [
  ['Lint', 'npm', ['run', 'lint', '--silent']],
  ['Type-check', 'npm', ['run', 'typecheck', '--silent']],
  ['Chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['Build the web app', 'npm', ['run', 'build', '-w', 'web', '--silent']],
  ['Tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)]],
];
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  console.log(`  ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (name === 'Tests' && fs.existsSync(results)) {
    // One plain closing line with the counts, for people and CI logs alike.
    const summary = JSON.parse(fs.readFileSync(results, 'utf8'));
    console.log(`\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped`);
  }
  if (r.status !== 0) process.exit(r.status ?? 1);
}
