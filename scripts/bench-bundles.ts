/**
 * Lambda bundles as the CDK stack builds them (infra/lib/bundling.ts): each one's minified size (all
 * of it, and what a cold start loads: index.mjs and its static imports, the other chunks waiting for
 * their first import()), its
 * data modules, and its module init time, measured by importing the built bundle in a fresh Node
 * process (the median of 10), beside the same measurement of an empty module (Node's own start of an
 * import). Used by `npm run bench`; `node --import tsx scripts/bench-bundles.ts [name…]` runs it alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildLambda, lambdaCodeFiles, lambdaEntries, startupBytes } from '../infra/lib/bundling.js';

export interface BundleFigures {
  name: string;
  /** Bytes of minified JavaScript in the asset: index.mjs and its chunks. */
  js: number;
  /** Bytes a cold start loads: index.mjs and the chunks it imports statically (the others wait for their first import()). */
  initJs: number;
  /** How many chunks are loaded on first use. */
  chunks: number;
  /** Bytes of the data modules beside it. */
  data: number;
  /** Bytes of the source maps kept out of the asset. */
  map: number;
  ports: string[];
  /** Median wall-clock and CPU time of `await import(bundle)` in a fresh process, ms. */
  initWall: number;
  initCpu: number;
}

const RUNS = 10;

function dirSize(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) total += fs.statSync(path.join(e.parentPath, e.name)).size;
  return total;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median wall and CPU ms of importing `file` in a fresh Node process, with the Lambda's module-init environment. */
export function importTime(file: string, runs = RUNS): { wall: number; cpu: number } {
  const code = `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); const u = process.cpuUsage(c); console.log(JSON.stringify({ wall: performance.now() - t, cpu: (u.user + u.system) / 1000 }));`;
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: path.dirname(file),
      // Only what the Lambda runtime sets: no node_modules to fall back on, no tsx.
      env: { PATH: process.env.PATH ?? '', STEADY_MODE: 'aws', AWS_REGION: 'us-east-1', TZ: 'UTC' },
      encoding: 'utf8',
    });
    const { wall, cpu } = JSON.parse(out.trim().split('\n').pop()!) as { wall: number; cpu: number };
    walls.push(wall);
    cpus.push(cpu);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

/** Builds and measures the named Lambdas (all of them by default) in a temporary folder. */
export function measureBundles(names?: string[]): { bundles: BundleFigures[]; empty: { wall: number; cpu: number } } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-bundles-'));
  try {
    const emptyFile = path.join(root, 'empty.mjs');
    fs.writeFileSync(emptyFile, 'export const handler = async () => ({});\n');
    const empty = importTime(emptyFile);
    const bundles: BundleFigures[] = [];
    for (const [name, entry] of Object.entries(lambdaEntries())) {
      if (names && !names.includes(name)) continue;
      const dir = path.join(root, name);
      const { plan, metafile } = buildLambda(entry, dir);
      const { wall, cpu } = importTime(path.join(dir, 'index.mjs'));
      const code = lambdaCodeFiles(dir);
      const size = (file: string) => (fs.existsSync(path.join(dir, file)) ? fs.statSync(path.join(dir, file)).size : 0);
      bundles.push({
        name,
        js: code.reduce((n, f) => n + size(f), 0),
        initJs: startupBytes(metafile),
        chunks: code.length - 1,
        data: dirSize(path.join(dir, 'node_modules')),
        map: code.reduce((n, f) => n + size(`${f}.map`), 0),
        ports: plan.ports,
        initWall: wall,
        initCpu: cpu,
      });
    }
    return { bundles, empty };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2);
  const { bundles, empty } = measureBundles(names.length ? names : undefined);
  console.log(`empty module: init ${empty.wall.toFixed(1)} ms (cpu ${empty.cpu.toFixed(1)} ms)`);
  for (const b of bundles) {
    console.log(
      `${b.name.padEnd(18)} ${(b.js / 1e6).toFixed(2)} MB js (${(b.initJs / 1e6).toFixed(2)} MB at start, ${b.chunks} chunks), ${(b.data / 1e6).toFixed(1)} MB data, init ${b.initWall.toFixed(0)} ms (cpu ${b.initCpu.toFixed(0)} ms) [${b.ports.join(', ')}]`,
    );
  }
}
