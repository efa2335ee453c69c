#!/usr/bin/env node
// The browser suite drives Debian's Chromium. When it is missing, install it (as root, as CI runs),
// or stop with the exact command: the suite never skips silently.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const command = 'apt-get update && apt-get install -y chromium';
if (!isRoot) {
  console.error(`Chromium is not installed at ${CHROMIUM}. Install it with:\n  sudo sh -c '${command}'`);
  process.exit(1);
}
console.log('Installing Chromium for the browser tests (apt-get install -y chromium)…');
const r = spawnSync('sh', ['-c', `${command} > /tmp/steady-apt-chromium.log 2>&1`], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (r.status !== 0 || !fs.existsSync(CHROMIUM)) {
  console.error(`Installing Chromium failed (see /tmp/steady-apt-chromium.log). Run: ${command}`);
  process.exit(1);
}
console.log(execSync(`${CHROMIUM} --version`).toString().trim());
