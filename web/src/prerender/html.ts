/** One chunk of the Vite build manifest (web/dist/.vite/manifest.json), by source module. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A module's chunk and every chunk it imports statically, as the URLs the browser loads them from. */
export function chunkUrls(manifest: Manifest, module: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...seen].map((key) => `/${manifest[key]!.file}`);
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, search: string, replacement: string): string {
  const at = html.indexOf(search);
  if (at === -1 || html.indexOf(search, at + 1) !== -1) throw new Error(`prerender: expected ${search} exactly once in index.html`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

/** The stylesheets the shell links (`<link rel="stylesheet" crossorigin href="/assets/...">`), by URL. */
export function stylesheetUrls(shell: string): string[] {
  return [...shell.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
}

export interface PrerenderedHtml {
  /** The path the page is for: the app hydrates it only there (web/src/main.tsx). */
  path: string;
  /** What React rendered into #root. */
  markup: string;
  /** The tab title the page sets. */
  title: string;
  /** The route's chunks, loaded beside the entry instead of after it. */
  preloads: string[];
  /** The text of each stylesheet the shell links, by URL: the page carries it inline instead. */
  styles: Record<string, string>;
}

/**
 * A prerendered page from the built app shell (web/dist/index.html): the page's title, the inline
 * boot script right after it (before the stylesheet and the entry script, so it runs before the first
 * paint), the shell's stylesheets inline (the first paint waits for no request but the page itself),
 * modulepreloads for the route's chunks the shell does not already name, and the markup in #root,
 * marked with its path (docs/architecture.md, "Prerendered public pages").
 */
export function pageHtml(shell: string, page: PrerenderedHtml, bootScript: string): string {
  let html = replaceOnce(shell, '<title>Steady</title>', `<title>${escapeHtml(page.title)}</title>\n    <script>${bootScript}</script>`);
  for (const url of stylesheetUrls(shell)) {
    const css = page.styles[url];
    if (css === undefined || /<\/style/i.test(css)) throw new Error(`prerender: cannot inline ${url}`);
    html = replaceOnce(html, `<link rel="stylesheet" crossorigin href="${url}">`, `<style>${css.trim()}</style>`);
  }
  const preloads = page.preloads.filter((url) => !html.includes(`href="${url}"`) && !html.includes(`src="${url}"`));
  html = replaceOnce(html, '</head>', `${preloads.map((url) => `  <link rel="modulepreload" crossorigin href="${url}">\n  `).join('')}</head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.markup}</div>`);
}
