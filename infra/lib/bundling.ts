import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PORT_NAMES } from '@steady/functions/platform/ports';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { DOMAIN_ENTRIES } from '@steady/functions/handlers';
import { FUNCTIONS_SRC, JOB_ENTRIES, LIVE_ENTRY, REPO_ROOT } from './paths.js';

/**
 * How every Lambda is bundled (docs/performance.md, "Lambda bundles"), in one place: SteadyFunction
 * hands these options to NodejsFunction, and `npm run bench` and the infra tests build with the very
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
 * - Minified ESM for node22 with names kept (readable stack traces); the source map is written
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

/**
 * Builds a Lambda as the CDK stack deploys it, into `outDir` (index.mjs, node_modules/ with the data
 * modules, package.json), with the source map beside it as index.mjs.map (the stack keeps it out of
 * the asset). Returns the plan and esbuild's metafile.
 */
export function buildLambda(entry: string, outDir: string, plan = planLambdaBundle(entry)): { plan: LambdaBundlePlan; metafile: Metafile } {
  mkdirSync(outDir, { recursive: true });
  const result = buildSync({
    ...COMMON,
    entryPoints: [entry],
    define: plan.define,
    outfile: path.join(outDir, 'index.mjs'),
    sourcemap: 'external',
    sourcesContent: false,
    metafile: true,
  });
  copyDataModules(plan, outDir);
  return { plan, metafile: result.metafile };
}

/** Every Lambda of the stack by name: one per domain of the manifest's list, the live channel, the jobs. */
export function lambdaEntries(): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(DOMAIN_ENTRIES).map(([domain, file]) => [domain, path.join(FUNCTIONS_SRC, file)])),
    live: LIVE_ENTRY,
    ...JOB_ENTRIES,
  };
}
