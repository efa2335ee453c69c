import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PORT_NAMES } from '@steady/functions/platform/ports';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { DOMAIN_ENTRIES } from '@steady/functions/handlers';
import { FUNCTIONS_SRC, JOB_ENTRIES, LIVE_ENTRY, REPO_ROOT } from './paths.js';

/**
 * How every Lambda is bundled (docs/performance.md, "Lambda bundles"), in one place: SteadyFunction
 * builds its asset with `buildLambda`, and `npm run bench` and the infra tests build with the very
 * same ones.
 *
 * - Only the ports a Lambda's code uses: a first build with every port left out lists the first-party
 *   modules the entry reaches; the ports they name (`rt.ports.<name>`, or destructured from
 *   `rt.ports`) stay, the others are defined "off" (functions/src/platform/lambda-ports.ts) and their
 *   adapters and SDKs never enter the bundle.
 * - Data modules (the wink-nlp English model, 3.6 MB) are not bundled: they are copied beside the
 *   bundle, under node_modules/, and required on first use.
 * - The AWS SDK v3 is bundled, not taken from the Lambda runtime: the version is the lockfile's, the
 *   one the tests ran, and a runtime update cannot change it underneath; per domain only the clients
 *   its ports use are in the bundle.
 * - Code loaded lazily (dynamic `import()`: the ports' adapters, the crisis detector) is split into
 *   chunks beside index.mjs, parsed only when first imported.
 * - Minified ESM for node22 with names kept (readable stack traces); the source maps are moved
 *   outside the deployed asset (cdk.out/sourcemaps/), for resolving a stack trace offline.
 */

/** ESM bundles need `require` for the CommonJS dependencies esbuild leaves as require() calls. */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";
export const LAMBDA_TARGET = 'node22';
/** Packages that are data rather than code: shipped beside the bundle and loaded lazily. */
export const DATA_MODULES = ['wink-eng-lite-web-model'] as const;

export type PortName = (typeof PORT_NAMES)[number];

export interface LambdaBundlePlan {
  /** The entry's TypeScript file. */
  entry: string;
  /** Ports whose adapters are bundled. */
  ports: PortName[];
  /** `process.env.STEADY_PORT_<NAME>` = "off" for the others. */
  define: Record<string, string>;
  /** Data modules the bundle requires, copied beside it. */
  dataModules: string[];
}

/**
 * Modules replaced in Lambda bundles: the SDK's credential chain by the environment alone, which is
 * where the Lambda runtime puts the role's credentials (functions/src/platform/adapters/aws/lambda-credentials.ts).
 */
export const LAMBDA_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': path.join(FUNCTIONS_SRC, 'platform', 'adapters', 'aws', 'lambda-credentials.ts'),
};

const COMMON: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: LAMBDA_TARGET,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  keepNames: true,
  external: [...DATA_MODULES],
  alias: LAMBDA_ALIASES,
  logLevel: 'silent',
};

const portDefine = (name: PortName) => `process.env.STEADY_PORT_${name.toUpperCase()}`;
const allOff = Object.fromEntries(PORT_NAMES.map((p) => [portDefine(p), '"off"']));

/** First-party modules where port use is looked for: the composition of the ports is not a use. */
const PLATFORM = path.join(FUNCTIONS_SRC, 'platform');
const NOT_A_USE = [
  path.join(PLATFORM, 'adapters') + path.sep,
  path.join(PLATFORM, 'lambda-ports.ts'),
  path.join(PLATFORM, 'createPorts.ts'),
  path.join(PLATFORM, 'create-ai.ts'),
  path.join(PLATFORM, 'ports.ts'),
];

/** The ports a piece of source names: `.ports.x`, `{ x, y } = rt.ports`; any other use of `.ports` counts as all of them. */
export function portsNamedIn(source: string): Set<PortName> {
  const known = new Set<string>(PORT_NAMES);
  const found = new Set<PortName>();
  for (const m of source.matchAll(/\.ports\s*\??\.\s*(\w+)/g)) if (known.has(m[1]!)) found.add(m[1] as PortName);
  for (const m of source.matchAll(/\{([^{}]*)\}\s*=\s*[\w.]*\.ports\b(?!\s*\??\.)/g)) {
    for (const part of m[1]!.split(',')) {
      const key = part.split(':')[0]!.trim();
      if (known.has(key)) found.add(key as PortName);
    }
  }
  const bare = source.replace(/\.ports\s*\??\.\s*\w+/g, '').replace(/\{[^{}]*\}\s*=\s*[\w.]*\.ports\b/g, '');
  if (/\.ports\b/.test(bare)) return new Set(PORT_NAMES);
  return found;
}

function metafileOf(entry: string, define: Record<string, string>): Metafile {
  const result = buildSync({ ...COMMON, entryPoints: [entry], define, write: false, metafile: true, outfile: path.join(REPO_ROOT, '.bundle-plan.mjs') });
  return result.metafile;
}

