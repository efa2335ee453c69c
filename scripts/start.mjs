#!/usr/bin/env node
// `npm start`: builds the SPA when it is missing or older than its sources, then starts the local stack.
// `npm run dev`: the same stack, plus Vite's dev server with hot reload in front of it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
// Optional overrides from .env (see .env.example); the shell's own variables win.
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return latest;
}

const builtIndex = path.join(root, 'web/dist/index.html');
const built = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sources = Math.max(
  newest(path.join(root, 'web/src')),
  newest(path.join(root, 'shared/src')),
  newest(path.join(root, 'web/public')),
  fs.statSync(path.join(root, 'web/index.html')).mtimeMs,
);
if (!dev && sources > built) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const env = {
  ...process.env,
  STEADY_MODE: 'local',
  AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const nodeArgs = ['--import', 'tsx', path.join(root, 'infra/local/start.ts')];
const children = [spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: 'inherit' })];
if (dev) {
  const gateway = `http://localhost:${process.env.PORT ?? 3000}`;
  children.push(
    spawn('npx', ['vite', '--port', process.env.VITE_PORT ?? '5173'], {
      cwd: path.join(root, 'web'),
      env: { ...env, STEADY_GATEWAY: gateway },
      stdio: 'inherit',
    }),
  );
}
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));
