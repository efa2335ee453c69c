/**
 * The SPA's first load, gzipped (docs/performance.md, "SPA first load"): for `/` the entry script,
 * its modulepreloads and CSS (what index.html names); for a signed-in screen also the chunks its
 * lazy route and the signed-in layout import statically. Reads web/dist (npm run build:web first).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));

export function readManifest() {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The files a manifest key loads before it runs: itself, its static imports (transitively) and their CSS. */
export function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Gzipped bytes of the first load of each screen, by the source files of its route chunks. */
export function firstLoads(screens) {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return Object.fromEntries(
    Object.entries(screens).map(([name, keys]) => {
      const files = closure(manifest, [entry, ...keys]);
      return [name, { bytes: [...files].reduce((sum, f) => sum + gzipped(f), 0), files: [...files] }];
    }),
  );
}

export const SCREENS = {
  '/': ['src/app/routes/landing.tsx'],
  '/login': ['src/app/routes/login.tsx'],
  '/dashboard': ['src/app/guarded-app.tsx', 'src/app/routes/dashboard.tsx'],
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, { bytes, files }] of Object.entries(firstLoads(SCREENS))) {
    console.log(`${name.padEnd(12)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzipped, ${files.length} files`);
  }
}