/** Which ports and data modules the Lambda of this entry needs (two esbuild passes in memory, about a second). */
export function planLambdaBundle(entry: string): LambdaBundlePlan {
  const ports = new Set<PortName>(['clock']);
  for (const input of Object.keys(metafileOf(entry, allOff).inputs)) {
    const file = path.resolve(REPO_ROOT, input);
    if (file.includes(`${path.sep}node_modules${path.sep}`) || NOT_A_USE.some((n) => file.startsWith(n)) || !/\.[cm]?[tj]s$/.test(file)) continue;
    for (const p of portsNamedIn(readFileSync(file, 'utf8'))) ports.add(p);
  }
  const define = Object.fromEntries(PORT_NAMES.filter((p) => !ports.has(p)).map((p) => [portDefine(p), '"off"']));
  const dataModules = new Set<string>();
  for (const input of Object.values(metafileOf(entry, define).inputs)) {
    for (const imp of input.imports) if (imp.external && (DATA_MODULES as readonly string[]).includes(imp.path)) dataModules.add(imp.path);
  }
  return { entry, ports: PORT_NAMES.filter((p) => ports.has(p)), define, dataModules: [...dataModules] };
}

/** Where a data module's package lives in this checkout. */
export function dataModuleDir(name: string): string {
  const dir = path.join(REPO_ROOT, 'node_modules', name);
  if (!existsSync(path.join(dir, 'package.json'))) throw new Error(`Data module ${name} is not installed (npm ci)`);
  return dir;
}

/** Copies the plan's data modules into `outDir/node_modules`, where the bundle's require() finds them. */
export function copyDataModules(plan: LambdaBundlePlan, outDir: string): void {
  for (const name of plan.dataModules) {
    const to = path.join(outDir, 'node_modules', name);
    rmSync(to, { recursive: true, force: true });
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(dataModuleDir(name), to, { recursive: true, filter: (src) => !/\.(md|d\.ts|map)$/.test(src) && !src.includes(`${path.sep}types`) });
  }
}

/** Where the chunks of a Lambda go, beside its index.mjs. */
export const CHUNKS_DIR = 'chunks';

/**
 * Builds a Lambda as the CDK stack deploys it, into `outDir`: index.mjs, the code it imports lazily
 * (the adapters of its ports, the crisis detector: every dynamic `import()`) as chunks under chunks/,
 * node_modules/ with the data modules. Each file's source map is written beside it (`*.mjs.map`);
 * `moveSourceMaps` takes them out of the asset. Returns the plan and esbuild's metafile.
 *
 * Code splitting is what keeps a Lambda's start small: Node parses and compiles the whole of a module
 * when it is imported (about a third of a cold start's module init), so code a request may never reach
 * waits in a chunk until its first `import()`.
 */
export function buildLambda(entry: string, outDir: string, plan = planLambdaBundle(entry)): { plan: LambdaBundlePlan; metafile: Metafile } {
  mkdirSync(outDir, { recursive: true });
  const result = buildSync({
    ...COMMON,
    entryPoints: { index: entry },
    define: plan.define,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: `${CHUNKS_DIR}/[name]-[hash]`,
    sourcemap: 'external',
    sourcesContent: false,
    metafile: true,
  });
  copyDataModules(plan, outDir);
  return { plan, metafile: result.metafile };
}

/** The JavaScript files of a built Lambda (index.mjs first, then its chunks), relative to `outDir`. */
export function lambdaCodeFiles(outDir: string): string[] {
  const chunks = path.join(outDir, CHUNKS_DIR);
  return [
    'index.mjs',
    ...(existsSync(chunks)
      ? readdirSync(chunks)
          .filter((f) => f.endsWith('.mjs'))
          .map((f) => `${CHUNKS_DIR}/${f}`)
      : []),
  ];
}

/**
 * The bytes of JavaScript a cold start loads: index.mjs and the chunks it imports statically, and
 * theirs (code that `index.mjs` and a lazily loaded chunk share is put in a shared chunk, which both
 * import). What is reached only through `import()` is left out.
 */
export function startupBytes(metafile: Metafile): number {
  const outputs = metafile.outputs;
  // Chunks reached by import() have an entry point too: the Lambda's own is index.mjs.
  const entry = Object.keys(outputs).find((file) => file.replaceAll('\\', '/').endsWith('/index.mjs') || file === 'index.mjs');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imp of outputs[file]!.imports) if (imp.kind === 'import-statement') visit(imp.path);
  };
  if (entry) visit(entry);
  return [...seen].reduce((n, file) => n + outputs[file]!.bytes, 0);
}

/** Moves every source map of a built Lambda out of it, into `mapDir` (the same relative paths). */
export function moveSourceMaps(outDir: string, mapDir: string): void {
  for (const file of lambdaCodeFiles(outDir)) {
    const map = path.join(outDir, `${file}.map`);
    if (!existsSync(map)) continue;
    mkdirSync(path.dirname(path.join(mapDir, file)), { recursive: true });
    renameSync(map, path.join(mapDir, `${file}.map`));
  }
}

/** Every Lambda of the stack by name: one per domain of the manifest's list, the live channel, the jobs. */
export function lambdaEntries(): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(DOMAIN_ENTRIES).map(([domain, file]) => [domain, path.join(FUNCTIONS_SRC, file)])),
    live: LIVE_ENTRY,
    ...JOB_ENTRIES,
  };
}
