/**
 * The build's prerender of the public pages (docs/architecture.md, "Prerendered public pages"):
 * `npm run build -w web` builds this module for Node after the app (`vite build --ssr`) and runs it
 * on web/dist. Each page of shared/src/prerendered-pages.ts is rendered by the app itself, with a
 * memory router at its path and its lazy parts awaited (react-dom/static), into a copy of the app
 * shell (index.html), which the browser then hydrates (web/src/main.tsx). No browser is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { PAGE_BOOT_SCRIPT, PRERENDERED_PAGES, type PrerenderedPath } from '@steady/shared/prerendered-pages';
import { App } from '@/app';
import { createRoutes } from '@/app/router';
import { prerenderedTitle } from '@/components/document-title';
import { chunkUrls, pageHtml, stylesheetUrls, type Manifest } from './html';

/** Each prerendered path's route module (app/router.tsx), whose chunks the page preloads. */
const ROUTE_MODULES: Record<PrerenderedPath, string> = {
  '/': 'src/app/routes/landing.tsx',
  '/login': 'src/app/routes/login.tsx',
};

/** The app's markup at `pagePath` once every lazy part has loaded, and the title the page set. */
export async function renderPage(pagePath: string): Promise<{ markup: string; title: string }> {
  prerenderedTitle.current = '';
  const router = createMemoryRouter(createRoutes(), { initialEntries: [pagePath] });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App prerendered={{ path: pagePath, router }} />
    </StrictMode>,
    // Every Suspense boundary inline, however large: no out-of-order segments, so no inline script
    // to reveal them (the pages' CSP allows only the boot script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { markup: Buffer.concat(chunks).toString('utf8'), title: prerenderedTitle.current };
}

/** Writes each prerendered page into `dist` (a built app: index.html and .vite/manifest.json). */
export async function prerenderPages(dist: string): Promise<void> {
  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const styles = Object.fromEntries(stylesheetUrls(shell).map((url) => [url, fs.readFileSync(path.join(dist, url), 'utf8')]));
  for (const page of PRERENDERED_PAGES) {
    const { markup, title } = await renderPage(page.path);
    if (!title) throw new Error(`prerender: ${page.path} set no title`);
    const preloads = chunkUrls(manifest, ROUTE_MODULES[page.path]);
    const html = pageHtml(shell, { path: page.path, markup, title, preloads, styles }, PAGE_BOOT_SCRIPT);
    fs.writeFileSync(path.join(dist, page.file), html);
    console.log(`prerendered ${page.path} -> ${path.join(path.basename(dist), page.file)} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prerenderPages(path.resolve(process.argv[2] ?? 'dist'));
}
