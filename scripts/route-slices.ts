/**
 * Moves rows of a monolithic route manifest into the per-domain slices (docs/performance.md,
 * "A slice of the manifest per domain"): `shared/src/routes/<domain>.ts` each hold one domain's rows
 * with the contract imports they need, and `shared/src/routes.ts` concatenates them.
 *
 *   node --import tsx scripts/route-slices.ts [manifest.ts]
 *
 * reads `manifest.ts` (by default `shared/src/routes.ts`), takes every row of its `export const routes = [ … ]`
 * whose `METHOD path` is not in a slice yet, appends it (with the comment lines above it) to its
 * domain's slice, and rewrites that slice's imports from the manifest's own import lines. A branch
 * that still added rows to the end of the old single-file manifest is merged with
 * `git show <branch>:shared/src/routes.ts > /tmp/m.ts && node --import tsx scripts/route-slices.ts /tmp/m.ts`,
 * then `npx prettier --write shared/src/routes` (a new domain also needs its name in `DOMAINS` and a
 * slice in `shared/src/routes.ts`, which the script creates and lists).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.join(ROOT, 'shared/src');
const SLICES = path.join(SHARED, 'routes');
const CLOSE = '] as const satisfies readonly RouteDef[];';

const kebab = (d: string) => d.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const sliceName = (d: string) => `${d}Routes`;

interface Row {
  key: string;
  domain: string;
  text: string;
}

/** The rows of `export const routes = [ … ]` (or of a slice's array), each with the comment lines above it. */
function rowsOf(source: string, opening: RegExp): Row[] {
  const start = source.search(opening);
  if (start < 0) return [];
  const body = source.slice(source.indexOf('\n', start) + 1, source.indexOf(CLOSE, start));
  const rows: Row[] = [];
  let pending: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split('\n')) {
    if (current) {
      current.push(line);
      if (line === '  },') {
        const text = current.join('\n');
        const method = /\n\s+method: '(\w+)'/.exec(text)?.[1];
        const p = /\n\s+path: '([^']+)'/.exec(text)?.[1];
        const domain = /\n\s+domain: '(\w+)'/.exec(text)?.[1];
        if (!method || !p || !domain) throw new Error(`A row without method, path or domain:\n${text}`);
        rows.push({ key: `${method} ${p}`, domain, text });
        current = null;
        pending = [];
      }
    } else if (line === '  {') current = [...pending, line];
    else if (/^\s*\/\//.test(line)) pending.push(line);
    else if (line.trim()) throw new Error(`Unexpected line in the manifest: ${line}`);
  }
  return rows;
}

/** Every name a file imports (values and types), with the module it comes from. */
function importsOf(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/g)) {
    for (const part of m[2]!.split(',')) {
      const name = part.replace(/^\s*type\s+/, '').trim();
      if (name) names.set(name, m[3]!);
    }
  }
  return names;
}

/** Contract names a row refers to: the values of params, query, body and response. */
function namesUsed(text: string): Set<string> {
  return new Set([...text.matchAll(/\n\s+(?:params|query|body|response): (\w+)/g)].map((m) => m[1]!));
}

function writeSlice(domain: string, rows: Row[], known: Map<string, string>): void {
  const byModule = new Map<string, Set<string>>();
  for (const name of [...new Set(rows.flatMap((r) => [...namesUsed(r.text)]))].sort()) {
    const from = known.get(name);
    if (!from) throw new Error(`${domain}: no import for ${name}`);
    // The manifest imports './contracts/x.js'; a slice sits one folder down.
    const rel = from.startsWith('./') ? `.${from}` : from;
    if (!byModule.has(rel)) byModule.set(rel, new Set());
    byModule.get(rel)!.add(name);
  }
  const imports = [...byModule].sort(([a], [b]) => a.localeCompare(b)).map(([from, names]) => `import { ${[...names].join(', ')} } from '${from}';`);
  const text = [
    `/** The ${domain} domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */`,
    ...imports,
    `import type { RouteDef } from './core.js';`,
    '',
    `export const ${sliceName(domain)} = [`,
    ...rows.map((r) => r.text),
    CLOSE,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(SLICES, `${kebab(domain)}.ts`), text);
}

function main() {
  const manifestFile = path.resolve(process.argv[2] ?? path.join(SHARED, 'routes.ts'));
  const manifest = fs.readFileSync(manifestFile, 'utf8');
  const incoming = rowsOf(manifest, /^export const routes = \[$/m);
  const known = importsOf(manifest);
  fs.mkdirSync(SLICES, { recursive: true });
  const existing = new Map<string, Row[]>();
  for (const file of fs.readdirSync(SLICES)) {
    if (file === 'core.ts' || !file.endsWith('.ts')) continue;
    const source = fs.readFileSync(path.join(SLICES, file), 'utf8');
    const rows = rowsOf(source, /^export const \w+Routes = \[$/m);
    for (const [name, from] of importsOf(source)) if (!known.has(name)) known.set(name, from.replace(/^\.\.\//, './'));
    if (rows[0]) existing.set(rows[0].domain, rows);
  }
  const present = new Set([...existing.values()].flat().map((r) => r.key));
  const touched = new Set<string>();
  for (const row of incoming) {
    if (present.has(row.key)) continue;
    if (!existing.has(row.domain)) existing.set(row.domain, []);
    existing.get(row.domain)!.push(row);
    present.add(row.key);
    touched.add(row.domain);
  }
  for (const domain of touched) writeSlice(domain, existing.get(domain)!, known);
  console.log(touched.size ? `slices written: ${[...touched].map((d) => `routes/${kebab(d)}.ts`).join(', ')}` : 'every row is in a slice already');
}

main();
